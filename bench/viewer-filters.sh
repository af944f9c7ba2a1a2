#!/usr/bin/env bash
# What viewer filters cost (docs/embedding.md#viewer-filters): the service (JVM, embedded
# PostgreSQL) and the client share this machine's cores. Seeds RECORDS records (default 1,000,000)
# as bench/widget.sh does, makes bench/widget.sh's 90-day report of three data sets twice, once
# without viewer filters and once offering three (source, tags, custom_data.plan), and measures
#  - cold loads (refresh=true on the service-token chart), interleaved in COLD_RUNS rounds (default
#    21): the report with filters and nothing chosen against the one without (goal: the value lists
#    add at most 20 %), and with vf.source=newsletter chosen against nothing chosen (goal: at most 1.3x);
#  - the cached HTML of the public widget with vf.source=newsletter, each window alternated with one of
#    /q/health/live on the same JVM, ROUNDS times (goal: at least 0.5 of it), and for context the
#    same report's widget without filters.
# Loopback only, bounded.
#   bash bench/viewer-filters.sh
#   RECORDS=200000 COLD_RUNS=5 DURATION=10s bash bench/viewer-filters.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

RECORDS=${RECORDS:-1000000}
DB_PORT=${DB_PORT:-54329}

ensure_tools
command -v psql >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql-client; }
JAVA_OPTS="${JAVA_OPTS:-} -Drw.embedded-db.port=${DB_PORT} -Drw.widget.rate-limit.requests-per-minute=100000000 -Drw.widget.rate-limit.burst=100000000"
start_service
read -r TOKEN SERVICE PROPERTY < <(seed_property 0 0)
AUTH="Authorization: Bearer ${TOKEN}"
DATA_SETS='[{"label": "Sales", "color": "#2f7ed8", "aggregation": "sum", "filter": {"type": "sale", "sources": ["google"]}},
  {"label": "Costs", "color": "#d83f2f", "aggregation": "sum", "filter": {"type": "cost"}},
  {"label": "Leads", "color": "#8bbc21", "aggregation": "count", "filter": {"type": "lead", "customData": {"plan": "pro"}}}]'
PLAIN=$(service_report "${TOKEN}" 'Without filters' "${DATA_SETS}")
FILTERED=$(service_report "${TOKEN}" 'With filters' "${DATA_SETS}")
PUBLIC_ID=$(curl -fs -X PUT "${BASE}/report/config/${FILTERED}/widget-api" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"access": "public", "viewerFilters": [{"by": "source", "label": "Channel"}, {"by": "tags", "label": "Region"},
       {"by": "custom_data.plan", "label": "Plan"}]}' | json_field publicId)

cold() {
  curl -fs -o /dev/null -w '%{time_total}\n' -H "X-Service-Token: ${SERVICE}" -H 'Accept: application/json' \
    "${BASE}/service_token/v1/reports/$1/widgets/chart?refresh=true$2"
}
TIMES=$(mktemp -d)
round() {
  cold "${PLAIN}" "" >>"${TIMES}/plain"
  cold "${FILTERED}" "" >>"${TIMES}/offered"
  cold "${FILTERED}" "&vf.source=newsletter" >>"${TIMES}/chosen"
}
round
echo "== waiting until the totals keep the plan (asked by the first loads)"
for _ in $(seq 1 120); do
  ready=$(db_sql -c "SELECT count(*) FROM record_totals_keys WHERE key = 'plan' AND state = 'ready' AND property_id = ${PROPERTY}")
  [ "${ready}" = 1 ] && break
  sleep 5
done
db_sql -c "SELECT merge_record_totals(100000)" >/dev/null
db_sql -c "VACUUM (ANALYZE) record_totals" >/dev/null
for _ in 1 2; do round; done
rm -f "${TIMES}"/*
COLD_RUNS=${COLD_RUNS:-21}
echo "== cold (refresh=true): without filters, three offered, one chosen; interleaved, ${COLD_RUNS} rounds"
for _ in $(seq 1 "${COLD_RUNS}"); do round; done
plain=$(median <"${TIMES}/plain")
offered=$(median <"${TIMES}/offered")
chosen=$(median <"${TIMES}/chosen")
rm -rf "${TIMES}"

HTML_URL="${BASE}/embed/v1/reports/${PUBLIC_ID}/widgets/chart?vf.source=newsletter"
# the same report without filters, public too: what a cached widget costs without them, in this run
PLAIN_ID=$(curl -fs -X PUT "${BASE}/report/config/${PLAIN}/widget-api" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"access": "public"}' | json_field publicId)
PLAIN_URL="${BASE}/embed/v1/reports/${PLAIN_ID}/widgets/chart"
curl -fs "${HTML_URL}" | grep -q 'data-viewer-filter' || { echo "the widget shows no filter bar" >&2; exit 1; }
echo "== warm-up"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${HTML_URL}" >/dev/null
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${PLAIN_URL}" >/dev/null
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${BASE}/q/health/live" >/dev/null
ROUNDS=${ROUNDS:-2}
rate() { awk '/Requests\/sec/ {print $2}'; }
live=(); html=(); plainhtml=()
for round in $(seq 1 "${ROUNDS}"); do
  live+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${BASE}/q/health/live" | rate)")
  html+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${HTML_URL}" | rate)")
  plainhtml+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${PLAIN_URL}" | rate)")
  echo "   round ${round}: live ${live[-1]}  filtered html ${html[-1]}  plain html ${plainhtml[-1]} req/s"
done
python3 - "${plain}" "${offered}" "${chosen}" "${live[*]}" "${html[*]}" "${plainhtml[*]}" <<PY
import sys
plain, offered, chosen = (float(x) for x in sys.argv[1:4])
live, html, plainhtml = ([float(x) for x in arg.split()] for arg in sys.argv[4:7])
mean = lambda xs: sum(xs) / len(xs)
print("| figure | measured | ratio | goal |")
print("|---|---|---|---|")
print("| cold, three filters offered, against none | %.3f s vs %.3f s | %.2f | at most 1.20 |" % (offered, plain, offered / plain))
print("| cold, vf.source chosen, against nothing chosen | %.3f s vs %.3f s | %.2f | at most 1.30 |" % (chosen, offered, chosen / offered))
print("| cached filtered HTML, against /q/health/live | %.0f vs %.0f req/s | %.2f | at least 0.50 |" % (mean(html), mean(live), mean(html) / mean(live)))
print("| (context) cached HTML without filters, against /q/health/live | %.0f vs %.0f req/s | %.2f | - |" % (mean(plainhtml), mean(live), mean(plainhtml) / mean(live)))
PY
