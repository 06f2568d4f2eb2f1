#!/usr/bin/env bash
# A program's input cap, at its boundary (docs/contestants.md: civ 1 MiB,
# sokoban and chameleon 64 KiB): a sample padded with blank lines to exactly
# CAP bytes is answered as the sample is, from a named file and from
# standard input; one byte more is refused, exit 1, nothing on standard output.
# Usage: check_input_cap.sh PROGRAM CAP SAMPLE.in SAMPLE.out
set -u
program=$1 cap=$2 sample=$3 expected=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
size=$(stat -c %s "$sample")
{ cat "$sample"; head -c $((cap - size)) /dev/zero | tr '\0' '\n'; } >"$tmp/at_cap.in"
{ cat "$tmp/at_cap.in"; echo; } >"$tmp/past_cap.in"
[[ $(stat -c %s "$tmp/at_cap.in") == "$cap" ]] || fail "the padded input is not $cap bytes"

"$program" "$tmp/at_cap.in" >"$tmp/out" 2>"$tmp/err" || fail "exactly $cap bytes from a file: exit $?: $(cat "$tmp/err")"
cmp -s "$tmp/out" "$expected" || fail "exactly $cap bytes from a file: answered '$(head -c 80 "$tmp/out")'"
"$program" <"$tmp/at_cap.in" >"$tmp/out" 2>"$tmp/err" || fail "exactly $cap bytes on standard input: exit $?: $(cat "$tmp/err")"
cmp -s "$tmp/out" "$expected" || fail "exactly $cap bytes on standard input: answered '$(head -c 80 "$tmp/out")'"

for source in file stdin; do
  if [[ $source == file ]]; then "$program" "$tmp/past_cap.in" >"$tmp/out" 2>"$tmp/err"; else "$program" <"$tmp/past_cap.in" >"$tmp/out" 2>"$tmp/err"; fi
  code=$?
  [[ $code == 1 ]] || fail "$((cap + 1)) bytes ($source): exit $code, not 1"
  [[ -s $tmp/out ]] && fail "$((cap + 1)) bytes ($source): standard output holds '$(head -c 80 "$tmp/out")'"
  grep -q "longer than $cap bytes" "$tmp/err" || fail "$((cap + 1)) bytes ($source): the message is '$(cat "$tmp/err")'"
  [[ $(wc -l <"$tmp/err") == 1 ]] || fail "$((cap + 1)) bytes ($source): $(wc -l <"$tmp/err") lines on standard error, not one"
done
echo "input cap $cap of $(basename "$program"): $failures failed"
(( failures == 0 ))
