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

# The median of the numbers on stdin, one per line.
median() { sort -n | awk '{t[NR]=$1} END {print t[int((NR+1)/2)]}'; }

# psql on the service's embedded database (DB_PORT), unaligned, tuples only.
db_sql() { PGPASSWORD=postgres psql -qtA -h 127.0.0.1 -p "${DB_PORT}" -U postgres -d postgres "$@"; }

# A fresh user's property with RECORDS generated records (bench/generate-records.sql) and a service
# token: prints "bearer-token service-token property".
#   seed_property <unique_labels 0|1> <sku_values>
seed_property() {
  local token property service
  token=$(api_user)
  property=$(curl -fs "${BASE}/properties" -H "Authorization: Bearer ${token}" | json_field personalPropertyId)
  service=$(curl -fs "${BASE}/integrations/service-tokens" -H "Authorization: Bearer ${token}" \
    -H 'Content-Type: application/json' -d '{"name":"bench"}' | json_field token)
  echo "== seeding ${RECORDS} records into property ${property} (unique labels: $1, products: $2)" >&2
  db_sql -v property="${property}" -v count="${RECORDS}" -v unique_labels="$1" -v sku_values="$2" \
    -f bench/generate-records.sql >&2
  echo "${token} ${service} ${property}"
}

# A daily 90-day line report of the given data sets, shared with service tokens: prints its ID.
#   service_report <bearer-token> <name> <data sets JSON>
service_report() {
  local id
  id=$(curl -fs "${BASE}/report/config" -H "Authorization: Bearer $1" -H 'Content-Type: application/json' -d "{
    \"name\": \"$2\", \"chartType\": \"line\", \"period\": {\"last\": 90, \"unit\": \"day\"}, \"granularity\": \"day\",
    \"dataSets\": $3}" | json_field id)
  curl -fs -o /dev/null -X PUT "${BASE}/report/config/${id}/widget-api" -H "Authorization: Bearer $1" \
    -H 'Content-Type: application/json' -d '{"access":"authenticated"}'
  echo "${id}"
}

# One cold load (refresh=true) of a report's service-token chart JSON: prints its seconds.
#   cold_chart <service-token> <report>
cold_chart() {
  curl -fs -o /dev/null -w '%{time_total}\n' -H "X-Service-Token: $1" -H 'Accept: application/json' \
    "${BASE}/service_token/v1/reports/$2/widgets/chart?refresh=true"
}
