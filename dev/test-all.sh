#!/usr/bin/env bash
# The README's test command: builds everything and runs every test
# optimised with g++ (build/), then every test that runs our C++ again with
# clang++ under AddressSanitizer and UndefinedBehaviorSanitizer (build-asan/;
# not those labelled other-tools), where the libFuzzer harnesses run
# too (60 s each; PUZZLES_FUZZ_SECONDS overrides). Warnings are errors.
# At the end a guard checks that the tests changed nothing outside the build
# and scratch folders (/dev/null, /dev/full, the source tree's git status).
# A line per phase; failures in full; the last line "N passed, M failed".
#   --fast     the optimised build and its tests alone (daily work)
#   --no-fuzz  both builds and their tests, no fuzzing
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
mode=all
case ${1:-} in
  --fast) mode=fast ;;
  --no-fuzz) mode=no-fuzz ;;
  "") ;;
  *) echo "usage: dev/test-all.sh [--fast | --no-fuzz]" >&2; exit 2 ;;
esac
jobs=$(nproc 2>/dev/null || echo 2)
fuzz_seconds=${PUZZLES_FUZZ_SECONDS:-60}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS
passed=0 failed=0 skipped=0
dev/machine_guard.sh snapshot "$logs/guard" . || exit 2

elapsed() { local s=$(( $1 )); (( s >= 60 )) && echo "$((s / 60)) min $((s % 60)) s" || echo "$s s"; }

# build NAME DIR CMAKE_ARGS...: configures and builds quietly; the whole log on failure.
build() {
  local name=$1 dir=$2 start=$SECONDS
  shift 2
  printf '%-44s' "build $name ($dir/)"
  if cmake -S . -B "$dir" "$@" >"$logs/$name.build" 2>&1 && cmake --build "$dir" -j "$jobs" >>"$logs/$name.build" 2>&1; then
    echo "done in $(elapsed SECONDS-start)"
    return 0
  fi
  echo "FAILED"
  cat "$logs/$name.build"
  failed=$((failed + 1))
  return 1
}

# run_tests NAME DIR CTEST_ARGS...: runs CTest quietly, counts, prints failures in full.
run_tests() {
  local name=$1 dir=$2 start=$SECONDS summary total failures
  shift 2
  printf '%-44s' "tests $name"
  ctest --test-dir "$dir" -j "$jobs" --no-tests=error "$@" >"$logs/$name.tests" 2>&1
  summary=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$logs/$name.tests")
  if [[ -z $summary ]]; then
    echo "NO RESULT"
    cat "$logs/$name.tests"
    failed=$((failed + 1))
    return
  fi
  total=${summary##* out of }
  failures=$(sed -E 's/.* ([0-9]+) tests? failed.*/\1/' <<<"$summary")
  # CTest counts a skipped test (exit 77, no browser) as passed: not here.
  skips=$(grep -c '(Skipped)$' "$logs/$name.tests")
  passed=$((passed + total - failures - skips))
  failed=$((failed + failures))
  skipped=$((skipped + skips))
  echo "$((total - failures - skips)) passed, $failures failed$( ((skips > 0)) && echo ", $skips skipped") in $(elapsed SECONDS-start)"
  if ((skips > 0)); then
    grep '(Skipped)$' "$logs/$name.tests" | sed -E 's/^[[:space:]]*[0-9]+ - /    skipped: /'
    grep -h '^SKIPPED: ' "$dir/Testing/Temporary/LastTest.log" 2>/dev/null | sort -u | sed 's/^/    /'
  fi
  if (( failures > 0 )); then
    ctest --test-dir "$dir" --rerun-failed --output-on-failure 2>&1 | sed 's/^/    /'
  fi
}

if build g++ build -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release -DPUZZLES_WERROR=ON -DPUZZLES_TESTS=ON; then
  run_tests "g++ (optimised)" build
fi
# The sanitized build's options (dev/mutate.py reads this line too).
sanitized_options=(-DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug -DPUZZLES_WERROR=ON -DPUZZLES_TESTS=ON -DPUZZLES_SANITIZE=address,undefined)
if [[ $mode != fast ]] &&
  build "clang++ sanitized" build-asan "${sanitized_options[@]}" -DPUZZLES_FUZZ_SECONDS="$fuzz_seconds"; then
  # Only the tests that run our C++: those whose subject is another tool
  # (label other-tools: the browser, the judges' compilers, LuaLaTeX, the
  # docs) ran in the optimised build and gain nothing from the sanitizers.
  run_tests "clang++ sanitized" build-asan -LE "fuzz|other-tools"
  if [[ $mode == all ]]; then
    echo "fuzz: 3 programs x $fuzz_seconds s, side by side (about $(elapsed fuzz_seconds + 5))"
    run_tests "fuzzers" build-asan -L fuzz -j 3
    grep -h '^fuzz: ' build-asan/Testing/Temporary/LastTest.log 2>/dev/null | sed 's/^/    /'
  fi
fi
printf '%-44s' "guard (/dev/null, /dev/full, source tree)"
if dev/machine_guard.sh check "$logs/guard" >"$logs/guard.report"; then
  echo "unchanged"
else
  echo "CHANGED"
  sed 's/^/    /' "$logs/guard.report"
  failed=$((failed + 1))
fi
echo "total time: $(elapsed SECONDS-started)"
echo "$passed passed, $failed failed$( ((skipped > 0)) && echo ", $skipped skipped")"
(( failed == 0 ))
