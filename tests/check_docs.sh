#!/usr/bin/env bash
# The README, docs/*.md and the statements and editorials say what is true:
#  - every relative link leads to a file of the repository;
#  - every ```console block is run: each "$ COMMAND" line in a scratch folder
#    that sees the repository's folders and the build as build/ and as
#    build-run/, the README's first command's folder (commands of
#    one block share one shell), and its output, standard error merged in as
#    a terminal shows it, must be the lines that follow, exactly; a line "…"
#    alone stands for the rest of that command's output, and a measured
#    figure of time or memory ("0.010 s of 2.000 s", "3.2 MiB of 32 MiB")
#    matches any such figure;
#  - the README's test command installs exactly what .ci/run installs (so
#    the install and build commands a newcomer copies are the ones CI runs);
#  - commands on build-run/ use only the programs the README's first
#    command builds there;
#  - docs/contestants.md quotes the submissions' size limits the size test holds,
#    and the stress command's shrink caps as its --help gives them.
# Usage: check_docs.sh SOURCE_DIR BUILD_DIR
set -u
export LC_ALL=C.UTF-8
root=$(cd "$1" && pwd) build=$(cd "$2" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 commands=0
fail() { failures=$((failures + 1)); echo "FAIL: $*"; }
# measured_as_any: the figures a run measures (seconds or MiB against a limit) made alike.
measured_as_any() { sed -E 's/[0-9]+\.[0-9]+ (s|MiB) of /(measured) \1 of /g'; }
pages=("$root/README.md" "$root"/docs/*.md "$root"/src/*/statement.md "$root"/src/*/editorial.md)

for page in "${pages[@]}"; do
  name=${page#"$root"/}
  while read -r link; do
    [[ $link == http* || $link == \#* || $link == mailto:* ]] && continue
    [[ -e $(dirname "$page")/${link%%#*} ]] || fail "$name: the link $link leads nowhere"
  done < <(grep -oE '\]\([^)]+\)' "$page" | sed -E 's/^\]\((.*)\)$/\1/')
  grep -q '\.\./shared' "$page" && fail "$name points outside the repository"
done

# run_block PAGE N FILE: the commands of one console block, checked.
run_block() {
  local page=$1 number=$2 block=$3 work=$tmp/work script=$tmp/script expected=$tmp/expected
  rm -rf "$work" && mkdir "$work"
  for folder in samples src tests tools bench docs; do ln -s "$root/$folder" "$work/$folder"; done
  ln -s "$build" "$work/build"
  ln -s "$build" "$work/build-run"  # the README's first command's folder holds the same programs
  # Each command prints a marker first, so its output can be cut out
  # afterwards; the marker keeps $? as the command before left it.
  awk '/^\$ / { n++; printf "__status=$?; echo \"@@command %d\"; (exit $__status)\n%s\n", n, substr($0, 3) }' "$block" >"$script"
  (cd "$work" && bash "$script" >"$tmp/output" 2>&1)
  local count
  count=$(grep -c '^\$ ' "$block")
  for ((k = 1; k <= count; k++)); do
    commands=$((commands + 1))
    awk -v k="$k" '/^\$ / { n++; next } n == k' "$block" | measured_as_any >"$expected"
    awk -v k="$k" '/^@@command / { n = $2; next } n == k' "$tmp/output" | measured_as_any >"$tmp/got"
    local command
    command=$(grep '^\$ ' "$block" | sed -n "${k}p")
    if grep -qx '…' "$expected"; then
      local shown
      shown=$(sed -n '/^…$/q;p' "$expected" | wc -l)
      head -n "$shown" "$tmp/got" | cmp -s - <(head -n "$shown" "$expected") ||
        fail "$page, block $number, '$command' printed otherwise: $(diff <(head -n "$shown" "$expected") <(head -n "$shown" "$tmp/got") | head -6)"
    else
      cmp -s "$tmp/got" "$expected" ||
        fail "$page, block $number, '$command' printed otherwise: $(diff "$expected" "$tmp/got" | head -6)"
    fi
  done
}

for page in "${pages[@]}"; do
  name=${page#"$root"/}
  awk -v dir="$tmp" -v base="$(basename "$page" .md)" '
    /^```console$/ { inside = 1; n++; file = dir "/" base "-" n ".block"; printf "" >file; next }
    /^```/ && inside { inside = 0; close(file); next }
    inside { print >>file }' "$page"
  for block in "$tmp/$(basename "$page" .md)"-*.block; do
    [[ -e $block ]] || continue
    number=${block##*-}
    run_block "$name" "${number%.block}" "$block"
    rm -f "$block"
  done
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
# registers the sample tests, one a samples/*/NAME.in, and the packages' five
# (their build and four checks, which docs/coaches.md runs), nothing else.
cmake -S "$root" -B "$tmp/contestants-build" -DPUZZLES_TESTS=OFF >/dev/null 2>&1 ||
  fail "the contestants' build does not configure"
registered=$(ctest --test-dir "$tmp/contestants-build" -N 2>/dev/null | grep -c 'Test *#[0-9]*: sample/')
others=$(ctest --test-dir "$tmp/contestants-build" -N 2>/dev/null | grep 'Test *#' | grep -v 'Test *#[0-9]*: sample/' |
  grep -vcE 'Test *#[0-9]*: kit/(package-build|package|polygon-package|package-reproducible|statement-pdf)$')
samples=$(ls "$root"/samples/*/*.in | wc -l)
[[ $registered -eq $samples && $others -eq 0 ]] ||
  fail "the contestants' build registers $registered sample tests (of $samples samples) and $others others"

# docs/coaches.md takes a coach from a bare machine to the packages: its
# install line brings every tool tools/package.sh checks for and every
# package the statements need (LuaLaTeX, pdflatex's Cyrillic and listings,
# the fonts, pdftotext), each one CI installs too; then a configure and the
# package target, in that order.
coach_block=$(sed -n '/^## From a bare machine/,/^## /p' "$root/docs/coaches.md")
coach_packages=$(grep -o 'apt-get install -y --no-install-recommends .*' <<<"$coach_block" | cut -d' ' -f5- | tr ' ' '\n' | sort)
needed=$(sed -n 's/^for tool in \(.*\); do$/\1/p' "$root/tools/package.sh" | tr ' ' '\n' | cut -d: -f2 | grep -v '^libc-bin$')
for package in $needed texlive-latex-extra texlive-lang-cyrillic fonts-dejavu-core poppler-utils cmake make g++; do
  grep -qx "$package" <<<"$coach_packages" || fail "docs/coaches.md's install line lacks $package"
done
for package in $coach_packages; do
  grep -qx "$package" <<<"$ci_packages" || [[ $package == python3 ]] || fail "docs/coaches.md installs $package, which CI does not"
done
grep -A1 -x 'cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPUZZLES_TESTS=OFF' <<<"$coach_block" |
  grep -qx 'cmake --build build -j --target package' || fail "docs/coaches.md does not configure build/ and then build the package target"
grep -A2 -x 'cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPUZZLES_TESTS=OFF' <<<"$coach_block" |
  grep -qx 'ctest --test-dir build -L package' || fail "docs/coaches.md does not run the packages' tests after the package target"

# Commands run on build-run/ name only what the README's first command builds
# there (the folder this test shows them as build-run/): its folder and its
# targets, read from that command.
first=$(grep -m1 -- '-DPUZZLES_TESTS=OFF' "$root/README.md")
first_folder=$(sed -nE 's/.* -B ([^ ]+) -DPUZZLES_TESTS=OFF.*/\1/p' <<<"$first")
first_targets=" $(sed -nE 's/.*--target ([a-z ]+) && .*/\1/p' <<<"$first") "
[[ $first_folder == build-run && $first_targets == " civ sokoban chameleon " ]] ||
  fail "the README's first command builds '$first_targets' in '$first_folder', not civ sokoban chameleon in build-run"
while read -r page program; do
  [[ $first_targets == *" $program "* ]] || fail "${page#"$root"/} runs build-run/bin/$program, which the README's first command does not build"
done < <(grep -oE '^\$ build-run/bin/[a-z_-]+' "${pages[@]}" | sed -E 's|^([^:]+):\$ build-run/bin/|\1 |')

# docs/contestants.md quotes each submission's size limit as the size test
# holds it (tests/CMakeLists.txt), with thousands separated by commas.
while read -r puzzle bytes; do
  quoted=$(echo "$bytes" | sed -E ':a; s/([0-9])([0-9]{3})($|,)/\1,\2\3/; ta')
  tr '\n' ' ' <"$root/docs/contestants.md" | grep -qE "\b$puzzle\b[^.;]*\b$quoted\b" ||
    fail "docs/contestants.md does not quote $puzzle's size limit, $quoted bytes (tests/CMakeLists.txt)"
done < <(sed -nE 's/^set\(SUBMISSION_BYTES_([a-z]+) ([0-9]+)\)$/\1 \2/p' "$root/tests/CMakeLists.txt")

# docs/contestants.md quotes the stress command's shrink caps as its --help gives them.
read -r tries seconds at_limits < <("$build/bin/stress" --help | tr '\n' ' ' |
  sed -nE 's/.*A shrink stops after ([0-9]+) tries or ([0-9]+) s, or ([0-9]+) s for a failure.*/\1 \2 \3/p')
[[ -n ${at_limits:-} ]] || fail "stress --help does not state its shrink caps"
tr '\n' ' ' <"$root/docs/contestants.md" | grep -qF "A shrink stops after ${tries:-?} tries or ${seconds:-?} s, or after ${at_limits:-?} s for a failure" ||
  fail "docs/contestants.md does not state the shrink caps stress --help gives: ${tries:-?} tries, ${seconds:-?} s, ${at_limits:-?} s"

((failures == 0)) || exit 1
echo "docs: ${#pages[@]} pages, links found, $commands commands printed what the pages say, install lists agree, size limits and shrink caps quoted"
