#!/usr/bin/env bash
# Builds the judge packages into a scratch folder and checks each: the
# statement is there, every line of src/<puzzle>/tests.txt became a test with
# an answer, and the single-file checker compiles alone and accepts test 01.
# Usage: check_package.sh BIN_DIR CXX
set -u
bin=$1 cxx=$2
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
"$root/tools/package.sh" "$bin" "$tmp/package" || fail "tools/package.sh failed"
for puzzle in civ sokoban chameleon; do
  dir=$tmp/package/$puzzle
  [[ -s $dir/statement.md ]] || fail "$puzzle: no statement"
  lines=$(grep -cv '^\(#.*\)\?$' "$root/src/$puzzle/tests.txt")
  tests=$(find "$dir/tests" -name '[0-9][0-9]' | wc -l)
  answers=$(find "$dir/tests" -name '[0-9][0-9].a' | wc -l)
  [[ $tests -eq $lines && $answers -eq $lines ]] || fail "$puzzle: $tests tests and $answers answers for $lines lines"
  mkdir "$tmp/$puzzle-check" && cp "$dir/check.cpp" "$tmp/$puzzle-check/"
  (cd "$tmp/$puzzle-check" && "$cxx" -std=c++17 -O2 -Wall -Wextra -Werror -o check check.cpp) || fail "$puzzle: check.cpp does not compile alone, warning-free"
  verdict=$("$tmp/$puzzle-check/check" "$dir/tests/01" "$dir/tests/01.a" "$dir/tests/01.a") || fail "$puzzle: $verdict"
  echo "$puzzle: $tests tests; the bundled checker says: $verdict"
done
