#!/usr/bin/env bash
# A board on this machine: the service (JVM, embedded PostgreSQL) and wrk share its cores.
# Seeds RECORDS records (default 1,000,000) as bench/widget.sh does, makes 6 reports (90 days,
# different data sets) and a board of 6 items over them, then measures
#  - each report calculated alone, cold (refresh=true on its service-token chart), and the board
#    cold (refresh=true on the service-token board: every report recalculated), interleaved in
#    COLD_RUNS rounds (default 11); the board's median against the slowest item's median (goal: at
#    most 2x);
#  - the cached board's HTML on its public link with wrk, as a browser asks for it (Accept-Encoding:
#    gzip), each window alternated with one of /q/health/live on the same JVM (same header), ROUNDS
#    times (goal: at least 0.5 of the live windows' mean); and, for comparison, without the header.
# Loopback only, bounded duration; the public rate limit is raised for the run.
#   bash bench/board.sh
#   RECORDS=200000 DURATION=10s bash bench/board.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

RECORDS=${RECORDS:-1000000}
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
  -v property="${PROPERTY}" -v count="${RECORDS}" -v unique_labels=0 -f bench/generate-records.sql

report() { # name, data sets (JSON array)
  curl -fs "${BASE}/report/config" -H "${AUTH}" -H 'Content-Type: application/json' -d "{
    \"name\": \"$1\", \"chartType\": \"line\", \"period\": {\"last\": 90, \"unit\": \"day\"}, \"granularity\": \"day\",
    \"dataSets\": $2}" | json_field id
}
REPORTS=(
  "$(report 'Sales' '[{"label":"Sales","color":"#2f7ed8","aggregation":"sum","filter":{"type":"sale"}}]')"
  "$(report 'Google sales' '[{"label":"Sales","color":"#2f7ed8","aggregation":"sum","filter":{"type":"sale","sources":["google"]}}]')"
  "$(report 'Costs' '[{"label":"Costs","color":"#d83f2f","aggregation":"sum","filter":{"type":"cost"}}]')"
  "$(report 'Leads' '[{"label":"Leads","color":"#8bbc21","aggregation":"count","filter":{"type":"lead"}}]')"
  "$(report 'Pro leads' '[{"label":"Leads","color":"#8bbc21","aggregation":"count","filter":{"type":"lead","customData":{"plan":"pro"}}}]')"
  "$(report 'Sales and costs' '[{"label":"Sales","color":"#2f7ed8","aggregation":"sum","filter":{"type":"sale"}},{"label":"Costs","color":"#d83f2f","aggregation":"sum","filter":{"type":"cost"}}]')"
)
# each report's own widget is shared too: its service-token chart measures it alone
for report in "${REPORTS[@]}"; do
  curl -fs -o /dev/null -X PUT "${BASE}/report/config/${report}/widget-api" -H "${AUTH}" \
    -H 'Content-Type: application/json' -d '{"access":"authenticated"}'
done
WIDTHS=(full half half third third third)
ITEMS=$(for i in 0 1 2 3 4 5; do
  printf '{"reportId": %s, "widget": "chart", "width": "%s"}' "${REPORTS[$i]}" "${WIDTHS[$i]}"
  if [ "$i" -lt 5 ]; then printf ','; fi
done)
BOARD=$(curl -fs "${BASE}/board/config" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d "{\"name\": \"Bench board\", \"items\": [${ITEMS}]}" | json_field id)
curl -fs -o /dev/null -X PUT "${BASE}/board/config/${BOARD}/widget-api" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"access":"authenticated"}'
PUBLIC_ID=$(curl -fs -X PUT "${BASE}/board/config/${BOARD}/widget-api" -H "${AUTH}" -H 'Content-Type: application/json' \
  -d '{"access":"public"}' | json_field publicId)

cold() { # url: one refreshed load, seconds
  curl -fs -o /dev/null -w '%{time_total}\n' -H "X-Service-Token: ${SERVICE_TOKEN}" -H 'Accept: application/json' "$1?refresh=true"
}
COLD_RUNS=${COLD_RUNS:-11}
echo "== cold: each report alone and the board (refresh=true), interleaved, ${COLD_RUNS} rounds; medians, seconds"
TIMES=$(mktemp -d)
for run in $(seq 1 "${COLD_RUNS}"); do
  # one round loads every report alone, then the board: the machine's drift weighs on both alike
  for report in "${REPORTS[@]}"; do
    cold "${BASE}/service_token/v1/reports/${report}/widgets/chart" >>"${TIMES}/${report}"
  done
  cold "${BASE}/service_token/v1/boards/${BOARD}" >>"${TIMES}/board"
done
slowest=0
for report in "${REPORTS[@]}"; do
  t=$(median <"${TIMES}/${report}")
  echo "   report ${report}: ${t}"
  slowest=$(python3 -c "print(max(${slowest}, ${t}))")
done
board=$(median <"${TIMES}/board")
echo "   board of 6: ${board}"
rm -rf "${TIMES}"

HTML_URL="${BASE}/embed/v1/boards/${PUBLIC_ID}"
# as a browser asks for it: every browser accepts gzip (the same header goes to /q/health/live)
BROWSER=(-H 'Accept-Encoding: gzip, deflate, br, zstd')
echo "== warm-up"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${BROWSER[@]}" "${HTML_URL}" >/dev/null
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${HTML_URL}" >/dev/null
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${BROWSER[@]}" "${BASE}/q/health/live" >/dev/null

ROUNDS=${ROUNDS:-2}
rate() { awk '/Requests\/sec/ {print $2}'; }
live=(); html=(); plain=()
for round in $(seq 1 "${ROUNDS}"); do
  echo "== round ${round}: /q/health/live, cached board HTML (public) as a browser asks, and without Accept-Encoding, ${CONNECTIONS} connections, ${DURATION} each"
  live+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${BROWSER[@]}" "${BASE}/q/health/live" | rate)")
  html+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${BROWSER[@]}" "${HTML_URL}" | rate)")
  plain+=("$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${HTML_URL}" | rate)")
  echo "   live ${live[-1]}  board ${html[-1]}  board without gzip ${plain[-1]} req/s"
done
SIZE=$(curl -s -o /dev/null -w '%{size_download}' "${HTML_URL}")
ZIPPED=$(curl -s -o /dev/null -w '%{size_download}' -H 'Accept-Encoding: gzip' "${HTML_URL}")
echo "   the document: ${SIZE} bytes, ${ZIPPED} gzipped"
python3 - "${live[*]}" "${html[*]}" "${plain[*]}" "${slowest}" "${board}" <<PY
import sys
live, html, plain = ([float(x) for x in arg.split()] for arg in sys.argv[1:4])
slowest, board = float(sys.argv[4]), float(sys.argv[5])
mean = lambda xs: sum(xs) / len(xs)
print("| figure | value | ratio | goal |")
print("|---|---|---|---|")
print("| cold board of 6 vs its slowest item alone (median s) | %.3f vs %.3f | %.2f | <= 2 |" % (board, slowest, board / slowest))
print("| cached board HTML (public) vs /q/health/live (req/s, mean of %d windows) | %.0f vs %.0f | %.2f | >= 0.5 |"
      % (len(live), mean(html), mean(live), mean(html) / mean(live)))
print("| the same without Accept-Encoding (req/s) | %.0f vs %.0f | %.2f | - |"
      % (mean(plain), mean(live), mean(plain) / mean(live)))
PY
