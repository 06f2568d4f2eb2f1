#!/usr/bin/env bash
# The README's screenshots (made by tools/screenshots.sh): one per puzzle,
# each a PNG that decodes, is not blank (16 colours or more, 3% or more of
# its pixels off the background) and stays small (200 KiB at most).
# Usage: check_screenshots.sh PNG_SUMMARY IMAGES_DIR PUZZLE...
set -u
png_summary=$1 images=$2
shift 2
failures=0
for puzzle in "$@"; do
  image=$images/$puzzle.png
  size=$(stat -c %s "$image" 2>/dev/null) || { echo "FAIL: $image is missing"; failures=$((failures + 1)); continue; }
  summary=$("$png_summary" --not-blank "$image" 2>&1)
  if (($? != 0 || size > 204800)); then
    echo "FAIL: $image: $size bytes, $summary"
    failures=$((failures + 1))
  else
    echo "$image: $size bytes, $summary"
  fi
done
((failures == 0))
