#!/usr/bin/env bash
# Builds everything and runs every test twice: optimised with g++ (build/),
# and with clang++ under AddressSanitizer and UndefinedBehaviorSanitizer
# (build-asan/), where the libFuzzer harnesses also run, 60 seconds each
# (PUZZLES_FUZZ_SECONDS overrides). Both builds treat warnings as errors.
# This is the README's test command; .ci/run calls it after installing packages.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

run_suite() {
  local dir=$1
  shift
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
  ctest --test-dir "$dir" --output-on-failure -j "$jobs"
}

echo "== g++, optimised (build/) =="
run_suite build -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release -DPUZZLES_WERROR=ON
echo "== clang++, AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/) =="
run_suite build-asan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug -DPUZZLES_WERROR=ON \
  -DPUZZLES_SANITIZE=address,undefined -DPUZZLES_FUZZ_SECONDS="${PUZZLES_FUZZ_SECONDS:-60}"
echo "== fuzzing: inputs tried per program =="
grep -h '^fuzz: ' build-asan/Testing/Temporary/LastTest.log 2>/dev/null || echo "(no fuzz runs recorded)"
