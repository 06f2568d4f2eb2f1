#!/usr/bin/env bash
# The --html pages in a real browser: Debian's chromium, driven by
# playwright-core (npm, pinned in tests/browser/package-lock.json, installed
# into the build folder; it downloads no browser) through
# tests/browser/check_pages.mjs, which clicks the step controls, hovers the
# map and measures its screenshots with Pillow (tests/browser/measure_png.py).
# Also: each page's standard output is the answer, and no page refers to
# anything outside itself. Without chromium, node, npm or Pillow: exit 77
# (CTest's "skipped") with the reason, or a failure when
# PUZZLES_REQUIRE_BROWSER=1 (CI), so it is never passed silently.
# Usage: check_browser.sh BIN_DIR SAMPLES_DIR DEPENDENCIES_DIR
set -u
export LC_ALL=C.UTF-8
bin=$1 samples=$2 dependencies=$3
here=$(cd "$(dirname "$0")" && pwd)
source "$here/unavailable.sh"
browser=$(command -v chromium || true)
[[ -n $browser ]] ||
  unavailable PUZZLES_REQUIRE_BROWSER "no chromium on this machine (apt-get install chromium), so the pages were not opened in a browser"
need_tools PUZZLES_REQUIRE_BROWSER "so the pages were not opened in a browser" node:nodejs npm:npm
/usr/bin/python3 -c 'import PIL' 2>/dev/null ||
  unavailable PUZZLES_REQUIRE_BROWSER "no Pillow for /usr/bin/python3 (apt-get install python3-pil), so the screenshots cannot be measured"

source "$here/browser/dependencies.sh"
install_playwright "$dependencies"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
for page in civ/statement civ/worked4_rail_road_mix civ/mixed_100x100 civ/walled_off_by_water civ/walled_off_100x100 \
  sokoban/statement_two_pushes sokoban/open_10x10_longest sokoban/unsolvable_10x10_costliest \
  chameleon/statement_cp866 chameleon/longest_31_a chameleon/wrong_letter_koi8r; do
  puzzle=${page%/*} sample=${page#*/} html=$tmp/${page/\//-}.html
  "$bin/$puzzle" --html "$html" "$samples/$page.in" >"$tmp/answer" 2>/dev/null
  cmp -s "$tmp/answer" "$samples/$page.out" || { echo "FAIL: $page: standard output is not the answer"; failures=$((failures + 1)); }
  # Nothing a page holds may be fetched from anywhere (the driver also fails any request).
  if grep -Eiq ' src=|<link|@import|url\([^#]|href="[^#]|fetch\(|XMLHttpRequest' "$html" ||
    grep -o '[a-z]*://[^" ]*' "$html" | grep -qv '^http://www.w3.org/2000/svg$'; then
    echo "FAIL: $page: the page refers to something outside itself"
    failures=$((failures + 1))
  fi
done
node "$here/browser/check_pages.mjs" "$dependencies/node_modules/playwright-core" "$browser" "$tmp" "$samples" ||
  failures=$((failures + 1))
((failures == 0)) || exit 1
echo "browser tests passed with $("$browser" --version 2>/dev/null) and playwright-core $(node -p "require('$dependencies/node_modules/playwright-core/package.json').version")"
