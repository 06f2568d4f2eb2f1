#!/usr/bin/env bash
# Tests the bundler on the fixtures in tests/bundle: the result compiles and
# runs alone, each header is inlined once without its guard (and a pair of
# #ifndef/#define naming different macros is no guard), each standard header
# is included once, includes in comments stay comments (and "/*" in a string
# opens none), a one-letter header name is followed, #line directives go,
# comment lines after a file's opening comment and trailing comments go (not
# "//" inside literals), the region between the leave-out markers goes,
# tricky literals come out whole
# (literals.cpp) and blank runs become one line, and every error (an
# unresolvable include or one naming a folder, one naming nothing or an
# empty name, a marker unmatched, unclosed or doubled) fails with exit 1 and a
# message naming the file and line, leaving no output file.
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
[[ $(grep -c 'inline int z()' "$tmp/out.cpp") == 1 ]] || fail "z, a one-letter header name, not inlined once"
grep -q 'FIXTURE_A_HPP' "$tmp/out.cpp" && fail "the include guard of a.hpp is still there"
grep -q '#pragma once' "$tmp/out.cpp" && fail "#pragma once is still there"
grep -qxF '#include "does_not_exist.hpp"' "$tmp/out.cpp" || fail "the block comment lost its text"
grep -q 'also_missing' "$tmp/out.cpp" && fail "a comment line after the code started was kept"
grep -q 'the quote opens\|a trailing comment\|after the code started' "$tmp/out.cpp" && fail "a comment was kept"
grep -qxF 'const char* const kUrl = "http://example.org";' "$tmp/out.cpp" || fail "the string holding // was cut, or its comment kept"
grep -qxF "const char kQuote = '\"';" "$tmp/out.cpp" || fail "the line after a quote character: $(grep kQuote "$tmp/out.cpp")"
grep -q 'comments after the code starts' "$tmp/out.cpp" || fail "main.cpp lost its opening comment"
grep -q 'Bundler fixture: a header that includes another' "$tmp/out.cpp" || fail "a.hpp lost its opening comment"
grep -q 'kLeftOut\|<map>\|submission: leave out' "$tmp/out.cpp" && fail "the leave-out region, or a marker, was kept"
for directive in '#ifndef FIXTURE_D_HPP' '#define FIXTURE_D_OTHER_NAME' '#endif'; do
  grep -qxF "$directive" "$tmp/out.cpp" || fail "d.hpp's '$directive' was dropped: it is no include guard"
done
grep -q '^#line' "$tmp/out.cpp" && fail "#line markers"
grep -E '^\s*#\s*include\s*"' "$tmp/out.cpp" | grep -vxF '#include "does_not_exist.hpp"' | grep -q . &&
  fail "a quoted include is left"
mkdir "$tmp/alone" && cp "$tmp/out.cpp" "$tmp/alone/" && cd "$tmp/alone" || exit 1
"$cxx" -std=c++17 -Wall -Wextra -Werror -o fixture out.cpp || fail "does not compile alone"
./fixture || fail "the bundled fixture returned $?"

# Literals that hold comment markers, escapes and raw strings (literals.cpp):
# each kept whole and its trailing // comment gone (a raw string's line is
# kept as it is), runs of blank lines made one, and the values still right.
"$bundler" --name literals --commit test "$fixtures/literals.cpp" "$tmp/literals.cpp" || fail "literals.cpp: bundler exited $?"
while IFS= read -r expected; do
  grep -qxF -- "$expected" "$tmp/literals.cpp" || fail "literals.cpp: the line '$expected' did not come out whole"
done <<'LINES'
const char* const kEscapedQuote = "a\"//b";
const char* const kRawDelimited = R"x(a)" // b)x";
const char* const kBlockInString = "/* not a comment */";
const char* const kBackslashLast = "a\\";
LINES
grep -qF 'const char* const kRaw = R"(a" // b)";' "$tmp/literals.cpp" || fail "literals.cpp: the raw string was cut"
awk 'prev == "" && $0 == "" && NR > 1 { found = 1 } { prev = $0 } END { exit !found }' "$tmp/literals.cpp" &&
  fail "literals.cpp: two blank lines in a row were kept"
(cd "$tmp" && "$cxx" -std=c++17 -Wall -Wextra -Werror -o literals literals.cpp && ./literals) ||
  fail "literals.cpp bundled does not compile alone or holds other values"

# refused FIXTURE MESSAGE: exit 1 with the one line "bundler: FIXTURES/MESSAGE"
# (the fixture's real path), and an output file that was there is gone.
refused() {
  echo "a stale bundle" >"$tmp/refused.cpp"
  "$bundler" --name broken "$fixtures/$1" "$tmp/refused.cpp" 2>"$tmp/err"
  local status=$? expected
  expected="bundler: $(cd "$fixtures" && pwd -P)/$2"
  [[ $status -eq 1 ]] || fail "$1: exit $status, expected 1"
  [[ $(cat "$tmp/err") == "$expected" ]] || fail "$1: message '$(cat "$tmp/err")', expected '$expected'"
  [[ -e $tmp/refused.cpp ]] && fail "$1: an output file was left behind"
}
refused broken.cpp 'broken.cpp:3: cannot find "lib/nowhere.hpp"'
refused marker_unmatched.cpp 'marker_unmatched.cpp:3: unmatched "// submission: leave out to here"'
refused marker_twice.cpp 'marker_twice.cpp:4: unmatched "// submission: leave out from here"'
refused include_folder.cpp 'include_folder.cpp:3: cannot find "lib"'
refused include_nothing.cpp 'include_nothing.cpp:3: an include that names no file'
refused include_empty.cpp 'include_empty.cpp:3: cannot understand the include ""'
refused include_empty_system.cpp 'include_empty_system.cpp:3: cannot understand the include <>'
refused marker_unclosed.cpp 'marker_unclosed.cpp: "// submission: leave out from here" is never closed'
"$bundler" --name only-one "$fixtures/main.cpp" >/dev/null 2>"$tmp/err"
[[ $? -eq 2 ]] && grep -q '^usage: bundler' "$tmp/err" || fail "one path: not a usage error: $(cat "$tmp/err")"
echo "bundler fixtures: ok"
