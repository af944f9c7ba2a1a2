#!/usr/bin/env bash
# Cached widget throughput of this build against another commit's, in one sitting: bench/widget.sh
# runs ROUNDS times for each build, alternating (other, this, other, this, ...), and each run holds
# its cached JSON and HTML figures against /q/health/live of the same JVM; the comparison is the
# ratio of those ratios, so the machine's drift between runs cancels out.
#   bash bench/compare-widget.sh <commit>          # e.g. the commit before a change
#   COMPARE_ROUNDS=2 RECORDS=200000 bash bench/compare-widget.sh 2a3d4f3
set -euo pipefail
cd "$(dirname "$0")/.."
OTHER=${1:?usage: bash bench/compare-widget.sh <commit>}
COMPARE_ROUNDS=${COMPARE_ROUNDS:-2}
export RECORDS=${RECORDS:-200000} DURATION=${DURATION:-10s} WARMUP=${WARMUP:-10s} ROUNDS=${ROUNDS:-1}
WORK=$(mktemp -d)
trap 'git worktree remove --force "${WORK}/other" >/dev/null 2>&1 || true; rm -rf "${WORK}"' EXIT

[ -f bootstrap/target/quarkus-app/quarkus-run.jar ] || mvn -B -q package -DskipTests
# OTHER_JAR: that commit's packaged service when it is already built
if [ -z "${OTHER_JAR:-}" ]; then
  echo "== building ${OTHER}"
  git worktree add -q --detach "${WORK}/other" "${OTHER}"
  (cd "${WORK}/other" && mvn -B -q package -DskipTests)
  OTHER_JAR="${WORK}/other/bootstrap/target/quarkus-app/quarkus-run.jar"
fi
THIS_JAR="bootstrap/target/quarkus-app/quarkus-run.jar"

for round in $(seq 1 "${COMPARE_ROUNDS}"); do
  for build in other this; do
    jar=${OTHER_JAR}; [ "${build}" = this ] && jar=${THIS_JAR}
    echo "== round ${round}: ${build}"
    SERVICE_JAR="${jar}" bash bench/widget.sh >"${WORK}/${build}-${round}.txt" 2>&1 \
      || { tail -30 "${WORK}/${build}-${round}.txt" >&2; exit 1; }
    grep -E '^\| cached' "${WORK}/${build}-${round}.txt"
  done
done

python3 - "${WORK}" "${COMPARE_ROUNDS}" "${OTHER}" "$(git rev-parse --short HEAD)" <<'PY'
import re, sys, statistics
work, rounds, other, this = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
def ratios(build):
    out = {"json": [], "html": []}
    for r in range(1, rounds + 1):
        text = open("%s/%s-%d.txt" % (work, build, r)).read()
        out["json"].append(float(re.search(r"\| cached JSON widget \(service token\) \| \d+ \| ([\d.]+) \|", text).group(1)))
        out["html"].append(float(re.search(r"\| cached HTML widget \(public\) \| \d+ \| ([\d.]+) \|", text).group(1)))
    return out
o, t = ratios("other"), ratios("this")
print()
print("| cached widget | %s: ratio to /q/health/live | %s: ratio to /q/health/live | %s / %s |" % (other, this, this, other))
print("|---|---|---|---|")
for kind, label in (("json", "JSON (service token)"), ("html", "HTML (public)")):
    a, b = statistics.mean(o[kind]), statistics.mean(t[kind])
    print("| %s | %.2f | %.2f | %.2f |" % (label, a, b, b / a))
PY
