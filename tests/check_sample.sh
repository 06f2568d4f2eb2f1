#!/usr/bin/env bash
# Runs PROGRAM on a sample input and compares standard output with the
# expected file byte for byte. The exit status must be 0, and standard error
# must equal EXPECTED_STDERR if given, else be empty. Then runs it again with
# --explain and --html PAGE: standard output must not change, an explanation
# must be written, and the page, an HTML document titled with the input
# (skipped with --no-explain, for the brute-force programs and the
# submissions, which have no such flags).
# Usage: check_sample.sh [--no-explain] PROGRAM INPUT EXPECTED [EXPECTED_STDERR]
set -u
explain=yes
if [[ $1 == --no-explain ]]; then explain=no; shift; fi
program=$1 input=$2 expected=$3 expected_stderr=${4:-/dev/null}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$program" "$input" >"$tmp/out" 2>"$tmp/err"
status=$?
if [[ $status -ne 0 ]]; then
  echo "exit status $status (expected 0); stderr:"; cat "$tmp/err"; exit 1
fi
if ! cmp -s "$tmp/out" "$expected"; then
  echo "output differs from $expected:"; diff <(od -c "$expected") <(od -c "$tmp/out") | head -20; exit 1
fi
if ! cmp -s "$tmp/err" "$expected_stderr"; then
  echo "standard error differs from ${4:-nothing}:"; cat "$tmp/err"; exit 1
fi
[[ $explain == yes ]] || exit 0
"$program" --explain --html "$tmp/page.html" "$input" >"$tmp/pictured" 2>"$tmp/explanation"
status=$?
if [[ $status -ne 0 ]] || ! cmp -s "$tmp/pictured" "$expected"; then
  echo "--explain --html changed the answer (exit $status):"; cat "$tmp/pictured"; exit 1
fi
if [[ ! -s "$tmp/explanation" ]] || ! grep -qF "<title>$(basename "$program") — $(basename "$input")</title>" "$tmp/page.html" ||
  [[ $(head -1 "$tmp/page.html") != "<!DOCTYPE html>" ]]; then
  echo "--explain --html: no explanation, or no page titled with the input: $(head -c 300 "$tmp/page.html" 2>&1)"; exit 1
fi
