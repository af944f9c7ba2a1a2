#!/usr/bin/env bash
# Server time of every console page with the demo data, against /q/health/live on the same JVM.
# Starts the packaged service on loopback with a fresh embedded database and RW_DEMO_ENABLED=true,
# signs in through the console's form as a browser does (cookies and the form's CSRF token), finds
# the demo report's share page, then, after WARMUP_REQUESTS requests of each page, takes REQUESTS sequential
# requests of each page and of /q/health/live over one kept-alive connection (one curl per page)
# and prints page, median, p95 (curl's time_starttransfer: request sent to first byte back) and the
# ratio of the median to the live probe's. Fails when a page's median is LIMIT_MS (100) or more.
#   bash bench/console.sh
#   REQUESTS=500 WARMUP_REQUESTS=500 bash bench/console.sh
# Add a page of the console to PAGES below ({report} is the demo report's id).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/service.sh

REQUESTS=${REQUESTS:-200}
WARMUP_REQUESTS=${WARMUP_REQUESTS:-300}
LIMIT_MS=${LIMIT_MS:-100}
# pages seen before sign-in, requested without the session's cookies
SIGNED_OUT_PAGES=(
  /console/login
  /console/signup
)
PAGES=(
  /console/reports
  "/console/reports/{report}/share"
  /console/integrations
  /console/import
)

command -v curl >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq curl; }
[ -f bootstrap/target/quarkus-app/quarkus-run.jar ] || mvn -B -q package -DskipTests
export RW_DEMO_ENABLED=true
start_service
JAR="${BENCH_DATA}/cookies"

# sign in as a browser: the login page sets the CSRF cookie and carries the same token in its form
csrf=$(curl -fs -c "${JAR}" "${BASE}/console/login" | sed -n 's/.*name="_csrf" value="\([^"]*\)".*/\1/p' | head -1)
status=$(curl -s -o /dev/null -w '%{http_code}' -b "${JAR}" -c "${JAR}" "${BASE}/console/login" \
  --data-urlencode "_csrf=${csrf}" --data-urlencode 'email=demo@example.com' --data-urlencode 'password=demo password')
[ "${status}" = 303 ] || { echo "console sign-in answered ${status}" >&2; exit 1; }
REPORT=$(curl -fs -b "${JAR}" "${BASE}/console/reports" | sed -n 's|.*href="/console/reports/\([0-9]*\)/share".*|\1|p' | head -1)
[ -n "${REPORT}" ] || { echo "no demo report on /console/reports" >&2; exit 1; }

# N requests of one URL over one connection (with the session's cookies unless the page is one seen
# before sign-in); prints each request's status and time to first byte in seconds
times() {
  local path=$1 count=$2 args=()
  for _ in $(seq 1 "${count}"); do args+=(-o /dev/null "${BASE}${path}"); done
  case " ${SIGNED_OUT_PAGES[*]} " in
    *" ${path} "*) ;;
    *) args=(-b "${JAR}" "${args[@]}") ;;
  esac
  curl -s -w '%{http_code} %{time_starttransfer}\n' "${args[@]}"
}

urls=("/q/health/live" "${SIGNED_OUT_PAGES[@]}")
for page in "${PAGES[@]}"; do urls+=("${page//\{report\}/${REPORT}}"); done

echo "== warm-up: ${WARMUP_REQUESTS} requests of each page"
for path in "${urls[@]}"; do times "${path}" "${WARMUP_REQUESTS}" >/dev/null; done

echo "== ${REQUESTS} requests of each page, signed in as the demo user, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
: >"${BENCH_DATA}/times"
for path in "${urls[@]}"; do
  times "${path}" "${REQUESTS}" | sed "s|^|${path} |" >>"${BENCH_DATA}/times"
done

python3 - "${LIMIT_MS}" "${BENCH_DATA}/times" <<'PY'
import sys
from collections import OrderedDict

limit = float(sys.argv[1])
samples, statuses = OrderedDict(), {}
for line in open(sys.argv[2]):
    path, status, seconds = line.split()
    samples.setdefault(path, []).append(float(seconds) * 1000)
    statuses.setdefault(path, set()).add(status)

def median(values):
    s = sorted(values)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2

def p95(values):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * len(s) + 0.5)) - 1)]

live = median(samples["/q/health/live"])
failed = []
print(f"{'page':<36} {'status':>6} {'median ms':>10} {'p95 ms':>8} {'x live':>7}")
for path, values in samples.items():
    m = median(values)
    status = ",".join(sorted(statuses[path]))
    print(f"{path:<36} {status:>6} {m:>10.2f} {p95(values):>8.2f} {m / live:>7.1f}")
    if path != "/q/health/live" and (m >= limit or status != "200"):
        failed.append(path)
if failed:
    print(f"over {limit:.0f} ms or not 200: {', '.join(failed)}")
    sys.exit(1)
print(f"every console page's median is under {limit:.0f} ms")
PY
