#!/usr/bin/env bash
# Makes the README's pictures of the --html pages with headless chromium
# (and Pillow, python3-pil, to keep them small):
# docs/images/civ.png (the 100 x 100 sample, as a 1280 x 1000 window shows it), sokoban.png (the 64-move sample
# at move 25, its trail showing) and chameleon.png (a 31-move sample at move 12); and
# playground.png, the playground as it opens (BIN_DIR/../playground/index.html, CIV's statement sample answered);
# (through playwright-core, installed as the browser tests install it);
# and statement-civ.png, the first page of CIV's statement PDF (BIN_DIR/../package, the package or statements target).
# Usage: tools/screenshots.sh [BIN_DIR]   (BIN_DIR: build/bin by default)
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

# shoot PUZZLE SAMPLE HASH WIDTH HEIGHT SCALE: the page of samples/PUZZLE/SAMPLE.in.
shoot() {
  local puzzle=$1 sample=$2 hash=$3
  "$bin/$puzzle" --html "$tmp/$puzzle.html" "samples/$puzzle/$sample.in" >/dev/null
  capture "$puzzle" "file://$tmp/$puzzle.html$hash" "$4" "$5" "$6"
}

shoot civ mixed_100x100 "" 1280 1000 0.7
shoot sokoban open_10x10_longest "#step=25" 900 760 0.8
shoot chameleon longest_31_a "#step=12" 900 720 0.8
[[ -f $bin/../playground/index.html ]] || { echo "no $bin/../playground/index.html: build the playground target first" >&2; exit 2; }
# The playground through playwright-core (installed as the browser tests
# install it): its walkthrough and picture come from a worker, which
# chromium's virtual time does not wait for; the shot waits for the picture.
source tests/browser/dependencies.sh
install_playwright "$bin/../browser-dependencies"
node --input-type=module -e '
const [playwright, browser, url, out] = process.argv.slice(1);
const { chromium } = await import(`${playwright}/index.mjs`);
const running = await chromium.launch({ executablePath: browser, args: ["--no-sandbox", "--disable-gpu"] });
const page = await running.newPage({ viewport: { width: 1400, height: 1000 }, deviceScaleFactor: 0.7 });
await page.goto(url);
await page.waitForFunction(() => document.getElementById("picture").dataset.input === document.getElementById("answer").dataset.painted);
await page.waitForTimeout(500);
await page.screenshot({ path: out });
await running.close();' "$(cd "$bin/../browser-dependencies/node_modules/playwright-core" && pwd)" "$browser" \
  "file://$(cd "$bin/../playground" && pwd)/index.html" "$PWD/docs/images/playground.png"
shrink playground
pdf=$bin/../package/civ/problem_statement/problem.pdf
[[ -f $pdf ]] || { echo "no $pdf: build the statements target first" >&2; exit 2; }
pdftoppm -r 50 -png -f 1 -l 1 -singlefile "$pdf" docs/images/statement-civ
/usr/bin/python3 -c 'import sys; from PIL import Image
Image.open(sys.argv[1]).convert("RGB").quantize(colors=16, dither=Image.Dither.NONE).save(sys.argv[1], optimize=True)' \
  docs/images/statement-civ.png
echo "docs/images/statement-civ.png: $(stat -c %s docs/images/statement-civ.png) bytes"
