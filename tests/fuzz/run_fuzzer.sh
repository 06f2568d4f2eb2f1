#!/usr/bin/env bash
# Runs one libFuzzer harness for a bounded time, starting from the puzzle's
# samples, and prints how many inputs it tried. A crash fails the test and
# leaves the input in the working directory (crash-*), to become a table row.
# Usage: run_fuzzer.sh HARNESS SAMPLES_DIR SECONDS [SAMPLE_LEFT_OUT.in ...]
set -u
harness=$1 samples=$2 seconds=$3
shift 3
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
cp "$samples"/*.in "$corpus"/
for left_out in "$@"; do
  rm "$corpus/$left_out" || exit 1
done
"$harness" -max_total_time="$seconds" -seed=1 -max_len=12000 -timeout=10 -print_final_stats=1 \
  "$corpus" >"$corpus/log" 2>&1
status=$?
runs=$(sed -nE 's/^Done ([0-9]+) runs in ([0-9]+) second.*/\1 runs in \2 s/p' "$corpus/log")
echo "fuzz: $(basename "$harness"): ${runs:-no completed run}${1:+ (seeds left out: $*)}"
if [[ $status -ne 0 ]]; then
  tail -40 "$corpus/log"
  exit 1
fi
