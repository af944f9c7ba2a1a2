#!/usr/bin/env bash
# Start-up of the packaged service on an existing data folder: time from launching the JVM until
# /q/health/ready answers 200, and the process's resident memory (VmRSS) at that moment, over
# ROUNDS starts each (medians): plain; with a class-data archive made by one training start (the
# JDK's AOT cache, -XX:AOTCacheOutput, on Java 24 and later; an AppCDS archive,
# -XX:ArchiveClassesAtExit, before); and with the archive and the small-footprint options the
# docs/operations.md recommends (SMALL_OPTS). The floor measured in the same run: the same JVM starting and
# exiting (`java -version`). Loopback only.
#   bash bench/startup.sh
#   ROUNDS=9 JAVA_OPTS="-XX:+UseSerialGC" bash bench/startup.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

ROUNDS=${ROUNDS:-5}
JAR=bootstrap/target/quarkus-app/quarkus-run.jar
command -v curl >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq curl; }
[ -f "${JAR}" ] || mvn -B -q package -DskipTests
WORK=$(mktemp -d)
DATA="${WORK}/data"
trap 'rm -rf "${WORK}"' EXIT

now() { date +%s.%N; }

# Starts the service with extra JVM options $1, waits until ready; prints "<seconds> <rss KiB>", then stops it.
start_once() {
  local extra=$1 start pid ready rss
  start=$(now)
  # shellcheck disable=SC2086
  java ${JAVA_OPTS:-} ${extra} -Dquarkus.http.port="${BENCH_PORT}" -Drw.data-dir="${DATA}" \
    -jar "${JAR}" >>"${WORK}/service.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 3000); do
    if curl -fs -o /dev/null "${BASE}/q/health/ready" 2>/dev/null; then
      ready=$(now)
      rss=$(awk '/^VmRSS/ {print $2}' "/proc/${pid}/status")
      kill -TERM "${pid}"
      wait "${pid}" 2>/dev/null || true
      echo "$(echo "${ready} - ${start}" | bc -l) ${rss}"
      return 0
    fi
    kill -0 "${pid}" 2>/dev/null || break
    sleep 0.01
  done
  echo "the service did not become ready; log:" >&2
  tail -40 "${WORK}/service.log" >&2
  kill -TERM "${pid}" 2>/dev/null || true
  return 1
}

# ROUNDS starts with options $1; prints "median_s min_s max_s median_rss_mib".
series() {
  local extra=$1
  for _ in $(seq 1 "${ROUNDS}"); do start_once "${extra}"; done | python3 -c '
import sys, statistics
rows = [line.split() for line in sys.stdin if line.strip()]
t = sorted(float(r[0]) for r in rows)
rss = sorted(int(r[1]) for r in rows)
print("%.2f %.2f %.2f %.0f" % (statistics.median(t), t[0], t[-1], statistics.median(rss) / 1024))'
}

echo "== first start: creates the data folder (database, keys); not counted"
start_once "" >/dev/null

echo "== the JVM alone: java -version, ${ROUNDS} runs"
FLOOR=$(for _ in $(seq 1 "${ROUNDS}"); do
  s=$(now); java ${JAVA_OPTS:-} -version >/dev/null 2>&1; e=$(now); echo "${e} - ${s}" | bc -l
done | sort -n | awk '{t[NR]=$1} END {printf "%.2f", t[int((NR+1)/2)]}')

echo "== ${ROUNDS} starts on the existing data folder"
read -r PLAIN_T PLAIN_MIN PLAIN_MAX PLAIN_RSS <<<"$(series "")"

JAVA_MAJOR=$(java -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.specification.version/ {print $2}')
if [ "${JAVA_MAJOR%%.*}" -ge 24 ]; then
  ARCHIVE_LABEL="with an AOT cache"
  write_archive() { echo "-XX:AOTCacheOutput=$1"; }
  use_archive() { echo "-XX:AOTCache=$1"; }
  # the small-footprint options: one GC thread's collector, a heap that starts small and grows as
  # needed, the C heap's free memory given back each second
  SMALL_OPTS=${SMALL_OPTS:--XX:+UseSerialGC -Xms16m -XX:TrimNativeHeapInterval=1000}
else
  ARCHIVE_LABEL="with an AppCDS archive"
  write_archive() { echo "-XX:ArchiveClassesAtExit=$1"; }
  use_archive() { echo "-XX:SharedArchiveFile=$1"; }
  SMALL_OPTS=${SMALL_OPTS:--XX:+UseSerialGC -Xms16m}
fi

echo "== training start for the class-data archive, then ${ROUNDS} starts with it"
start_once "$(write_archive "${WORK}/app.archive")" >/dev/null
[ -f "${WORK}/app.archive" ] || { echo "no archive was written" >&2; exit 1; }
read -r CDS_T CDS_MIN CDS_MAX CDS_RSS <<<"$(series "$(use_archive "${WORK}/app.archive")")"

# an archive holds the options it was trained with (the collector among them): train another one
echo "== training start with the archive and SMALL_OPTS='${SMALL_OPTS}', then ${ROUNDS} starts with both"
start_once "${SMALL_OPTS} $(write_archive "${WORK}/small.archive")" >/dev/null
[ -f "${WORK}/small.archive" ] || { echo "no archive was written" >&2; exit 1; }
read -r SMALL_T SMALL_MIN SMALL_MAX SMALL_RSS <<<"$(series "${SMALL_OPTS} $(use_archive "${WORK}/small.archive")")"

echo
echo "| start (existing data folder, $(java -version 2>&1 | head -1 | tr -d '"'), JAVA_OPTS='${JAVA_OPTS:-}') | time to ready, median of ${ROUNDS} (min-max) | RSS at ready, median | ratio to the JVM alone (${FLOOR} s) |"
echo "|---|---|---|---|"
printf '| plain | %s s (%s-%s) | %s MiB | %.1f |\n' "${PLAIN_T}" "${PLAIN_MIN}" "${PLAIN_MAX}" "${PLAIN_RSS}" "$(echo "${PLAIN_T} / ${FLOOR}" | bc -l)"
printf '| %s | %s s (%s-%s) | %s MiB | %.1f |\n' "${ARCHIVE_LABEL}" "${CDS_T}" "${CDS_MIN}" "${CDS_MAX}" "${CDS_RSS}" "$(echo "${CDS_T} / ${FLOOR}" | bc -l)"
printf '| %s and %s | %s s (%s-%s) | %s MiB | %.1f |\n' "${ARCHIVE_LABEL}" "${SMALL_OPTS}" "${SMALL_T}" "${SMALL_MIN}" "${SMALL_MAX}" "${SMALL_RSS}" "$(echo "${SMALL_T} / ${FLOOR}" | bc -l)"
