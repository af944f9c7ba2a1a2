#!/usr/bin/env bash
# File import throughput: a generated CSV of ROWS records (default 1,000,000, about 60 MB) uploaded
# to POST /record/import on the packaged service with its heap capped at 256 MB, twice (the first
# import after the start, then the same rows again as another file), each against a plain
# COPY of the same rows (exported from the service's table after the import) into a scratch table
# with the same columns and indexes, the limit of any import. Loopback only; service, database and
# client share this machine's cores.
#   bash bench/import.sh
#   ROWS=200000 bash bench/import.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

ROWS=${ROWS:-1000000}
DB_PORT=${DB_PORT:-54329}
export JAVA_OPTS="${JAVA_OPTS:--Xmx256m} -Drw.embedded-db.port=${DB_PORT}"
export PGPASSWORD=postgres
PSQL=(psql -X -q -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres -v ON_ERROR_STOP=1)

command -v psql >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql-client; }
command -v curl >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq curl; }
[ -f bootstrap/target/quarkus-app/quarkus-run.jar ] || mvn -B -q package -DskipTests
WORK=$(mktemp -d)
CSV="${WORK}/records.csv"

echo "== generating ${ROWS} rows"
python3 - "${ROWS}" "${CSV}" <<'PY'
import sys
rows, path = int(sys.argv[1]), sys.argv[2]
types = ["sale", "sale", "sale", "sale", "sale", "cost", "cost", "lead", "lead", "lead"]
sources = ["google", "newsletter", "partner", "direct"]
tags = ["eu", "us", "apac"]
with open(path, "w", encoding="utf-8", newline="") as out:
    out.write("date,time,type,activity,desc,source,tags,value,custom_data\n")
    for n in range(1, rows + 1):
        out.write('2026-%02d-%02d,%02d:%02d:00,%s,%s,order %d,%s|ads,%s,%d.%02d,"{""plan"": ""%s""}"\n' % (
            1 + n % 12, 1 + n % 28, n % 24, n % 60, types[n % 10], "open" if n % 3 == 0 else "closed", n,
            sources[n % 4], tags[n % 3], (n * 7919) % 50000, n % 100, "pro" if n % 2 == 0 else "basic"))
PY
ls -l "${CSV}" | awk '{printf "%s bytes\n", $5}'

start_service
# errexit applies inside the trap too: the stopped service's status must not skip the clean-up
trap 'kill ${SERVICE_PID} 2>/dev/null || true; wait ${SERVICE_PID} 2>/dev/null || true; rm -rf "${BENCH_DATA}" "${WORK}"' EXIT
TOKEN=$(api_user)

# CPU seconds (user and system) the service's JVM has used so far.
service_cpu() { awk -v hz="$(getconf CLK_TCK)" '{print ($14 + $15) / hz}' "/proc/${SERVICE_PID}/stat"; }

# Seconds of one upload of the file as $1 (the name the rows carry in raw_data.importFile); prints
# the service's CPU per row (the reading, checking and formatting of the rows, its compiler and
# collector threads included) to stderr: a figure the machine's drift moves less than the rate.
timed_import() {
  local start end status cpu0 cpu1
  cpu0=$(service_cpu)
  start=$(date +%s.%N)
  status=$(curl -s -o "${WORK}/answer.json" -w '%{http_code}' "${BASE}/record/import" \
    -H "Authorization: Bearer ${TOKEN}" -H 'Content-Type: text/csv' \
    -H "Content-Disposition: attachment; filename=\"$1\"" --data-binary @"${CSV}")
  end=$(date +%s.%N)
  cpu1=$(service_cpu)
  echo "status ${status}: $(head -c 300 "${WORK}/answer.json")" >&2
  [ "${status}" = 201 ] || return 1
  printf '%s: service CPU %.2f s, %.2f us per row\n' "$1" "$(echo "${cpu1} - ${cpu0}" | bc -l)" \
    "$(echo "(${cpu1} - ${cpu0}) * 1000000 / ${ROWS}" | bc -l)" >&2
  echo "${end} - ${start}" | bc -l
}
echo "== POST /record/import (text/csv, ${ROWS} rows), JAVA_OPTS=${JAVA_OPTS}: the first import after the start"
IMPORT_SECONDS=$(timed_import bench.csv)
printf 'import: %.1f s, %.0f rows/s\n' "${IMPORT_SECONDS}" "$(echo "${ROWS} / ${IMPORT_SECONDS}" | bc -l)"
# the first import also pays for compiling its code (the JIT compiler takes about a core for
# seconds of it on two cores); the same rows again show the steady state, like the other
# benchmarks' warm-up (the table then holds the first import's rows too, which only slows it)
echo "== the same rows again, as another file"
AGAIN_SECONDS=$(timed_import bench-again.csv)
printf 'import again: %.1f s, %.0f rows/s\n' "${AGAIN_SECONDS}" "$(echo "${ROWS} / ${AGAIN_SECONDS}" | bc -l)"
grep -E 'VmHWM|VmRSS' "/proc/${SERVICE_PID}/status" | tr -s ' \t' ' '

echo "== plain COPY of the same rows into a scratch table with the same columns and indexes"
"${PSQL[@]}" -c "DROP TABLE IF EXISTS import_copy_bench" \
  -c "CREATE TABLE import_copy_bench (LIKE records INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)"
COLUMNS="property_id, id, date, time, type, activity, description, source, tags, value, custom_data, raw_data, origin"
"${PSQL[@]}" -c "\\copy (SELECT ${COLUMNS} FROM records WHERE raw_data->>'importFile' = 'bench.csv') TO '${WORK}/rows.copy' WITH (FORMAT csv)"
# seconds of one COPY of the exported rows into the scratch table
timed_copy() {
  local start end
  start=$(date +%s.%N)
  "${PSQL[@]}" -c "\\copy import_copy_bench (${COLUMNS}) FROM '${WORK}/rows.copy' WITH (FORMAT csv)"
  end=$(date +%s.%N)
  echo "${end} - ${start}" | bc -l
}
COPY_SECONDS=$(timed_copy)
printf 'COPY: %.1f s, %.0f rows/s\n' "${COPY_SECONDS}" "$(echo "${ROWS} / ${COPY_SECONDS}" | bc -l)"
printf 'import rate / COPY rate: %.2f\n' "$(echo "${COPY_SECONDS} / ${IMPORT_SECONDS}" | bc -l)"
printf 'import again rate / COPY rate: %.2f\n' "$(echo "${COPY_SECONDS} / ${AGAIN_SECONDS}" | bc -l)"

# The service's table also keeps day totals: one statement-level trigger per COPY (its own
# function, record_totals_append). The same COPY again, emptied table, with that trigger, shows
# what the totals cost any import (they go into this throw-away database's record_totals).
echo "== the same COPY into the emptied scratch table with the day-totals trigger of records"
"${PSQL[@]}" -c "TRUNCATE import_copy_bench" \
  -c "CREATE TRIGGER import_copy_bench_totals AFTER INSERT ON import_copy_bench REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION record_totals_append()"
TOTALS_SECONDS=$(timed_copy)
printf 'COPY with day totals: %.1f s, %.0f rows/s\n' "${TOTALS_SECONDS}" "$(echo "${ROWS} / ${TOTALS_SECONDS}" | bc -l)"
printf 'import rate / COPY-with-day-totals rate: %.2f\n' "$(echo "${TOTALS_SECONDS} / ${IMPORT_SECONDS}" | bc -l)"
printf 'import again rate / COPY-with-day-totals rate: %.2f\n' "$(echo "${TOTALS_SECONDS} / ${AGAIN_SECONDS}" | bc -l)"
"${PSQL[@]}" -c "DROP TABLE import_copy_bench"
