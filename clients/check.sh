#!/usr/bin/env bash
# The README's tour through clients generated from the live OpenAPI document (docs/api.md#clients):
# TypeScript (openapi-typescript + openapi-fetch, type-checked by tsc --strict) and Java
# (openapi-generator 7.25.0, libraries native and okhttp-gson). Starts the packaged service
# (bootstrap/target/quarkus-app, on its embedded database) on a loopback port unless BASE_URL
# names a running one. Needs node/npm, Java 25 and Maven.
#   bash clients/check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK="${ROOT}/target/clients"
rm -rf "${WORK}" && mkdir -p "${WORK}"

if [ -z "${BASE_URL:-}" ]; then
  PORT=${CLIENTS_PORT:-18091}
  DATA=$(mktemp -d)
  java -Dquarkus.http.port="${PORT}" -Drw.data-dir="${DATA}" -Drw.embedded-db.port="${CLIENTS_DB_PORT:-54391}" \
    -jar bootstrap/target/quarkus-app/quarkus-run.jar >"${WORK}/service.log" 2>&1 &
  SERVICE_PID=$!
  trap 'kill ${SERVICE_PID} 2>/dev/null; wait ${SERVICE_PID} 2>/dev/null || true; rm -rf "${DATA}"' EXIT
  BASE_URL="http://127.0.0.1:${PORT}"
  for _ in $(seq 1 240); do
    curl -fs "${BASE_URL}/q/health/ready" >/dev/null 2>&1 && break
    kill -0 "${SERVICE_PID}" 2>/dev/null || { tail -50 "${WORK}/service.log" >&2; exit 1; }
    sleep 0.5
  done
fi
export BASE_URL
curl -fs "${BASE_URL}/q/openapi?format=json" -o "${WORK}/openapi.json"

echo "== TypeScript: openapi-typescript, tsc --strict, the tour"
cd "${ROOT}/clients/typescript"
npm ci --no-audit --no-fund --silent
npx --no-install openapi-typescript "${WORK}/openapi.json" -o schema.d.ts
# the tour reads every answer through its generated type: no cast, no any
if sed 's#//.*##' tour.ts | grep -nE '\bas [A-Za-z{]|\bany\b|<any>'; then
  echo "tour.ts casts or uses any (listed above)" >&2
  exit 1
fi
npx --no-install tsc -p .
node build/tour.js

echo "== Java: openapi-generator (native, okhttp-gson), compiled, the tour with each"
cd "${ROOT}/clients/java"
mvn -B -q -ntp compile -Dopenapi.spec="${WORK}/openapi.json"
for tour in NativeTour OkHttpTour; do
  echo "-- ${tour}"
  mvn -B -q -ntp exec:java -Dopenapi.spec="${WORK}/openapi.json" -Dexec.mainClass="dev.reportwidget.tour.${tour}"
done
echo "generated clients: the tour passed"
