# Shared by the benchmark scripts: start the packaged service on loopback with a fresh embedded
# database, and sign up a user. Source it; it defines start_service, restart_service and api_user,
# and the load generator's defaults (CONNECTIONS, THREADS, DURATION, WARMUP).

BENCH_PORT=${BENCH_PORT:-8090}
# the packaged service to measure; another build's jar can be named to compare two commits
SERVICE_JAR=${SERVICE_JAR:-bootstrap/target/quarkus-app/quarkus-run.jar}
BASE="http://127.0.0.1:${BENCH_PORT}"
# the load generator (wrk): connections, threads, measured window
CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-2}
DURATION=${DURATION:-20s}
# the JIT compiler keeps a core busy for the first tens of seconds: measure after it settles
WARMUP=${WARMUP:-20s}

ensure_tools() {
  command -v wrk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq wrk; }
  command -v curl >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq curl; }
  [ -f "${SERVICE_JAR}" ] || mvn -B -q package -DskipTests
}

# The ingestion limits, raised for a run: one load generator from one address would otherwise be
# held to 20 web events and 500 records a second, which is the limiter's job, not the write path's.
INGEST_LIMITS="-Drw.ingest.rate-limit.per-property-per-second=100000000 -Drw.ingest.rate-limit.per-property-burst=100000000"
INGEST_LIMITS="${INGEST_LIMITS} -Drw.ingest.rate-limit.per-tracking-id-per-second=100000000 -Drw.ingest.rate-limit.per-address-per-second=100000000"

# Starts the service with its data in a new temporary folder; stops it and removes the folder on exit.
start_service() {
  BENCH_DATA=$(mktemp -d)
  trap 'kill ${SERVICE_PID} 2>/dev/null; wait ${SERVICE_PID} 2>/dev/null || true; rm -rf "${BENCH_DATA}"' EXIT
  launch_service
}

# Stops the service and starts it again on the same data (e.g. after a database setting changed).
restart_service() {
  kill "${SERVICE_PID}"
  wait "${SERVICE_PID}" 2>/dev/null || true
  launch_service
}

launch_service() {
  java ${JAVA_OPTS:-} -Dquarkus.http.port="${BENCH_PORT}" -Drw.data-dir="${BENCH_DATA}" -Drw.auth.bcrypt-cost=4 \
    -jar "${SERVICE_JAR}" >>"${BENCH_DATA}/service.log" 2>&1 &
  SERVICE_PID=$!
  for _ in $(seq 1 120); do
    curl -fs "${BASE}/q/health/ready" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "service did not become ready; log:" >&2
  tail -50 "${BENCH_DATA}/service.log" >&2
  return 1
}

json_field() { python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$1"; }

# Signs up a fresh user and prints a bearer token.
api_user() {
  local email="bench-$RANDOM$RANDOM@example.test"
  curl -fs "${BASE}/auth/signup" -H 'Content-Type: application/json' \
    -d "{\"email\":\"${email}\",\"password\":\"bench password\",\"name\":\"Bench\"}" >/dev/null
  curl -fs "${BASE}/auth/token" -H 'Content-Type: application/json' \
    -d "{\"email\":\"${email}\",\"password\":\"bench password\"}" | json_field access_token
}
