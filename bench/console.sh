#!/usr/bin/env bash
# Server time of every console page with the demo data, beside /q/health/live on the same JVM.
# Starts the packaged service on loopback with a fresh embedded database and RW_DEMO_ENABLED=true,
# signs in through the console's form as a browser does (cookies and the form's CSRF token), finds
# the demo report, then, after WARMUP_REQUESTS requests of each page, takes REQUESTS sequential
# requests of each page and of /q/health/live over one kept-alive connection (one curl per page)
# and prints for each page the median and p95 of its server time (the Server-Timing header every
# console page carries: app;dur=N ms), the median time to first byte (curl's time_starttransfer)
# and that median's ratio to the live probe's. Fails when a page's median server time is LIMIT_MS
# (100) or more, or a page does not answer 200.
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
  /console/reports/new
  "/console/reports/{report}/edit"
  "/console/reports/{report}/share"
  "/console/reports/{report}/delete"
  /console/boards
  /console/boards/new
  /console/records
  /console/integrations
  /console/import
  /console/members
  /console/settings
  /console/properties/new
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
curl -fs -b "${JAR}" "${BASE}/console/records" | grep -q 'table class="tokens records"' \
  || { echo "the demo property lists no records" >&2; exit 1; }
[ -n "${REPORT}" ] || { echo "no demo report on /console/reports" >&2; exit 1; }

# N requests of one URL over one connection (with the session's cookies unless the page is one seen
# before sign-in); prints each request's status, time to first byte in seconds and Server-Timing
times() {
  local path=$1 count=$2 args=()
  for _ in $(seq 1 "${count}"); do args+=(-o /dev/null "${BASE}${path}"); done
  case " ${SIGNED_OUT_PAGES[*]} " in
    *" ${path} "*) ;;
    *) args=(-b "${JAR}" "${args[@]}") ;;
  esac
  curl -s -w '%{http_code} %{time_starttransfer} %header{server-timing}\n' "${args[@]}"
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
import re
import sys
from collections import OrderedDict

limit = float(sys.argv[1])
ttfb, server, statuses = OrderedDict(), {}, {}
for line in open(sys.argv[2]):
    parts = line.split(None, 3)
    path, status, seconds = parts[0], parts[1], parts[2]
    ttfb.setdefault(path, []).append(float(seconds) * 1000)
    statuses.setdefault(path, set()).add(status)
    timing = re.search(r"app;dur=([0-9.]+)", parts[3] if len(parts) > 3 else "")
    if timing:
        server.setdefault(path, []).append(float(timing.group(1)))

def median(values):
    s = sorted(values)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2

def p95(values):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * len(s) + 0.5)) - 1)]

live = median(ttfb["/q/health/live"])
failed = []
print(f"{'page':<36} {'status':>6} {'server ms':>10} {'p95':>7} {'ttfb ms':>8} {'x live':>7}")
for path, values in ttfb.items():
    m = median(values)
    status = ",".join(sorted(statuses[path]))
    if path == "/q/health/live":
        print(f"{path:<36} {status:>6} {'':>10} {'':>7} {m:>8.2f} {1.0:>7.1f}")
        continue
    times = server.get(path, [])
    if not times:
        print(f"{path:<36} {status:>6} {'none':>10}")
        failed.append(path + " (no Server-Timing)")
        continue
    print(f"{path:<36} {status:>6} {median(times):>10.2f} {p95(times):>7.2f} {m:>8.2f} {m / live:>7.1f}")
    if median(times) >= limit or status != "200":
        failed.append(path)
if failed:
    print(f"over {limit:.0f} ms of server time or not 200: {', '.join(failed)}")
    sys.exit(1)
print(f"every console page's median server time is under {limit:.0f} ms")
PY
