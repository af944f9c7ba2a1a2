#!/usr/bin/env bash
# The service's own CPU per request (its JVM's user and system time from /proc over each window,
# divided by the requests wrk completed in it) for /q/health/live, a cached JSON widget (service
# token) and a cached HTML widget (public), each beside the probe's figure of the same round: a
# figure the machine's drift moves less than a rate. Loopback only, bounded windows.
#   bash bench/cpu-per-request.sh
#   ROUNDS=4 SERVICE_JAR=/other/build/bootstrap/target/quarkus-app/quarkus-run.jar bash bench/cpu-per-request.sh
# Alternate two builds (SERVICE_JAR) in one sitting to compare them.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh
ensure_tools
RECORDS=${RECORDS:-20000}
ROUNDS=${ROUNDS:-2}
WINDOW=${WINDOW:-8s}
DB_PORT=${DB_PORT:-54331}
JAVA_OPTS="${JAVA_OPTS:-} -Drw.embedded-db.port=${DB_PORT} -Drw.widget.rate-limit.requests-per-minute=100000000 -Drw.widget.rate-limit.burst=100000000"
start_service
TOKEN=$(api_user)
AUTH="Authorization: Bearer ${TOKEN}"
PROPERTY=$(curl -fs "${BASE}/properties" -H "${AUTH}" | json_field personalPropertyId)
SERVICE_TOKEN=$(curl -fs "${BASE}/integrations/service-tokens" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"name":"bench"}' | json_field token)
PGPASSWORD=postgres psql -q -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres -v property="${PROPERTY}" \
  -v count="${RECORDS}" -v unique_labels=0 -f bench/generate-records.sql
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
HTML_URL="${BASE}/embed/v1/reports/${PUBLIC_ID}/widgets/chart?chartType=line&datasetIndexes=0%2C1%2C2"
cat > "${BENCH_DATA}/token.lua" <<LUA
wrk.headers["X-Service-Token"] = "${SERVICE_TOKEN}"
wrk.headers["Accept"] = "application/json"
LUA
# user and system seconds of the service's JVM so far (clock ticks of 1/100 s)
cpu() { awk '{print $14/100, $15/100}' "/proc/${SERVICE_PID}/stat"; }
# prints "<req/s> <user us per request> <sys us per request>" for one window
measure() {
  local c0 c1 out
  c0=$(cpu); out=$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WINDOW}" "$@"); c1=$(cpu)
  python3 - "$c0" "$c1" "$out" <<'PY'
import re, sys
u0, s0 = map(float, sys.argv[1].split()); u1, s1 = map(float, sys.argv[2].split())
out = sys.argv[3]
n = int(re.search(r'(\d+) requests in', out).group(1))
rate = float(re.search(r'Requests/sec:\s+([\d.]+)', out).group(1))
print("%.0f %.1f %.1f" % (rate, (u1 - u0) * 1e6 / n, (s1 - s0) * 1e6 / n))
PY
}
echo "== warm-up (${WARMUP} each)"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${HTML_URL}" >/dev/null
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" -s "${BENCH_DATA}/token.lua" "${WIDGET}" >/dev/null
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${BASE}/q/health/live" >/dev/null
echo "| round | request | req/s | user us/request | system us/request | user CPU per request / probe's | req/s / probe's |"
echo "|---|---|---|---|---|---|---|"
for round in $(seq 1 "${ROUNDS}"); do
  read -r live_rate live_user live_sys <<<"$(measure "${BASE}/q/health/live")"
  echo "| ${round} | /q/health/live | ${live_rate} | ${live_user} | ${live_sys} | 1.00 | 1.00 |"
  for kind in json html; do
    if [ "${kind}" = json ]; then args=(-s "${BENCH_DATA}/token.lua" "${WIDGET}"); else args=("${HTML_URL}"); fi
    read -r rate user sys <<<"$(measure "${args[@]}")"
    python3 -c "import sys; r,k,rt,u,s,lu,lr=sys.argv[1:]; print('| %s | cached %s | %s | %s | %s | %.2f | %.2f |' % (r,k,rt,u,s,float(u)/float(lu),float(rt)/float(lr)))" \
      "${round}" "${kind}" "${rate}" "${user}" "${sys}" "${live_user}" "${live_rate}"
  done
done
