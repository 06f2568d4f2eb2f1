#!/usr/bin/env bash
# The statement a judge shows has every character: each package's
# problem_statement/problem.pdf (typeset by tools/package.sh with LuaLaTeX
# from the problem.en.tex pandoc makes of statement.md, which stops on a
# missing glyph), in the folder and in the zip, read back with pdftotext:
# the title, the Cyrillic words, «Хамелеон»'s goal board, every ≤ of the
# statement, the limits as problem.yaml and .timelimit give them, and the
# shown samples, each headed by its name (Sample 01), must be in its text.
# Without lualatex, pandoc or pdftotext: exit 77 (skipped), or a failure when
# PUZZLES_REQUIRE_JUDGE_TOOLS=1 (CI).
# Usage: check_statement_pdf.sh BIN_DIR
set -u
export LC_ALL=C.UTF-8
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
source "$here/unavailable.sh"
need_tools PUZZLES_REQUIRE_JUDGE_TOOLS "so no statement was typeset" \
  lualatex:texlive-luatex pandoc:pandoc pdftotext:poppler-utils zip:zip unzip:unzip
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
"$root/tools/package.sh" "$bin" "$tmp/package" >"$tmp/package.log" 2>&1 || { cat "$tmp/package.log"; exit 1; }

for puzzle in civ sokoban chameleon; do
  dir=$tmp/package/$puzzle pdf=$tmp/package/$puzzle/problem_statement/problem.pdf
  unzip -p "$tmp/package/$puzzle.zip" problem_statement/problem.pdf | cmp -s - "$pdf" || fail "$puzzle: the zip lacks the folder's problem.pdf"
  pdftotext -layout "$pdf" "$tmp/$puzzle.txt" || { fail "$puzzle: pdftotext cannot read $pdf"; continue; }
  # (The text's ≤, not the one in the line that teaches pdflatex the sign.)
  expected=$(grep -v '^\\ifdefined\\DeclareUnicodeCharacter' "$dir/problem_statement/problem.en.tex" | grep -o '≤' | wc -l)
  found=$(grep -o '≤' "$tmp/$puzzle.txt" | wc -l)
  (( found == expected )) || fail "$puzzle: $expected ≤ in the statement, $found in the PDF"
  [[ $expected -gt 0 || $puzzle == chameleon ]] || fail "$puzzle: the statement has no ≤ to look for"
  words=("$(sed -n '1s/^# //p' "$root/src/$puzzle/statement.md")"
    "Time: $(cat "$dir/.timelimit") s of processor time. Memory: $(sed -n 's/^  memory: //p' "$dir/problem.yaml") MiB.")
  [[ $puzzle == chameleon ]] && words+=("ХАМЕЛЕОН" "Нет решения" "ХАМ" "ЕЛЕ" "ОН" "Е Е" "ОЛН")
  for sample in "$dir"/data/sample/*.in; do
    words+=("Sample $(basename "$sample" .in)")
    while read -r line; do [[ -n $line ]] && words+=("$line"); done < <(cat "$sample" "${sample%.in}.ans" | tr -d '\r' | head -4)
  done
  for word in "${words[@]}"; do
    grep -qF -- "$word" "$tmp/$puzzle.txt" || fail "$puzzle: '$word' is not in the PDF's text"
  done
  echo "$puzzle: problem.pdf of $(pdfinfo "$pdf" 2>/dev/null | sed -n 's/^Pages: *//p') pages, $found ≤ and ${#words[@]} words and sample lines found"
done
echo "statement PDFs: $failures failed"
(( failures == 0 ))
