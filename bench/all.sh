#!/usr/bin/env bash
# Every benchmark in one sitting, each beside the machine's own limit measured in the same script
# (the speed of these machines drifts, so only ratios taken side by side count), then one table.
# Each script starts its own packaged service on loopback with a fresh embedded database; their
# whole output is kept under bench/results/<date>/, with the table (table.md) and a chart of each
# figure against its goal (goals.svg, drawn by bench/plot.py).
#   bash bench/all.sh
#   QUICK=1 bash bench/all.sh     # smaller data and shorter windows, for a trial
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${QUICK:-}" ]; then
  export RECORDS=${RECORDS:-100000} ROWS=${ROWS:-100000} DURATION=${DURATION:-5s} WARMUP=${WARMUP:-3s} ROUNDS=${ROUNDS:-1}
fi
[ -f bootstrap/target/quarkus-app/quarkus-run.jar ] || mvn -B -q package -DskipTests
OUT="bench/results/$(date -u +%Y-%m-%dT%H%M%SZ)"
mkdir -p "${OUT}"

run() {
  local name=$1
  echo "== bench/${name}.sh (output in ${OUT}/${name}.txt)"
  if ! bash "bench/${name}.sh" >"${OUT}/${name}.txt" 2>&1; then
    echo "!! bench/${name}.sh failed; its last lines:" >&2
    tail -20 "${OUT}/${name}.txt" >&2
    return 1
  fi
}

STARTED=$(date -u '+%Y-%m-%d %H:%M UTC')
run widget
run ingest
run import
run pg-profile
# start-up takes medians of its own number of starts (STARTS, default 5), whatever ROUNDS the widget takes
(export ROUNDS="${STARTS:-5}"; run startup)
[ -f bench/console.sh ] && run console
run number
run board
run formula
run breakdown

python3 - "${OUT}" "${STARTED}" <<'PY' | tee "${OUT}/table.md"
import os, re, sys
out, started = sys.argv[1], sys.argv[2]
def text(name):
    path = os.path.join(out, name + ".txt")
    return open(path, encoding="utf-8").read() if os.path.exists(path) else ""
rows = []
w = text("widget")
for label in ("cached JSON widget (service token)", "cached HTML widget (public)"):
    m = re.search(r"\| " + re.escape(label) + r" \| (\d+) \| ([\d.]+) \|", w)
    if m:
        rows.append((label + ", req/s", m.group(1), "/q/health/live, same JVM", m.group(2), ">= 0.5"))
m = re.search(r"median ([\d.]+)", w)
if m:
    rows.append(("cold calculation, 3 data sets over 90 days, s (median of 11)", m.group(1), "-", "-", "< 0.3 s"))
i = text("ingest")
m = re.search(r"pixel (\d+) events/s, single record (\d+) records/s", i)
b = re.search(r"batch (\d+) records/s, keyed batch (\d+) records/s, PostgreSQL 100-row INSERTs (\d+) rows/s", i)
r = re.search(r"ratios to PostgreSQL: batch ([\d.]+), keyed batch ([\d.]+), single ([\d.]+), pixel ([\d.]+)", i)
if m and b and r:
    rows.append(("pixel events/s", m.group(1), "pgbench 100-row INSERTs, rows/s", r.group(4), "-"))
    rows.append(("single records/s (service token)", m.group(2), "same", r.group(3), "-"))
    rows.append(("batch records/s (100 per request)", b.group(1), "same (%s rows/s)" % b.group(3), r.group(1), "-"))
    rows.append(("keyed batch records/s", b.group(2), "same", r.group(2), "-"))
p = text("pg-profile")
m = re.search(r"^\| pixel events/s \| (\d+) \| single-row INSERT \+ commit, (\d+) clients: (\d+) tps \| ([\d.]+) \|", p, re.M)
if m:
    rows.append(("pixel events/s (bench/pg-profile.sh)", m.group(1), "pgbench single-row INSERT + commit, %s clients (%s tps)" % (m.group(2), m.group(3)), m.group(4), ">= 1.5"))
m = re.search(r"^\| PostgreSQL CPU per stored pixel record, us \| ([\d.]+) \| per single-row commit: ([\d.]+) us \| ([\d.]+) \|", p, re.M)
if m:
    rows.append(("PostgreSQL CPU per stored pixel record, us", m.group(1), "the same per single-row commit (%s us)" % m.group(2), m.group(3), "<= 30 us"))
m = re.search(r"^\| pixel goal \(1.5 x single-row commits\), events/s \| (\d+) \| /q/health/live, same JVM and connections: (\d+) req/s \| ([\d.]+) \|", p, re.M)
if m:
    rows.append(("the pixel's goal (1.5 x those commits), events/s", m.group(1), "/q/health/live, same JVM, same wrk (%s req/s)" % m.group(2), m.group(3), "-"))
imp = text("import")
m = re.search(r"import: ([\d.]+) s, (\d+) rows/s", imp)
c = re.search(r"COPY: ([\d.]+) s, (\d+) rows/s", imp)
q = re.search(r"import rate / COPY rate: ([\d.]+)", imp)
if m and c and q:
    rows.append(("CSV import rows/s, first import after start", m.group(2), "plain COPY of the same rows (%s rows/s)" % c.group(2), q.group(1), ">= 0.75"))
t = re.search(r"COPY with day totals: ([\d.]+) s, (\d+) rows/s", imp)
tq = re.search(r"import rate / COPY-with-day-totals rate: ([\d.]+)", imp)
if m and t and tq:
    rows.append(("CSV import rows/s, first import after start", m.group(2), "the same COPY with the day-totals trigger (%s rows/s)" % t.group(2), tq.group(1), "-"))
a = re.search(r"import again: ([\d.]+) s, (\d+) rows/s", imp)
aq = re.search(r"import again rate / COPY rate: ([\d.]+)", imp)
if a and c and aq:
    rows.append(("CSV import rows/s, the same rows again", a.group(2), "plain COPY of the same rows (%s rows/s)" % c.group(2), aq.group(1), ">= 0.75"))
for name, label in (("bench.csv", "first import after start"), ("bench-again.csv", "the same rows again")):
    u = re.search(r"^" + re.escape(name) + r": service CPU ([\d.]+) s, ([\d.]+) us per row", imp, re.M)
    if u:
        rows.append(("service CPU per imported row, us, " + label, u.group(2), "-", "-", "-"))
s = text("startup")
for m in re.finditer(r"^\| (plain|with [^|]+) \| ([\d.]+) s \(([\d.]+)-([\d.]+)\) \| (\d+) MiB \| ([\d.]+) \|", s, re.M):
    label = m.group(1).strip()
    rows.append(("start-up to ready, " + label + ", s (median)", m.group(2), "the JVM alone (java -version)", m.group(6), "<= 2 s"))
    rows.append(("RSS at ready, " + label + ", MiB", m.group(5), "-", "-", "<= 180 MiB"))
# page, status, server time (Server-Timing) median and p95, time to first byte median, x live's
for m in re.finditer(r"^(/console/\S+)\s+200\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$", text("console"), re.M):
    rows.append(("console page " + m.group(1) + ", median server ms", m.group(2), "/q/health/live's time to first byte, same JVM (x live)", m.group(5), "< 100 ms"))
n = text("number")
m = re.search(r"^\| chart, no comparison \| ([\d.]+) \| ([\d.]+) \|", n, re.M)
v = re.search(r"^\| number widget \(compare=previous_period, 3 numbers\) \| ([\d.]+) \|", n, re.M)
if m and v:
    rows.append(("number widget, cold calculation, s (median)", v.group(1), "the chart of the same report, cold (%s s)" % m.group(1), m.group(2), "<= 1.2"))
bd = text("board")
m = re.search(r"^\| cold board of 6 vs its slowest item alone \(median s\) \| ([\d.]+) vs ([\d.]+) \| ([\d.]+) \|", bd, re.M)
if m:
    rows.append(("cold board of 6 items over 6 reports, s (median)", m.group(1), "its slowest item alone, cold (%s s)" % m.group(2), m.group(3), "<= 2"))
m = re.search(r"^\| cached board HTML \(public\) vs /q/health/live \(req/s, mean of \d+ windows\) \| (\d+) vs (\d+) \| ([\d.]+) \|", bd, re.M)
if m:
    rows.append(("cached board HTML (public), req/s", m.group(1), "/q/health/live, same JVM", m.group(3), ">= 0.5"))
fm = text("formula")
m = re.search(r"^\| cold report with a formula over its two data sets vs the two alone \(median s\) \| ([\d.]+) vs ([\d.]+) \| ([\d.]+) \|", fm, re.M)
if m:
    rows.append(("cold report with a formula over two data sets, s (median)", m.group(1), "the report of its two operands, cold (%s s)" % m.group(2), m.group(3), "<= 1.1"))
bk = text("breakdown")
m = re.search(r"^\| cold 90-day report by source \(top 10 \+ Other\) vs unbroken \(median s\) \| ([\d.]+) vs ([\d.]+) \| ([\d.]+) \|", bk, re.M)
if m:
    rows.append(("cold 90-day report by source (top 10 + Other), s (median)", m.group(1), "the unbroken report, cold (%s s)" % m.group(2), m.group(3), "<= 1.5"))
m = re.search(r"^\| cold 90-day report by a custom data key of (\d+) values \(top 10 \+ Other\) vs unbroken \(median s\) \| ([\d.]+) vs ([\d.]+) \| ([\d.]+) \|", bk, re.M)
if m:
    rows.append(("cold 90-day report by a custom data key of %s values (top 10 + Other), s (median)" % m.group(1), m.group(2), "the unbroken report, cold (%s s)" % m.group(3), m.group(4), "<= 1.5"))
print()
import subprocess
java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0].replace('"', "")
print("Benchmarks of %s (%s, %d cores, load average at the end %s)" % (started, java, os.cpu_count(), open("/proc/loadavg").read().split()[0]))
print()
print("| figure | value | limit, measured in the same script | ratio | goal |")
print("|---|---|---|---|---|")
for row in rows:
    print("| %s | %s | %s | %s | %s |" % row)
PY
# the same figures as a picture: each against its goal
python3 bench/plot.py "${OUT}/table.md" "${OUT}/goals.svg"
