#!/usr/bin/env bash
# Every message with a count says "1 row", "2 rows". Two scans: the sources
# of every program (src/, tools/, dev/) for a count written next to a plural noun
# without judge::count_of, which picks the form ("N moves" after to_string
# or a stream's <<); then the messages themselves, for a "1" before a plural
# noun, printed by each program on inputs whose counts are 1: a map, a
# matrix and a board one row long, a one-cell board row, a one-move plan
# judged and explained.
# Usage: check_plurals.sh REPOSITORY BIN_DIR
set -u
root=$1 bin=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# Words ending in "s" that follow a count and are no plural noun.
verbs='is|has|was|as|plus|its|this|ends'

while IFS= read -r hit; do
  fail "a count before a plural noun, not written by judge::count_of: $hit"
done < <(grep -rnP '(to_string\([^;]*?\)\s*\+|<<\s*[A-Za-z_][\w.()>\[\]-]*\s*<<)\s*"\s*(?!(?:'"$verbs"')\b)[a-z]+s\b' \
           "$root/src" "$root/tools" "$root/dev" --include='*.cpp' --include='*.hpp')

# run NAME PROGRAM ARGS... < INPUT: its standard output and error, kept to scan.
run() {
  local name=$1
  shift
  "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
}
printf '3 2 1 1 3 1 1\n1.1.1.\n' >"$tmp/civ.in"
run civ-one-row "$bin/civ" "$tmp/civ.in"
printf '4\n0 0\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n' >"$tmp/sokoban.in"
run sokoban-one-row "$bin/sokoban" "$tmp/sokoban.in"
printf 'ХАМ\n' >"$tmp/board.in"
run chameleon-one-row "$bin/chameleon" "$tmp/board.in"
printf 'Х\nЕЛЕ\nОН \n' >"$tmp/short-row.in"
run chameleon-validate-one-cell "$bin/chameleon-validate" "$tmp/short-row.in"
printf 'ХАМ\nЕЛЕ\nО Н\n' >"$tmp/one-move.in"
"$bin/chameleon" "$tmp/one-move.in" >"$tmp/one-move.ans"
run chameleon-explain "$bin/chameleon" --explain --html "$tmp/page.html" "$tmp/one-move.in"
run chameleon-check "$bin/chameleon-check" "$tmp/one-move.in" "$tmp/one-move.ans" "$tmp/one-move.ans"
printf 'Нет решения\n' >"$tmp/none.out"
run chameleon-check-none "$bin/chameleon-check" "$tmp/one-move.in" "$tmp/none.out" "$tmp/one-move.ans"
[[ $(cat "$tmp/one-move.ans") == $'1\n3 3' ]] || fail "the one-move board's answer is $(cat "$tmp/one-move.ans")"
for expected in "civ-one-row.err:the map has 1 row of the H = 2 promised" "sokoban-one-row.err:the matrix has 1 row, n = 4" \
  "chameleon-one-row.err:the board has 1 row, 3 are needed" "chameleon-validate-one-cell.err:the row has 1 cell, 3 are needed" \
  "chameleon-check.out:a shortest plan of 1 move" "chameleon-check-none.out:expected a plan of 1 move" \
  "chameleon-explain.err:1 move to the target"; do
  grep -qF -- "${expected#*:}" "$tmp/${expected%%:*}" || fail "${expected%%:*} does not say '${expected#*:}': $(cat "$tmp/${expected%%:*}")"
done
while IFS= read -r hit; do
  fail "a plural after 1: $hit"
done < <(grep -HnP '(?<![\d.,/])1 (?!(?:'"$verbs"')\b)[a-z]+s\b' "$tmp"/*.out "$tmp"/*.err "$tmp/page.html" | sed "s|$tmp/||")
echo "plurals: $failures failed"
(( failures == 0 ))
