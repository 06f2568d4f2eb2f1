#!/usr/bin/env bash
# Treats a bundled submission like a judge would: copies it alone into an
# empty directory, checks its size and shape, compiles it with only the
# compiler, and runs every sample of the puzzle through the result.
# Usage: check_submission.sh SUBMISSION SAMPLES_DIR CXX
set -u
submission=$1 samples=$2 cxx=$3
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

size=$(stat -c %s "$submission")
(( size < 65536 )) || fail "$submission is $size bytes, judges take at most 64 KiB"
head -1 "$submission" | grep -qE '^// [a-z]+: single-file submission of src/[a-z]+/main.cpp, built from commit ' ||
  fail "first line: $(head -1 "$submission")"
grep -qE '^\s*#\s*include\s*"' "$submission" && fail "a quoted #include is left"
grep -q '^#line' "$submission" && fail "#line markers"
duplicates=$(grep -E '^#include <' "$submission" | sort | uniq -d)
[[ -z $duplicates ]] || fail "standard headers included twice: $duplicates"

cp "$submission" "$tmp/main.cpp"
(cd "$tmp" && "$cxx" -std=c++17 -O2 -o program main.cpp) || fail "does not compile alone with $cxx"
count=0
for input in "$samples"/*.in; do
  name=${input%.in}
  expected_stderr=()
  [[ -f $name.err ]] && expected_stderr=("$name.err")
  "$here/check_sample.sh" "$tmp/program" "$input" "$name.out" "${expected_stderr[@]}" ||
    fail "sample $(basename "$name")"
  count=$((count + 1))
done
(( count > 0 )) || fail "no samples in $samples"
echo "$(basename "$submission"): $size bytes, $count samples passed with $cxx"
