#!/usr/bin/env bash
# Makes the README's pictures of the --html pages with headless chromium:
# docs/images/civ.png (the 100 x 100 sample), sokoban.png (the 64-move sample
# at move 20) and chameleon.png (a 31-move sample at move 12).
# Usage: tools/screenshots.sh [BIN_DIR]   (BIN_DIR: build/bin by default)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/bin}
browser=$(command -v chromium || command -v chromium-browser) || { echo "needs chromium (apt-get install chromium)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p docs/images

# shoot PUZZLE SAMPLE HASH WIDTH HEIGHT SCALE: the page of samples/PUZZLE/SAMPLE.in.
shoot() {
  local puzzle=$1 sample=$2 hash=$3 width=$4 height=$5 scale=$6
  "$bin/$puzzle" --html "$tmp/$puzzle.html" "samples/$puzzle/$sample.in" >/dev/null
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$tmp/profile" \
    --force-device-scale-factor="$scale" --window-size="$width,$height" \
    --screenshot="$PWD/docs/images/$puzzle.png" "file://$tmp/$puzzle.html$hash" 2>/dev/null
  echo "docs/images/$puzzle.png: $(stat -c %s "docs/images/$puzzle.png") bytes"
}

shoot civ mixed_100x100 "" 1100 1250 0.6
shoot sokoban open_10x10_longest "#step=20" 900 760 0.8
shoot chameleon longest_31_a "#step=12" 900 720 0.8
