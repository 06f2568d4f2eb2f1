#!/usr/bin/env bash
# The playground (build/playground/index.html) in a real browser: Debian's
# chromium driven by playwright-core through tests/browser/check_playground.mjs,
# against the native programs of BIN_DIR, then a fuzz of its links and texts
# (tests/browser/check_playground_fuzz.mjs), and the page in each of its
# three languages (tests/browser/check_playground_languages.mjs; its
# screenshots in BUILD/playground-screenshots/, beside PLAYGROUND_DIR).
# Also: the page is one file that
# refers to nothing outside itself. Without emscripten (so no page), chromium,
# node, npm or Pillow: exit 77 (skipped) with the reason, or a failure when
# PUZZLES_REQUIRE_BROWSER=1 (CI).
# Usage: check_playground.sh BIN_DIR SAMPLES_DIR DEPENDENCIES_DIR PLAYGROUND_DIR
set -u
export LC_ALL=C.UTF-8
bin=$1 samples=$2 dependencies=$3 playground=$4
here=$(cd "$(dirname "$0")" && pwd)
source "$here/unavailable.sh"
source "$here/browser/dependencies.sh"
page=$playground/index.html
[[ -f $page ]] ||
  unavailable PUZZLES_REQUIRE_BROWSER "no playground page ($({ command -v em++ && command -v pandoc; } >/dev/null && echo "$page was not built" || echo "no em++ or no pandoc on this machine: apt-get install emscripten pandoc"))"
browser=$(command -v chromium || true)
[[ -n $browser ]] || unavailable PUZZLES_REQUIRE_BROWSER "no chromium on this machine (apt-get install chromium), so the playground was not opened"
need_tools PUZZLES_REQUIRE_BROWSER "so the playground was not opened" node:nodejs npm:npm
/usr/bin/python3 -c 'import PIL' 2>/dev/null ||
  unavailable PUZZLES_REQUIRE_BROWSER "no Pillow for /usr/bin/python3 (apt-get install python3-pil), so the screenshot cannot be measured"
install_playwright "$dependencies"

failures=0
[[ $(ls "$playground" | grep -v '^wasm$') == index.html ]] || { echo "FAIL: the playground is more than index.html: $(ls "$playground")"; failures=$((failures + 1)); }
# Nothing the page holds names a place to fetch from (the driver also refuses any request).
if grep -Eq '<link|@import|<script [^>]*src=|<iframe [^>]*src=|https?://[a-z]' "$page"; then
  echo "FAIL: the page refers to something outside itself: $(grep -Eo '<link[^>]*|@import[^;]*|<script [^>]*src=[^>]*|https?://[a-z][^"'"'"' ]*' "$page" | sort -u | head -5 | tr '\n' ' ')"
  failures=$((failures + 1))
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
node "$here/browser/check_playground.mjs" "$dependencies/node_modules/playwright-core" "$browser" "$(cd "$playground" && pwd)/index.html" \
  "$samples" "$bin" "$tmp" || failures=$((failures + 1))
shots=$(cd "$playground/.." && pwd)/playground-screenshots
mkdir -p "$shots"
node "$here/browser/check_playground_languages.mjs" "$dependencies/node_modules/playwright-core" "$browser" \
  "$(cd "$playground" && pwd)/index.html" "$shots" || failures=$((failures + 1))
# 1,000 addresses and 1,000 texts, with a fixed seed.
node "$here/browser/check_playground_fuzz.mjs" "$dependencies/node_modules/playwright-core" "$browser" "$(cd "$playground" && pwd)/index.html" \
  "$samples" 1000 || failures=$((failures + 1))
((failures == 0)) || exit 1
echo "playground: $(wc -c <"$page") bytes, $(gzip -9 -c "$page" | wc -c) gzipped; passed in $("$browser" --version 2>/dev/null)"
