#!/usr/bin/env bash
# The packages' tests' fixture (CTest FIXTURES_SETUP packages): builds the
# Kattis and Polygon packages once, with tools/package.sh, into a folder of
# the build, emptied first, which kit/package, kit/polygon-package,
# kit/package-reproducible and kit/statement-pdf then read side by side;
# it also empties the checks' shared programs (PUZZLES_COMPILED).
# Without pandoc, LuaLaTeX or zip: exit 77 (skipped), or a failure when
# PUZZLES_REQUIRE_JUDGE_TOOLS=1 (CI).
# Usage: make_test_packages.sh BIN_DIR OUT_DIR
set -u
bin=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
source "$here/unavailable.sh"
need_tools PUZZLES_REQUIRE_JUDGE_TOOLS "so no judge package was built" pandoc:pandoc lualatex:texlive-luatex zip:zip unzip:unzip
rm -rf "$out" ${PUZZLES_COMPILED:+"$PUZZLES_COMPILED"} && mkdir -p "$out" || exit 1
"$here/../tools/package.sh" "$bin" "$out" >"$out.log" 2>&1 || { cat "$out.log"; echo "FAIL: tools/package.sh failed"; exit 1; }
echo "packages built in $out"
