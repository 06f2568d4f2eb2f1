#!/usr/bin/env bash
# Runs a validator on every row of its rule table (tests/tables/<puzzle>-validator.tsv):
# one-edit variants of valid tests, each naming the statement's rule it breaks.
# A row marked `valid` must be accepted (exit 0, silent); every other row must be
# refused with exit 1, nothing on standard output, and exactly the message the
# row gives (after "PROGRAM: FILE: ") as the one line on standard error.
# Rows: RULE, FLAGS (- for none), EXPECTED, INPUT (printf %b escapes).
# Usage: check_validator_rules.sh VALIDATOR TABLE
set -u
validator=$1 table=$2
name=$(basename "$validator")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 rows=0 valid=0
while IFS=$'\t' read -r rule flags expected input; do
  [[ -z $rule || $rule == \#* ]] && continue
  rows=$((rows + 1))
  printf '%b' "$input" >"$tmp/test.in"
  args=()
  [[ $flags == - ]] || args=($flags)
  "$validator" "${args[@]}" "$tmp/test.in" >"$tmp/out" 2>"$tmp/err"
  status=$?
  if [[ $expected == valid ]]; then
    valid=$((valid + 1))
    [[ $status -eq 0 && ! -s $tmp/out && ! -s $tmp/err ]] && continue
    problem="refused a valid test (exit $status): $(cat "$tmp/err")"
  elif [[ $status -ne 1 ]]; then problem="exit $status, expected 1: $(cat "$tmp/err")"
  elif [[ -s $tmp/out ]]; then problem="wrote to standard output"
  elif [[ $(cat "$tmp/err") != "$name: $tmp/test.in: $expected" ]]; then
    problem="said '$(cat "$tmp/err")', expected '$expected'"
  else
    continue
  fi
  failures=$((failures + 1))
  echo "FAIL [$rule]: $problem"
done <"$table"
echo "$(basename "$table"): $rows rules ($valid valid tests), $failures failed"
[[ $rows -gt 0 && $valid -gt 0 && $failures -eq 0 ]]
