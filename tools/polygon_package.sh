#!/usr/bin/env bash
# Turns one puzzle's Kattis package (made by tools/package.sh) into a problem
# package in Polygon's format, the one Codeforces' Polygon exports and that
# ejudge, Yandex.Contest and CMS (its Polygon loader) import:
#   problem.xml                    names, the statements, the limits (ms, bytes), every test in
#                                  order (samples marked, generated ones with their command line),
#                                  the checker, the validator and the solutions with their tags
#   statement-sections/LANGUAGE/   each language's statement (english, russian, romanian) as
#                                  Polygon keeps it: name.tex, legend.tex, input.tex,
#                                  output.tex, notes.tex (the clarifications, where there are
#                                  any), example.NN(.a)
#   statements/LANGUAGE/problem.tex the sections joined in olymp.sty's problem environment, with
#                                  Polygon's header in that language ("1 second", "2 секунды")
#   statements/LANGUAGE/problem-properties.json
#                                  the same sections, limits and examples as Polygon's JSON
#   statements/.pdf/LANGUAGE/problem.pdf, statements/.html/LANGUAGE/problem.html
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
mkdir -p "$polygon"/{tests,files,solutions,examples}
declare -A polygon_language=([en]=english [ru]=russian [ro]=romanian)
languages=()
for tex in "$kattis"/problem_statement/problem.*.tex; do
  code=$(basename "$tex" .tex) code=${code#problem.}
  [[ -n ${polygon_language[$code]:-} ]] || die "no Polygon name for the language of $tex"
  languages+=("$code")
done

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
    cp "$from.in" "$polygon/examples/example.$name"
    cp "$from.ans" "$polygon/examples/example.$name.a"
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

# Each language's statement as Polygon keeps it: its sections (name,
# legend, input, output, notes: the clarifications) and examples in
# statement-sections/LANGUAGE/, the same in statements/LANGUAGE/problem-properties.json,
# and statements/LANGUAGE/problem.tex joining them in olymp.sty's problem
# environment with Polygon's header in that language ("1 second", "2 секунды"),
# as Polygon builds it; its PDF and HTML page the Kattis package's. The
# sections come from the Kattis package's LaTeX body, in the order every
# language's statement keeps (the task, Input, Output, then clarifications);
# each sign pandoc left as a character (≤, −, ×, ·) becomes its math
# command, as a section is typeset by whatever template the importer has.
name_lines=() statement_lines=()
for code in "${languages[@]}"; do
  language=${polygon_language[$code]}
  sections=$polygon/statement-sections/$language statements=$polygon/statements/$language
  mkdir -p "$sections" "$statements" "$polygon/statements/.pdf/$language" "$polygon/statements/.html/$language"
  cp "$polygon"/examples/example.* "$sections/"
  cp "$polygon"/examples/example.* "$statements/"
  python3 - "$kattis/problem_statement/problem.$code.tex" "$sections" "$statements" "$language" \
    "$seconds" "$milliseconds" "$bytes" "$mebibytes" "$puzzle" "$commit" "$root/tools" "$code" <<'PYTHON' || die "$puzzle: the $language statement's sections cannot be made"
import glob, json, os, re, sys
tex, sections, statements, language, seconds, milliseconds, bytes_, mebibytes, puzzle, commit, tools, code = sys.argv[1:]
sys.path.insert(0, tools)
import statement_header
source = open(tex, encoding="utf-8").read()
title, body = source.split("\\problemname{", 1)[1].split("\n", 1)
title = title[:-1]
# The English name in Latin letters («Хамелеон» as «Khameleon»): a
# converter writes the name before any line of the statement, so under
# pdflatex with Cyrillic in OT2 only (problemtools' older class, which
# polygon2kattis's output meets) a Cyrillic name cannot be set.
LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                 "a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch _ y _ e yu ya".split()))
if code == "en":
    title = "".join(LATIN[c.lower()].replace("_", "").capitalize() if c.isupper() and c.lower() in LATIN
                    else LATIN[c].replace("_", "") if c in LATIN else c for c in title)
signs = {"≤": "\\leq", "−": "-", "×": "\\times", "·": "\\cdot"}
VERBATIM = re.compile(r"\\begin\{verbatim\}\n(.*?)\\end\{verbatim\}\n", re.S)


def formulas(match):
    """A verbatim block of formulas (one with a sign in it) as displayed
    mathematics: no LaTeX can go inside verbatim, and a sign there is a
    character only LuaLaTeX prints. X1 becomes X_1, two spaces a \\quad."""
    text = match[1]
    if not any(sign in text for sign in signs):
        return match[0]
    lines = []
    for line in text.splitlines():
        line = re.sub(r"\b([A-Za-z])(\d+)\b", r"\1_{\2}", line)
        for sign, command in signs.items():
            line = line.replace(sign, " " + command + " ")
        lines.append(re.sub(r" +", " ", line.replace(",  ", r",\quad ")).strip())
    return "\\[\n" + " \\\\\n".join(lines) + "\n\\]\n"


lines = [line for line in body.splitlines() if not line.startswith("\\addcontentsline") and line != "\\tightlist"]
parts, order = {}, ["legend", "input", "output"]
heading = None
for line in lines:
    if re.fullmatch(r"\\section\*\{.*\}", line):
        heading = order.pop(0) if order else "notes"
        continue
    if heading:
        parts.setdefault(heading, []).append(line)
if not {"legend", "input", "output"} <= set(parts):
    sys.exit("the statement has %d sections: the task, Input or Output is missing" % len(parts))
text = {}
for name, part in parts.items():
    value = VERBATIM.sub(formulas, "\n".join(part).strip() + "\n")
    for sign, command in signs.items():
        value = value.replace(sign, "$" + command + "$")
    text[name] = value
# With Cyrillic or another language's hyphenation, the legend opens with the
# Kattis statement's lines for fonts with Cyrillic (LuaLaTeX), Cyrillic in
# T2A for pdflatex with OT2 only, the language's hyphenation and samples read
# by listings (each a no-op where it is not needed, as under Polygon's T2A),
# so that a converted package typesets under problemtools too.
preamble = source.split("\\ifplastex\\else\n", 1)[1].split("\n\\problemname{", 1)[0]
compatibility = [line for line in preamble.splitlines()[:-1] if not line.startswith("\\ifdefined\\DeclareUnicodeCharacter")]
if any("cyrintwoa" in line or "hyph-" in line for line in compatibility):
    text["legend"] = "\n".join(compatibility) + "\n" + text["legend"]
text["name"] = title + "\n"
for name in text:
    open(os.path.join(sections, name + ".tex"), "w", encoding="utf-8").write(text[name])
examples = sorted(path for path in glob.glob(os.path.join(sections, "example.??")))
properties = {
    "name": title, "legend": text["legend"], "input": text["input"], "output": text["output"],
    "notes": text.get("notes", ""), "tutorial": "", "scoring": None, "interaction": None, "language": language,
    "timeLimit": int(milliseconds), "memoryLimit": int(bytes_), "inputFile": "stdin", "outputFile": "stdout",
    "sampleTests": [{"input": open(path, encoding="utf-8").read(), "output": open(path + ".a", encoding="utf-8").read(),
                     "inputFile": os.path.basename(path), "outputFile": os.path.basename(path) + ".a"} for path in examples],
    "authorLogin": "", "authorName": "the CP puzzle suite's authors", "extraResources": {},
}
with open(os.path.join(statements, "problem-properties.json"), "w", encoding="utf-8") as out:
    json.dump(properties, out, ensure_ascii=False, indent=2, sort_keys=True)
    out.write("\n")
# The header's words, as every statement of ours opens ("1 second",
# "2 секунды", "16 MB"), for olymp.sty's header.
files_in, files_out, time, memory = (value for label, value in statement_header.header(code, seconds, mebibytes))
with open(os.path.join(statements, "problem.tex"), "w", encoding="utf-8") as out:
    out.write("%%%% Made by tools/polygon_package.sh from the %s statement of %s (commit %s).\n" % (language, puzzle, commit))
    out.write("\\begin{problem}{%s}{%s}{%s}{%s}{%s}\n\n" % (title, files_in, files_out, time, memory))
    out.write(text["legend"] + "\n\\InputFile\n\n" + text["input"] + "\n\\OutputFile\n\n" + text["output"])
    out.write("\n\\Examples\n\n\\begin{example}\n")
    for path in examples:
        out.write("\\exmpfile{%s}{%s.a}%%\n" % (os.path.basename(path), os.path.basename(path)))
    out.write("\\end{example}\n")
    if "notes" in text:
        out.write("\n\\Note\n\n" + text["notes"])
    out.write("\n\\end{problem}\n")
PYTHON
  suffix=.$code
  [[ $code == en ]] && suffix=
  cp "$kattis/problem_statement/problem$suffix.pdf" "$polygon/statements/.pdf/$language/problem.pdf"
  cp "$kattis/problem_statement/problem$suffix.html" "$polygon/statements/.html/$language/problem.html"
  name_lines+=("    <name language=\"$language\" value=\"$(xml_escape <"$sections/name.tex")\"/>")
  statement_lines+=(
    "    <statement charset=\"UTF-8\" language=\"$language\" mathjax=\"true\" path=\"statements/$language/problem.tex\" type=\"application/x-tex\"/>"
    "    <statement charset=\"UTF-8\" language=\"$language\" path=\"statements/.html/$language/problem.html\" type=\"text/html\"/>"
    "    <statement language=\"$language\" path=\"statements/.pdf/$language/problem.pdf\" type=\"application/pdf\"/>")
done
rm -r "$polygon/examples"

executable() { echo "      <executable><source path=\"files/$1\" type=\"cpp.g++17\"/></executable>"; }
{
  echo '<?xml version="1.0" encoding="utf-8" standalone="no"?>'
  echo "<!-- Made by tools/polygon_package.sh (commit $commit) from the CP puzzle suite's $puzzle. -->"
  echo "<problem revision=\"1\" short-name=\"$puzzle\">"
  echo '  <names>'
  printf '%s\n' "${name_lines[@]}"
  echo '  </names>'
  echo '  <statements>'
  printf '%s\n' "${statement_lines[@]}"
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
