#!/usr/bin/env bash
# Builds everything and runs every test: once in an optimised build (build/),
# once under AddressSanitizer and UndefinedBehaviorSanitizer (build-asan/).
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

echo "== optimised build (build/) =="
run_suite build -DCMAKE_BUILD_TYPE=Release
echo "== sanitized build (build-asan/) =="
run_suite build-asan -DCMAKE_BUILD_TYPE=Debug -DPUZZLES_SANITIZE=address,undefined
