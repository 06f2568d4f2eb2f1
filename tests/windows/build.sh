#!/usr/bin/env bash
# The Windows build the Windows tests run under wine: the programs, the kit
# and tests/solutions cross-compiled with mingw-w64, with the toolchain file
# and commands docs/contestants.md gives (cmake/mingw-w64.cmake), into BUILD.
# Quiet; the whole log on failure. Without mingw-w64: exit 77 (skipped), or a
# failure when PUZZLES_REQUIRE_JUDGE_TOOLS=1 (CI).
# Usage: build.sh SOURCE_DIR BUILD_DIR
set -u
source_dir=$1 build=$2
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../unavailable.sh"
command -v x86_64-w64-mingw32-g++-posix >/dev/null ||
  unavailable PUZZLES_REQUIRE_JUDGE_TOOLS "this machine lacks x86_64-w64-mingw32-g++-posix (apt-get install g++-mingw-w64-x86-64), so the Windows tools were not built"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$SECONDS
if ! { cmake -S "$source_dir" -B "$build" -DCMAKE_TOOLCHAIN_FILE="$source_dir/cmake/mingw-w64.cmake" -DPUZZLES_WERROR=ON \
         -DPUZZLES_WINDOWS_SOLUTIONS=ON && cmake --build "$build" -j "$(nproc)"; } >"$log" 2>&1; then
  echo "FAIL: the Windows build"
  cat "$log"
  exit 1
fi
echo "the Windows build: $(ls "$build"/bin/*.exe | wc -l) programs in $((SECONDS - start)) s"
