#!/usr/bin/env bash
# tools/package.sh refuses what it must not package, with one line naming
# what: a puzzle it does not know, a test the validator refuses, a test set
# with no shown sample, and a shown sample that is not UTF-8 (problem.html
# shows it verbatim), each before any statement is typeset, and a machine
# without one of the tools it needs, before any work. Each case runs a
# copy of the script in a scratch repository holding only the files that
# case needs, so the real test sets stay as they are.
# Usage: check_package_refusals.sh BIN_DIR
set -u
bin=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 cases=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# scratch PUZZLE TESTS...: a repository whose PUZZLE has the test set TESTS
# (one line each) and the real statement and samples.
scratch() {
  local puzzle=$1
  shift
  rm -rf "$tmp/repo" "$tmp/out"
  mkdir -p "$tmp/repo/tools" "$tmp/repo/src/$puzzle" "$tmp/repo/samples"
  cp "$root/tools/package.sh" "$root/tools/polygon_package.sh" "$tmp/repo/tools/"
  cp "$root/src/$puzzle/statement.md" "$tmp/repo/src/$puzzle/"
  cp -r "$root/samples/$puzzle" "$tmp/repo/samples/"
  printf '%s\n' "$@" >"$tmp/repo/src/$puzzle/tests.txt"
}
# refused MESSAGE PUZZLE: package.sh exits 1, its last line "package: MESSAGE"
# (after the validator's own, where it refused a test).
refused() {
  cases=$((cases + 1))
  "$tmp/repo/tools/package.sh" "$bin" "$tmp/out" "$2" >/dev/null 2>"$tmp/err"
  local status=$?
  [[ $status -eq 1 && $(tail -1 "$tmp/err") == "package: $1" ]] ||
    fail "$2: exit $status, stderr '$(cat "$tmp/err")', expected 1 and last 'package: $1'"
}

scratch civ "shown statement"
refused "no puzzle sudoku" sudoku
scratch civ "shown statement" "sample truncated"
printf '2 2 1\n' >"$tmp/repo/samples/civ/truncated.in"
refused "civ test 2 (sample truncated) is not valid" civ
grep -qF "civ-validate: $tmp/out/civ/data/secret/01.in: line 1, column 6: " "$tmp/err" ||
  fail "civ: the validator's reason is not shown: $(cat "$tmp/err")"
scratch civ "sample statement"
refused "civ: no test is marked 'shown' (the statement's sample)" civ
scratch chameleon "shown statement_cp1251"
refused "chameleon test 1: the shown sample samples/chameleon/statement_cp1251.in is not UTF-8" chameleon
# A machine without pandoc: named, with its package, before any test is made.
# Every command of PATH's two folders linked in one call (a name in both:
# the first, as PATH finds it), then pandoc taken away.
mkdir "$tmp/path"
shopt -s nullglob
ln -s /usr/local/bin/* /usr/bin/* "$tmp/path/" 2>/dev/null
shopt -u nullglob
rm -f "$tmp/path/pandoc"
[[ -e $tmp/path/bash && ! -e $tmp/path/pandoc ]] || fail "the PATH without pandoc was not made"
scratch civ "shown statement"
PATH=$tmp/path refused "pandoc is missing: apt-get install pandoc (docs/coaches.md has the whole line)" civ
[[ -e $tmp/out/civ ]] && fail "civ: package.sh made tests before saying pandoc is missing"
echo "package refusals: $cases cases, $failures failed"
(( failures == 0 ))
