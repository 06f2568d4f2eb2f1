#!/usr/bin/env bash
# Treats a bundled submission like a judge would: copies it alone into an
# empty directory, checks its size and shape, compiles it with only the
# compiler (-Wall -Wextra -pedantic as errors: a judge's warnings must find
# nothing), and runs every sample through the result. Its headers must be
# ones the oldest compilers judges offer have (GCC 7's library: no
# <filesystem>, <charconv>, ...). It must hold what the puzzle's judge run
# uses and nothing else: no --explain, --html or --help (unknown options
# there), no Cyrillic decoding outside «Хамелеон», no grid outside CIV, no
# relative path pointing elsewhere. A compiler this machine lacks: exit 77
# (skipped) with a message, or a failure when PUZZLES_REQUIRE_JUDGE_TOOLS=1 (CI).
# Usage: check_submission.sh SUBMISSION SAMPLES_DIR CXX MAX_BYTES
set -u
submission=$1 samples=$2 cxx=$3 max_bytes=$4
puzzle=$(basename "$submission" .cpp)
here=$(cd "$(dirname "$0")" && pwd)
source "$here/compile_alone.sh"
source "$here/unavailable.sh"
command -v "$cxx" >/dev/null ||
  unavailable PUZZLES_REQUIRE_JUDGE_TOOLS "no $cxx on this machine (.ci/run names its package), so the submission was not compiled with it"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

size=$(stat -c %s "$submission")
(( size <= max_bytes )) || fail "$submission is $size bytes, more than the $max_bytes allowed"
for dead in explain walkthrough "--help" html picture "submission: leave out"; do
  grep -qF -- "$dead" "$submission" && fail "holds '$dead': $(grep -nF -- "$dead" "$submission" | head -3)"
done
# Its includes are inlined, so no path in it may climb out of a folder.
grep -n '\.\./' "$submission" && fail "a relative path that points outside the submission"
[[ $puzzle == chameleon ]] || ! grep -q 'decode_russian_text\|Encoding' "$submission" || fail "holds Cyrillic decoding"
[[ $puzzle == civ ]] || ! grep -q 'class Grid\|kSteps8' "$submission" || fail "holds the grid"
head -1 "$submission" | grep -qE '^// [a-z]+: single-file submission of src/[a-z]+/main.cpp, built from commit ' ||
  fail "first line: $(head -1 "$submission")"
grep -qE '^\s*#\s*include\s*"' "$submission" && fail "a quoted #include is left"
grep -q '^#line' "$submission" && fail "#line markers"
duplicates=$(grep -E '^#include <' "$submission" | sort | uniq -d)
[[ -z $duplicates ]] || fail "standard headers included twice: $duplicates"
# The headers of GCC 7's libstdc++ (Codeforces' "GNU G++17 7.3.0") that C++17
# code may use, and <sys/stat.h>, which glibc, mingw-w64 and Visual C++ all
# have. Not here: <filesystem> (GCC 8, with -lstdc++fs), <charconv> (GCC 8),
# <memory_resource>, <execution>, <version>, <bit> (GCC 9).
allowed=" algorithm any array atomic bitset chrono codecvt complex condition_variable deque exception
  forward_list fstream functional future initializer_list iomanip ios iosfwd iostream istream iterator
  limits list locale map memory mutex new numeric optional ostream queue random ratio regex
  scoped_allocator set shared_mutex sstream stack stdexcept streambuf string string_view system_error
  thread tuple type_traits typeindex typeinfo unordered_map unordered_set utility valarray variant vector
  cassert cctype cerrno cfenv cfloat cinttypes climits clocale cmath csetjmp csignal cstdarg cstddef
  cstdint cstdio cstdlib cstring ctime cuchar cwchar cwctype sys/stat.h "
headers=$(grep -E '^\s*#\s*include' "$submission" | sed -E 's/^\s*#\s*include\s*<([^>]*)>.*/\1/')
allowed=" $(echo $allowed) "
for header in $headers; do
  [[ $allowed == *" $header "* ]] || fail "#include <$header>: not a header GCC 7's library has"
done

compile_alone "$cxx" "$submission" "$tmp/program" || fail "does not compile alone, warning-free, with $cxx"
count=0
for input in "$samples"/*.in; do
  name=${input%.in}
  expected_stderr=()
  [[ -f $name.err ]] && expected_stderr=("$name.err")
  "$here/check_sample.sh" --no-explain "$tmp/program" "$input" "$name.out" "${expected_stderr[@]}" ||
    fail "sample $(basename "$name")"
  count=$((count + 1))
done
(( count > 0 )) || fail "no samples in $samples"
for option in --explain --html --help; do
  "$tmp/program" "$option" "$samples/$(ls "$samples" | grep -m1 '\.in$')" >/dev/null 2>"$tmp/err"
  status=$?
  [[ $status -eq 2 ]] && grep -q "unknown option $option" "$tmp/err" || fail "$option: exit $status, $(cat "$tmp/err")"
done
echo "$(basename "$submission"): $size bytes, $count samples passed with $cxx"
