#!/usr/bin/env bash
# The pictures of the README and docs/learners.md (made by
# dev/screenshots.sh): one per puzzle, the playground and a statement page,
# each a PNG that Pillow reads, not blank (16 colours or more, 3% or more of
# its pixels off the background; tests/browser/measure_png.py) and small
# (200 KiB at most).
# Usage: check_screenshots.sh IMAGES_DIR PUZZLE...
set -u
images=$1
shift
source "$(dirname "$0")/unavailable.sh"
/usr/bin/python3 -c 'import PIL' 2>/dev/null ||
  unavailable PUZZLES_REQUIRE_BROWSER "no Pillow for /usr/bin/python3 (apt-get install python3-pil), so the screenshots cannot be measured"
measure=$(dirname "$0")/browser/measure_png.py
failures=0
for puzzle in "$@"; do
  image=$images/$puzzle.png
  size=$(stat -c %s "$image" 2>/dev/null) || { echo "FAIL: $image is missing"; failures=$((failures + 1)); continue; }
  summary=$("$measure" "$image" --not-blank 2>&1)
  if (($? != 0 || size > 204800)); then
    echo "FAIL: $image: $size bytes, $summary"
    failures=$((failures + 1))
  else
    echo "$image: $size bytes, $summary"
  fi
done
((failures == 0))
