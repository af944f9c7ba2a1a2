#!/usr/bin/env bash
# The number widget's cold calculation beside the chart's, for the same report in the same run
# (docs/boards.md#number-widgets; its goal, within 1.2x the chart's, is in docs/performance.md).
# Seeds RECORDS records (default 1,000,000) as bench/widget.sh does, makes the same 3-data-set,
# 90-day report, then times cold calculations (refresh=true on the service-token endpoint, JSON) of
#  - the chart without comparison,
#  - the chart with compare=previous_period (two periods: the comparison's second statement),
#  - the number widget with its default compare=previous_period, all three data sets,
# interleaved run by run (chart, chart+compare, number, ...) so the machine's drift touches each
# alike, RUNS times, and prints each median and the number widget's ratio to both charts.
#   bash bench/number.sh
#   RECORDS=200000 RUNS=7 bash bench/number.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

RECORDS=${RECORDS:-1000000}
RUNS=${RUNS:-11}
DB_PORT=${DB_PORT:-54329}

ensure_tools
command -v psql >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql-client; }
JAVA_OPTS="${JAVA_OPTS:-} -Drw.embedded-db.port=${DB_PORT}"
start_service
TOKEN=$(api_user)
AUTH="Authorization: Bearer ${TOKEN}"
PROPERTY=$(curl -fs "${BASE}/properties" -H "${AUTH}" | json_field personalPropertyId)
SERVICE_TOKEN=$(curl -fs "${BASE}/integrations/service-tokens" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"name":"bench"}' | json_field token)

echo "== seeding ${RECORDS} records into property ${PROPERTY}"
time PGPASSWORD=postgres psql -q -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres \
  -v property="${PROPERTY}" -v count="${RECORDS}" -v unique_labels=0 -f bench/generate-records.sql

REPORT=$(curl -fs "${BASE}/report/config" -H "${AUTH}" -H 'Content-Type: application/json' -d '{
  "name": "Sales, costs and leads", "desc": "90 days", "chartType": "line",
  "period": {"last": 90, "unit": "day"}, "granularity": "day",
  "dataSets": [
    {"label": "Sales", "color": "#2f7ed8", "aggregation": "sum", "filter": {"type": "sale", "sources": ["google"]}, "goal": 100000},
    {"label": "Costs", "color": "#d83f2f", "aggregation": "sum", "filter": {"type": "cost"}, "higherIsBetter": false},
    {"label": "Leads", "color": "#8bbc21", "aggregation": "count", "filter": {"type": "lead", "customData": {"plan": "pro"}}}]}' | json_field id)
curl -fs -o /dev/null -X PUT "${BASE}/report/config/${REPORT}/widget-api" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"access":"authenticated"}'
WIDGETS="${BASE}/service_token/v1/reports/${REPORT}/widgets"
cold() {
  curl -fs -o /dev/null -w '%{time_total}\n' -H "X-Service-Token: ${SERVICE_TOKEN}" -H 'Accept: application/json' "$1"
}

echo "== warm-up (JIT and the database's caches): 3 runs of each"
for i in 1 2 3; do
  cold "${WIDGETS}/chart?refresh=true" >/dev/null
  cold "${WIDGETS}/chart?refresh=true&compare=previous_period" >/dev/null
  cold "${WIDGETS}/number?refresh=true&datasetIndexes=0,1,2" >/dev/null
done
echo "== cold calculations (refresh=true), 3 data sets, 90 days, ${RECORDS} records: ${RUNS} runs each, interleaved"
: >"${BENCH_DATA}/chart.txt"; : >"${BENCH_DATA}/compared.txt"; : >"${BENCH_DATA}/number.txt"
for i in $(seq 1 "${RUNS}"); do
  cold "${WIDGETS}/chart?refresh=true" >>"${BENCH_DATA}/chart.txt"
  cold "${WIDGETS}/chart?refresh=true&compare=previous_period" >>"${BENCH_DATA}/compared.txt"
  cold "${WIDGETS}/number?refresh=true&datasetIndexes=0,1,2" >>"${BENCH_DATA}/number.txt"
done
median() { sort -n "$1" | awk '{t[NR]=$1} END {print t[int((NR+1)/2)]}'; }
CHART=$(median "${BENCH_DATA}/chart.txt")
COMPARED=$(median "${BENCH_DATA}/compared.txt")
NUMBER=$(median "${BENCH_DATA}/number.txt")
python3 - "$CHART" "$COMPARED" "$NUMBER" <<'PY'
import sys
chart, compared, number = (float(v) for v in sys.argv[1:])
print("| figure | median cold calculation, s | number widget's ratio to it (goal <= 1.2) |")
print("|---|---|---|")
print("| chart, no comparison | %.4f | %.2f |" % (chart, number / chart))
print("| chart, compare=previous_period | %.4f | %.2f |" % (compared, number / compared))
print("| number widget (compare=previous_period, 3 numbers) | %.4f | 1.00 |" % number)
PY
