#!/usr/bin/env bash
# The statement a judge shows has every character: each package's
# problem_statement/problem.pdf (typeset by tools/package.sh with LuaLaTeX
# from the problem.en.tex pandoc makes of statement.md, which stops on a
# missing glyph), in the folder and in the zip, read back with pdftotext:
# the title, the Cyrillic words, «Хамелеон»'s goal board, every ≤ of the
# statement, the limits as problem.yaml and .timelimit give them, and the
# shown samples, each headed by its name (Sample 01), must be in its text;
# its pages A4, each sample with its heading on one page. Then each
# problem.en.tex typeset as problemtools' two classes typeset it, in a
# stand-in of each written here (typeset_like_problemtools): pdflatex with
# Cyrillic in OT2 and the samples read by listingsutf8 as Latin-1 (the older
# class, where «Хамелеон»'s sample box came out empty), and LuaLaTeX with
# fontspec and listings reading UTF-8 (today's): every line of every sample
# must be in the text of both, for each language's statement. And each
# translation's PDF (problem.ru.pdf, problem.ro.pdf): its title, its words
# in Cyrillic, the Romanian letters ă, â, î, ș, ț it uses, A4, the answers.
# Without lualatex, pdflatex, pandoc or pdftotext: exit 77 (skipped), or a
# failure when PUZZLES_REQUIRE_JUDGE_TOOLS=1 (CI).
# Reads the packages the package target wrote (need_packages).
# Usage: check_statement_pdf.sh PACKAGES_DIR BIN_DIR
set -u
export LC_ALL=C.UTF-8
packages=$1 bin=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
source "$here/unavailable.sh"
need_tools PUZZLES_REQUIRE_JUDGE_TOOLS "so no statement was typeset" \
  lualatex:texlive-luatex pdflatex:texlive-latex-base pandoc:pandoc pdftotext:poppler-utils zip:zip unzip:unzip
for file in listingsutf8.sty:texlive-latex-extra ot2enc.def:texlive-lang-cyrillic; do
  [[ -n $(kpsewhich "${file%:*}") ]] ||
    unavailable PUZZLES_REQUIRE_JUDGE_TOOLS "no ${file%:*} on this machine (apt-get install ${file#*:}), so pdflatex cannot typeset as problemtools does"
done
need_packages "$packages" "$bin"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# typeset_like_problemtools ENGINE DIR TEX: TEX (one of DIR's statements)
# and DIR's samples typeset by ENGINE (pdflatex or lualatex) as problemtools'
# class of that engine does it: the statement \input in the document, then
# each sample file read by \lstinputlisting into a box (pdflatex: fontenc
# OT2 and T1, inputenc utf8, listingsutf8 with inputencoding=utf8/latin1;
# lualatex: fontspec, listings with inputencoding=utf8 and extendedchars).
# Its text, by pdftotext, in $tmp/ENGINE.txt.
typeset_like_problemtools() {
  local engine=$1 dir=$2 tex=$3 work=$tmp/$1 sample options
  rm -rf "$work" && mkdir "$work"
  {
    echo '\documentclass[11pt]{article}'
    if [[ $engine == pdflatex ]]; then
      echo '\usepackage[OT2,T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{fancyvrb}\usepackage{listingsutf8}'
      options='inputencoding=utf8/latin1,basicstyle=\ttfamily'
    else
      echo '\usepackage{fontspec}\usepackage{fancyvrb}\usepackage{listings}'
      options='inputencoding=utf8,basicstyle=\ttfamily,extendedchars=true'
    fi
    echo '\newif\ifplastex\newcommand{\problemname}[1]{\section*{#1}}\newsavebox{\samplebox}'
    echo '\begin{document}'
    echo "\\input{$tex}"
    for sample in "$dir"/data/sample/*.in "$dir"/data/sample/*.ans; do
      echo "\\savebox{\\samplebox}{\\lstinputlisting[$options]{$sample}}\\par\\noindent\\fbox{\\usebox{\\samplebox}}\\par"
    done
    echo '\end{document}'
  } >"$work/statement.tex"
  (cd "$work" && "$engine" -interaction=nonstopmode statement.tex >/dev/null 2>&1) || {
    fail "$(basename "$dir"): ${tex##*/} does not typeset with $engine as problemtools does: $(grep -m3 '^!' "$work/statement.log")"
    return 1
  }
  pdftotext -layout "$work/statement.pdf" "$tmp/$engine.txt"
}

# as_ot2_codes: standard input with each Cyrillic letter written as the
# character of its OT2 code: pdflatex sets Cyrillic in OT2's bitmap fonts,
# which carry no Unicode, so pdftotext reads each code as that character (Х,
# \CYRH, code 72: "H"). The codes are the machine's own ot2enc.dfu and ot2enc.def.
as_ot2_codes() {
  python3 -c '
import re, sys
dfu, df = (open(path, encoding="latin-1").read() for path in sys.argv[1:3])
code = {m[1]: int(m[2]) for m in re.finditer(r"\\DeclareTextSymbol\{\\(\w+)\}\{OT2\}\{(\d+)\}", df)}
letters = {chr(int(m[1], 16)): chr(code[m[2]]) for m in re.finditer(r"\\DeclareUnicodeCharacter\{(04[0-9A-F]{2})\}\{\\(\w+)\}", dfu) if m[2] in code}
sys.stdout.write("".join(letters.get(c, c) for c in sys.stdin.read()))
' "$(kpsewhich ot2enc.dfu)" "$(kpsewhich ot2enc.def)"
}

for puzzle in civ sokoban chameleon; do
  dir=$packages/$puzzle pdf=$packages/$puzzle/problem_statement/problem.pdf
  unzip -p "$packages/$puzzle.zip" problem_statement/problem.pdf | cmp -s - "$pdf" || fail "$puzzle: the zip lacks the folder's problem.pdf"
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
  # A4, as olympiads print; each sample's heading and lines on one page.
  pdfinfo "$pdf" | grep -q '^Page size:.*(A4)$' || fail "$puzzle: the PDF's pages are not A4: $(pdfinfo "$pdf" | grep '^Page size')"
  pages=$(pdfinfo "$pdf" 2>/dev/null | sed -n 's/^Pages: *//p')
  for sample in "$dir"/data/sample/*.in; do
    whole=0
    for ((page = 1; page <= pages; page++)); do
      pdftotext -f "$page" -l "$page" -layout "$pdf" "$tmp/page.txt"
      grep -qF "Sample $(basename "$sample" .in)" "$tmp/page.txt" || continue
      whole=1
      while read -r line; do
        [[ -z $line ]] || grep -qF -- "$line" "$tmp/page.txt" || whole=0
      done < <(cat "$sample" "${sample%.in}.ans" | tr -d '\r')
    done
    (( whole )) || fail "$puzzle: Sample $(basename "$sample" .in) is split across pages"
  done
  # Both of problemtools' engines show every line of every sample, in every
  # language (pdflatex's text read in OT2's codes: $tmp/lines.pdflatex).
  cat "$dir"/data/sample/* | tr -d '\r' >"$tmp/lines.lualatex"
  as_ot2_codes <"$tmp/lines.lualatex" >"$tmp/lines.pdflatex"
  for tex in "$dir"/problem_statement/problem.*.tex; do
    for engine in pdflatex lualatex; do
      typeset_like_problemtools "$engine" "$dir" "$tex" || continue
      while read -r line; do
        [[ -z $line ]] || grep -qF -- "$line" "$tmp/$engine.txt" ||
          fail "$puzzle: '$line' of a sample is not in the text of ${tex##*/} typeset by $engine"
      done <"$tmp/lines.$engine"
    done
  done
  # Each translation's PDF: its title, its letters (Cyrillic; Romanian ă, â,
  # î, ș, ț with the comma below), A4, the samples.
  for translation in "$root/src/$puzzle"/statement.*.md; do
    language=$(basename "$translation" .md) language=${language#statement.}
    translated=$dir/problem_statement/problem.$language.pdf
    pdftotext -layout "$translated" "$tmp/$language.txt" || { fail "$puzzle: no readable problem.$language.pdf"; continue; }
    pdfinfo "$translated" | grep -q '^Page size:.*(A4)$' || fail "$puzzle: problem.$language.pdf is not A4"
    letters=("$(sed -n '1s/^# //p' "$translation")")
    letters+=($(sed -n '/^## /,$p' "$translation" | grep -oP '[\x{0400}-\x{04FF}]{6,}' | head -20))
    letters+=($(grep -o '[ăâîșțĂÂÎȘȚ]' "$translation" | sort -u))
    while read -r line; do [[ -n $line ]] && letters+=("$line"); done < <(cat "$dir"/data/sample/*.ans | tr -d '\r')
    for word in "${letters[@]}"; do
      grep -qF -- "$word" "$tmp/$language.txt" || fail "$puzzle: '$word' is not in problem.$language.pdf's text"
    done
    [[ $language != ro ]] || [[ $(grep -o '[șț]' "$tmp/$language.txt" | wc -l) -gt 0 ]] || fail "$puzzle: no ș or ț in problem.ro.pdf"
    echo "$puzzle: problem.$language.pdf, ${#letters[@]} words and letters found"
  done
  echo "$puzzle: problem.pdf of $pages A4 pages, $found ≤ and ${#words[@]} words and sample lines found; every sample line under pdflatex and LuaLaTeX"
done
echo "statement PDFs: $failures failed"
(( failures == 0 ))
