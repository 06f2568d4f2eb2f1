#!/usr/bin/env bash
# The contest kit's command lines when used wrongly: bad usage is exit 2 with
# one line on standard error (and nothing on standard output), every numeric
# option of stress refused just below its smallest value and taken at it; the package
# command stops (exit 1) at a test that fails validation.
# Usage: check_kit_usage.sh BIN_DIR
set -u
bin=$1
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 cases=0

# expect CODE STDERR_FRAGMENT COMMAND...
expect() {
  local code=$1 fragment=$2
  shift 2
  cases=$((cases + 1))
  "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  local status=$?
  if [[ $status -ne $code ]] || ! grep -qF -- "$fragment" "$tmp/err" || { [[ $code -eq 2 ]] && [[ -s $tmp/out ]]; }; then
    failures=$((failures + 1))
    echo "FAIL ${*##*/}: exit $status (expected $code), stderr: $(head -c 300 "$tmp/err")"
  fi
}

expect 2 "no command after --" "$bin/stress" civ --count 3
expect 2 "the puzzle is civ, sokoban or chameleon" "$bin/stress" tetris -- true
expect 2 "--count takes a whole number from 1" "$bin/stress" civ --count 0 -- true
expect 2 "--time-limit takes seconds" "$bin/stress" civ --time-limit -1 -- true
expect 2 "--seed takes a whole number from 0 to 10^12" "$bin/stress" civ --seed 10000000000000 -- true
expect 2 "unexpected argument --colour" "$bin/stress" civ --colour red -- true
expect 2 "--count takes a whole number from 1" "$bin/stress" civ --count 2.5 -- true
expect 2 "--count takes a whole number from 1 to 1000000" "$bin/stress" civ --count 1000001 -- true
expect 2 "--memory-limit takes MiB, a whole number from 1 to 65536" "$bin/stress" civ --memory-limit 0 -- true
expect 2 "--jobs takes a whole number from 1 to 256" "$bin/stress" civ --jobs 0 -- true
expect 2 "--max-size for civ takes 3 to 100" "$bin/stress" civ --max-size 2 -- true
expect 2 "--max-size for sokoban takes 4 to 10" "$bin/stress" sokoban --max-size 11 -- true
expect 2 "--max-size is for civ and sokoban: every «Хамелеон» board is 3x3" "$bin/stress" chameleon --max-size 3 -- true
expect 2 "--encoding is for chameleon only" "$bin/stress" civ --encoding cp1251 -- true
expect 2 "--encoding takes utf8, cp1251, cp866, koi8r or all" "$bin/stress" chameleon --encoding latin1 -- true
# Every numeric option of stress at its smallest accepted value and just
# below it: below, exit 2 naming the option; at the bound, the option is taken
# and the next argument is the one refused (an unknown --colour), so no test runs.
while IFS='|' read -r puzzle option smallest below message; do
  expect 2 "$message" "$bin/stress" "$puzzle" "$option" "$below" -- true
  expect 2 "unexpected argument --colour" "$bin/stress" "$puzzle" "$option" "$smallest" --colour red -- true
done <<'BOUNDS'
civ|--count|1|0|--count takes a whole number from 1 to 1000000
civ|--seed|0|-1|--seed takes a whole number from 0 to 10^12
civ|--time-limit|0.001|0.0009|--time-limit takes seconds, from 0.001 to 3600
civ|--wall-limit|0.001|0.0009|--wall-limit takes seconds, from 0.001 to 36000
civ|--memory-limit|1|0|--memory-limit takes MiB, a whole number from 1 to 65536
civ|--max-size|3|2|--max-size for civ takes 3 to 100
sokoban|--max-size|4|3|--max-size for sokoban takes 4 to 10
civ|--jobs|1|0|--jobs takes a whole number from 1 to 256
civ|--shrink-seconds|0|-0.001|--shrink-seconds takes seconds, from 0 to 3600
BOUNDS
# A command that cannot start is said at once, with a hint where "./" is missing.
touch "$tmp/my_civ" && chmod +x "$tmp/my_civ"
cd "$tmp" || exit 1
expect 2 "stress: cannot start my_civ: not found in PATH (to run the file here, write ./my_civ)" "$bin/stress" civ -- my_civ
cd "$OLDPWD" || exit 1
expect 2 "stress: cannot start no-such-solver-here: not found in PATH" "$bin/stress" civ -- no-such-solver-here
expect 2 "stress: cannot start $tmp/absent: No such file or directory" "$bin/stress" civ -- "$tmp/absent"
touch "$tmp/not_executable"
expect 2 "stress: cannot start $tmp: it is a folder" "$bin/stress" civ -- "$tmp"
expect 2 "stress: cannot start $tmp/not_executable: Permission denied" "$bin/stress" civ -- "$tmp/not_executable"
expect 2 "--seed is required" "$bin/civ-generate" --kind open
expect 2 "--kind takes one of random, pulled, open, corridor, on-target, not 'maze'" "$bin/sokoban-generate" --seed 1 --kind maze
expect 2 "--distance takes a number from 0 to 31, not '32'" "$bin/chameleon-generate" --seed 1 --kind distance --distance 32
expect 2 "option --colour is unknown or does not apply" "$bin/civ-generate" --seed 1 --colour red
expect 2 "expected --name value pairs" "$bin/civ-generate" --seed
expect 2 "unknown option --strict" "$bin/civ-validate" --strict
expect 2 "cannot read $tmp/missing: No such file or directory" "$bin/sokoban-validate" "$tmp/missing"
expect 2 "too many arguments" "$bin/chameleon-validate" a b

# A test set whose line makes an invalid test stops the package command.
mkdir -p "$tmp/repo/src/civ" "$tmp/repo/tools"
cp "$root/tools/package.sh" "$tmp/repo/tools/"
cp "$root/src/civ/"*.cpp "$root/src/civ/statement.md" "$tmp/repo/src/civ/"
cp -r "$root/src/common" "$tmp/repo/src/"
echo "--kind open --seed 1 --width 1" >"$tmp/repo/src/civ/tests.txt"
expect 1 "package: civ test 1: civ-generate --kind open --seed 1 --width 1 failed" "$tmp/repo/tools/package.sh" "$bin" "$tmp/package" civ
mkdir -p "$tmp/repo/samples/civ"
cp "$root/samples/civ/worked1_turn_end_in_hills.in" "$tmp/repo/samples/civ/"
echo "sample worked1_turn_end_in_hills" >"$tmp/repo/src/civ/tests.txt"
expect 1 "package: civ test 1 (sample worked1_turn_end_in_hills) is not valid" "$tmp/repo/tools/package.sh" "$bin" "$tmp/package" civ
expect 1 "line 1, column 3: H = 1 is outside 2..100" "$tmp/repo/tools/package.sh" "$bin" "$tmp/package" civ
echo "usage: kit command lines: $cases cases, $failures failed"
[[ $failures -eq 0 ]]
