#!/usr/bin/env bash
# Runs PROGRAM on every row of a table of hand-written inputs and checks it,
# each input once as a file and once on standard input (PROGRAM -).
# Rows are tab-separated: KIND, EXPECTED, INPUT (INPUT in printf %b escapes:
# \n, \r, \t, \xHH, \\). Lines starting with '#' and empty lines are skipped.
#   refuse  FRAGMENT  INPUT   exit 1 (not a signal), empty stdout, FRAGMENT in stderr
#   accept  ANSWER    INPUT   exit 0, stdout = ANSWER + "\n" (ANSWER also in %b), empty stderr
#   accept-strict ...         the same, for an input that also follows the statement's
#                             strict format (check_validator_table.sh: the validator accepts it)
# Usage: check_table.sh PROGRAM TABLE
set -u
program=$1 table=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 rows=0
while IFS=$'\t' read -r kind expected input; do
  [[ -z $kind || $kind == \#* ]] && continue
  rows=$((rows + 1))
  printf '%b' "$input" >"$tmp/in"
  # Each row twice: the input named as a file, and on standard input ("-").
  for source in file stdin; do
    if [[ $source == file ]]; then
      "$program" "$tmp/in" >"$tmp/out" 2>"$tmp/err"
    else
      "$program" - <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
    fi
    status=$?
    problem=""
    case $kind in
      refuse)
        if [[ $status -ne 1 ]]; then problem="exit status $status, expected 1"
        elif [[ -s $tmp/out ]]; then problem="standard output is not empty: $(head -c 200 "$tmp/out")"
        elif ! grep -qF -- "$expected" "$tmp/err"; then problem="stderr lacks '$expected': $(cat "$tmp/err")"
        fi ;;
      accept | accept-strict)
        printf '%b\n' "$expected" >"$tmp/expected"
        if [[ $status -ne 0 ]]; then problem="exit status $status: $(cat "$tmp/err")"
        elif ! cmp -s "$tmp/out" "$tmp/expected"; then problem="answer $(head -c 200 "$tmp/out"), expected $expected"
        elif [[ -s $tmp/err ]]; then problem="unexpected stderr: $(cat "$tmp/err")"
        fi ;;
      *) problem="unknown row kind '$kind'" ;;
    esac
    if [[ -n $problem ]]; then
      failures=$((failures + 1))
      echo "FAIL [$kind, from $source] $input: $problem"
    fi
  done
done <"$table"
echo "$table: $rows rows, $failures failed"
[[ $rows -gt 0 && $failures -eq 0 ]]
