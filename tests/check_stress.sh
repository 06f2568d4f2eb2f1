#!/usr/bin/env bash
# Runs the stress command on another solution, in a scratch folder.
#   pass: every test must pass (exit 0).
#   fail: a failure must be found (exit 1) and shrunk: the report names both
#         answers, the verdict and our walkthrough, and the test written to
#         stress-PUZZLE-failure.in is small (CIV at most 3x3 cells, Sokoban at
#         most 5x5, «Хамелеон» at most 3 moves from the target).
#   fail=TEXT: the same, and the report's first line must hold TEXT.
#   Either way the shrunk test must still fail when the command is run on it
#   and judged again here (shrinking must keep the failure).
# STRESS_OPTIONS, if set, go to stress before the command (split on spaces).
# Usage: check_stress.sh BIN_DIR PUZZLE pass|fail|fail=TEXT COUNT COMMAND [ARGS...]
set -u
bin=$1 puzzle=$2 expect=$3 count=$4
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
# shellcheck disable=SC2086 # STRESS_OPTIONS is a list of words
"$bin/stress" "$puzzle" --count "$count" --seed 1 ${STRESS_OPTIONS:-} -- "$@" >report 2>progress
status=$?
fail() { echo "FAIL: $*"; cat report; exit 1; }
if [[ $expect == pass ]]; then
  [[ $status -eq 0 ]] || fail "exit $status, expected 0"
  grep -qE "^stress $puzzle: all [0-9]+ tests passed \(seed 1\): $count random, [0-9]+ at full size$" report || fail "no summary line"
  cat report
  exit 0
fi
[[ $status -eq 1 ]] || fail "exit $status, expected 1"
if [[ $expect == fail=* ]]; then
  head -1 report | grep -qF -- "${expect#fail=}" || fail "the first line lacks '${expect#fail=}'"
fi
for part in "failed:" "Your output:" "Our answer:" "Verdict:" "Our walkthrough"; do
  grep -q "$part" report || fail "the report lacks '$part'"
done
saved=stress-$puzzle-failure.in
[[ -s $saved ]] || fail "$saved was not written"
read -r first second _ <"$saved"
case $puzzle in
  civ) (( first <= 3 && second <= 3 )) || fail "shrunk only to ${first}x${second}" ;;
  sokoban) (( first <= 5 )) || fail "shrunk only to ${first}x${first}" ;;
  chameleon)
    moves=$("$bin/chameleon" "$saved" | head -1)
    (( moves <= 3 )) || fail "shrunk only to a board $moves moves from the target" ;;
esac
# Judged again here: the command on the shrunk test, against our answer.
timeout 10 "$@" <"$saved" >theirs.out 2>/dev/null
their_status=$?
"$bin/$puzzle" "$saved" >ours.out || fail "our solution refuses the shrunk test"
if [[ $their_status -eq 0 && -s theirs.out ]] && "$bin/$puzzle-check" "$saved" theirs.out ours.out >/dev/null; then
  fail "the command passes on the shrunk test: shrinking lost the failure"
fi
head -4 report
