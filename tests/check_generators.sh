#!/usr/bin/env bash
# Runs a puzzle's generator over its kinds and many seeds: each test must come
# out byte for byte the same on a second run, and pass the puzzle's validator.
# Then compares the SHA-256 of a few fixed generator lines with the values in
# tests/generator_golden.tsv, which pins the bytes across compilers, standard
# libraries and machines (the g++ and the clang++ builds both run this).
# SCALE (percent, default 100) shrinks the number of seeds, for the slow
# sanitized build; the optimised build runs them all.
# Usage: check_generators.sh BIN_DIR PUZZLE GOLDEN_TSV [SCALE]
set -u
bin=$1 puzzle=$2 golden=$3 scale=${4:-100}
seeds() { seq "$1" $(( $1 + ($2 - $1 + 1) * scale / 100 - 1 )); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
generate=$bin/$puzzle-generate validate=$bin/$puzzle-validate
failures=0 tests=0

lines() {
  local seed
  case $puzzle in
    civ)
      for seed in $(seeds 1 30); do
        for kind in random rails roads serpentine far-corner walled open; do echo "--kind $kind --seed $seed --max-size 30"; done
      done
      for m in 1 2 3; do echo "--kind serpentine --seed $m --width 100 --height 100 --m $m"; done ;;
    sokoban)
      for seed in $(seeds 1 50); do
        for kind in random pulled open corridor; do echo "--kind $kind --seed $seed"; done
        echo "--kind on-target --seed $seed|--allow-on-target"
      done ;;
    chameleon)
      local encodings=(utf8 cp1251 cp866 koi8r)
      for seed in $(seeds 0 31); do echo "--kind distance --distance $seed --seed $seed --encoding ${encodings[seed % 4]}"; done
      for seed in $(seeds 1 120); do echo "--kind random --seed $seed --encoding ${encodings[seed % 4]}"; done
      for seed in $(seeds 1 60); do echo "--kind unsolvable --seed $seed --encoding ${encodings[seed % 4]}"; done ;;
  esac
}

while IFS='|' read -r options flags; do
  tests=$((tests + 1))
  # shellcheck disable=SC2086
  if ! "$generate" $options >"$tmp/a" 2>"$tmp/err" || ! "$generate" $options >"$tmp/b"; then
    failures=$((failures + 1)); echo "FAIL $options: generator failed: $(cat "$tmp/err")"; continue
  fi
  if ! cmp -s "$tmp/a" "$tmp/b"; then failures=$((failures + 1)); echo "FAIL $options: two runs differ"; continue; fi
  # shellcheck disable=SC2086
  if ! "$validate" $flags "$tmp/a" 2>"$tmp/err"; then
    failures=$((failures + 1)); echo "FAIL $options: not valid: $(cat "$tmp/err")"
  fi
done < <(lines)

pinned=0
while IFS=$'\t' read -r name options expected; do
  [[ $name == "$puzzle" ]] || continue
  pinned=$((pinned + 1))
  # shellcheck disable=SC2086
  actual=$("$generate" $options | sha256sum | cut -d' ' -f1)
  if [[ $actual != "$expected" ]]; then
    failures=$((failures + 1)); echo "FAIL $puzzle-generate $options: SHA-256 $actual, pinned $expected"
  fi
done <"$golden"

echo "$puzzle-generate: $tests tests generated twice and validated, $pinned pinned by SHA-256, $failures failed"
[[ $tests -ge $((200 * scale / 100)) && $pinned -ge 2 && $failures -eq 0 ]]
