#!/usr/bin/env bash
# Refreshes the pictures in docs/screenshots/ from the browser tests. A test run writes its pictures
# under bootstrap/target/screenshots/ only (so `mvn verify` leaves the docs as they are); this script
# runs the browser tests and copies every picture that the docs already hold. To add a picture, copy
# it here once from bootstrap/target/screenshots/; this script keeps it current from then on.
#
#   bash docs/screenshots/update.sh
#
# Needs what the browser tests need (docs/development.md, "Tests": Chromium, chromedriver, axe-core); a test
# that is skipped for want of them writes no picture, and this script then stops and says which.
set -euo pipefail
cd "$(dirname "$0")/../.."

mvn -B -ntp -pl bootstrap -am verify \
  -Dtest='ConsoleBrowserTest,ConsoleBoardsBrowserTest,ConsoleDemoTest,WidgetBrowserTest,EmbedWidthsBrowserTest,ReadableChartsBrowserTest,ReportWidgetElementBrowserTest' -Dsurefire.failIfNoSpecifiedTests=false -DskipITs

missing=()
for picture in docs/screenshots/*.png; do
  taken="bootstrap/target/screenshots/$(basename "$picture")"
  if [ -f "$taken" ]; then
    cp "$taken" "$picture"
  else
    missing+=("$(basename "$picture")")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "not taken by this run (was a browser test skipped?): ${missing[*]}" >&2
  exit 1
fi
git status --short docs/screenshots
