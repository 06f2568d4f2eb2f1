#!/usr/bin/env bash
# Builds a judge package per puzzle (Polygon-like), from the built programs:
#   OUT_DIR/<puzzle>/statement.md       the statement
#   OUT_DIR/<puzzle>/tests/01, 01.a ... the tests of src/<puzzle>/tests.txt, each passed
#                                       through the validator, answers by our solution
#   OUT_DIR/<puzzle>/tests.txt          the lines that made them
#   OUT_DIR/<puzzle>/check.cpp, solution.cpp, validate.cpp, generate.cpp
#                                       single-file sources (g++ -std=c++17 builds each)
# Stops with exit 1 at the first test that fails validation or whose answer
# our checker does not accept.
# Usage: tools/package.sh BIN_DIR OUT_DIR [PUZZLE...]   (default: all three)
set -euo pipefail
bin=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
puzzles=("$@")
(( ${#puzzles[@]} > 0 )) || puzzles=(civ sokoban chameleon)
commit=$(git -C "$root" describe --always --dirty --abbrev=12 2>/dev/null || echo unknown)
die() { echo "package: $*" >&2; exit 1; }

for puzzle in "${puzzles[@]}"; do
  [[ -f $root/src/$puzzle/tests.txt ]] || die "no puzzle $puzzle"
  dir=$out/$puzzle
  rm -rf "$dir"
  mkdir -p "$dir/tests"
  cp "$root/src/$puzzle/statement.md" "$root/src/$puzzle/tests.txt" "$dir/"
  for program in check validate generate main; do
    name=$program
    [[ $program == main ]] && name=solution
    (cd "$root" && "$bin/bundler" --name "$puzzle-$name" --commit "$commit" "src/$puzzle/$program.cpp" "$dir/$name.cpp")
  done
  number=0
  while read -r line; do
    [[ -z $line || $line == \#* ]] && continue
    number=$((number + 1))
    test=$dir/tests/$(printf '%02d' "$number")
    if [[ $line == sample\ * ]]; then
      cp "$root/samples/$puzzle/${line#sample }.in" "$test"
    else
      # shellcheck disable=SC2086
      "$bin/$puzzle-generate" $line >"$test" || die "$puzzle test $number: $puzzle-generate $line failed"
    fi
    "$bin/$puzzle-validate" "$test" || die "$puzzle test $number ($line) is not valid"
    "$bin/$puzzle" "$test" "$test.a" || die "$puzzle test $number: our solution failed"
    "$bin/$puzzle-check" "$test" "$test.a" "$test.a" >/dev/null || die "$puzzle test $number: the checker rejects our answer"
  done <"$root/src/$puzzle/tests.txt"
  echo "$puzzle: $number tests, validated and answered, in $dir"
done
