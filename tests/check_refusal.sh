#!/usr/bin/env bash
# Runs PROGRAM on a malformed input and checks the refusal: exit status 1 (not
# a signal), empty standard output, and a standard error naming the problem.
# Usage: check_refusal.sh PROGRAM INPUT EXPECTED_MESSAGE_FRAGMENT
set -u
program=$1 input=$2 fragment=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$program" "$input" >"$tmp/out" 2>"$tmp/err"
status=$?
if [[ $status -ne 1 ]]; then
  echo "exit status $status (expected 1)"; cat "$tmp/err"; exit 1
fi
if [[ -s "$tmp/out" ]]; then
  echo "standard output is not empty:"; cat "$tmp/out"; exit 1
fi
if ! grep -qF -- "$fragment" "$tmp/err"; then
  echo "standard error does not mention '$fragment':"; cat "$tmp/err"; exit 1
fi
