#!/usr/bin/env bash
# Where PostgreSQL spends its time per ingested record, and the limit the pixel is held against.
# Starts the packaged service (embedded PostgreSQL with pg_stat_statements loaded), sends tracking
# pixels with wrk for DURATION after a warm-up, and reports:
#  - PostgreSQL's CPU per stored record: the user and system time of every server process (the
#    postmaster and its children, read from /proc) over the window, divided by the records stored;
#  - the statements by total execution time in that window (pg_stat_statements, nested statements
#    of the day-totals trigger included), each per stored record;
#  - the same database's own limit, measured right after: single-row INSERT + commit from pgbench
#    with as many clients as wrk's connections into a scratch table, its rate and its CPU per row;
#  - the rate the pixel's goal asks (1.5 times those commits) beside the same JVM's trivial endpoint
#    (/q/health/live) under the same load generator.
# Loopback only, bounded duration.
#   bash bench/pg-profile.sh
#   CONNECTIONS=64 DURATION=30s bash bench/pg-profile.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

DB_PORT=${DB_PORT:-54327}
export JAVA_OPTS="${JAVA_OPTS:-} -Drw.embedded-db.port=${DB_PORT} ${INGEST_LIMITS}"
export PGPASSWORD=postgres
PSQL=(psql -X -q -At -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres -v ON_ERROR_STOP=1)

ensure_tools
command -v pgbench >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql-client; }
start_service
"${PSQL[@]}" -c "ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'" \
  -c "ALTER SYSTEM SET pg_stat_statements.track = 'all'"
restart_service
"${PSQL[@]}" -c "CREATE EXTENSION IF NOT EXISTS pg_stat_statements"
TOKEN=$(api_user)
TRACKING_ID=$(curl -fs "${BASE}/integrations/tracking-id" -H "Authorization: Bearer ${TOKEN}" | json_field trackingId)
PIXEL="${BASE}/record/collect_web_event?trackingId=${TRACKING_ID}&type=pageview&desc=bench&value=1"

# user + system clock ticks of every PostgreSQL server process so far: the postmaster's own and those
# of its children that ended (cutime + cstime: pgbench's backends end with their connections), and
# those of its living children
pg_ticks() {
  local postmaster
  postmaster=$(head -1 "${BENCH_DATA}/postgres/postmaster.pid")
  {
    awk '{print $14 + $15 + $16 + $17}' "/proc/${postmaster}/stat"
    for pid in $(ps --ppid "${postmaster}" -o pid=); do
      [ -r "/proc/${pid}/stat" ] && awk '{print $14 + $15}' "/proc/${pid}/stat" || true
    done
  } | awk '{s += $1} END {print s}'
}
TICK_US=$(echo "1000000 / $(getconf CLK_TCK)" | bc -l)
records() { "${PSQL[@]}" -c "SELECT count(*) FROM records"; }

echo "== warm-up: ${WARMUP} of pixels"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${PIXEL}" >/dev/null

echo "== pixels, ${CONNECTIONS} connections, ${DURATION}"
"${PSQL[@]}" -c "SELECT pg_stat_statements_reset()" >/dev/null
R0=$(records); T0=$(pg_ticks)
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" --latency "${PIXEL}" | tee "${BENCH_DATA}/pixel.txt"
sleep 1 # the last group commits
R1=$(records); T1=$(pg_ticks)
STORED=$((R1 - R0))
grep -qE 'Non-2xx|Socket errors' "${BENCH_DATA}/pixel.txt" && echo "!! the pixel run had failures"
PIXEL_RATE=$(awk '/^Requests\/sec:/ {print $2}' "${BENCH_DATA}/pixel.txt")
PIXEL_CPU=$(echo "(${T1} - ${T0}) * ${TICK_US} / ${STORED}" | bc -l)

echo "== statements in that window, by total time (us per stored record; ${STORED} records)"
"${PSQL[@]}" -F ' | ' -c "
  SELECT round((total_exec_time * 1000 / ${STORED})::numeric, 1), calls,
         round((rows::numeric / greatest(calls, 1)), 1), left(regexp_replace(query, '\s+', ' ', 'g'), 110)
  FROM pg_stat_statements WHERE calls > 0 ORDER BY total_exec_time DESC LIMIT 12" \
  | sed 's/^/  /'
echo "  (columns: us per record | calls | rows per call | statement)"

echo "== PostgreSQL alone: single-row INSERT + commit, pgbench, ${CONNECTIONS} clients, ${DURATION}"
"${PSQL[@]}" -c "DROP TABLE IF EXISTS commit_bench" \
  -c "CREATE TABLE commit_bench (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), value numeric)"
echo "INSERT INTO commit_bench (value) VALUES (1);" >"${BENCH_DATA}/commit.sql"
T0=$(pg_ticks)
pgbench -n -h 127.0.0.1 -p "${DB_PORT}" -U postgres -c "${CONNECTIONS}" -j "${THREADS}" -T "${DURATION%s}" \
  -f "${BENCH_DATA}/commit.sql" postgres | tee "${BENCH_DATA}/commit.txt" | grep -E '^tps|processed'
sleep 1 # pgbench's backends end and are counted in their parent's ticks
T1=$(pg_ticks)
COMMITS=$(awk '/number of transactions actually processed/ {print $NF}' "${BENCH_DATA}/commit.txt" | cut -d/ -f1)
COMMIT_RATE=$(awk '/^tps/ {print $3}' "${BENCH_DATA}/commit.txt")
COMMIT_CPU=$(echo "(${T1} - ${T0}) * ${TICK_US} / ${COMMITS}" | bc -l)
"${PSQL[@]}" -c "DROP TABLE commit_bench"

# What the pixel's goal (1.5 times pgbench's commits) asks, beside the trivial endpoint of the same
# JVM with the same load generator: a pixel cannot be answered faster than a request that does nothing
echo "== /q/health/live of the same JVM, ${CONNECTIONS} connections, ${DURATION} (after ${WARMUP} of warm-up)"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${WARMUP}" "${BASE}/q/health/live" >/dev/null
PROBE_RATE=$(wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" "${BASE}/q/health/live" | awk '/^Requests\/sec:/ {print $2}')
echo "  ${PROBE_RATE} req/s"

echo
echo "| figure | value | limit, same run | ratio |"
echo "|---|---|---|---|"
printf '| pixel events/s | %.0f | single-row INSERT + commit, %s clients: %.0f tps | %.2f |\n' \
  "${PIXEL_RATE}" "${CONNECTIONS}" "${COMMIT_RATE}" "$(echo "${PIXEL_RATE} / ${COMMIT_RATE}" | bc -l)"
printf '| PostgreSQL CPU per stored pixel record, us | %.1f | per single-row commit: %.1f us | %.2f |\n' \
  "${PIXEL_CPU}" "${COMMIT_CPU}" "$(echo "${PIXEL_CPU} / ${COMMIT_CPU}" | bc -l)"
printf '| pixel goal (1.5 x single-row commits), events/s | %.0f | /q/health/live, same JVM and connections: %.0f req/s | %.2f |\n' \
  "$(echo "1.5 * ${COMMIT_RATE}" | bc -l)" "${PROBE_RATE}" "$(echo "1.5 * ${COMMIT_RATE} / ${PROBE_RATE}" | bc -l)"
