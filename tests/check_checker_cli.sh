#!/usr/bin/env bash
# The checkers as a judge calls them: PROGRAM-check INPUT OUTPUT ANSWER, one
# line on standard output, the testlib verdict as the exit code (0 accepted,
# 1 wrong answer, 2 presentation error, 3 the checker failed).
# Usage: check_checker_cli.sh BIN_DIR SAMPLES_DIR
set -u
bin=$1 samples=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 cases=0

# expect CODE LINE_PREFIX PROGRAM ARGS...
expect() {
  local code=$1 prefix=$2
  shift 2
  cases=$((cases + 1))
  "$@" >"$tmp/out" 2>/dev/null
  local status=$?
  if [[ $status -ne $code ]] || [[ $(wc -l <"$tmp/out") -ne 1 ]] || [[ $(head -c ${#prefix} "$tmp/out") != "$prefix" ]]; then
    failures=$((failures + 1))
    echo "FAIL ${*##*/}: exit $status (expected $code), output: $(cat "$tmp/out") (expected '$prefix...')"
  fi
}

printf '10/3\n' >"$tmp/civ-wrong"
printf '9/3 extra\n' >"$tmp/civ-malformed"
printf '3\n3 2\n3 3\n' >"$tmp/chameleon-short"
printf '4\n3 2\n3 3\n3 2\n3 3\n' >"$tmp/chameleon-detour"
mkdir "$tmp/folder"
civ_in=$samples/civ/statement.in civ_ans=$samples/civ/statement.out
ch_in=$samples/chameleon/statement.in ch_ans=$samples/chameleon/statement.out

expect 0 "ok: 9/3" "$bin/civ-check" "$civ_in" "$civ_ans" "$civ_ans"
expect 1 "wrong answer: expected 9/3, found 10/3" "$bin/civ-check" "$civ_in" "$tmp/civ-wrong" "$civ_ans"
expect 2 "presentation error: more than one answer" "$bin/civ-check" "$civ_in" "$tmp/civ-malformed" "$civ_ans"
expect 2 "presentation error: cannot read the output" "$bin/civ-check" "$civ_in" "$tmp/missing" "$civ_ans"
expect 3 "FAIL: cannot read the jury answer" "$bin/civ-check" "$civ_in" "$civ_ans" "$tmp/missing"
expect 3 "FAIL: cannot read the input" "$bin/civ-check" "$tmp/folder" "$civ_ans" "$civ_ans"
expect 3 "FAIL: expected 3 arguments, got 2" "$bin/civ-check" "$civ_in" "$civ_ans"
expect 3 "FAIL: expected 3 arguments, got 4" "$bin/civ-check" "$civ_in" "$civ_ans" "$civ_ans" "$civ_ans"
expect 1 "wrong answer: expected 8, found 9" "$bin/sokoban-check" "$civ_in" <(echo 9) <(echo 8)
head -c 17000000 /dev/zero | tr '\0' ' ' >"$tmp/huge"
expect 2 "presentation error: the output is longer than 16777216 bytes" "$bin/civ-check" "$civ_in" "$tmp/huge" "$civ_ans"
expect 0 "ok: a shortest plan of 2 moves" "$bin/chameleon-check" "$ch_in" "$ch_ans" "$ch_ans"
expect 1 "wrong answer: plan has 4 moves, a shortest one has 2" "$bin/chameleon-check" "$ch_in" "$tmp/chameleon-detour" "$ch_ans"
expect 2 "presentation error: the plan announces 3 moves" "$bin/chameleon-check" "$ch_in" "$tmp/chameleon-short" "$ch_ans"
expect 3 "FAIL: a legal plan of 2 moves, shorter than the jury's 4" "$bin/chameleon-check" "$ch_in" "$ch_ans" "$tmp/chameleon-detour"
for puzzle in civ sokoban chameleon; do
  cases=$((cases + 1))
  "$bin/$puzzle-check" --help | grep -q "INPUT OUTPUT ANSWER" || { failures=$((failures + 1)); echo "FAIL $puzzle-check --help"; }
done
echo "checker command lines: $cases cases, $failures failed"
[[ $failures -eq 0 ]]
