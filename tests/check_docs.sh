#!/usr/bin/env bash
# The README, docs/*.md and the statements and editorials say what is true:
#  - every relative link leads to a file of the repository, none outside it;
#  - the README's test command installs exactly what .ci/run installs (so
#    the install and build commands a newcomer copies are the ones CI runs);
#  - the README gives the quick suite's count as this build has it;
#  - every folder has a README.md that says whom it is for;
#  - the contestants' build (-DPUZZLES_TESTS=OFF) registers one test a
#    sample and nothing else until the packages' programs are built; then
#    the packages' four checks, or a skipped stand-in naming the command
#    that builds the packages while they are missing or stale;
#  - docs/contestants.md quotes the submissions' size limits the size test holds,
#    and the stress command's shrink caps as its --help gives them.
# (The pages' commands run in a fresh clone: check_docs_as_written.sh.)
# Usage: check_docs.sh SOURCE_DIR BUILD_DIR
set -u
export LC_ALL=C.UTF-8
root=$(cd "$1" && pwd) build=$(cd "$2" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { failures=$((failures + 1)); echo "FAIL: $*"; }
pages=("$root/README.md" "$root"/docs/*.md "$root"/src/*/statement*.md "$root"/src/*/editorial*.md)

for page in "${pages[@]}"; do
  name=${page#"$root"/}
  while read -r link; do
    [[ $link == http* || $link == \#* || $link == mailto:* ]] && continue
    [[ -e $(dirname "$page")/${link%%#*} ]] || fail "$name: the link $link leads nowhere"
  done < <(grep -oE '\]\([^)]+\)' "$page" | sed -E 's/^\]\((.*)\)$/\1/')
  grep -q '\.\./shared' "$page" && fail "$name points outside the repository"
done

# The README's test command and .ci/run install the same packages.
readme_packages=$(grep -o 'apt-get update && apt-get install -y [^&]*&& {' "$root/README.md" | tail -1 |
  sed 's/.*install -y //; s/ *&& {$//' | tr ' ' '\n' | sort)
ci_packages=$(sed -n '/^apt-get install -y --no-install-recommends/,/[^\\]$/p' "$root/.ci/run" | tr -d '\\' |
  tr ' ' '\n' | grep -v -e '^$' -e '^apt-get$' -e '^install$' -e '^-y$' -e '^--no-install-recommends$' | sort)
[[ -n $readme_packages && $readme_packages == "$ci_packages" ]] ||
  fail "the README's test command and .ci/run install different packages: $(diff <(echo "$readme_packages") <(echo "$ci_packages") | tr '\n' ' ')"
grep -q '{ command -v npm >/dev/null || apt-get install -y nodejs npm; } && dev/test-all.sh' "$root/README.md" &&
  grep -q 'command -v npm >/dev/null || apt-get install -y --no-install-recommends nodejs npm' "$root/.ci/run" &&
  grep -q '^bash dev/test-all.sh$' "$root/.ci/run" || fail "the README's test command and .ci/run differ in node, npm or the test command"

# The README's count of the quick suite is this build's.
quick_count=$(ctest --test-dir "$build" -N -L quick 2>/dev/null | sed -n 's/^Total Tests: //p')
grep -qF "the quick suite: $quick_count tests of our own code" "$root/README.md" ||
  fail "the README does not give the quick suite's count, $quick_count tests"

# Every folder of the repository has a README.md that says, in its first
# lines, whom it is for.
for folder in $(git -C "$root" ls-files | grep / | cut -d/ -f1 | sort -u | grep -v '^\.'); do
  readme=$root/$folder/README.md
  if [[ ! -f $readme ]]; then
    fail "$folder/ has no README.md saying whom it is for"
  elif ! head -5 "$readme" | grep -qiE '\b(for|by) (everyone|contestants|coaches|contributors|learners|people)\b|one guide per reader'; then
    fail "$folder/README.md does not say in its first lines whom it is for"
  fi
done

# The contestants' build (-DPUZZLES_TESTS=OFF, the README's first command)
# registers the sample tests, one a samples/*/NAME.in, and nothing else
# while its bin/ holds no validator (tests/package_tests.cmake).
cmake -S "$root" -B "$tmp/contestants-build" -DPUZZLES_TESTS=OFF >/dev/null 2>&1 ||
  fail "the contestants' build does not configure"
registered=$(ctest --test-dir "$tmp/contestants-build" -N 2>/dev/null | grep -c 'Test *#[0-9]*: sample/')
others=$(ctest --test-dir "$tmp/contestants-build" -N 2>/dev/null | grep 'Test *#' | grep -vc 'Test *#[0-9]*: sample/')
samples=$(ls "$root"/samples/*/*.in | wc -l)
[[ $registered -eq $samples && $others -eq 0 ]] ||
  fail "the contestants' build registers $registered sample tests (of $samples samples) and $others others"
# Once bin/ holds the package target's programs, the packages' four checks
# appear, or while the packages are missing or older than a program, one
# skipped stand-in whose name gives the command that builds them.
package_tests() { ctest --test-dir "$tmp/contestants-build" -N -L package 2>/dev/null | sed -n 's/^ *Test *#[0-9]*: //p' | tr '\n' '|'; }
build_them="cmake --build $tmp/contestants-build --target package"
mkdir -p "$tmp/contestants-build/bin" && touch "$tmp/contestants-build/bin/civ-validate"
[[ $(package_tests) == "kit/package: no packages yet: $build_them|" ]] ||
  fail "without packages, the contestants' build lists the package tests '$(package_tests)'"
for zip in {,polygon/}{civ,sokoban,chameleon}.zip; do
  mkdir -p "$(dirname "$tmp/contestants-build/package/$zip")" && touch -d '+1 minute' "$tmp/contestants-build/package/$zip"
done
[[ $(package_tests) == "kit/package|kit/statement-pdf|kit/package-reproducible|kit/polygon-package|" ]] ||
  fail "with packages newer than the programs, the contestants' build lists the package tests '$(package_tests)'"
touch -d '+2 minutes' "$tmp/contestants-build/bin/civ-validate"
[[ $(package_tests) == "kit/package: the packages are older than the programs: $build_them|" ]] ||
  fail "with packages older than a program, the contestants' build lists the package tests '$(package_tests)'"

# docs/coaches.md takes a coach from a bare machine to the packages: its
# install line brings every tool tools/package.sh checks for and every
# package the statements need (LuaLaTeX, pdflatex's Cyrillic in T2A and listings,
# Russian and Romanian hyphenation,
# the fonts, pdftotext), each one CI installs too; then a configure and the
# package target, in that order.
coach_block=$(sed -n '/^## From a bare machine/,/^## /p' "$root/docs/coaches.md")
coach_packages=$(grep -o 'apt-get install -y --no-install-recommends .*' <<<"$coach_block" | cut -d' ' -f5- | tr ' ' '\n' | sort)
needed=$(sed -n 's/^for tool in \(.*\); do$/\1/p' "$root/tools/package.sh" | tr ' ' '\n' | cut -d: -f2 | grep -v '^libc-bin$')
for package in $needed texlive-latex-extra texlive-lang-cyrillic texlive-lang-european cm-super fonts-dejavu-core poppler-utils cmake make g++; do
  grep -qx "$package" <<<"$coach_packages" || fail "docs/coaches.md's install line lacks $package"
done
for package in $coach_packages; do
  grep -qx "$package" <<<"$ci_packages" || [[ $package == python3 ]] || fail "docs/coaches.md installs $package, which CI does not"
done
grep -A1 -x 'cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPUZZLES_TESTS=OFF' <<<"$coach_block" |
  grep -qx 'cmake --build build -j --target package' || fail "docs/coaches.md does not configure build/ and then build the package target"
grep -A2 -x 'cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPUZZLES_TESTS=OFF' <<<"$coach_block" |
  grep -qx 'ctest --test-dir build -L package' || fail "docs/coaches.md does not run the packages' tests after the package target"

# docs/contestants.md quotes each submission's size limit as the size test
# holds it (tests/CMakeLists.txt), with thousands separated by commas.
while read -r puzzle bytes; do
  quoted=$(echo "$bytes" | sed -E ':a; s/([0-9])([0-9]{3})($|,)/\1,\2\3/; ta')
  tr '\n' ' ' <"$root/docs/contestants.md" | grep -qE "\b$puzzle\b[^.;]*\b$quoted\b" ||
    fail "docs/contestants.md does not quote $puzzle's size limit, $quoted bytes (tests/CMakeLists.txt)"
done < <(sed -nE 's/^set\(SUBMISSION_BYTES_([a-z]+) ([0-9]+)\)$/\1 \2/p' "$root/tests/CMakeLists.txt")

# docs/contestants.md quotes the stress command's shrink caps as its --help gives them.
read -r tries seconds at_limits < <("$build/bin/stress" --help | tr '\n' ' ' |
  sed -nE 's/.*--shrink-seconds S +shrink for at most S seconds, 0 not at all \(default ([0-9]+), +or ([0-9]+) for a failure.*A shrink stops after ([0-9]+) tries.*/\3 \1 \2/p')
[[ -n ${at_limits:-} ]] || fail "stress --help does not state its shrink caps"
tr '\n' ' ' <"$root/docs/contestants.md" | grep -qF "A shrink stops after ${tries:-?} tries or ${seconds:-?} s, or after ${at_limits:-?} s for a failure" ||
  fail "docs/contestants.md does not state the shrink caps stress --help gives: ${tries:-?} tries, ${seconds:-?} s, ${at_limits:-?} s"

((failures == 0)) || exit 1
echo "docs: ${#pages[@]} pages, links found, install lists agree, counts, size limits and shrink caps quoted"
