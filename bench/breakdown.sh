#!/usr/bin/env bash
# A breakdown's cost on this machine: the service (JVM, embedded PostgreSQL) and the client share
# its cores. Seeds RECORDS records (default 1,000,000) as bench/widget.sh does into one property,
# and as many into another whose records each name one of SKU_VALUES products (default 10,000) in
# their custom data ("sku"); makes a 90-day revenue report in each, the first's broken down by
# source (top 10 + Other) and the second's by custom_data.sku (top 10 + Other), then loads each cold (refresh=true on its service-token chart), interleaved in COLD_RUNS
# rounds (default 31): each breakdown's median against its property's unbroken report's (goal: at
# most 1.5x).
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
# one property of the usual records (four sources), one whose records also name one of SKU_VALUES
# products: each breakdown is measured against the unbroken report over the same records
psql_db() { PGPASSWORD=postgres psql -qtA -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres "$@"; }
seed() { # sku values; prints "bearer-token service-token"
  local token property service
  token=$(api_user)
  property=$(curl -fs "${BASE}/properties" -H "Authorization: Bearer ${token}" | json_field personalPropertyId)
  service=$(curl -fs "${BASE}/integrations/service-tokens" -H "Authorization: Bearer ${token}" \
    -H 'Content-Type: application/json' -d '{"name":"bench"}' | json_field token)
  echo "== seeding ${RECORDS} records into property ${property}, $1 products" >&2
  PGPASSWORD=postgres psql -q -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres \
    -v property="${property}" -v count="${RECORDS}" -v unique_labels=0 -v sku_values="$1" \
    -f bench/generate-records.sql >&2
  echo "${token} ${service}"
}
report() { # bearer token, name, breakdown JSON or empty: the report's ID, shared with service tokens
  local breakdown="" id
  [ -n "$3" ] && breakdown=", \"breakdown\": $3"
  id=$(curl -fs "${BASE}/report/config" -H "Authorization: Bearer $1" -H 'Content-Type: application/json' -d "{
    \"name\": \"$2\", \"chartType\": \"line\", \"period\": {\"last\": 90, \"unit\": \"day\"}, \"granularity\": \"day\",
    \"dataSets\": [{\"label\":\"Revenue\",\"color\":\"#2f7ed8\",\"aggregation\":\"sum\",\"filter\":{\"type\":\"sale\"}${breakdown}}]}" \
    | json_field id)
  curl -fs -o /dev/null -X PUT "${BASE}/report/config/${id}/widget-api" -H "Authorization: Bearer $1" \
    -H 'Content-Type: application/json' -d '{"access":"authenticated"}'
  echo "${id}"
}
read -r SOURCES_TOKEN SOURCES_SERVICE < <(seed 0)
read -r SKUS_TOKEN SKUS_SERVICE < <(seed "${SKU_VALUES}")
PLAIN=$(report "${SOURCES_TOKEN}" 'Revenue' '')
SOURCE=$(report "${SOURCES_TOKEN}" 'Revenue by source' '{"by":"source","top":10}')
PLAIN_SKUS=$(report "${SKUS_TOKEN}" 'Revenue' '')
SKU=$(report "${SKUS_TOKEN}" 'Revenue by product' '{"by":"custom_data.sku","top":10}')

median() { sort -n | awk '{t[NR]=$1} END {print t[int((NR+1)/2)]}'; }
cold() { # service token, report: one refreshed load, seconds
  curl -fs -o /dev/null -w '%{time_total}\n' -H "X-Service-Token: $1" -H 'Accept: application/json' \
    "${BASE}/service_token/v1/reports/$2/widgets/chart?refresh=true"
}
round() {
  cold "${SOURCES_SERVICE}" "${PLAIN}" >>"${TIMES}/plain"
  cold "${SOURCES_SERVICE}" "${SOURCE}" >>"${TIMES}/source"
  cold "${SKUS_SERVICE}" "${PLAIN_SKUS}" >>"${TIMES}/plain-skus"
  cold "${SKUS_SERVICE}" "${SKU}" >>"${TIMES}/sku"
}
TIMES=$(mktemp -d)
# the first loads compile the paths and ask for the sku key: not measured
round
echo "== waiting until the totals keep custom_data.sku"
for _ in $(seq 1 120); do
  [ "$(psql_db -c "SELECT count(*) FROM record_totals_keys WHERE key = 'sku' AND state = 'ready'")" = 1 ] && break
  sleep 5
done
psql_db -c "SELECT merge_record_totals(100000)" >/dev/null
psql_db -c "VACUUM (ANALYZE) record_totals" >/dev/null
for _ in 1 2; do round; done
rm -f "${TIMES}"/*
COLD_RUNS=${COLD_RUNS:-31}
echo "== cold: unbroken and by source, unbroken and by sku (refresh=true), interleaved, ${COLD_RUNS} rounds"
for _ in $(seq 1 "${COLD_RUNS}"); do round; done
plain=$(median <"${TIMES}/plain")
source=$(median <"${TIMES}/source")
plain_skus=$(median <"${TIMES}/plain-skus")
sku=$(median <"${TIMES}/sku")
rm -rf "${TIMES}"
python3 - "${plain}" "${source}" "${plain_skus}" "${sku}" "${SKU_VALUES}" <<PY
import sys
plain, source, plain_skus, sku, values = [float(a) for a in sys.argv[1:5]] + [sys.argv[5]]
print("| figure | value | ratio | goal |")
print("|---|---|---|---|")
print("| cold 90-day report by source (top 10 + Other) vs unbroken (median s) | %.3f vs %.3f | %.2f | <= 1.5 |"
      % (source, plain, source / plain))
print("| cold 90-day report by a custom data key of %s values (top 10 + Other) vs unbroken (median s) | %.3f vs %.3f | %.2f | <= 1.5 |"
      % (values, sku, plain_skus, sku / plain_skus))
PY
