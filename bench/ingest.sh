#!/usr/bin/env bash
# Ingestion throughput on this machine: the service (JVM, embedded PostgreSQL) and the load
# generator (wrk) share its cores. Loopback only, bounded duration.
#   bash bench/ingest.sh            # defaults: 32 connections, 2 wrk threads, 20 s per run
#   CONNECTIONS=64 DURATION=30s bash bench/ingest.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-2}
DURATION=${DURATION:-20s}
# the JIT compiler keeps a core busy for the first tens of seconds: measure after it settles
WARMUP=${WARMUP:-20s}

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

echo "== GET /record/collect_web_event (tracking pixel), ${CONNECTIONS} connections, ${DURATION}"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" --latency \
  "${BASE}/record/collect_web_event?trackingId=${TRACKING_ID}&type=pageview&desc=Pricing%20page&sources=google%7Cads&tags=eu&value=1"

echo "== POST /service_token/record, ${CONNECTIONS} connections, ${DURATION}"
wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${DURATION}" --latency -s bench/record.lua \
  "${BASE}/service_token/record?service_token=${SERVICE_TOKEN}"

echo "== records stored"
curl -fs "${BASE}/record?limit=1" -H "Authorization: Bearer ${TOKEN}" >/dev/null && echo "service still answering"
