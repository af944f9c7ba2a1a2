#!/usr/bin/env bash
# A breakdown's cost on this machine: the service (JVM, embedded PostgreSQL) and the client share
# its cores. Seeds RECORDS records (default 1,000,000) as bench/widget.sh does, each of them naming
# one of SKU_VALUES products (default 10,000) in its custom data ("sku"), makes a 90-day revenue
# report, the same report broken down by source (top 10 + Other) and by custom_data.sku (top 10 +
# Other), then loads each cold (refresh=true on its service-token chart), interleaved in COLD_RUNS
# rounds (default 31): each breakdown's median against the unbroken report's (goal: at most 1.5x).
# Loopback only, bounded.
#   bash bench/breakdown.sh
#   RECORDS=200000 COLD_RUNS=5 bash bench/breakdown.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

RECORDS=${RECORDS:-1000000}
SKU_VALUES=${SKU_VALUES:-10000}
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

echo "== seeding ${RECORDS} records into property ${PROPERTY}, ${SKU_VALUES} products"
time PGPASSWORD=postgres psql -q -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres \
  -v property="${PROPERTY}" -v count="${RECORDS}" -v unique_labels=0 -v sku_values="${SKU_VALUES}" \
  -f bench/generate-records.sql

report() { # name, breakdown JSON or empty
  local breakdown=""
  [ -n "$2" ] && breakdown=", \"breakdown\": $2"
  curl -fs "${BASE}/report/config" -H "${AUTH}" -H 'Content-Type: application/json' -d "{
    \"name\": \"$1\", \"chartType\": \"line\", \"period\": {\"last\": 90, \"unit\": \"day\"}, \"granularity\": \"day\",
    \"dataSets\": [{\"label\":\"Revenue\",\"color\":\"#2f7ed8\",\"aggregation\":\"sum\",\"filter\":{\"type\":\"sale\"}${breakdown}}]}" \
    | json_field id
}
PLAIN=$(report 'Revenue' '')
SOURCE=$(report 'Revenue by source' '{"by":"source","top":10}')
SKU=$(report 'Revenue by product' '{"by":"custom_data.sku","top":10}')
for report in "${PLAIN}" "${SOURCE}" "${SKU}"; do
  curl -fs -o /dev/null -X PUT "${BASE}/report/config/${report}/widget-api" -H "${AUTH}" \
    -H 'Content-Type: application/json' -d '{"access":"authenticated"}'
done

median() { sort -n | awk '{t[NR]=$1} END {print t[int((NR+1)/2)]}'; }
cold() { # report: one refreshed load, seconds
  curl -fs -o /dev/null -w '%{time_total}\n' -H "X-Service-Token: ${SERVICE_TOKEN}" -H 'Accept: application/json' \
    "${BASE}/service_token/v1/reports/$1/widgets/chart?refresh=true"
}
# the first loads compile the paths: not measured
for _ in 1 2 3; do cold "${PLAIN}" >/dev/null; cold "${SOURCE}" >/dev/null; cold "${SKU}" >/dev/null; done
COLD_RUNS=${COLD_RUNS:-31}
echo "== cold: unbroken, by source, by sku (refresh=true), interleaved, ${COLD_RUNS} rounds"
TIMES=$(mktemp -d)
for _ in $(seq 1 "${COLD_RUNS}"); do
  cold "${PLAIN}" >>"${TIMES}/plain"
  cold "${SOURCE}" >>"${TIMES}/source"
  cold "${SKU}" >>"${TIMES}/sku"
done
plain=$(median <"${TIMES}/plain")
source=$(median <"${TIMES}/source")
sku=$(median <"${TIMES}/sku")
rm -rf "${TIMES}"
python3 - "${plain}" "${source}" "${sku}" "${SKU_VALUES}" <<PY
import sys
plain, source, sku, values = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
print("| figure | value | ratio | goal |")
print("|---|---|---|---|")
print("| cold 90-day report by source (top 10 + Other) vs unbroken (median s) | %.3f vs %.3f | %.2f | <= 1.5 |"
      % (source, plain, source / plain))
print("| cold 90-day report by a custom data key of %s values (top 10 + Other) vs unbroken (median s) | %.3f vs %.3f | %.2f | <= 1.5 |"
      % (values, sku, plain, sku / plain))
PY
