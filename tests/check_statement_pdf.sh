#!/usr/bin/env bash
# The statement a judge shows has every character and is typeset as well in
# every language: each package's problem_statement/problem.pdf (typeset by
# tools/package.sh with LuaLaTeX from the problem.en.tex pandoc makes of
# statement.md, which stops on a missing glyph or a line past the margin),
# in the folder and in the zip, read back with pdftotext: the title, the
# Cyrillic words, «Хамелеон»'s goal board, every ≤ of the statement, the
# header's files and limits as tools/statement_header.py words them from
# problem.yaml and .timelimit, and the shown samples, each headed by its
# name (Sample 01); its pages A4, each sample with its heading on one page.
# Then each language's problem.LANGUAGE.tex typeset as problemtools' two
# classes typeset it, in a stand-in of each written here
# (typeset_like_problemtools: the class's fonts, encodings, margins and
# sample listings): pdflatex with Times, text in T1 and Cyrillic in OT2 only
# (8c5993a's class, which many coaches and Polygon's converters meet), and
# LuaLaTeX with fontspec (today's). In both, for every language: no Type 3
# font (Cyrillic in T2A's Type 1 faces, cm-super, under pdflatex), no line
# past the margin, the header, the Cyrillic words and every sample line in
# the copied text, and in Russian a bold and (where the text has Cyrillic in
# typewriter) a monospace face for the Cyrillic. And each translation's PDF
# (problem.ru.pdf, problem.ro.pdf): its title, its words in Cyrillic, the
# Romanian letters ă, â, î, ș, ț it uses, its header, A4, the answers.
# Without lualatex, pdflatex, pandoc, pdftotext or cm-super: exit 77
# (skipped), or a failure when PUZZLES_REQUIRE_JUDGE_TOOLS=1 (CI).
# Reads the packages the package target wrote (need_packages).
# Usage: check_statement_pdf.sh PACKAGES_DIR BIN_DIR
set -u
export LC_ALL=C.UTF-8
packages=$1 bin=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
source "$here/unavailable.sh"
need_tools PUZZLES_REQUIRE_JUDGE_TOOLS "so no statement was typeset" \
  lualatex:texlive-luatex pdflatex:texlive-latex-base pandoc:pandoc pdftotext:poppler-utils pdffonts:poppler-utils zip:zip unzip:unzip
for file in listingsutf8.sty:texlive-latex-extra ot2enc.def:texlive-lang-cyrillic t2acmr.fd:texlive-lang-cyrillic \
  sfrm1000.pfb:cm-super hyph-ro.pat.txt:texlive-lang-european; do
  [[ -n $(kpsewhich "${file%:*}") ]] ||
    unavailable PUZZLES_REQUIRE_JUDGE_TOOLS "no ${file%:*} on this machine (apt-get install ${file#*:}), so pdflatex cannot typeset as problemtools does"
done
need_packages "$packages" "$bin"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# Words as each language's patterns break them, and as English ones do not
# (English: munci-toru-lui de-plasarea; Cyrillic not at all).
declare -A hyphenated=([en]=hy-phen-ation [ru]=пе-ре-ме-ще-ние [ro]="mun-ci-to-ru-lui de-pla-sa-rea")

# typeset_like_problemtools ENGINE DIR TEX: TEX (one of DIR's statements)
# and DIR's samples typeset by ENGINE (pdflatex or lualatex) as problemtools'
# class of that engine does it: Times, AMS, 1-inch side margins, the
# statement \input in the document, then each sample file read by
# \lstinputlisting into a box (pdflatex: fontenc OT2 and T1, inputenc utf8,
# listingsutf8 with inputencoding=utf8/latin1; lualatex: fontspec, listings
# with inputencoding=utf8 and extendedchars). Its text, by pdftotext, in
# $tmp/ENGINE.txt (a word a hyphen broke at a line end joined again), its fonts in
# $tmp/ENGINE.fonts, its log in $tmp/ENGINE/statement.log.
typeset_like_problemtools() {
  local engine=$1 dir=$2 tex=$3 work=$tmp/$1 sample options language=${3##*/problem.}
  language=${language%.tex}
  rm -rf "$work" && mkdir "$work"
  {
    echo '\documentclass{article}'
    echo '\usepackage{times}\usepackage{amsmath}\usepackage{amssymb}'
    if [[ $engine == pdflatex ]]; then
      echo '\usepackage[OT2,T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{fancyvrb}\usepackage{listingsutf8}'
      options='inputencoding=utf8/latin1,basicstyle=\ttfamily'
    else
      echo '\usepackage{fancyvrb}\usepackage{listings}\usepackage{fontspec}'
      options='inputencoding=utf8,basicstyle=\ttfamily,extendedchars=true'
    fi
    echo '\usepackage[left=1in,right=1in,top=0.75in,bottom=0.75in]{geometry}'
    echo '\newif\ifplastex\newcommand{\problemname}[1]{\section*{#1}}\newsavebox{\samplebox}'
    echo '\begin{document}'
    echo "\\input{$tex}"
    for sample in "$dir"/data/sample/*.in "$dir"/data/sample/*.ans; do
      echo "\\savebox{\\samplebox}{\\lstinputlisting[$options]{$sample}}\\par\\noindent\\fbox{\\usebox{\\samplebox}}\\par"
    done
    # The hyphenation the statement leaves on, shown last in the log.
    echo "\\showhyphens{${hyphenated[$language]//-/}}"
    echo '\end{document}'
  } >"$work/statement.tex"
  (cd "$work" && "$engine" -interaction=nonstopmode statement.tex >/dev/null 2>&1) || {
    fail "$(basename "$dir"): ${tex##*/} does not typeset with $engine as problemtools does: $(grep -m3 '^!' "$work/statement.log")"
    return 1
  }
  pdftotext -layout "$work/statement.pdf" - | sed -z 's/\([[:alpha:]]\)-\n *\([[:lower:]]\)/\1\2/g' >"$tmp/$engine.txt"
  pdffonts "$work/statement.pdf" >"$tmp/$engine.fonts"
}

# header_words PUZZLE LANGUAGE: each label and value of the header the
# statement opens with, one a line, as tools/statement_header.py words the
# package's own limits.
header_words() {
  python3 "$root/tools/statement_header.py" "$2" "$(cat "$packages/$1/.timelimit")" \
    "$(sed -n 's/^  memory: //p' "$packages/$1/problem.yaml")" | tr '\t' '\n'
}

# plain_letters: standard input with ș, ț as pdflatex's T1 copies them
# ("s, ") and every letter without its marks (ă: a).
plain_letters() {
  python3 -c 'import re, sys, unicodedata
text = unicodedata.normalize("NFD", re.sub(r"([sStT])(\u0326|, )", r"\1", sys.stdin.read()))
sys.stdout.write("".join(c for c in text if not unicodedata.combining(c)))'
}

# typeset_well ENGINE PUZZLE LANGUAGE TEX: what every language's statement
# must show under ENGINE: no Type 3 font, no line past the margin, no
# missing glyph, the header and the sample lines in its text; in Russian,
# Cyrillic in a bold face and, where TEX has Cyrillic in typewriter, in a
# monospace one.
typeset_well() {
  local engine=$1 puzzle=$2 language=$3 tex=$4 line bold mono
  ! grep -q 'Type 3' "$tmp/$engine.fonts" ||
    fail "$puzzle: ${tex##*/} under $engine has a Type 3 (bitmap) font: $(grep 'Type 3' "$tmp/$engine.fonts" | cut -c1-40 | head -3)"
  ! grep -q '^Overfull \\hbox' "$tmp/$engine/statement.log" ||
    fail "$puzzle: ${tex##*/} under $engine has a line past the margin: $(grep -m1 '^Overfull \\hbox' "$tmp/$engine/statement.log")"
  ! grep -q 'Missing character' "$tmp/$engine/statement.log" ||
    fail "$puzzle: ${tex##*/} under $engine lacks glyphs: $(grep -m1 'Missing character' "$tmp/$engine/statement.log")"
  # pdflatex's T1 has no ș or ț: it builds them of a letter and a comma,
  # which copy as "s, "; ă, â and î copy as a letter and a combining mark.
  # There both sides are compared as plain letters.
  local normalise=cat
  [[ $engine == pdflatex && $language == ro ]] && normalise=plain_letters
  $normalise <"$tmp/$engine.txt" >"$tmp/$engine.compared"
  while read -r line; do
    [[ -z $line ]] || grep -qF -- "$line" "$tmp/$engine.compared" ||
      fail "$puzzle: '$line' is not in the text of ${tex##*/} typeset by $engine"
  done < <({ header_words "$puzzle" "$language"; cat "$packages/$puzzle"/data/sample/* | tr -d '\r'; } | $normalise)
  # The language's own hyphenation: its words break where its patterns say
  # (pdflatex logs T2A's letters as ^^ codes, so there the breaks are counted).
  local shown expected=${hyphenated[$language]}
  shown=$(LC_ALL=C grep -a -A1 -E '^Underfull \\hbox \(badness 10000\) (detected at line|in paragraph at lines)' "$tmp/$engine/statement.log" |
    LC_ALL=C sed -n 's/^\[\] \\[^ ]* //p' | tail -1)
  [[ $shown == "$expected" || ( $engine == pdflatex && $language == ru && ${shown//[^-]/} == "${expected//[^-]/}" ) ]] ||
    fail "$puzzle: ${tex##*/} under $engine hyphenates '$shown', where its language's patterns give '$expected'"
  [[ $language == ru ]] || return 0
  # pdflatex sets Cyrillic alone in cm-super's T2A faces (SF..), Latin in
  # Times: a bold SF face is bold Cyrillic. LuaLaTeX's faces hold both.
  if [[ $engine == pdflatex ]]; then bold='SF(BX|SX|SB)' mono='SFTT'; else bold='Bold' mono='Mono'; fi
  grep -qE "^[A-Z]{6}\\+[^ ]*$bold" "$tmp/$engine.fonts" || fail "$puzzle: ${tex##*/} under $engine has no bold Cyrillic face"
  if grep -qP '\\texttt\{[^}]*[\x{0400}-\x{04FF}]' "$tex"; then
    grep -qE "^[A-Z]{6}\\+[^ ]*$mono" "$tmp/$engine.fonts" || fail "$puzzle: ${tex##*/} under $engine has no monospace Cyrillic face"
  fi
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
  words=("$(sed -n '1s/^# //p' "$root/src/$puzzle/statement.md")")
  while read -r line; do words+=("$line"); done < <(header_words "$puzzle" en)
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
  # Both of problemtools' engines typeset every language well.
  for tex in "$dir"/problem_statement/problem.*.tex; do
    language=$(basename "$tex" .tex) language=${language#problem.}
    for engine in pdflatex lualatex; do
      typeset_like_problemtools "$engine" "$dir" "$tex" && typeset_well "$engine" "$puzzle" "$language" "$tex"
      [[ $language == en ]] && continue
      for word in $(sed -n '/^## /,$p' "$root/src/$puzzle/statement.$language.md" | grep -oP '[\x{0400}-\x{04FF}]{6,}' | head -20); do
        grep -qF -- "$word" "$tmp/$engine.txt" || fail "$puzzle: '$word' is not in the text of ${tex##*/} typeset by $engine"
      done
    done
  done
  # Each translation's PDF: its title, its letters (Cyrillic; Romanian ă, â,
  # î, ș, ț with the comma below), A4, the samples.
  for translation in "$root/src/$puzzle"/statement.*.md; do
    language=$(basename "$translation" .md) language=${language#statement.}
    translated=$dir/problem_statement/problem.$language.pdf
    pdftotext -layout "$translated" - | sed -z 's/\([[:alpha:]]\)-\n *\([[:lower:]]\)/\1\2/g' >"$tmp/$language.txt" || { fail "$puzzle: no readable problem.$language.pdf"; continue; }
    pdfinfo "$translated" | grep -q '^Page size:.*(A4)$' || fail "$puzzle: problem.$language.pdf is not A4"
    letters=("$(sed -n '1s/^# //p' "$translation")")
    letters+=($(sed -n '/^## /,$p' "$translation" | grep -oP '[\x{0400}-\x{04FF}]{6,}' | head -20))
    letters+=($(grep -o '[ăâîșțĂÂÎȘȚ]' "$translation" | sort -u))
    while read -r line; do [[ -n $line ]] && letters+=("$line"); done < <(cat "$dir"/data/sample/*.ans | tr -d '\r'; header_words "$puzzle" "$language")
    for word in "${letters[@]}"; do
      grep -qF -- "$word" "$tmp/$language.txt" || fail "$puzzle: '$word' is not in problem.$language.pdf's text"
    done
    [[ $language != ro ]] || [[ $(grep -o '[șț]' "$tmp/$language.txt" | wc -l) -gt 0 ]] || fail "$puzzle: no ș or ț in problem.ro.pdf"
    echo "$puzzle: problem.$language.pdf, ${#letters[@]} words and letters found"
  done
  echo "$puzzle: problem.pdf of $pages A4 pages, $found ≤ and ${#words[@]} words and sample lines found; every language under pdflatex and LuaLaTeX with Type 1 or TrueType faces only, no line past the margin, its header, words and samples in its text"
done
echo "statement PDFs: $failures failed"
(( failures == 0 ))
