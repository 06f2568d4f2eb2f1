#!/usr/bin/env bash
# The --html pages in a real browser (Debian's chromium, headless): for a few
# samples per puzzle, the page as the browser holds it once its scripts ran
# (--dump-dom) has the expected route cells, frames and plan steps (and with
# script off still every frame, the controls hidden); opened
# with #selftest the step control reaches the last board after exactly the
# answer's number of "next" presses, and with #play it plays to the end; a
# screenshot is not blank and shows the colours of the route or the last board.
# Without a browser: exit 77 (CTest's "skipped") with a message, or a failure
# when PUZZLES_REQUIRE_BROWSER=1 (CI), so it is never passed silently.
# Usage: check_browser.sh BIN_DIR SAMPLES_DIR PNG_SUMMARY
set -u
export LC_ALL=C.UTF-8
bin=$1 samples=$2 png_summary=$3
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
source "$(dirname "$0")/unavailable.sh"
[[ -n $browser ]] ||
  unavailable PUZZLES_REQUIRE_BROWSER "no chromium on this machine (apt-get install chromium), so the pages were not opened in a browser"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# browse OUTPUT_FLAG URL [FLAGS...]: one headless run, its own profile, no network.
browse() {
  local what=$1 url=$2
  shift 2
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --disable-extensions --disable-background-networking --user-data-dir="$tmp/profile" \
    --proxy-server=127.0.0.1:9 --window-size=1000,900 "$@" "$what" "$url" 2>>"$tmp/browser.log"
}

# page PUZZLE SAMPLE: writes the page of a sample, checks the answer is unchanged.
page() {
  local puzzle=$1 sample=$2
  "$bin/$puzzle" --html "$tmp/$puzzle-$sample.html" "$samples/$puzzle/$sample.in" >"$tmp/answer" 2>/dev/null
  cmp -s "$tmp/answer" "$samples/$puzzle/$sample.out" || fail "$puzzle $sample: standard output is not the answer"
}

# dom PUZZLE SAMPLE [HASH [BROWSER_FLAGS...]]: the DOM after the scripts ran, into $tmp/dom.
dom() {
  local puzzle=$1 sample=$2 hash=${3:-}
  shift $(($# < 3 ? $# : 3))
  browse --dump-dom "file://$tmp/$puzzle-$sample.html$hash" "$@" >"$tmp/dom"
  [[ -s $tmp/dom ]] || fail "$puzzle $sample: the browser gave no DOM"
}

count() { grep -o -- "$1" "$tmp/dom" | wc -l; }
attribute() { grep -o -- "$1=\"[^\"]*\"" "$tmp/dom" | head -1 | sed 's/.*="\(.*\)"/\1/'; }
expect() { [[ $2 == "$3" ]] || fail "$1: expected $3, found $2"; }

# screenshot PUZZLE SAMPLE HASH [COLOUR:MIN...]: not blank, and the colours shown.
screenshot() {
  local puzzle=$1 sample=$2 hash=$3
  shift 3
  rm -f "$tmp/shot.png"
  browse --screenshot="$tmp/shot.png" "file://$tmp/$puzzle-$sample.html$hash" >/dev/null
  local summary
  summary=$("$png_summary" --not-blank "$tmp/shot.png" "$@" 2>&1) ||
    fail "$puzzle $sample screenshot is blank or lacks a colour: $summary"
  echo "  screenshot $puzzle/$sample$hash: $(tr '\n' ' ' <<<"$summary")"
}

# CIV: route cells one more than the table's steps, a marker per turn end,
# the hover tip naming the start cell; IMPOSSIBLE shades the reachable cells.
for sample in statement worked4_rail_road_mix mixed_100x100; do
  page civ "$sample"
  dom civ "$sample" "#selftest"
  steps=$(count '<tr class="step">')
  expect "civ $sample route cells" "$(count 'class="route-cell"')" $((steps + 1))
  expect "civ $sample turn ends" "$(count '<g class="turn-end">')" "$(grep -o '<tr class="step">.*</tr>' "$tmp/dom" |
    grep -c '<td>0</td><td>[0-9]*</td></tr>$' || true)"
  read -r start_x start_y < <(awk 'NR == 1 { print $3, $4 }' "$samples/civ/$sample.in")
  symbols=$(awk -v y="$start_y" -v x="$start_x" 'NR == y + 1 { print substr($0, 2 * x - 1, 2) }' "$samples/civ/$sample.in")
  [[ $(attribute data-hover) == "($start_x,$start_y) $symbols "* ]] ||
    fail "civ $sample: hovering the start shows '$(attribute data-hover)', not ($start_x,$start_y) $symbols"
  echo "  civ/$sample: $steps steps, $(count '<g class="turn-end">') turn ends, hover '$(attribute data-hover)', page $(stat -c %s "$tmp/civ-$sample.html") bytes"
done
screenshot civ statement "" c1121f:1000
screenshot civ mixed_100x100 "" c1121f:1000
page civ walled_off_by_water
dom civ walled_off_by_water
expect "civ walled_off_by_water route cells" "$(count 'class="route-cell"')" 0
[[ $(count '<g class="reachable"><rect') -eq 1 ]] || fail "civ walled_off_by_water: no reachable cells shaded"
screenshot civ walled_off_by_water ""

# Sokoban: a frame per position, a letter per move; "next" reaches the last
# frame in exactly the answer's presses, "play" plays to it; there the
# crates stand on the targets. -1: one board and the reason.
for sample in statement_two_pushes open_10x10_longest; do
  page sokoban "$sample"
  moves=$(cat "$samples/sokoban/$sample.out")
  dom sokoban "$sample" "#selftest"
  expect "sokoban $sample frames" "$(count '<figure class="frame')" $((moves + 1))
  expect "sokoban $sample plan letters" "$(count '<span class="move')" "$moves"
  expect "sokoban $sample next presses" "$(attribute data-next-presses)" "$moves"
  expect "sokoban $sample frame shown" "$(attribute data-at)" "$moves"
  targets=$(awk 'NR == 5 || NR == 6 { print $1 "," $2 }' "$samples/sokoban/$sample.in" | sort | tr '\n' ' ')
  crates=$(grep -o '<figure class="frame current".*' "$tmp/dom" | grep -o '<figure class="frame current".*</figure>' |
    sed 's|</figure>.*||' | grep -o 'class="crate" data-cell="[^"]*"' | sed 's/.*="\(.*\)"/\1/' | sort | tr '\n' ' ')
  expect "sokoban $sample crates on the last board" "$crates" "$targets"
  dom sokoban "$sample" "#play" --virtual-time-budget=$(((moves + 2) * 400))
  expect "sokoban $sample after play" "$(attribute data-at)" "$moves"
  echo "  sokoban/$sample: $moves moves, next x$moves and play reach the last board, page $(stat -c %s "$tmp/sokoban-$sample.html") bytes"
done
screenshot sokoban open_10x10_longest "#selftest" 2a9d8f:1000
# With script off (the page without its script: headless chromium cannot
# switch script off) it still shows every board, the controls stay hidden.
sed '/^<script>/,/<\/script>$/d' "$tmp/sokoban-statement_two_pushes.html" >"$tmp/sokoban-no_script.html"
grep -q '<script' "$tmp/sokoban-no_script.html" && fail "the script could not be taken out of the page"
dom sokoban no_script
expect "sokoban without script: frames" "$(count '<figure class="frame"')" 5
expect "sokoban without script: hidden controls" "$(count '<div class="controls" hidden')" 1
screenshot sokoban no_script "" 2a9d8f:500
page sokoban unsolvable_10x10_costliest
dom sokoban unsolvable_10x10_costliest
expect "sokoban unsolvable frames" "$(count '<figure class="frame')" 1
grep -q '<p class="note why">No crate can reach' "$tmp/dom" || fail "sokoban unsolvable: no reason given"
screenshot sokoban unsolvable_10x10_costliest "" 5c5f66:2000

# «Хамелеон»: a frame per position, in Cyrillic from a CP866 input too; the
# last board after "next" is ХАМ ЕЛЕ ОН_ with the last tile moved marked.
for sample in statement_cp866 longest_31_a; do
  page chameleon "$sample"
  moves=$(head -1 "$samples/chameleon/$sample.out")
  dom chameleon "$sample" "#selftest"
  expect "chameleon $sample frames" "$(count '<figure class="frame')" $((moves + 1))
  expect "chameleon $sample plan moves" "$(count '<li class="move')" "$moves"
  expect "chameleon $sample next presses" "$(attribute data-next-presses)" "$moves"
  last=$(grep -o '<figure class="frame current".*' "$tmp/dom" | sed 's|</figure>.*||' | grep -o '>[^<]</text>' | tr -d '<>/text\n')
  expect "chameleon $sample last board" "$last" "ХАМЕЛЕОН"
  echo "  chameleon/$sample: $moves moves, next x$moves reaches ХАМЕЛЕОН, page $(stat -c %s "$tmp/chameleon-$sample.html") bytes"
done
screenshot chameleon longest_31_a "#selftest" ffd166:3000
page chameleon wrong_letter_koi8r
dom chameleon wrong_letter_koi8r
grep -q 'Нет решения' "$tmp/dom" || fail "chameleon wrong_letter_koi8r: no «Нет решения»"

# Nothing a page holds may be fetched from anywhere.
for html in "$tmp"/*.html; do
  if grep -Eiq ' src=|<link|@import|url\([^#]|href="[^#]|fetch\(|XMLHttpRequest' "$html"; then
    fail "$(basename "$html") refers to something outside the page"
  fi
  grep -o '[a-z]*://[^" ]*' "$html" | grep -qv '^http://www.w3.org/2000/svg$' && fail "$(basename "$html") holds an address"
done

if ((failures > 0)); then
  echo "browser log:"
  grep -v 'dbus\|bytes written\|unexpected operator' "$tmp/browser.log" | tail -20
  exit 1
fi
echo "browser tests passed with $("$browser" --version 2>/dev/null)"
