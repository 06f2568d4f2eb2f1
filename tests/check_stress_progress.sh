#!/usr/bin/env bash
# Stress's progress on standard error. Off a terminal: a line every 100
# tests ("stress civ: 100 of T tests passed") and nothing else, none while a
# failure shrinks. On a terminal (script(1) gives it one): one line rewritten
# after each test, and one per shrinking step, each run ended by a newline;
# the report on standard output holds no carriage return either way.
# STRESS_OPTIONS, if set, go to stress before the command (split on spaces).
# Usage: check_stress_progress.sh BIN_DIR WRONG_CIV
set -u
bin=$1 wrong=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
failures=0
fail() { failures=$((failures + 1)); echo "FAIL: $*"; }
command -v script >/dev/null || { echo "FAIL: script(1) (util-linux) is missing"; exit 1; }

# Off a terminal, a passing run of 250 random tests.
"$bin/stress" civ --count 250 --seed 1 ${STRESS_OPTIONS:-} -- "$bin/civ" >report 2>progress || fail "our civ failed: $(head -1 report)"
total=$(sed -nE 's/^stress civ: all ([0-9]+) tests passed .*/\1/p' report)
expected=$(for ((k = 100; k <= total; k += 100)); do echo "stress civ: $k of $total tests passed"; done)
[[ -n $total && $(cat progress) == "$expected" ]] || fail "off a terminal, the progress of $total tests was: $(cat progress)"

# Off a terminal, a failure shrunk: no progress line at all.
"$bin/stress" civ --count 300 --seed 1 ${STRESS_OPTIONS:-} -- "$wrong" >report 2>progress
[[ $? -eq 1 ]] || fail "the wrong solution was not caught: $(head -1 report)"
[[ -s progress ]] && fail "off a terminal, shrinking wrote: $(head -3 progress)"

# on_terminal COMMAND: what COMMAND writes to its terminal, every byte (stdout goes to report).
on_terminal() { script -qec "$1 >report" /dev/null </dev/null; echo .; }

screen=$(on_terminal "'$bin/stress' civ --count 5 --seed 1 ${STRESS_OPTIONS:-} -- '$bin/civ'")
screen=${screen%.}
total=$(sed -nE 's/^stress civ: all ([0-9]+) tests passed .*/\1/p' report)
[[ -n $total ]] || fail "on a terminal, our civ failed: $(head -1 report)"
line=
for ((k = 1; k <= total; ++k)); do
  printf -v line '\rstress civ: %d of %d tests passed   ' "$k" "$total"
  [[ $screen == *"$line"* ]] || fail "on a terminal, no progress line for test $k of $total"
done
[[ $screen == *"$line"$'\r\n'* ]] || fail "on a terminal, the progress was not ended by a newline"
grep -q $'\r' report && fail "on a terminal, the report holds a carriage return"

screen=$(on_terminal "'$bin/stress' civ --count 300 --seed 1 ${STRESS_OPTIONS:-} -- '$wrong'")
screen=${screen%.}
[[ $screen == *$'\rstress civ: shrinking, step 1   '* ]] || fail "on a terminal, no line for shrinking step 1"
[[ $screen =~ shrinking,\ step\ [0-9]+\ \ \ $'\r\n' ]] || fail "on a terminal, the shrinking steps were not ended by a newline"
grep -q $'\r' report && fail "on a terminal, the failure's report holds a carriage return"
[[ -s stress-civ-failure.in ]] || fail "on a terminal, no shrunk test was written"
[[ $failures -eq 0 ]] && echo "stress progress: ok"
exit $((failures > 0))
