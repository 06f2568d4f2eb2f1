#!/usr/bin/env bash
# Treats a bundled submission like a judge would: copies it alone into an
# empty directory, checks its size and shape, compiles it with only the
# compiler (-Wall -Wextra as errors: a judge's warnings must find nothing),
# and runs every sample through the result. It must hold what the puzzle's
# judge run uses and nothing else: no --explain, --html or
# --help (both are unknown options there), no Cyrillic decoding outside
# «Хамелеон», no grid outside CIV, no relative path pointing elsewhere.
# Usage: check_submission.sh SUBMISSION SAMPLES_DIR CXX MAX_BYTES
set -u
submission=$1 samples=$2 cxx=$3 max_bytes=$4
puzzle=$(basename "$submission" .cpp)
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

size=$(stat -c %s "$submission")
(( size <= max_bytes )) || fail "$submission is $size bytes, more than the $max_bytes allowed"
for dead in explain walkthrough "--help" html picture "submission: leave out"; do
  grep -qF -- "$dead" "$submission" && fail "holds '$dead': $(grep -nF -- "$dead" "$submission" | head -3)"
done
# Its includes are inlined, so no path in it may climb out of a folder.
grep -n '\.\./' "$submission" && fail "a relative path that points outside the submission"
[[ $puzzle == chameleon ]] || ! grep -q 'decode_russian_text\|Encoding' "$submission" || fail "holds Cyrillic decoding"
[[ $puzzle == civ ]] || ! grep -q 'class Grid\|kSteps8' "$submission" || fail "holds the grid"
head -1 "$submission" | grep -qE '^// [a-z]+: single-file submission of src/[a-z]+/main.cpp, built from commit ' ||
  fail "first line: $(head -1 "$submission")"
grep -qE '^\s*#\s*include\s*"' "$submission" && fail "a quoted #include is left"
grep -q '^#line' "$submission" && fail "#line markers"
duplicates=$(grep -E '^#include <' "$submission" | sort | uniq -d)
[[ -z $duplicates ]] || fail "standard headers included twice: $duplicates"

cp "$submission" "$tmp/main.cpp"
(cd "$tmp" && "$cxx" -std=c++17 -O2 -Wall -Wextra -Werror -o program main.cpp) || fail "does not compile alone, warning-free, with $cxx"
count=0
for input in "$samples"/*.in; do
  name=${input%.in}
  expected_stderr=()
  [[ -f $name.err ]] && expected_stderr=("$name.err")
  "$here/check_sample.sh" --no-explain "$tmp/program" "$input" "$name.out" "${expected_stderr[@]}" ||
    fail "sample $(basename "$name")"
  count=$((count + 1))
done
(( count > 0 )) || fail "no samples in $samples"
for option in --explain --html --help; do
  "$tmp/program" "$option" "$samples/$(ls "$samples" | grep -m1 '\.in$')" >/dev/null 2>"$tmp/err"
  status=$?
  [[ $status -eq 2 ]] && grep -q "unknown option $option" "$tmp/err" || fail "$option: exit $status, $(cat "$tmp/err")"
done
echo "$(basename "$submission"): $size bytes, $count samples passed with $cxx"
