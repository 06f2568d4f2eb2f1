#!/usr/bin/env bash
# Makes the README's pictures of the --html pages with headless chromium
# (and Pillow, python3-pil, to keep them small):
# docs/images/civ.png (the 100 x 100 sample, as a 1280 x 1000 window shows it), civ-impossible.png
# (a 100 x 100 map whose target is walled off), sokoban.png (the 64-move sample at move 25, its trail
# showing), sokoban-unsolvable.png (a -1 board and its reason) and chameleon.png (a 31-move sample at
# move 12, the goal beside it); playground.png, the playground as it opens
# (BIN_DIR/../playground/index.html, CIV's statement sample answered, its statement beside) and playground-100x100.png
# (the 100 x 100 sample in a 1280 x 800 window);
# (through playwright-core, installed as the browser tests install it);
# and statement-civ.png, the first page of CIV's statement PDF (BIN_DIR/../package, the package target).
# Usage: dev/screenshots.sh [BIN_DIR]   (BIN_DIR: build/bin by default)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
browser=$(command -v chromium || command -v chromium-browser) || { echo "needs chromium (apt-get install chromium)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p docs/images

# capture NAME URL WIDTH HEIGHT SCALE: docs/images/NAME.png of the page at URL
# (after up to 10 s of the page's own time).
capture() {
  local name=$1 url=$2 width=$3 height=$4 scale=$5
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$tmp/profile" \
    --force-device-scale-factor="$scale" --window-size="$width,$height" --virtual-time-budget=10000 \
    --screenshot="$PWD/docs/images/$name.png" "$url" 2>/dev/null
  shrink "$name"
}

# shrink NAME: docs/images/NAME.png in 64 colours, no dithering (Pillow): a
# tenth of the bytes, the same picture to the eye.
shrink() {
  local name=$1
  /usr/bin/python3 -c 'import sys; from PIL import Image
Image.open(sys.argv[1]).convert("RGB").quantize(colors=64, dither=Image.Dither.NONE).save(sys.argv[1], optimize=True)' \
    "docs/images/$name.png"
  echo "docs/images/$name.png: $(stat -c %s "docs/images/$name.png") bytes"
}

# shoot NAME PUZZLE INPUT HASH WIDTH HEIGHT SCALE: docs/images/NAME.png, the page of INPUT.
shoot() {
  local name=$1 puzzle=$2 input=$3 hash=$4
  "$bin/$puzzle" --html "$tmp/$name.html" "$input" >/dev/null
  capture "$name" "file://$tmp/$name.html$hash" "$5" "$6" "$7"
}

shoot civ civ samples/civ/mixed_100x100.in "" 1280 1000 0.7
shoot civ-impossible civ bench/civ/walled_off_target.in "" 1280 1000 0.7
shoot sokoban sokoban samples/sokoban/open_10x10_longest.in "#step=25" 900 760 0.8
shoot sokoban-unsolvable sokoban samples/sokoban/unsolvable_10x10_costliest.in "" 900 760 0.8
shoot chameleon chameleon samples/chameleon/longest_31_a.in "#step=12" 900 720 0.8
[[ -f $bin/../playground/index.html ]] || { echo "no $bin/../playground/index.html: build the playground target first" >&2; exit 2; }
# The playground through playwright-core (installed as the browser tests
# install it): its walkthrough and picture come from a worker, which
# chromium's virtual time does not wait for.
source tests/browser/dependencies.sh
install_playwright "$bin/../browser-dependencies"
# playground_shot NAME INPUT WIDTH HEIGHT SCALE WAIT: docs/images/NAME.png, the
# playground opened on INPUT (a link to it), once its answer is painted and,
# with WAIT=picture, its picture drawn.
playground_shot() {
  local link
  link=$(basename "$(dirname "$2")"):$(base64 -w0 "$2" | tr '+/' '-_')
  node --input-type=module -e '
const [playwright, browser, url, out, width, height, scale, wait] = process.argv.slice(1);
const { chromium } = await import(`${playwright}/index.mjs`);
const running = await chromium.launch({ executablePath: browser, args: ["--no-sandbox", "--disable-gpu"] });
const page = await running.newPage({ viewport: { width: Number(width), height: Number(height) }, deviceScaleFactor: Number(scale) });
await page.goto(url);
await page.waitForFunction((picture) => {
  const answer = document.getElementById("answer");
  return answer.dataset.painted && answer.dataset.painted === answer.dataset.input &&
    (picture !== "picture" || document.getElementById("picture").dataset.input === answer.dataset.painted);
}, wait);
await page.waitForTimeout(500);
await page.screenshot({ path: out });
await running.close();' "$(cd "$bin/../browser-dependencies/node_modules/playwright-core" && pwd)" "$browser" \
    "file://$(cd "$bin/../playground" && pwd)/index.html#$link" "$PWD/docs/images/$1.png" "$3" "$4" "$5" "$6"
  shrink "$1"
}
playground_shot playground samples/civ/statement.in 1400 1000 0.7 answer
playground_shot playground-100x100 samples/civ/mixed_100x100.in 1280 800 1 answer
pdf=$bin/../package/civ/problem_statement/problem.pdf
[[ -f $pdf ]] || { echo "no $pdf: build the package target first" >&2; exit 2; }
pdftoppm -r 50 -png -f 1 -l 1 -singlefile "$pdf" docs/images/statement-civ
/usr/bin/python3 -c 'import sys; from PIL import Image
Image.open(sys.argv[1]).convert("RGB").quantize(colors=16, dither=Image.Dither.NONE).save(sys.argv[1], optimize=True)' \
  docs/images/statement-civ.png
echo "docs/images/statement-civ.png: $(stat -c %s docs/images/statement-civ.png) bytes"
