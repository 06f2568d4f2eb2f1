#!/usr/bin/env bash
# The editorials hold together: each statement links its editorial (a
# translation, the editorial's translation), every
# sample and test an editorial names exists, and every solution in
# tests/solutions/ for a puzzle is named in that puzzle's editorial (each trap
# tied to the wrong solution that falls into it). Their links: check_docs.sh.
# Usage: check_editorials.sh SOURCE_DIR
set -u
root=$1
failures=0
fail() { failures=$((failures + 1)); echo "FAIL: $*"; }

for puzzle in civ sokoban chameleon; do
  folder=$root/src/$puzzle editorial=$root/src/$puzzle/editorial.md
  [[ -s $editorial ]] || { fail "$editorial is missing"; continue; }
  grep -qF '[editorial.md](editorial.md)' "$folder/statement.md" || fail "$puzzle's statement does not link its editorial"
  for language in ru ro; do
    grep -qF "[editorial.$language.md](editorial.$language.md)" "$folder/statement.$language.md" ||
      fail "$puzzle's statement in $language does not link its editorial in $language"
  done
  grep -qF "Read first the plain" "$editorial" && grep -qF "tests/${puzzle}_brute.hpp" "$editorial" || fail "$puzzle's editorial does not send the reader to the brute force first"
  for solution in "$root"/tests/solutions/"$puzzle"_*.cpp; do
    name=${solution##*/}
    grep -qF "tests/solutions/$name" "$editorial" || fail "$puzzle's editorial does not name tests/solutions/$name"
  done
  while read -r sample; do
    compgen -G "$root/samples/$puzzle/$sample*.in" >/dev/null || fail "$puzzle's editorial names samples/$puzzle/$sample, which does not exist"
  done < <(grep -oE "samples/$puzzle/[a-z0-9_]+" "$editorial" | sed "s|samples/$puzzle/||" | sort -u)
  while read -r test_name; do
    grep -qF "\"$test_name\"" "$root/tests/CMakeLists.txt" ||
      fail "$puzzle's editorial names the test $test_name, which CTest does not have"
  done < <(grep -oE 'kit/stress/[a-z0-9-]+' "$editorial" | sort -u)
done
(( failures == 0 )) || exit 1
echo "editorials: linked from their statements; every sample, solution and test they name found"
