#!/usr/bin/env bash
# A calculated data set's cost on this machine: the service (JVM, embedded PostgreSQL) and the
# client share its cores. Seeds RECORDS records (default 1,000,000) as bench/widget.sh does, makes a
# 90-day report of two data sets (revenue, ad spend) and the same report with a third, calculated
# data set (revenue / ad spend), then loads each cold (refresh=true on its service-token chart),
# interleaved in COLD_RUNS rounds (default 31: a cold load here takes tens of milliseconds, so fewer rounds leave the ratio to noise): the formula's report's median against its operands'
# (goal: at most 1.1x). Loopback only, bounded.
#   bash bench/formula.sh
#   RECORDS=200000 COLD_RUNS=5 bash bench/formula.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

RECORDS=${RECORDS:-1000000}
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

OPERANDS='{"label":"Revenue","color":"#2f7ed8","key":"revenue","aggregation":"sum","filter":{"type":"sale"}},
  {"label":"Ad spend","color":"#d83f2f","key":"ad_spend","aggregation":"sum","filter":{"type":"cost"}}'
FORMULA='{"label":"Return on ad spend","color":"#111111","formula":"revenue / ad_spend","axis":"right"}'
report() { # name, data sets (JSON array)
  curl -fs "${BASE}/report/config" -H "${AUTH}" -H 'Content-Type: application/json' -d "{
    \"name\": \"$1\", \"chartType\": \"line\", \"period\": {\"last\": 90, \"unit\": \"day\"}, \"granularity\": \"day\",
    \"dataSets\": $2}" | json_field id
}
PLAIN=$(report 'Revenue and ad spend' "[${OPERANDS}]")
CALCULATED=$(report 'Return on ad spend' "[${OPERANDS}, ${FORMULA}]")
for report in "${PLAIN}" "${CALCULATED}"; do
  curl -fs -o /dev/null -X PUT "${BASE}/report/config/${report}/widget-api" -H "${AUTH}" \
    -H 'Content-Type: application/json' -d '{"access":"authenticated"}'
done

cold() { # report: one refreshed load, seconds
  curl -fs -o /dev/null -w '%{time_total}\n' -H "X-Service-Token: ${SERVICE_TOKEN}" -H 'Accept: application/json' \
    "${BASE}/service_token/v1/reports/$1/widgets/chart?refresh=true"
}
# the first loads compile the paths: not measured
for _ in 1 2 3; do cold "${PLAIN}" >/dev/null; cold "${CALCULATED}" >/dev/null; done
COLD_RUNS=${COLD_RUNS:-31}
echo "== cold: the two operands alone and with their formula (refresh=true), interleaved, ${COLD_RUNS} rounds"
TIMES=$(mktemp -d)
for _ in $(seq 1 "${COLD_RUNS}"); do
  cold "${PLAIN}" >>"${TIMES}/plain"
  cold "${CALCULATED}" >>"${TIMES}/calculated"
done
plain=$(median <"${TIMES}/plain")
calculated=$(median <"${TIMES}/calculated")
rm -rf "${TIMES}"
python3 - "${plain}" "${calculated}" <<PY
import sys
plain, calculated = float(sys.argv[1]), float(sys.argv[2])
print("| figure | value | ratio | goal |")
print("|---|---|---|---|")
print("| cold report with a formula over its two data sets vs the two alone (median s) | %.3f vs %.3f | %.2f | <= 1.1 |"
      % (calculated, plain, calculated / plain))
PY
