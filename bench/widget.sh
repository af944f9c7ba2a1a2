#!/usr/bin/env bash
# Widget delivery on this machine: the service (JVM, embedded PostgreSQL) and wrk share its cores.
# Seeds RECORDS records (default 1,000,000) with bench/generate-records.sql, then measures
#  - a cold calculation of a 3-data-set, 90-day report (refresh=true on the service-token endpoint),
#  - cached JSON on the service-token endpoint and cached HTML on the public endpoint with wrk,
#    each window alternated with one of /q/health/live on the same JVM (the limit the figures are
#    held against), ROUNDS times, and prints each figure as a ratio to the live windows' mean.
# Loopback only, bounded duration. The public rate limit is raised for the run: one wrk client
# would otherwise be limited to 120 requests a minute, which is the limiter's job, not the cache's.
#   bash bench/widget.sh
#   RECORDS=200000 DURATION=10s bash bench/widget.sh
#   UNIQUE_LABELS=1 bash bench/widget.sh   # every record in a label set of its own: the worst case
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

RECORDS=${RECORDS:-1000000}
UNIQUE_LABELS=${UNIQUE_LABELS:-0}
DB_PORT=${DB_PORT:-54329}

ensure_tools
command -v psql >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql-client; }
JAVA_OPTS="${JAVA_OPTS:-} -Drw.embedded-db.port=${DB_PORT} -Drw.widget.rate-limit.requests-per-minute=100000000 -Drw.widget.rate-limit.burst=100000000"
start_service
TOKEN=$(api_user)
AUTH="Authorization: Bearer ${TOKEN}"
PROPERTY=$(curl -fs "${BASE}/properties" -H "${AUTH}" | json_field personalPropertyId)
SERVICE_TOKEN=$(curl -fs "${BASE}/integrations/service-tokens" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"name":"bench"}' | json_field token)

echo "== seeding ${RECORDS} records into property ${PROPERTY}"
time PGPASSWORD=postgres psql -q -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres \
  -v property="${PROPERTY}" -v count="${RECORDS}" -v unique_labels="${UNIQUE_LABELS}" -f bench/generate-records.sql
PGPASSWORD=postgres psql -q -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres -At \
  -c "SELECT 'day totals: ' || count(*) || ' rows for ' || ${RECORDS} || ' records' FROM record_totals WHERE property_id = ${PROPERTY}"

REPORT=$(curl -fs "${BASE}/report/config" -H "${AUTH}" -H 'Content-Type: application/json' -d '{
  "name": "Sales, costs and leads", "desc": "90 days", "chartType": "line",
  "period": {"last": 90, "unit": "day"}, "granularity": "day",
  "dataSets": [
    {"label": "Sales", "color": "#2f7ed8", "aggregation": "sum", "filter": {"type": "sale", "sources": ["google"]}},
    {"label": "Costs", "color": "#d83f2f", "aggregation": "sum", "filter": {"type": "cost"}},
    {"label": "Leads", "color": "#8bbc21", "aggregation": "count", "filter": {"type": "lead", "customData": {"plan": "pro"}}}]}' | json_field id)
PUBLIC_ID=$(curl -fs -X PUT "${BASE}/report/config/${REPORT}/widget-api" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"access":"public"}' | json_field publicId)
WIDGET="${BASE}/service_token/v1/reports/${REPORT}/widgets/chart"

echo "== cold calculation (refresh=true), 3 data sets, 90 days, ${RECORDS} records in the property: 11 runs, seconds"
for i in $(seq 1 11); do
  curl -fs -o /dev/null -w '%{time_total}\n' -H "X-Service-Token: ${SERVICE_TOKEN}" -H 'Accept: application/json' "${WIDGET}?refresh=true"
done | sort -n | awk '{t[NR]=$1} END {printf "min %s  median %s  max %s\n", t[1], t[int((NR+1)/2)], t[NR]}'

cat > "${BENCH_DATA}/token.lua" <<LUA
wrk.headers["X-Service-Token"] = "${SERVICE_TOKEN}"
wrk.headers["Accept"] = "application/json"
LUA
echo "== warm-up"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" -s "${BENCH_DATA}/token.lua" "${WIDGET}" >/dev/null
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${BASE}/embed/v1/reports/${PUBLIC_ID}/widgets/chart" >/dev/null
# the probe is the limit the widgets are held against: its code is compiled before it is measured too
# (without this, the first round's probe ran cold, about a fifth slower, and that round's ratios high)
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${BASE}/q/health/live" >/dev/null

ROUNDS=${ROUNDS:-2}
HTML_URL="${BASE}/embed/v1/reports/${PUBLIC_ID}/widgets/chart?chartType=line&datasetIndexes=0%2C1%2C2"
rate() { awk '/Requests\/sec/ {print $2}'; }
live=(); json=(); html=()
for round in $(seq 1 "${ROUNDS}"); do
  echo "== round ${round}: /q/health/live, cached JSON (service token), cached HTML (public), ${CONNECTIONS} connections, ${DURATION} each"
  live+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${BASE}/q/health/live" | rate)")
  json+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" -s "${BENCH_DATA}/token.lua" "${WIDGET}" | rate)")
  html+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${HTML_URL}" | rate)")
  echo "   live ${live[-1]}  json ${json[-1]}  html ${html[-1]} req/s"
done
LOOKUPS=$(curl -fs "${BASE}/q/metrics" | grep '^rw_widget_lookups_total' || true)
python3 - "${live[*]}" "${json[*]}" "${html[*]}" <<PY
import sys
live, json_, html = ([float(x) for x in arg.split()] for arg in sys.argv[1:4])
mean = lambda xs: sum(xs) / len(xs)
print("| figure | req/s (mean of %d windows) | ratio to /q/health/live, same run |" % len(live))
print("|---|---|---|")
print("| /q/health/live | %.0f | 1.00 |" % mean(live))
print("| cached JSON widget (service token) | %.0f | %.2f |" % (mean(json_), mean(json_) / mean(live)))
print("| cached HTML widget (public) | %.0f | %.2f |" % (mean(html), mean(html) / mean(live)))
PY
echo "widget lookups by answer (kept decisions vs database), whole run:"
echo "${LOOKUPS}"
