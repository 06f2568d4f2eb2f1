#!/usr/bin/env bash
# Runs a checker on every row of its table (tests/tables/<puzzle>-checker.tsv):
# a test, a contestant's output and the jury answer, with the verdict (the
# exit code) and the one line the checker must print on standard output.
# Rows: CASE, EXIT, LINE, INPUT, OUTPUT, ANSWER (the last four in printf %b
# escapes; "(empty)" for an empty file, since read folds empty fields away).
# Usage: check_checker_table.sh CHECKER TABLE
set -u
checker=$1 table=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 rows=0
declare -A verdicts=()
while IFS=$'\t' read -r case_name code line input output answer; do
  [[ -z $case_name || $case_name == \#* ]] && continue
  rows=$((rows + 1))
  verdicts[$code]=1
  for part in input output answer; do
    [[ ${!part} == "(empty)" ]] && : >"$tmp/$part" || printf '%b' "${!part}" >"$tmp/$part"
  done
  printf '%b\n' "$line" >"$tmp/expected"
  "$checker" "$tmp/input" "$tmp/output" "$tmp/answer" >"$tmp/said" 2>"$tmp/err"
  status=$?
  if [[ $status -ne $code ]] || ! cmp -s "$tmp/said" "$tmp/expected" || [[ -s $tmp/err ]]; then
    failures=$((failures + 1))
    echo "FAIL [$case_name]: exit $status, said '$(cat "$tmp/said")' $(cat "$tmp/err"); expected exit $code, '$(cat "$tmp/expected")'"
  fi
done <"$table"
echo "$(basename "$table"): $rows outputs judged, verdicts ${!verdicts[*]} covered, $failures failed"
[[ $rows -gt 0 && ${#verdicts[@]} -eq 4 && $failures -eq 0 ]]
