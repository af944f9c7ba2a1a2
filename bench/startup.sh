#!/usr/bin/env bash
# Start-up and memory of the native executable beside the JVM jar, both against one PostgreSQL 15
# on a loopback port whose schema is migrated (a first start does that, not counted): time from
# launching the process until /q/health/ready answers 200 and the resident memory (VmRSS) at that
# moment, over ROUNDS starts each (medians); then the resident memory after LOAD_SECONDS of mixed
# load (cached public widget pages, pixel events and service-token records, three wrk processes at
# once), and the executable's size. The JVM rows: plain; with Java 25's AOT cache made by one
# training start; with the cache and the small-footprint options docs/operations.md recommends
# (SMALL_OPTS). The floor measured in the same run: the JVM starting and exiting (`java -version`).
#   bash bench/startup.sh                      (the executable at NATIVE_BINARY, else the JVM only)
#   NATIVE_BINARY=path/to/runner ROUNDS=9 bash bench/startup.sh
# Goals (docs/performance.md): the executable ready within 0.2 s, 96 MiB at ready, 160 MiB after the
# load, at most 90 MiB on disk. Loopback only.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${ROUNDS:-5}
LOAD_SECONDS=${LOAD_SECONDS:-60}
PORT=${BENCH_PORT:-8090}
BASE="http://127.0.0.1:${PORT}"
JAR=${SERVICE_JAR:-bootstrap/target/quarkus-app/quarkus-run.jar}
NATIVE_BINARY=${NATIVE_BINARY:-bootstrap/target/report-widget-service-1.0.0-SNAPSHOT-runner}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
for tool in curl wrk bc; do
  command -v "$tool" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$tool"; }
done
[ -x "${PG_BIN}/postgres" ] || { apt-get update -qq && apt-get install -y -qq postgresql-15; }
[ -f "${JAR}" ] || mvn -B -q package -DskipTests

WORK=$(mktemp -d /tmp/rw-startup.XXXXXX)
chmod 755 "${WORK}"
cleanup() {
  [ -n "${SERVICE_PID:-}" ] && kill "${SERVICE_PID}" 2>/dev/null
  su postgres -s /bin/sh -c "${PG_BIN}/pg_ctl -D ${WORK}/pg -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "${WORK}"
}
trap cleanup EXIT
now() { date +%s.%N; }

PG_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
mkdir -p "${WORK}/pg" && chown postgres "${WORK}/pg"
su postgres -s /bin/sh -c "${PG_BIN}/initdb -D ${WORK}/pg -U postgres --auth=trust -E UTF8 >/dev/null"
su postgres -s /bin/sh -c "${PG_BIN}/pg_ctl -D ${WORK}/pg -l ${WORK}/pg/server.log -w \
  -o '-p ${PG_PORT} -k ${WORK}/pg -c listen_addresses=127.0.0.1' start >/dev/null"
export QUARKUS_DATASOURCE_JDBC_URL="jdbc:postgresql://127.0.0.1:${PG_PORT}/postgres"
export QUARKUS_DATASOURCE_USERNAME=postgres QUARKUS_DATASOURCE_PASSWORD=unused RW_EMBEDDED_DB_ENABLED=false
export QUARKUS_HTTP_PORT=${PORT} RW_DATA_DIR=${WORK}/data
# one load generator from one address: the ingestion limits would measure the limiter, not the service
export RW_INGEST_RATE_LIMIT_PER_PROPERTY_PER_SECOND=100000000 RW_INGEST_RATE_LIMIT_PER_PROPERTY_BURST=100000000
export RW_INGEST_RATE_LIMIT_PER_TRACKING_ID_PER_SECOND=100000000 RW_INGEST_RATE_LIMIT_PER_ADDRESS_PER_SECOND=100000000
export RW_WIDGET_RATE_LIMIT_REQUESTS_PER_MINUTE=100000000 RW_WIDGET_RATE_LIMIT_BURST=100000000

# Launches the command "$@" in the background as the service (SERVICE_PID) and waits until it is ready;
# prints "<seconds> <rss KiB>".
launch() {
  local start ready
  start=$(now)
  "$@" >>"${WORK}/service.log" 2>&1 &
  SERVICE_PID=$!
  for _ in $(seq 1 6000); do
    if curl -fs -o /dev/null "${BASE}/q/health/ready" 2>/dev/null; then
      ready=$(now)
      echo "$(echo "${ready} - ${start}" | bc -l) $(awk '/^VmRSS/ {print $2}' "/proc/${SERVICE_PID}/status")"
      return 0
    fi
    kill -0 "${SERVICE_PID}" 2>/dev/null || break
    sleep 0.005
  done
  echo "the service did not become ready; log:" >&2
  tail -40 "${WORK}/service.log" >&2
  return 1
}
stop() { kill -TERM "${SERVICE_PID}"; wait "${SERVICE_PID}" 2>/dev/null || true; SERVICE_PID=; }
start_once() { launch "$@"; stop; }

# ROUNDS starts of "$@"; prints "median_s min_s max_s median_rss_mib".
series() {
  for _ in $(seq 1 "${ROUNDS}"); do start_once "$@"; done | python3 -c '
import sys, statistics
rows = [line.split() for line in sys.stdin if line.strip()]
t = sorted(float(r[0]) for r in rows)
rss = sorted(int(r[1]) for r in rows)
print("%.3f %.3f %.3f %.0f" % (statistics.median(t), t[0], t[-1], statistics.median(rss) / 1024))'
}

# Starts "$@", makes a public widget, a tracking ID and a service token, and runs LOAD_SECONDS of
# mixed load; prints the resident memory after it, in MiB.
rss_after_load() {
  launch "$@" >/dev/null
  local email="startup-$RANDOM$RANDOM@example.test" token report public tracking service
  curl -fs "${BASE}/auth/signup" -H 'Content-Type: application/json' \
    -d "{\"email\":\"${email}\",\"password\":\"bench password\",\"name\":\"Bench\"}" >/dev/null
  token=$(curl -fs "${BASE}/auth/token" -H 'Content-Type: application/json' \
    -d "{\"email\":\"${email}\",\"password\":\"bench password\"}" | python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')
  report=$(curl -fs "${BASE}/report/config" -H "Authorization: Bearer ${token}" -H 'Content-Type: application/json' \
    -d '{"name":"Sales","chartType":"bar","period":{"last":30,"unit":"day"},"dataSets":[{"label":"Sales","color":"#2f7ed8","aggregation":"sum","filter":{"type":"sale"}}]}' \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
  public=$(curl -fs -X PUT "${BASE}/report/config/${report}/widget-api" -H "Authorization: Bearer ${token}" \
    -H 'Content-Type: application/json' -d '{"access":"public"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["publicId"])')
  tracking=$(curl -fs "${BASE}/integrations/tracking-id" -H "Authorization: Bearer ${token}" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["trackingId"])')
  service=$(curl -fs "${BASE}/integrations/service-tokens" -H "Authorization: Bearer ${token}" \
    -H 'Content-Type: application/json' -d '{"name":"bench"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
  wrk -t1 -c8 -d"${LOAD_SECONDS}s" -H 'Accept-Encoding: gzip' "${BASE}/embed/v1/reports/${public}/widgets/chart" >/dev/null &
  wrk -t1 -c8 -d"${LOAD_SECONDS}s" "${BASE}/record/collect_web_event?trackingId=${tracking}&type=pageview" >/dev/null &
  wrk -t1 -c8 -d"${LOAD_SECONDS}s" -s bench/record.lua -H "X-Service-Token: ${service}" "${BASE}/service_token/record" >/dev/null &
  wait %2 %3 %4 2>/dev/null || true
  awk '/^VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/${SERVICE_PID}/status"
  stop
}

NATIVE=no
[ -x "${NATIVE_BINARY}" ] && NATIVE=yes

echo "== first start: migrates the schema, makes the data folder (keys); not counted"
start_once java -jar "${JAR}" >/dev/null

echo "== the JVM alone: java -version, ${ROUNDS} runs"
FLOOR=$(for _ in $(seq 1 "${ROUNDS}"); do
  s=$(now); java -version >/dev/null 2>&1; e=$(now); echo "${e} - ${s}" | bc -l
done | sort -n | awk '{t[NR]=$1} END {printf "%.3f", t[int((NR+1)/2)]}')

SMALL_OPTS=${SMALL_OPTS:--XX:+UseSerialGC -Xms16m -XX:TrimNativeHeapInterval=1000}
echo "== ${ROUNDS} JVM starts: plain, with an AOT cache, with the cache and SMALL_OPTS='${SMALL_OPTS}'"
read -r PLAIN_T PLAIN_MIN PLAIN_MAX PLAIN_RSS <<<"$(series java -jar "${JAR}")"
start_once java -XX:AOTCacheOutput="${WORK}/app.aot" -jar "${JAR}" >/dev/null
read -r CDS_T CDS_MIN CDS_MAX CDS_RSS <<<"$(series java -XX:AOTCache="${WORK}/app.aot" -jar "${JAR}")"
# shellcheck disable=SC2086
start_once java ${SMALL_OPTS} -XX:AOTCacheOutput="${WORK}/small.aot" -jar "${JAR}" >/dev/null
# shellcheck disable=SC2086
read -r SMALL_T SMALL_MIN SMALL_MAX SMALL_RSS <<<"$(series java ${SMALL_OPTS} -XX:AOTCache="${WORK}/small.aot" -jar "${JAR}")"
echo "== the JVM under ${LOAD_SECONDS} s of mixed load"
JVM_LOADED=$(rss_after_load java -jar "${JAR}")

if [ "${NATIVE}" = yes ]; then
  echo "== ${ROUNDS} starts of the native executable, then ${LOAD_SECONDS} s of mixed load"
  read -r NAT_T NAT_MIN NAT_MAX NAT_RSS <<<"$(series "${NATIVE_BINARY}")"
  NAT_LOADED=$(rss_after_load "${NATIVE_BINARY}")
  NAT_SIZE=$(( $(stat -c %s "${NATIVE_BINARY}") / 1048576 ))
fi

verdict() { if [ "$(echo "$1 <= $2" | bc -l)" = 1 ]; then echo "met"; else echo "missed"; fi; }
echo
echo "| start on a migrated PostgreSQL 15 (${ROUNDS} starts, medians) | time to ready (min-max) | RSS at ready | RSS after ${LOAD_SECONDS} s of load | on disk |"
echo "|---|---|---|---|---|"
printf '| JVM, plain (ratio to the JVM alone, %s s: %.1f) | %s s (%s-%s) | %s MiB | %s MiB | |\n' "${FLOOR}" "$(echo "${PLAIN_T} / ${FLOOR}" | bc -l)" "${PLAIN_T}" "${PLAIN_MIN}" "${PLAIN_MAX}" "${PLAIN_RSS}" "${JVM_LOADED}"
printf '| JVM with an AOT cache | %s s (%s-%s) | %s MiB | | |\n' "${CDS_T}" "${CDS_MIN}" "${CDS_MAX}" "${CDS_RSS}"
printf '| JVM with an AOT cache and %s | %s s (%s-%s) | %s MiB | | |\n' "${SMALL_OPTS}" "${SMALL_T}" "${SMALL_MIN}" "${SMALL_MAX}" "${SMALL_RSS}"
if [ "${NATIVE}" = yes ]; then
  printf '| native executable | %s s (%s-%s) | %s MiB | %s MiB | %s MiB |\n' "${NAT_T}" "${NAT_MIN}" "${NAT_MAX}" "${NAT_RSS}" "${NAT_LOADED}" "${NAT_SIZE}"
  printf '| native goals | <= 0.2 s: %s | <= 96 MiB: %s | <= 160 MiB: %s | <= 90 MiB: %s |\n' \
    "$(verdict "${NAT_T}" 0.2)" "$(verdict "${NAT_RSS}" 96)" "$(verdict "${NAT_LOADED}" 160)" "$(verdict "${NAT_SIZE}" 90)"
  printf '| native / JVM plain | %.2f | %.2f | %.2f | |\n' "$(echo "${NAT_T} / ${PLAIN_T}" | bc -l)" \
    "$(echo "${NAT_RSS} / ${PLAIN_RSS}" | bc -l)" "$(echo "${NAT_LOADED} / ${JVM_LOADED}" | bc -l)"
fi
