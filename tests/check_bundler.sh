#!/usr/bin/env bash
# Tests the bundler on the fixtures in tests/bundle: the result compiles and
# runs alone, each header is inlined once without its guard, each standard
# header is included once, includes in comments stay comments (and "/*" in
# a string opens none), #line directives go, and an
# unresolvable include fails with a message naming the file and line.
# Usage: check_bundler.sh BUNDLER FIXTURE_DIR CXX
set -u
bundler=$1 fixtures=$2 cxx=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$bundler" --name fixture --commit test "$fixtures/main.cpp" "$tmp/out.cpp" || fail "bundler exited $?"
count() { grep -cxF -- "$1" "$tmp/out.cpp"; }
[[ $(head -1 "$tmp/out.cpp") == "// fixture: single-file submission of $fixtures/main.cpp, built from commit test" ]] ||
  fail "first line: $(head -1 "$tmp/out.cpp")"
[[ $(count '#include <vector>') == 1 ]] || fail "<vector> not exactly once"
[[ $(count '#include <string>') == 1 ]] || fail "<string> not exactly once"
[[ $(grep -c 'inline int b()' "$tmp/out.cpp") == 1 ]] || fail "b.hpp not inlined exactly once"
[[ $(grep -c 'inline int a()' "$tmp/out.cpp") == 1 ]] || fail "a.hpp not inlined exactly once"
[[ $(grep -c 'inline int c()' "$tmp/out.cpp") == 1 ]] || fail "c.hpp, after a string holding /*, not inlined once"
grep -q 'FIXTURE_A_HPP' "$tmp/out.cpp" && fail "the include guard of a.hpp is still there"
grep -q '#pragma once' "$tmp/out.cpp" && fail "#pragma once is still there"
grep -qxF '#include "does_not_exist.hpp"' "$tmp/out.cpp" || fail "the block comment lost its text"
grep -qxF '// #include "also_missing.hpp"' "$tmp/out.cpp" || fail "the line comment lost its text"
grep -q '^#line' "$tmp/out.cpp" && fail "#line markers"
grep -E '^\s*#\s*include\s*"' "$tmp/out.cpp" | grep -vxF '#include "does_not_exist.hpp"' | grep -q . &&
  fail "a quoted include is left"
mkdir "$tmp/alone" && cp "$tmp/out.cpp" "$tmp/alone/" && cd "$tmp/alone" || exit 1
"$cxx" -std=c++17 -Wall -Wextra -Werror -o fixture out.cpp || fail "does not compile alone"
./fixture || fail "the bundled fixture returned $?"

if "$bundler" --name broken "$fixtures/broken.cpp" "$tmp/broken.cpp" 2>"$tmp/err"; then
  fail "an unresolvable include was accepted"
fi
grep -q 'broken.cpp:3: cannot find "lib/nowhere.hpp"' "$tmp/err" || fail "message: $(cat "$tmp/err")"
[[ -e $tmp/broken.cpp ]] && fail "a half-written output was left behind"
echo "bundler fixtures: ok"
