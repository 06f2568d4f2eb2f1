#!/usr/bin/env bash
# Turns one puzzle's Kattis package (made by tools/package.sh) into a problem
# package in Polygon's format, the one Codeforces' Polygon exports and that
# ejudge, Yandex.Contest and CMS (its Polygon loader) import:
#   problem.xml                    names, the statements, the limits (ms, bytes), every test in
#                                  order (samples marked, generated ones with their command line),
#                                  the checker, the validator and the solutions with their tags
#   statements/english/problem.tex the statement in olymp.sty's form, examples as example.NN(.a)
#   statements/.pdf/english/problem.pdf, statements/.html/english/problem.html
#   tests/NN, tests/NN.a           each test and our answer
#   files/check.cpp (and check.cpp), files/<puzzle>_validate.cpp, files/<puzzle>_generate.cpp
#                                  the checker in testlib's protocol (INPUT OUTPUT ANSWER, exit
#                                  0 ok, 1 wrong answer, 2 presentation error, 3 fail), the
#                                  validator (the test on standard input, exit 0 when valid) and
#                                  the generator (its options as the test's cmd, the test on
#                                  standard output), each one file of standard C++17
#   solutions/NAME.cpp, NAME.cpp.desc
#                                  the package's submissions, tagged main, accepted, wrong-answer
#                                  or time-limit-exceeded by the folder they were in
# Usage: tools/polygon_package.sh BIN_DIR KATTIS_DIR POLYGON_DIR PUZZLE SECONDS MEBIBYTES
set -euo pipefail
bin=$1 kattis=$2 polygon=$3 puzzle=$4 seconds=$5 mebibytes=$6
root=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$root" describe --always --dirty --abbrev=12 2>/dev/null || echo unknown)
die() { echo "polygon_package: $*" >&2; exit 1; }
[[ -f $kattis/problem.yaml ]] || die "$kattis is not a Kattis package"
rm -rf "$polygon"
mkdir -p "$polygon"/{tests,files,solutions,statements/english,statements/.pdf/english,statements/.html/english}

title=$(sed -n '1s/^# //p' "$root/src/$puzzle/statement.md")
milliseconds=$(awk -v s="$seconds" 'BEGIN { printf "%d", s * 1000 + 0.5 }')
bytes=$((mebibytes * 1024 * 1024))
xml_escape() { sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'; }

# The tests, in the order of src/<puzzle>/tests.txt (the order package.sh
# numbered them in, samples and secret ones apart): tests/NN and NN.a, and
# their <test> lines; the shown ones are also the statement's examples.
test_lines=() number=0 sample=0 secret=0
while read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  number=$((number + 1))
  name=$(printf '%02d' "$number")
  if [[ $line == shown\ * ]]; then
    sample=$((sample + 1))
    from=$kattis/data/sample/$(printf '%02d' "$sample")
    cp "$from.in" "$polygon/statements/english/example.$name"
    cp "$from.ans" "$polygon/statements/english/example.$name.a"
  else
    secret=$((secret + 1))
    from=$kattis/data/secret/$(printf '%02d' "$secret")
  fi
  [[ -f $from.in && -f $from.ans ]] || die "$puzzle test $number: no $from.in in the Kattis package"
  cp "$from.in" "$polygon/tests/$name"
  cp "$from.ans" "$polygon/tests/$name.a"
  case $line in
    shown\ *) attributes="method=\"manual\" sample=\"true\" description=\"the sample ${line#* }\"" ;;
    sample\ * | bench\ *) attributes="method=\"manual\" description=\"$(xml_escape <"$from.desc")\"" ;;
    *) attributes="method=\"generated\" cmd=\"${puzzle}_generate $(xml_escape <<<"$line")\"" ;;
  esac
  test_lines+=("        <test $attributes/>")
done <"$root/src/$puzzle/tests.txt"

# The kit: each program already one file in the Kattis package, or bundled here.
cp "$kattis/output_validators/${puzzle}_check.cpp" "$polygon/files/check.cpp"
cp "$polygon/files/check.cpp" "$polygon/check.cpp"
cp "$kattis/input_validators/${puzzle}_validate.cpp" "$polygon/files/${puzzle}_validate.cpp"
(cd "$root" && "$bin/bundler" --name "$puzzle-generate" --commit "$commit" \
  "src/$puzzle/generate.cpp" "$polygon/files/${puzzle}_generate.cpp")

# The solutions, tagged by the verdict folder each was in.
solution_lines=()
declare -A xml_tag=([accepted]=accepted [wrong_answer]=wrong-answer [time_limit_exceeded]=time-limit-exceeded)
for file in "$kattis"/submissions/*/*.cpp; do
  folder=$(basename "$(dirname "$file")") name=$(basename "$file")
  tag=${xml_tag[$folder]:?"no Polygon tag for the folder $folder"}
  [[ $name == "$puzzle.cpp" ]] && tag=main
  cp "$file" "$polygon/solutions/$name"
  printf 'File name: %s\nTag: %s\n' "$name" "$(tr 'a-z-' 'A-Z_' <<<"$tag")" >"$polygon/solutions/$name.desc"
  solution_lines+=("      <solution tag=\"$tag\"><source path=\"solutions/$name\" type=\"cpp.g++17\"/></solution>")
done

# The statement: the Kattis package's LaTeX body inside olymp.sty's problem
# environment (Polygon ships olymp.sty and typesets with pdflatex), with the
# Kattis statement's lines for pdflatex (\tightlist, the signs), its PDF and
# its HTML page.
tex=$kattis/problem_statement/problem.en.tex
{
  echo "%% Made by tools/polygon_package.sh from src/$puzzle/statement.md (commit $commit)."
  grep '^\\providecommand{\\tightlist}\|^\\ifdefined\\DeclareUnicodeCharacter' "$tex"
  echo "\\begin{problem}{$title}{standard input}{standard output}{$seconds seconds}{$mebibytes megabytes}"
  sed -n '/^\\problemname{/,$p' "$tex" | tail -n +2 |
    sed -e 's/^\\section\*{Input}$/\\InputFile/' -e 's/^\\section\*{Output}$/\\OutputFile/'
  echo
  echo '\Examples'
  echo
  echo '\begin{example}'
  for example in "$polygon"/statements/english/example.??; do
    echo "\\exmpfile{$(basename "$example")}{$(basename "$example").a}%"
  done
  echo '\end{example}'
  echo
  echo '\end{problem}'
} >"$polygon/statements/english/problem.tex"
cp "$kattis/problem_statement/problem.pdf" "$polygon/statements/.pdf/english/problem.pdf"
cp "$kattis/problem_statement/problem.html" "$polygon/statements/.html/english/problem.html"

executable() { echo "      <executable><source path=\"files/$1\" type=\"cpp.g++17\"/></executable>"; }
{
  echo '<?xml version="1.0" encoding="utf-8" standalone="no"?>'
  echo "<!-- Made by tools/polygon_package.sh (commit $commit) from the CP puzzle suite's $puzzle. -->"
  echo "<problem revision=\"1\" short-name=\"$puzzle\">"
  echo '  <names>'
  echo "    <name language=\"english\" value=\"$(xml_escape <<<"$title")\"/>"
  echo '  </names>'
  echo '  <statements>'
  echo '    <statement charset="UTF-8" language="english" mathjax="true" path="statements/english/problem.tex" type="application/x-tex"/>'
  echo '    <statement charset="UTF-8" language="english" path="statements/.html/english/problem.html" type="text/html"/>'
  echo '    <statement language="english" path="statements/.pdf/english/problem.pdf" type="application/pdf"/>'
  echo '  </statements>'
  echo '  <judging input-file="" output-file="">'
  echo '    <testset name="tests">'
  echo "      <time-limit>$milliseconds</time-limit>"
  echo "      <memory-limit>$bytes</memory-limit>"
  echo "      <test-count>$number</test-count>"
  echo '      <input-path-pattern>tests/%02d</input-path-pattern>'
  echo '      <answer-path-pattern>tests/%02d.a</answer-path-pattern>'
  echo '      <tests>'
  printf '%s\n' "${test_lines[@]}"
  echo '      </tests>'
  echo '    </testset>'
  echo '  </judging>'
  echo '  <files>'
  echo '    <executables>'
  executable check.cpp
  executable "${puzzle}_validate.cpp"
  executable "${puzzle}_generate.cpp"
  echo '    </executables>'
  echo '  </files>'
  echo '  <assets>'
  echo '    <checker type="testlib">'
  echo '      <source path="files/check.cpp" type="cpp.g++17"/>'
  echo '      <copy path="check.cpp"/>'
  echo '    </checker>'
  echo '    <validators>'
  echo "      <validator><source path=\"files/${puzzle}_validate.cpp\" type=\"cpp.g++17\"/></validator>"
  echo '    </validators>'
  echo '    <solutions>'
  printf '%s\n' "${solution_lines[@]}"
  echo '    </solutions>'
  echo '  </assets>'
  echo '</problem>'
} >"$polygon/problem.xml"
