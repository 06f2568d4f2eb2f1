#!/usr/bin/env bash
# The statement a judge shows has every character: each package's
# problem_statement/problem.en.tex (made by pandoc from statement.md) and its
# sample, typeset by lualatex in a minimal stand-in for problemtools' class
# (which loads fontspec the same way), then read back with pdftotext. No
# glyph may be missing, and the Cyrillic words, «Хамелеон»'s goal board and
# every ≤ of the statement must be in the PDF's text.
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
  lualatex:texlive-luatex pandoc:pandoc pdftotext:poppler-utils zip:zip
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
"$root/tools/package.sh" "$bin" "$tmp/package" >"$tmp/package.log" 2>&1 || { cat "$tmp/package.log"; exit 1; }

for puzzle in civ sokoban chameleon; do
  dir=$tmp/package/$puzzle
  cat >"$tmp/$puzzle.tex" <<TEX
\\documentclass{article}
\\usepackage{fontspec}
\\usepackage{fancyvrb}
\\newif\\ifplastex
\\newcommand{\\problemname}[1]{\\section*{#1}}
\\providecommand{\\tightlist}{\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}}
\\begin{document}
\\input{$dir/problem_statement/problem.en.tex}
\\section*{Sample}
\\VerbatimInput{$dir/data/sample/01.in}
\\VerbatimInput{$dir/data/sample/01.ans}
\\end{document}
TEX
  (cd "$tmp" && lualatex --interaction=nonstopmode "$puzzle.tex" >"$puzzle.out" 2>&1) || { fail "$puzzle: lualatex failed: $(grep -m3 '^!' "$tmp/$puzzle.out")"; continue; }
  grep -q 'Missing character' "$tmp/$puzzle.log" && fail "$puzzle: glyphs missing: $(grep -m3 'Missing character' "$tmp/$puzzle.log")"
  pdftotext -layout "$tmp/$puzzle.pdf" "$tmp/$puzzle.txt" || { fail "$puzzle: pdftotext failed"; continue; }
  expected=$(grep -o '≤' "$dir/problem_statement/problem.en.tex" | wc -l)
  found=$(grep -o '≤' "$tmp/$puzzle.txt" | wc -l)
  (( found == expected )) || fail "$puzzle: $expected ≤ in the statement, $found in the PDF"
  [[ $expected -gt 0 || $puzzle == chameleon ]] || fail "$puzzle: the statement has no ≤ to look for"
  words=("$(sed -n '1s/^# //p' "$root/src/$puzzle/statement.md")")
  [[ $puzzle == chameleon ]] && words+=("ХАМЕЛЕОН" "Нет решения" "Х А М" "Е Л Е" "О Н _" "ХАМ" "Е Е" "ОЛН")
  for word in "${words[@]}"; do
    grep -qF -- "$word" "$tmp/$puzzle.txt" || fail "$puzzle: '$word' is not in the PDF's text"
  done
  echo "$puzzle: typeset, no glyph missing, $found ≤ and ${#words[@]} words found"
done
echo "statement PDFs: $failures failed"
(( failures == 0 ))
