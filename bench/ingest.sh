#!/usr/bin/env bash
# Ingestion throughput on this machine: the service (JVM, embedded PostgreSQL) and the load
# generator (wrk) share its cores. Loopback only, bounded duration. Measures the pixel, the
# single-record endpoint and the batch endpoint (100 records per request, without and with an
# idempotencyKey per record), then PostgreSQL's own rate for the same rows: pgbench sending
# 100-row multi-row INSERTs into the same records table (same indexes, same day-totals trigger),
# in a property of its own, which is the denominator of the batch ratios.
#   bash bench/ingest.sh            # defaults: 32 connections, 2 wrk threads, 20 s per run
#   CONNECTIONS=64 DURATION=30s bash bench/ingest.sh
#   BATCH_CONNECTIONS=8 PG_CLIENTS=4 ...   # batch senders, pgbench clients
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

BATCH_CONNECTIONS=${BATCH_CONNECTIONS:-8}
PG_CLIENTS=${PG_CLIENTS:-4}
DB_PORT=${DB_PORT:-54328}
export JAVA_OPTS="${JAVA_OPTS:-} -Drw.embedded-db.port=${DB_PORT} ${INGEST_LIMITS}"
export PGPASSWORD=postgres
PSQL=(psql -X -q -At -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres -v ON_ERROR_STOP=1)
command -v pgbench >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql-client; }

ensure_tools
start_service
TOKEN=$(api_user)
SERVICE_TOKEN=$(curl -fs "${BASE}/integrations/service-tokens" -H "Authorization: Bearer ${TOKEN}" \
  -H 'Content-Type: application/json' -d '{"name":"bench"}' | json_field token)
TRACKING_ID=$(curl -fs "${BASE}/integrations/tracking-id" -H "Authorization: Bearer ${TOKEN}" | json_field trackingId)

echo "== warm-up"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" \
  "${BASE}/record/collect_web_event?trackingId=${TRACKING_ID}&type=pageview&desc=warmup&value=1" >/dev/null
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" -s bench/record.lua "${BASE}/service_token/record?service_token=${SERVICE_TOKEN}" >/dev/null
KEYED=1 RUN=warmup wrk -t"${THREADS}" -c"${BATCH_CONNECTIONS}" -d"${WARMUP}" -s bench/records.lua \
  "${BASE}/service_token/records?service_token=${SERVICE_TOKEN}" >/dev/null

# requests/s of a wrk report, and whether it saw any failure (socket errors, non-2xx answers)
rate() { awk '/^Requests\/sec:/ {print $2}' "$1"; }
check() { if grep -qE 'Non-2xx|Socket errors' "$1"; then echo "!! $2 had failures: $(grep -E 'Non-2xx|Socket errors' "$1")"; fi; }
OUT=$(mktemp -d)
trap 'rm -rf "${OUT}"; kill ${SERVICE_PID} 2>/dev/null || true; wait ${SERVICE_PID} 2>/dev/null || true; rm -rf "${BENCH_DATA}"' EXIT

echo "== GET /record/collect_web_event (tracking pixel), ${CONNECTIONS} connections, ${DURATION}"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" --latency \
  "${BASE}/record/collect_web_event?trackingId=${TRACKING_ID}&type=pageview&desc=Pricing%20page&sources=google%7Cads&tags=eu&value=1" \
  | tee "${OUT}/pixel"

echo "== POST /service_token/record, ${CONNECTIONS} connections, ${DURATION}"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" --latency -s bench/record.lua \
  "${BASE}/service_token/record?service_token=${SERVICE_TOKEN}" | tee "${OUT}/single"

# every record of a sample batch must be created (the answer is 200 even when records are refused)
SAMPLE=$(curl -fs "${BASE}/service_token/records?service_token=${SERVICE_TOKEN}" -H 'Content-Type: application/json' \
  -d "{\"records\": [$(python3 -c 'print(",".join(["{\"type\":\"sale\",\"value\":1}"] * 100))')]}" \
  | python3 -c 'import json,sys; r=json.load(sys.stdin)["results"]; print(sum(1 for x in r if x["status"] == 201))')
[ "${SAMPLE}" = 100 ] || { echo "a sample batch created ${SAMPLE} of 100 records" >&2; exit 1; }

echo "== POST /service_token/records, 100 records per request, ${BATCH_CONNECTIONS} connections, ${DURATION}"
RUN=plain wrk -t"${THREADS}" -c"${BATCH_CONNECTIONS}" -d"${DURATION}" --latency -s bench/records.lua \
  "${BASE}/service_token/records?service_token=${SERVICE_TOKEN}" | tee "${OUT}/batch"

echo "== the same, every record with a new idempotencyKey"
KEYED=1 RUN=measured wrk -t"${THREADS}" -c"${BATCH_CONNECTIONS}" -d"${DURATION}" --latency -s bench/records.lua \
  "${BASE}/service_token/records?service_token=${SERVICE_TOKEN}" | tee "${OUT}/keyed"

echo "== PostgreSQL alone: pgbench, ${PG_CLIENTS} clients, 100-row INSERTs into records, ${DURATION}"
# a property of its own (a second user's), IDs from a sequence of its own: no row meets the service's
OTHER=$(api_user)
PG_PROPERTY=$(curl -fs "${BASE}/properties" -H "Authorization: Bearer ${OTHER}" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["personalPropertyId"])')
"${PSQL[@]}" -c "CREATE SEQUENCE IF NOT EXISTS bench_insert_ids"
python3 - "${PG_PROPERTY}" >"${OUT}/insert.sql" <<'PY'
import sys
row = ("(%s, nextval('bench_insert_ids'), current_date, localtime(0), 'sale', 'closed', 'bench', '{google}', '{eu}',"
       " 12.5, '{\"plan\": \"pro\"}', '{}', 'service_token')" % sys.argv[1])
print("INSERT INTO records (property_id, id, date, time, type, activity, description, source, tags, value,"
      " custom_data, raw_data, origin) VALUES " + ", ".join([row] * 100) + ";")
PY
pgbench -n -h 127.0.0.1 -p "${DB_PORT}" -U postgres -c "${PG_CLIENTS}" -j "${THREADS}" -T "${DURATION%s}" \
  -f "${OUT}/insert.sql" postgres | tee "${OUT}/pgbench"
PG_TPS=$(awk '/^tps = / {print $3}' "${OUT}/pgbench")

echo "== summary (records/s)"
for run in pixel single batch keyed; do check "${OUT}/${run}" "${run}"; done
PIXEL=$(rate "${OUT}/pixel"); SINGLE=$(rate "${OUT}/single")
BATCH=$(echo "$(rate "${OUT}/batch") * 100" | bc -l); KEYED=$(echo "$(rate "${OUT}/keyed") * 100" | bc -l)
PG=$(echo "${PG_TPS} * 100" | bc -l)
printf 'pixel %.0f events/s, single record %.0f records/s\n' "${PIXEL}" "${SINGLE}"
printf 'batch %.0f records/s, keyed batch %.0f records/s, PostgreSQL 100-row INSERTs %.0f rows/s\n' "${BATCH}" "${KEYED}" "${PG}"
printf 'ratios to PostgreSQL: batch %.2f, keyed batch %.2f, single %.2f, pixel %.2f\n' \
  "$(echo "${BATCH} / ${PG}" | bc -l)" "$(echo "${KEYED} / ${PG}" | bc -l)" \
  "$(echo "${SINGLE} / ${PG}" | bc -l)" "$(echo "${PIXEL} / ${PG}" | bc -l)"
echo "records stored by the service: $("${PSQL[@]}" -c "SELECT count(*) FROM records WHERE property_id <> ${PG_PROPERTY}")"
