#!/usr/bin/env bash
# Runs PROGRAM on a sample input and compares standard output with the
# expected file byte for byte; standard error must be empty and the exit 0.
# Usage: check_sample.sh PROGRAM INPUT EXPECTED [EXTRA ARGS...]
set -u
program=$1 input=$2 expected=$3
shift 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$program" "$@" "$input" >"$tmp/out" 2>"$tmp/err"
status=$?
if [[ $status -ne 0 ]]; then
  echo "exit status $status (expected 0); stderr:"; cat "$tmp/err"; exit 1
fi
if ! cmp -s "$tmp/out" "$expected"; then
  echo "output differs from $expected:"; diff <(od -c "$expected") <(od -c "$tmp/out") | head -20; exit 1
fi
if [[ -s "$tmp/err" ]]; then
  echo "unexpected standard error:"; cat "$tmp/err"; exit 1
fi
