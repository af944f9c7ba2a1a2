#!/usr/bin/env bash
# What an order number in every record costs the reports that never read it: the service (JVM,
# embedded PostgreSQL) and the client share this machine's cores. Seeds RECORDS records (default
# 1,000,000) as bench/widget.sh does into one property (custom data: a plan) and as many into
# another whose records also each carry their own order number; makes in each a 90-day report of
# three data sets filtered by the plan and one broken down by it, loads each once so that the plan
# is asked for, waits until the totals keep it, then loads each cold (refresh=true on its
# service-token chart), interleaved in COLD_RUNS rounds (default 31): the order-number property's
# medians against the other's (goal: at most 1.5x). Then a report filtering by one order number is
# checked against the records' own sum.
# Loopback only, bounded.
#   bash bench/custom-keys.sh
#   RECORDS=200000 COLD_RUNS=5 bash bench/custom-keys.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

RECORDS=${RECORDS:-1000000}
DB_PORT=${DB_PORT:-54329}

ensure_tools
command -v psql >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql-client; }
JAVA_OPTS="${JAVA_OPTS:-} -Drw.embedded-db.port=${DB_PORT}"
start_service
FILTERED='[{"label":"Pro revenue","color":"#2f7ed8","aggregation":"sum","filter":{"type":"sale","customData":{"plan":"pro"}}},
  {"label":"Pro costs","color":"#8bbc21","aggregation":"sum","filter":{"type":"cost","customData":{"plan":"pro"}}},
  {"label":"Pro leads","color":"#910000","aggregation":"count","filter":{"type":"lead","customData":{"plan":"pro"}}}]'
BY_PLAN='[{"label":"Revenue","color":"#2f7ed8","aggregation":"sum","filter":{"type":"sale"},"breakdown":{"by":"custom_data.plan","top":10}}]'
ORDER='[{"label":"Order 4242","color":"#2f7ed8","aggregation":"sum","filter":{"customData":{"order":4242}}}]'

read -r PLAIN_TOKEN PLAIN_SERVICE PLAIN_PROPERTY < <(seed_property 0 0)
read -r ORDERS_TOKEN ORDERS_SERVICE ORDERS_PROPERTY < <(seed_property 1 0)
PLAIN_FILTERED=$(service_report "${PLAIN_TOKEN}" 'Pro' "${FILTERED}")
PLAIN_BY_PLAN=$(service_report "${PLAIN_TOKEN}" 'By plan' "${BY_PLAN}")
ORDERS_FILTERED=$(service_report "${ORDERS_TOKEN}" 'Pro' "${FILTERED}")
ORDERS_BY_PLAN=$(service_report "${ORDERS_TOKEN}" 'By plan' "${BY_PLAN}")
ORDER_REPORT=$(service_report "${ORDERS_TOKEN}" 'One order' "${ORDER}")

round() {
  cold_chart "${PLAIN_SERVICE}" "${PLAIN_FILTERED}" >>"${TIMES}/plain-filtered"
  cold_chart "${ORDERS_SERVICE}" "${ORDERS_FILTERED}" >>"${TIMES}/orders-filtered"
  cold_chart "${PLAIN_SERVICE}" "${PLAIN_BY_PLAN}" >>"${TIMES}/plain-by-plan"
  cold_chart "${ORDERS_SERVICE}" "${ORDERS_BY_PLAN}" >>"${TIMES}/orders-by-plan"
}
TIMES=$(mktemp -d)
# the first loads ask for the plan (and the order number) and read the records
round
cold_chart "${ORDERS_SERVICE}" "${ORDER_REPORT}" >/dev/null
echo "== waiting until the totals keep the plan in both properties"
for _ in $(seq 1 120); do
  ready=$(db_sql -c "SELECT count(*) FROM record_totals_keys WHERE key = 'plan' AND state = 'ready' AND property_id IN (${PLAIN_PROPERTY}, ${ORDERS_PROPERTY})")
  [ "${ready}" = 2 ] && break
  sleep 5
done
db_sql -c "SELECT property_id, key, state FROM record_totals_keys WHERE property_id IN (${PLAIN_PROPERTY}, ${ORDERS_PROPERTY}) ORDER BY 1, 2"
db_sql -c "SELECT merge_record_totals(100000)" >/dev/null
db_sql -c "VACUUM (ANALYZE) record_totals" >/dev/null
echo "== totals rows: $(db_sql -c "SELECT count(*) FROM record_totals WHERE property_id = ${PLAIN_PROPERTY}") without order numbers, $(db_sql -c "SELECT count(*) FROM record_totals WHERE property_id = ${ORDERS_PROPERTY}") with"
for _ in 1 2; do round; done
rm -f "${TIMES}"/*
COLD_RUNS=${COLD_RUNS:-31}
echo "== cold: filtered by plan and broken down by plan, without and with order numbers (refresh=true), interleaved, ${COLD_RUNS} rounds"
for _ in $(seq 1 "${COLD_RUNS}"); do round; done
plain_filtered=$(median <"${TIMES}/plain-filtered")
orders_filtered=$(median <"${TIMES}/orders-filtered")
plain_by_plan=$(median <"${TIMES}/plain-by-plan")
orders_by_plan=$(median <"${TIMES}/orders-by-plan")
rm -rf "${TIMES}"

# one order number's report (the order number is skipped: it reads the records) against the
# records' own sum over the same 90 days, and its cold time against the filtered report's
ORDER_TIMES=$(mktemp)
for _ in 1 2 3 4 5; do
  cold_chart "${ORDERS_SERVICE}" "${ORDER_REPORT}" >>"${ORDER_TIMES}"
  cold_chart "${ORDERS_SERVICE}" "${ORDERS_FILTERED}" >>"${ORDER_TIMES}.filtered"
done
order=$(median <"${ORDER_TIMES}")
order_filtered=$(median <"${ORDER_TIMES}.filtered")
rm -f "${ORDER_TIMES}" "${ORDER_TIMES}.filtered"
expected=$(db_sql -c "SELECT coalesce(sum(value), 0) FROM records WHERE property_id = ${ORDERS_PROPERTY} AND custom_data @> '{\"order\": 4242}' AND date > current_date - 90")
answered=$(curl -fs -H "X-Service-Token: ${ORDERS_SERVICE}" -H 'Accept: application/json' \
  "${BASE}/service_token/v1/reports/${ORDER_REPORT}/widgets/chart?refresh=true" \
  | python3 -c "import json,sys; print(sum(float(v or 0) for v in json.load(sys.stdin)['reportData']['reportChartDataSets'][0]['data']))")
python3 - "${plain_filtered}" "${orders_filtered}" "${plain_by_plan}" "${orders_by_plan}" "${expected}" "${answered}" \
  "${order}" "${order_filtered}" <<PY
import sys
pf, of, pb, ob = [float(a) for a in sys.argv[1:5]]
expected, answered = float(sys.argv[5]), float(sys.argv[6])
order, order_filtered = float(sys.argv[7]), float(sys.argv[8])
print("| figure | value | ratio | goal |")
print("|---|---|---|---|")
print("| cold 90-day report of 3 data sets filtered by plan, with vs without an order number per record (median s) | %.3f vs %.3f | %.2f | <= 1.5 |"
      % (of, pf, of / pf))
print("| cold 90-day report broken down by plan, with vs without an order number per record (median s) | %.3f vs %.3f | %.2f | <= 1.5 |"
      % (ob, pb, ob / pb))
print("| report filtered by one order number vs the records' sum | %s vs %s | | equal |" % (answered, expected))
print("| cold report filtered by one order number (reads the records) vs the one filtered by plan (median of 5 s) | %.3f vs %.3f | %.1f | - |"
      % (order, order_filtered, order / order_filtered))
if abs(expected - answered) > 1e-6:
    sys.exit("the report filtered by one order number is not the records' sum")
PY
