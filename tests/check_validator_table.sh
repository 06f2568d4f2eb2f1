#!/usr/bin/env bash
# Runs a puzzle's validator on every row of the puzzle's table of hand-written
# inputs (tests/tables/<puzzle>.tsv, format in check_table.sh). Rows the solver
# refuses, and the quirks it accepts (`accept`), break the statement's strict
# format: the validator must reject each (exit 1, one line on standard error
# naming line and column). Rows marked `accept-strict` follow the strict
# format: the validator must accept them (exit 0, silent).
# Usage: check_validator_table.sh VALIDATOR TABLE
set -u
validator=$1 table=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 rows=0 valid=0
while IFS=$'\t' read -r kind expected input; do
  [[ -z $kind || $kind == \#* ]] && continue
  rows=$((rows + 1))
  printf '%b' "$input" >"$tmp/in"
  "$validator" "$tmp/in" >"$tmp/out" 2>"$tmp/err"
  status=$?
  problem=""
  if [[ $kind == accept-strict ]]; then
    valid=$((valid + 1))
    if [[ $status -ne 0 || -s $tmp/err || -s $tmp/out ]]; then problem="rejected a strict test (exit $status): $(cat "$tmp/err")"; fi
  elif [[ $status -ne 1 ]]; then problem="exit status $status, expected 1: $(cat "$tmp/err")"
  elif [[ $(wc -l <"$tmp/err") -ne 1 ]] || ! grep -qE 'line [0-9]+, column [0-9]+: ' "$tmp/err"; then
    problem="expected one line naming line and column, got: $(cat "$tmp/err")"
  elif [[ -s $tmp/out ]]; then problem="wrote to standard output"
  fi
  if [[ -n $problem ]]; then
    failures=$((failures + 1))
    echo "FAIL [$kind] $input: $problem"
  fi
done <"$table"
echo "$table: $rows rows ($valid strict), $failures failed"
[[ $rows -gt 0 && $valid -gt 0 && $failures -eq 0 ]]
