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
revenue() { # breakdown JSON or empty: the data sets of a revenue report
  local breakdown=""
  [ -n "$1" ] && breakdown=", \"breakdown\": $1"
  echo "[{\"label\":\"Revenue\",\"color\":\"#2f7ed8\",\"aggregation\":\"sum\",\"filter\":{\"type\":\"sale\"}${breakdown}}]"
}
read -r SOURCES_TOKEN SOURCES_SERVICE _ < <(seed_property 0 0)
read -r SKUS_TOKEN SKUS_SERVICE _ < <(seed_property 0 "${SKU_VALUES}")
PLAIN=$(service_report "${SOURCES_TOKEN}" 'Revenue' "$(revenue '')")
SOURCE=$(service_report "${SOURCES_TOKEN}" 'Revenue by source' "$(revenue '{"by":"source","top":10}')")
PLAIN_SKUS=$(service_report "${SKUS_TOKEN}" 'Revenue' "$(revenue '')")
SKU=$(service_report "${SKUS_TOKEN}" 'Revenue by product' "$(revenue '{"by":"custom_data.sku","top":10}')")

round() {
  cold_chart "${SOURCES_SERVICE}" "${PLAIN}" >>"${TIMES}/plain"
  cold_chart "${SOURCES_SERVICE}" "${SOURCE}" >>"${TIMES}/source"
  cold_chart "${SKUS_SERVICE}" "${PLAIN_SKUS}" >>"${TIMES}/plain-skus"
  cold_chart "${SKUS_SERVICE}" "${SKU}" >>"${TIMES}/sku"
}
TIMES=$(mktemp -d)
# the first loads compile the paths and ask for the sku key: not measured
round
echo "== waiting until the totals keep custom_data.sku"
for _ in $(seq 1 120); do
  [ "$(db_sql -c "SELECT count(*) FROM record_totals_keys WHERE key = 'sku' AND state = 'ready'")" = 1 ] && break
  sleep 5
done
db_sql -c "SELECT merge_record_totals(100000)" >/dev/null
db_sql -c "VACUUM (ANALYZE) record_totals" >/dev/null
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
