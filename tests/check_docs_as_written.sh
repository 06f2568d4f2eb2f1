#!/usr/bin/env bash
# The README and docs/ followed to the letter by a newcomer, in a fresh clone
# (tests/fresh_clone.sh) with nothing of the test's build mapped in: every
# command of every ```sh and ```console block of the FLOW's pages, in page
# order, in the clone's root, one block after another.
#  - An ```sh line runs in bash and must succeed. A CTest run must pass
#    every test, skip none, and its summary ("100% tests passed, 0 tests
#    failed out of N") must be quoted by the page; the README's first
#    command must end by printing what the README says it prints.
#  - A ```console block's "$ COMMAND" lines run in one shell, and each
#    command's output (standard error merged, as a terminal shows it) must
#    be the lines that follow it: a line "…" alone stands for the rest, and
#    a measured figure of time or memory ("0.010 s of 2.000 s", "3.2 MiB of
#    32 MiB") matches any such figure.
#  - The apt-get install at the head of a line is not run (the machine has
#    the packages; this test is no root shell); the packages it names must
#    be among those .ci/run installs. A command this test cannot run is
#    named, with the reason, in not_run below; any other command that is not
#    run fails the test, and so does a line of not_run that no page holds.
#  - Where a page assumes something of the reader's, this test supplies it:
#    `./my_civ`, the reader's own CIV solution, is ours compiled alone.
# Flows: first-commands (the README, then learners.md, contestants.md,
# commands.md, contributors.md, docs/README.md: the contestants' build-run/)
# and coaches (docs/coaches.md: the coach's build/ with its packages, whose
# checks run there). Together they hold every page of README.md and docs/.
# Without emscripten (first-commands) or the packages' tools (coaches):
# exit 77 (skipped), or a failure where PUZZLES_REQUIRE_* is 1 (CI).
# Usage: check_docs_as_written.sh SOURCE_DIR first-commands|coaches
set -u
export LC_ALL=C.UTF-8
root=$(cd "$1" && pwd) flow=$2
here=$root/tests
source "$here/unavailable.sh"
source "$here/fresh_clone.sh"
case $flow in
  first-commands)
    pages=(README.md docs/learners.md docs/contestants.md docs/commands.md docs/contributors.md docs/README.md)
    { command -v em++ && command -v pandoc; } >/dev/null ||
      unavailable PUZZLES_REQUIRE_BROWSER "no em++ or no pandoc on this machine (apt-get install emscripten pandoc), so the playground's commands cannot run" ;;
  coaches)
    pages=(docs/coaches.md)
    need_tools PUZZLES_REQUIRE_JUDGE_TOOLS "so the coaches' commands cannot build the packages" \
      pandoc:pandoc lualatex:texlive-luatex pdflatex:texlive-latex-base pdftotext:poppler-utils zip:zip unzip:unzip ;;
  *) echo "usage: check_docs_as_written.sh SOURCE_DIR first-commands|coaches" >&2; exit 2 ;;
esac
# The commands no test can run here, each with why and what checks it instead.
declare -A not_run=(
  ["{ command -v npm >/dev/null || apt-get install -y nodejs npm; } && dev/test-all.sh"]="the README's test command, which runs this test"
  ["dev/test-all.sh --fast"]="a part of the README's test command, which runs this test"
  ["dev/test-all.sh --no-fuzz"]="a part of the README's test command, which runs this test"
  ["cmake --build build -j && ctest --test-dir build -L quick -j2"]="the quick suite in the test command's own build/, part of the run this test is in (docs/pages checks the count the README gives)"
  ["cmake -S . -B build-asan -DCMAKE_CXX_COMPILER=clang++ -DPUZZLES_SANITIZE=address,undefined -DPUZZLES_FUZZ_SECONDS=3600"]="an hour of fuzzing; the test command fuzzes each program for a minute in the same build"
  ["cmake --build build-asan && ctest --test-dir build-asan -L fuzz --output-on-failure -V"]="an hour of fuzzing; the test command fuzzes each program for a minute in the same build"
  ["cmake --build build --target run-bench"]="the benchmark, which times this machine and is not a test (bench/README.md)"
  ["cmake --build build --target run-bench-playground"]="the playground's benchmark, which times this machine and is not a test (bench/README.md)"
  ["cmake -S . -B build-windows -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64.cmake && cmake --build build-windows -j"]="the Windows build, which windows/build makes with the same toolchain file (tests/windows/build.sh) for windows/stress and windows/kit to run under wine"
  ["cmsImportTask -L polygon_task ./chameleon"]="CMS is not installed here (its Python packages are out of reach); kit/polygon-package builds and runs check.cpp as CMS's loader and comparator do"
)
declare -A not_run_seen=()
ci_packages=" $(sed -n '/^apt-get install -y --no-install-recommends/,/[^\\]$/p' "$root/.ci/run" | tr -d '\\' | tr '\n' ' ') "

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 ran=0
fail() { failures=$((failures + 1)); echo "FAIL: $*"; }
clone=$tmp/clone
fresh_clone "$root" "$clone" || { echo "FAIL: cannot clone $root"; exit 1; }

# measured_as_any: the figures a run measures (seconds or MiB against a limit) made alike.
measured_as_any() { sed -E 's/[0-9]+\.[0-9]+ (s|MiB) of /(measured) \1 of /g'; }

# without_install LINE: LINE without the apt-get install at its head (whose
# packages must be CI's); empty when the line is nothing but that install.
without_install() {
  local line=$1 install package
  [[ $line == "apt-get update && apt-get install -y "* ]] || { printf '%s' "$line"; return; }
  install=$(sed -E 's/^apt-get update && apt-get install -y //; s/ *&& .*//' <<<"$line")
  for package in $install; do
    [[ $package == --* || $package == python3 || $ci_packages == *" $package "* ]] ||
      fail "$page installs $package, which .ci/run does not"
  done
  sed -E 's/^apt-get update && apt-get install -y [^&]*(&& )?//' <<<"$line"
}

# the_reader_has COMMAND: what the page assumes the reader has, for COMMAND.
the_reader_has() {
  if [[ $1 == *./my_civ* && ! -x $clone/my_civ ]]; then
    g++ -std=c++17 -O2 -o "$clone/my_civ" "$clone/build-run/submit/civ.cpp" || fail "cannot compile the reader's my_civ"
  fi
}

# run_sh_line PAGE LINE: one line of an ```sh block.
run_sh_line() {
  local page=$1 line=$2 command summary
  command=$(without_install "$(sed -E 's/[[:space:]]+#[[:space:]].*$//' <<<"$line")")
  [[ -n $command ]] || return
  if [[ -n ${not_run[$command]+set} ]]; then
    not_run_seen[$command]=1
    echo "not run: $command ($page): ${not_run[$command]}"
    return
  fi
  the_reader_has "$command"
  ran=$((ran + 1))
  (cd "$clone" && bash -c "$command") >"$tmp/out" 2>&1
  local status=$?
  ((status == 0)) || { fail "$page: '$command' exited $status: $(tail -5 "$tmp/out")"; return; }
  if [[ $command == *"-DPUZZLES_TESTS=OFF"*"--target civ sokoban chameleon && "* ]]; then
    local printed
    printed=$(tail -1 "$tmp/out")
    grep -qF "(prints \`$printed\`" "$root/$page" || fail "$page: its first command printed '$printed', which the page does not say"
  fi
  if [[ $command == ctest* ]]; then
    summary=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+$' "$tmp/out")
    [[ $summary == "100% tests passed, 0 tests failed out of "* ]] || fail "$page: '$command' did not pass: $(grep -A8 'tests passed' "$tmp/out")"
    grep -q '(Skipped)' "$tmp/out" && fail "$page: '$command' skipped tests: $(grep '(Skipped)' "$tmp/out" | tr -s ' \t' ' ')"
    tr '\n' ' ' <"$root/$page" | tr -s ' ' | grep -qF "$summary" || fail "$page: '$command' printed '$summary', which the page does not quote"
    echo "$page: '$command': $summary"
  fi
}

# run_console_block PAGE NUMBER BLOCK: the "$ " commands of one block, in one shell.
run_console_block() {
  local page=$1 number=$2 block=$3 script=$tmp/script expected=$tmp/expected count k command
  while read -r command; do the_reader_has "$command"; done < <(sed -n 's/^\$ //p' "$block")
  # Each command prints a marker first, so that its output can be cut out
  # afterwards; the marker keeps $? as the command before left it.
  awk '/^\$ / { n++; printf "__status=$?; echo \"@@command %d\"; (exit $__status)\n%s\n", n, substr($0, 3) }' "$block" >"$script"
  (cd "$clone" && bash "$script" >"$tmp/output" 2>&1)
  count=$(grep -c '^\$ ' "$block")
  for ((k = 1; k <= count; k++)); do
    ran=$((ran + 1))
    awk -v k="$k" '/^\$ / { n++; next } n == k' "$block" | measured_as_any >"$expected"
    awk -v k="$k" '/^@@command / { n = $2; next } n == k' "$tmp/output" | measured_as_any >"$tmp/got"
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

# Every page of README.md and docs/ is in one flow.
flows_pages=" README.md docs/learners.md docs/contestants.md docs/commands.md docs/contributors.md docs/README.md docs/coaches.md "
for page in README.md "$root"/docs/*.md; do
  page=${page#"$root"/}
  [[ $flows_pages == *" $page "* ]] || fail "$page is in no flow of this test"
done

for page in "${pages[@]}"; do
  awk -v dir="$tmp" '
    /^```(sh|console)$/ { inside = 1; n++; file = sprintf("%s/block-%03d.%s", dir, n, substr($0, 4)); printf "" >file; next }
    /^```/ && inside { inside = 0; close(file); next }
    inside { print >>file }' "$root/$page"
  for block in "$tmp"/block-*; do
    [[ -e $block ]] || continue
    number=${block##*block-} number=${number%%.*}
    case $block in
      *.sh)
        while IFS= read -r line; do
          [[ -n ${line// /} ]] && run_sh_line "$page" "$line"
        done <"$block" ;;
      *.console) run_console_block "$page" "$((10#$number))" "$block" ;;
    esac
    rm -f "$block"
  done
done

for command in "${!not_run[@]}"; do
  cat "$root/README.md" "$root"/docs/*.md | grep -qF -- "$command" || fail "not_run names '$command', which no page holds"
done
((failures == 0)) || exit 1
echo "docs as written ($flow): ${#pages[@]} pages, $ran commands run in a fresh clone, ${#not_run_seen[@]} not run (named above, with the reason)"
