#!/usr/bin/env bash
# Builds a judge package per puzzle in the Kattis problem package format
# (legacy version, which Kattis, DOMjudge and the ICPC import), and its zip:
#   OUT_DIR/<puzzle>/problem.yaml       name, source, license, validation: custom, memory limit
#   OUT_DIR/<puzzle>/.timelimit         the statement's time limit, in seconds (DOMjudge reads it)
#   OUT_DIR/<puzzle>/problem_statement/problem.en.tex, problem.ru.tex, problem.ro.tex
#                                       made by pandoc from src/<puzzle>/statement.md and its
#                                       translations statement.ru.md and statement.ro.md,
#                                       contestant text only
#   OUT_DIR/<puzzle>/problem_statement/problem.pdf, problem.ru.pdf, problem.ro.pdf
#                                       each text and the shown samples typeset by LuaLaTeX
#                                       (DejaVu fonts, Cyrillic, ș, ț and ≤ included) on A4;
#                                       problem.pdf, the English one, is what DOMjudge shows
#   OUT_DIR/<puzzle>/problem_statement/problem.html, problem.ru.html, problem.ro.html
#                                       the same texts, limits and samples as HTML pages by pandoc
#   OUT_DIR/<puzzle>/data/sample/, data/secret/
#                                       NN.in and NN.ans (our answer, accepted by our checker) for each
#                                       line of src/<puzzle>/tests.txt, each validated; secret tests
#                                       have NN.desc, the line that made them
#   OUT_DIR/<puzzle>/input_validators/, output_validators/
#                                       <puzzle>-validate and <puzzle>-check as single files, run
#                                       in their Kattis form (--kattis; a feedback folder)
#   OUT_DIR/<puzzle>/submissions/accepted/, wrong_answer/, time_limit_exceeded/
#                                       ours and tests/solutions/, bundled into single files
#   OUT_DIR/<puzzle>.zip                the package, as DOMjudge's problem import takes it
#   OUT_DIR/polygon/<puzzle>/, OUT_DIR/polygon/<puzzle>.zip
#                                       the same problem in Polygon's format (tools/polygon_package.sh)
# Stops with exit 1 at the first test that fails validation or whose answer
# our checker does not accept, or a statement with a glyph missing. Needs
# pandoc, LuaLaTeX (with fontspec and fancyvrb), zip, iconv and python3, and says which
# is missing before doing any work. The same commit makes the same bytes:
# every date in a PDF and a zip is the commit's (SOURCE_DATE_EPOCH), the
# zips' entries in one order.
# Usage: tools/package.sh BIN_DIR OUT_DIR [PUZZLE...]   (default: all three)
set -euo pipefail
bin=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd) shown_out=${2%/}
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
puzzles=("$@")
(( ${#puzzles[@]} > 0 )) || puzzles=(civ sokoban chameleon)
commit=$(git -C "$root" describe --always --dirty --abbrev=12 2>/dev/null || echo unknown)
die() { echo "package: $*" >&2; exit 1; }
for tool in pandoc:pandoc lualatex:texlive-luatex zip:zip python3:python3 iconv:libc-bin; do
  command -v "${tool%:*}" >/dev/null || die "${tool%:*} is missing: apt-get install ${tool#*:} (docs/coaches.md has the whole line)"
done
# Every date the packages carry: the commit's, so that a commit always makes
# the same bytes (LuaTeX reads SOURCE_DATE_EPOCH for the PDF's dates and id).
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 946684800)}
export SOURCE_DATE_EPOCH FORCE_SOURCE_DATE=1

# The statements' limits: time in seconds, memory in MiB, and the title.
declare -A seconds=([civ]=2 [sokoban]=0.7 [chameleon]=1) mebibytes=([civ]=32 [sokoban]=16 [chameleon]=64)
# A problem's uuid stays the same across versions of its package (Kattis keys
# submissions and results on it).
declare -A uuid=([civ]=cf6627b6-ee17-4d39-bc81-52d508ebb6bb [sokoban]=57981892-0e4f-4a48-8e32-553e877b1774
  [chameleon]=6008e226-a3f1-47df-b280-3290d96059ca)
declare -A source=(
  [civ]="a classic judge problem, retold in our words"
  [sokoban]="the Romanian olympiad in informatics, 2016, retold in our words"
  [chameleon]="a Russian olympiad book (numbering configurations), retold in our words")

# tests PUZZLE DIR: the test set into DIR/data, each test validated and answered.
tests() {
  local puzzle=$1 dir=$2 line number=0 sample=0 secret=0 test
  mkdir -p "$dir/data/sample" "$dir/data/secret"
  while read -r line; do
    [[ -z $line || $line == \#* ]] && continue
    number=$((number + 1))
    if [[ $line == shown\ * ]]; then
      sample=$((sample + 1))
      test=$dir/data/sample/$(printf '%02d' "$sample")
    else
      secret=$((secret + 1))
      test=$dir/data/secret/$(printf '%02d' "$secret")
    fi
    case $line in
      shown\ *)
        # The statements show it verbatim (LuaLaTeX and problem.html read UTF-8).
        iconv -f UTF-8 -t UTF-8 "$root/samples/$puzzle/${line#* }.in" >/dev/null 2>&1 ||
          die "$puzzle test $number: the shown sample samples/$puzzle/${line#* }.in is not UTF-8"
        cp "$root/samples/$puzzle/${line#* }.in" "$test.in" ;;
      sample\ *) cp "$root/samples/$puzzle/${line#* }.in" "$test.in" ;;
      bench\ *)
        cp "$root/bench/$puzzle/${line#* }.in" "$test.in" || die "$puzzle test $number: no bench/$puzzle/${line#* }.in"
        echo "the benchmark's worst case bench/$puzzle/${line#* }.in" >"$test.desc" ;;
      *)
        # shellcheck disable=SC2086
        "$bin/$puzzle-generate" $line >"$test.in" || die "$puzzle test $number: $puzzle-generate $line failed"
        echo "$puzzle-generate $line" >"$test.desc" ;;
    esac
    [[ $line == sample\ * ]] && echo "the sample ${line#* } of the project's samples/$puzzle/" >"$test.desc"
    "$bin/$puzzle-validate" "$test.in" || die "$puzzle test $number ($line) is not valid"
    "$bin/$puzzle" "$test.in" "$test.ans" || die "$puzzle test $number: our solution failed"
    "$bin/$puzzle-check" "$test.in" "$test.ans" "$test.ans" >/dev/null || die "$puzzle test $number: the checker rejects our answer"
  done <"$root/src/$puzzle/tests.txt"
  (( sample > 0 )) || die "$puzzle: no test is marked 'shown' (the statement's sample)"
  # The input validators run in their Kattis form.
  echo "input_validator_flags: --kattis" >"$dir/data/testdata.yaml"
  echo "$puzzle: $number tests ($sample sample, $secret secret), validated and answered"
}

# The statements' languages: English (statement.md) and each translation
# src/<puzzle>/statement.<code>.md (Russian, Romanian), with the words the
# packages add around the contestant text in each.
declare -A sample_heading=([en]=Sample [ru]=Пример [ro]=Exemplul)
declare -A input_word=([en]=Input: [ru]=Ввод: [ro]=Intrare:) output_word=([en]=Output: [ru]=Вывод: [ro]=Ieșire:)

# languages PUZZLE: the codes of its statement's languages, English first.
languages() {
  local file
  echo en
  for file in "$root/src/$1"/statement.*.md; do
    [[ -f $file ]] && basename "$file" .md | cut -d. -f2
  done
}

# statement_source PUZZLE LANGUAGE: the Markdown file of that language.
statement_source() { [[ $2 == en ]] && echo "src/$1/statement.md" || echo "src/$1/statement.$2.md"; }


# statement PUZZLE LANGUAGE FILE: the contestant's statement in LaTeX: the
# lines of its files and limits (statement_header), then the contestant text
# (the repository's notes go: its samples, its solution's tolerances, its
# judges' notes); the samples come from data/sample. Before them, for the
# typesetting paths that need it: fonts with Cyrillic and the mathematical
# signs, Cyrillic in T2A under pdflatex, the language's hyphenation.
statement() {
  local source title body
  source=$(statement_source "$1" "$2")
  title=$(sed -n '1s/^# //p' "$root/$source")
  body=$({
    header_lines "$1" "$2" |
      awk -F'\t' 'BEGIN { print "\\begin{tabular}{@{}l@{\\quad}l@{}}" } { print $1 ": & " $2 " \\\\" } END { print "\\end{tabular}\\par\\medskip" }'
    contestant_text "$1" "$2" |
      sed -E 's/^(#{2,6} .*)$/\1 {-}/' |
      pandoc --from markdown-auto_identifiers --to latex --shift-heading-level-by=-1 --wrap=preserve
  })
  {
    echo "%% Made by tools/package.sh from $source (commit $commit); edit that file, not this one."
    echo '\providecommand{\tightlist}{\setlength{\itemsep}{0pt}\setlength{\parskip}{0pt}}'
    echo '\ifplastex\else'
    # LuaLaTeX (fontspec): fonts with Cyrillic and the signs. pdflatex (an
    # older problem2pdf, Polygon) reads UTF-8 by inputenc, which knows
    # Cyrillic but not these signs; \DeclareUnicodeCharacter works in a
    # preamble only, so the line defines what it would.
    echo '\ifdefined\IfFontExistsTF'
    echo '\IfFontExistsTF{DejaVu Serif}{\setmainfont{DejaVu Serif}[Ligatures=NoCommon]}{}'
    echo '\IfFontExistsTF{DejaVu Sans}{\setsansfont{DejaVu Sans}[Ligatures=NoCommon]}{}'
    echo '\IfFontExistsTF{DejaVu Sans Mono}{\setmonofont{DejaVu Sans Mono}[Scale=MatchLowercase]}{}'
    echo '\fi'
    echo '\ifdefined\DeclareUnicodeCharacter\def\utfsign#1#2{\expandafter\def\csname u8:\detokenize{#1}\endcsname{\ensuremath{#2}}}\utfsign{≤}{\leq}\utfsign{−}{-}\utfsign{×}{\times}\utfsign{·}{\cdot}\fi'
    cyrillic_in_t2a "$1" "$title"$'\n'"$body"
    hyphenation "$2"
    # Lines may stretch their spaces a little more rather than run past the
    # margin (a long formula or file name in a narrow column).
    echo '\emergencystretch=3em'
    # problemtools' classes read each sample file with listings, which
    # garbles Cyrillic: under pdflatex listingsutf8 reads it as Latin-1
    # (inputencoding=utf8/latin1) and drops every letter, so «Хамелеон»'s
    # sample box came out empty; under LuaLaTeX the letters come out run
    # together, spaces and line ends lost. The sample files go through
    # fancyvrb's boxed verbatim instead, which sets them as the text is set,
    # with the room above (0.3 cm, which the classes take back) and below that
    # listings leaves. (The classes' calls always give options in brackets.)
    echo '\ifdefined\lstinputlisting\def\samplefileverbatim[#1]#2{\vtop{\vskip0.3cm\hbox{\BVerbatimInput{#2}}\vskip0.1cm}}\global\let\lstinputlisting\samplefileverbatim\fi'
    echo '\fi'
    echo "\\problemname{$title}"
    echo
    echo "$body"
  } >"$3"
}

# header_lines PUZZLE LANGUAGE: "label<TAB>value" for the input and output
# files and the limits, in that language's customary words.
header_lines() { python3 "$root/tools/statement_header.py" "$2" "${seconds[$1]}" "${mebibytes[$1]}"; }

# cyrillic_in_t2a PUZZLE TEXT: for pdflatex with the text in T1 and Cyrillic
# known only in OT2 (problemtools' class before it moved to LuaLaTeX, whose
# OT2 fonts are bitmaps of one plain face that copy as Latin letters), the
# lines that set every Cyrillic letter in T2A instead: Type 1 fonts
# (cm-super) in the family and series around it (roman, sans serif or
# typewriter; bold where the text is bold), with Unicode in the PDF so that
# copied text is Cyrillic. What t2aenc.def would declare, were
# \DeclareFontEncoding allowed outside a preamble: the encoding's names, then
# each letter's code. Nothing where T2A is there already (Polygon's
# olymp.sty), where OT2 is not (LuaLaTeX), or where neither TEXT nor the
# shown samples have Cyrillic.
cyrillic_in_t2a() {
  local LC_ALL=C.UTF-8  # letters, not bytes, whatever the caller's locale
  [[ -n $({ echo "$2"; cat $(sed -n "s|^shown \(.*\)|$root/samples/$1/\1.in|p" "$root/src/$1/tests.txt"); } |
    grep -oP '[\x{0400}-\x{04FF}]') ]] || return 0
  local names=(A B V G D E ZH Z I ISHRT K L M N O P R S T U F H C CH SH SHCH HRDSN ERY SFTSN EREV YU YA) index
  cat <<'LATEX'
\makeatletter
\expandafter\ifx\csname T@OT2\endcsname\relax\else\expandafter\ifx\csname T@T2A\endcsname\relax
\global\@namedef{T@T2A}{}\global\@namedef{M@T2A}{\default@M}\global\expandafter\let\csname T2A-cmd\endcsname\@changed@cmd
\global\@namedef{D@T2A}{\def\default@family{cmr}\def\default@series{m}\def\default@shape{n}}
\gdef\settwoa#1{{\edef\@tempa{\f@family}\def\@tempc{cmr}\edef\@tempb{\ttdefault}\ifx\@tempa\@tempb\def\@tempc{cmtt}\fi
\edef\@tempb{\sfdefault}\ifx\@tempa\@tempb\def\@tempc{cmss}\fi\fontencoding{T2A}\fontfamily{\@tempc}%
\if b\expandafter\@car\f@series\@nil\fontseries{bx}\fi\selectfont#1}}
\gdef\cyrintwoa#1#2{\global\expandafter\chardef\csname T2A\string#1\endcsname=#2\relax
\global\expandafter\def\csname T1\string#1\endcsname{\settwoa#1}}
LATEX
  # T2A's codes: А..Я from 192 and а..я from 224 (the alphabet without Ё),
  # Ё 156 and ё 188.
  for index in "${!names[@]}"; do
    printf '\\cyrintwoa\\CYR%s{%d}\\cyrintwoa\\cyr%s{%d}' "${names[$index]}" $((192 + index)) \
      "$(tr 'A-Z' 'a-z' <<<"${names[$index]}")" $((224 + index))
  done
  echo '\cyrintwoa\CYRYO{156}\cyrintwoa\cyryo{188}'
  echo '\ifdefined\pdfgentounicode\global\pdfgentounicode=1 \input glyphtounicode\fi'
  echo '\fi\fi'
  echo '\makeatother'
}

# hyphenation LANGUAGE: the line that hyphenates in that language: pdflatex's
# formats carry Russian and Romanian patterns (\l@russian, \l@romanian);
# LuaLaTeX's load them when asked, which the Lua part does (hyph-utf8's
# patterns and exceptions). English is every engine's default.
hyphenation() {
  local name
  case $1 in ru) name=russian ;; ro) name=romanian ;; *) return ;; esac
  echo "\\ifdefined\\directlua\\directlua{local path = kpse.find_file('hyph-$1.pat.txt') if path then local language = lang.new() local file = io.open(path) lang.patterns(language, file:read('*a')) file:close() path = kpse.find_file('hyph-$1.hyp.txt') if path then file = io.open(path) lang.hyphenation(language, file:read('*a')) file:close() end tex.language = lang.id(language) end}%"
  echo "\\else\\expandafter\\ifx\\csname l@$name\\endcsname\\relax\\else\\language=\\csname l@$name\\endcsname\\fi\\fi"
  echo '\lefthyphenmin=2 \righthyphenmin=2'
}

# contestant_text PUZZLE LANGUAGE: its statement without its title and
# without the lines between "<!-- contestants: leave out from here -->" and
# "... to here" (the repository's notes), in Markdown.
contestant_text() {
  awk '/<!-- contestants: leave out from here -->/ { skip = 1; next }
       /<!-- contestants: leave out to here -->/ { skip = 0; next }
       !skip && NR > 1' "$root/$(statement_source "$1" "$2")"
}

# statement_html PUZZLE DIR LANGUAGE: DIR/problem_statement/problem.html
# (English) or problem.LANGUAGE.html, one page made by pandoc from the
# files and limits, the contestant text and the shown samples (verbatim: tests made
# sure each is UTF-8), its style inline and nothing fetched.
statement_html() {
  local puzzle=$1 dir=$2 language=$3 title sample page=problem.html
  [[ $language == en ]] || page=problem.$language.html
  title=$(sed -n '1s/^# //p' "$root/$(statement_source "$puzzle" "$language")")
  {
    header_lines "$puzzle" "$language" | sed -E 's/^([^\t]*)\t(.*)$/**\1:** \2\\/; $s/\\$//'
    echo
    contestant_text "$puzzle" "$language"
    for sample in "$dir"/data/sample/*.in; do
      echo
      echo "## ${sample_heading[$language]} $(basename "$sample" .in)"
      echo
      echo "${input_word[$language]}"
      echo
      echo '```'
      cat "$sample"
      echo '```'
      echo
      echo "${output_word[$language]}"
      echo
      echo '```'
      cat "${sample%.in}.ans"
      echo '```'
    done
  } | pandoc --from markdown-auto_identifiers --to html5 --standalone --metadata title="$title" \
        --metadata lang="$language" --output "$dir/problem_statement/$page"
}

# statement_pdf PUZZLE DIR LANGUAGE: DIR/problem_statement/problem.pdf
# (English, the one DOMjudge shows) or problem.LANGUAGE.pdf: its
# problem.LANGUAGE.tex (its files and limits on top) and the shown samples
# typeset by LuaLaTeX on A4 in a small stand-in for problemtools' class
# (which loads fontspec the same way); no glyph may be missing and no line
# may run past the margin.
statement_pdf() {
  local puzzle=$1 dir=$2 language=$3 work sample id pdf=problem.pdf
  [[ $language == en ]] || pdf=problem.$language.pdf
  work=$(mktemp -d)
  # The PDF's id from what it shows, not from the folder it was made in.
  id=$(cat "$dir/problem_statement/problem.$language.tex" "$dir"/data/sample/* | md5sum | cut -c1-32)
  {
    echo '\documentclass[11pt]{article}'
    echo '\usepackage[a4paper,margin=2.2cm]{geometry}'
    echo '\usepackage{fontspec}'
    echo '\usepackage{fancyvrb}'
    echo '\newif\ifplastex'
    echo '\newcommand{\problemname}[1]{\section*{#1}}'
    echo '\pagestyle{empty}'
    echo "\\pdfvariable trailerid {[<$id> <$id>]}"
    echo '\begin{document}'
    echo "\\input{$dir/problem_statement/problem.$language.tex}"
    # A sample is one unbreakable block: its heading, input and output on one page.
    for sample in "$dir"/data/sample/*.in; do
      echo '\par\noindent\begin{minipage}{\linewidth}'
      echo "\\subsection*{${sample_heading[$language]} $(basename "$sample" .in)}"
      echo "\\noindent ${input_word[$language]}"
      echo "\\VerbatimInput[frame=single]{$sample}"
      echo "\\noindent ${output_word[$language]}"
      echo "\\VerbatimInput[frame=single]{${sample%.in}.ans}"
      echo '\end{minipage}\par\medskip'
    done
    echo '\end{document}'
  } >"$work/problem.tex"
  (cd "$work" && lualatex --interaction=nonstopmode problem.tex >lualatex.out 2>&1) ||
    die "the $language statement of $dir does not typeset: $(grep -m3 '^!' "$work/lualatex.out")"
  ! grep -q 'Missing character' "$work/problem.log" ||
    die "the $language statement of $dir lacks glyphs: $(grep -m3 'Missing character' "$work/problem.log")"
  ! grep -q '^Overfull \\hbox' "$work/problem.log" ||
    die "the $language statement of $dir has a line past the margin: $(grep -m3 -A1 '^Overfull \\hbox' "$work/problem.log")"
  cp "$work/problem.pdf" "$dir/problem_statement/$pdf"
  rm -rf "$work"
}

# zip_folder DIR ZIP: DIR's files at the zip's root, in name order, each
# dated SOURCE_DATE_EPOCH, without extra attributes: the same bytes each time.
zip_folder() {
  find "$1" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
  (cd "$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort | zip -q -X -D "$2" -@)
}

# bundle SOURCE TARGET NAME: a single file as a judge compiles it.
bundle() { (cd "$root" && "$bin/bundler" --name "$3" --commit "$commit" "$1" "$2"); }

for puzzle in "${puzzles[@]}"; do
  [[ -f $root/src/$puzzle/tests.txt ]] || die "no puzzle $puzzle"
  dir=$out/$puzzle
  rm -rf "$dir" "$dir.zip"
  mkdir -p "$dir"
  tests "$puzzle" "$dir"
  title=$(sed -n '1s/^# //p' "$root/src/$puzzle/statement.md")
  cat >"$dir/problem.yaml" <<YAML
# A problem package in the Kattis format (legacy version), made by
# tools/package.sh from commit $commit of the CP puzzle suite.
name: "$title"
uuid: ${uuid[$puzzle]}
source: "${source[$puzzle]}"
license: permission
rights_owner: the CP puzzle suite's authors, for this text and these tests
validation: custom
limits:
  memory: ${mebibytes[$puzzle]}
YAML
  echo "${seconds[$puzzle]}" >"$dir/.timelimit"
  mkdir -p "$dir/problem_statement" "$dir/input_validators" "$dir/output_validators" \
    "$dir/submissions/accepted" "$dir/submissions/wrong_answer" "$dir/submissions/time_limit_exceeded"
  for language in $(languages "$puzzle"); do
    statement "$puzzle" "$language" "$dir/problem_statement/problem.$language.tex"
    statement_pdf "$puzzle" "$dir" "$language"
    statement_html "$puzzle" "$dir" "$language"
  done
  bundle "src/$puzzle/validate.cpp" "$dir/input_validators/${puzzle}_validate.cpp" "$puzzle-validate"
  bundle "src/$puzzle/check.cpp" "$dir/output_validators/${puzzle}_check.cpp" "$puzzle-check"
  bundle "src/$puzzle/main.cpp" "$dir/submissions/accepted/$puzzle.cpp" "$puzzle"
  for solution in "$root"/tests/solutions/"$puzzle"_*.cpp; do
    name=$(basename "$solution" .cpp)
    case $name in
      *_wrong_*) folder=wrong_answer ;;
      *_slow_*) folder=time_limit_exceeded ;;
      *) folder=accepted ;;
    esac
    bundle "tests/solutions/$name.cpp" "$dir/submissions/$folder/$name.cpp" "$name"
  done
  zip_folder "$dir" "$out/$puzzle.zip"
  echo "$puzzle: the Kattis package in $shown_out/$puzzle, zipped as $shown_out/$puzzle.zip"
  rm -f "$out/polygon/$puzzle.zip"
  "$root/tools/polygon_package.sh" "$bin" "$dir" "$out/polygon/$puzzle" "$puzzle" "${seconds[$puzzle]}" "${mebibytes[$puzzle]}"
  zip_folder "$out/polygon/$puzzle" "$out/polygon/$puzzle.zip"
  echo "$puzzle: the Polygon package in $shown_out/polygon/$puzzle, zipped as $shown_out/polygon/$puzzle.zip"
done
