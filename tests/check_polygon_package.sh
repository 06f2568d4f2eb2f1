#!/usr/bin/env bash
# The Polygon packages that tools/package.sh made beside the Kattis ones, as
# Polygon's importers read them: problem.xml's fields (limits equal to the
# Kattis package's .timelimit and memory, in ms and bytes; one <test> per
# tests/NN with its NN.a, the samples first and marked; every file it names
# present), tests equal to the Kattis package's in order, each generated
# test made again by its cmd with the packaged generator, the checker in
# testlib's protocol (0 for our answer, 1 or 2 for garbage), the same
# check.cpp built and run as CMS's Polygon loader and its comparator step
# build and run it (cms_judges), the validator
# (0 for every test), solutions with a .desc whose tag matches problem.xml,
# the statement as Polygon exports it (its header in the words our statements
# open with, an English name in Latin letters, no LaTeX inside a verbatim
# block; its sections in
# statement-sections/english/ and problem-properties.json, the two agreeing),
# and the zip holding exactly the folder.
# Reads the packages the package target wrote (need_packages).
# Usage: check_polygon_package.sh PACKAGES_DIR BIN_DIR CXX
set -u
packages=$1 bin=$2 cxx=$3
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/tests/unavailable.sh"
source "$root/tests/compile_alone.sh"
need_tools PUZZLES_REQUIRE_JUDGE_TOOLS "so no judge package was built" pandoc:pandoc lualatex:texlive-luatex zip:zip unzip:unzip
need_packages "$packages" "$bin"
tmp=$(mktemp -d)
export tmp
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# cms_judges CHECK_CPP TEST OUTPUT SCORE [ADMIN_TEXT]: check.cpp built as
# CMS's Polygon loader builds it (cmscontrib/loaders/polygon.py, c3659b8:
# `g++ -x c++ -O2 -static -DCMS`, in a folder of its own) and run as its
# comparator step runs it (cms/grading/steps/trusted.py: `./checker input.txt
# correct_output.txt OUTPUT` in the sandbox); its outcome read by the rules
# of extract_outcome_and_text: exit 0; standard output and error decoded as
# strict UTF-8; the first line of standard output a float, SCORE; the first
# line of standard error, stripped, free of the characters _sanitize_message
# refuses and one of CMS's stock messages; every other non-blank line
# "ADMIN_MESSAGE: ..." (CMS logs any other as unknown), each free of those
# characters, joined by spaces into the admins' text. That text must hold no
# Cyrillic letter escaped as \xNN, and ADMIN_TEXT when one is given. SCORE
# "fail" wants a non-zero exit instead (CMS then reports the checker broken).
cms_judges() {
  local source=$1 test=$2 output=$3 score=$4 admin=${5:-} sandbox=$tmp/cms-sandbox status
  if [[ ! -x $tmp/cms-build/check ]]; then
    rm -rf "$tmp/cms-build" && mkdir "$tmp/cms-build" && cp "$source" "$tmp/cms-build/check.cpp"
    (cd "$tmp/cms-build" && g++ -x c++ -O2 -static -DCMS -o check check.cpp) ||
      { fail "$puzzle: check.cpp does not compile as CMS's loader compiles it"; return; }
  fi
  rm -rf "$sandbox" && mkdir "$sandbox"
  cp "$tmp/cms-build/check" "$sandbox/checker" && cp "$test" "$sandbox/input.txt" && cp "$test.a" "$sandbox/correct_output.txt"
  cp "$output" "$sandbox/output.txt"
  (cd "$sandbox" && ./checker input.txt correct_output.txt output.txt >stdout 2>stderr)
  status=$?
  if [[ $score == fail ]]; then
    [[ $status -ne 0 ]] || fail "$puzzle: CMS's checker exits 0 for a broken jury answer"
    return
  fi
  python3 - "$sandbox" "$score" "$status" "$admin" <<'PYTHON' || fail "$puzzle: CMS's checker on ${output##*/}: $(cat "$tmp/cms-errors")"
import re, sys
sandbox, score, status, wanted_admin = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
def refused(why):
    open(sandbox + "/../cms-errors", "w").write(why)
    sys.exit(1)
def sanitized(line):
    bad = re.search("[\x00-\x08\x0a-\x1f\x7f-\xbf]", line)
    if bad:
        refused("CMS refuses the message %r (0x%02x)" % (line, ord(bad[0])))
    return line
if status != 0:
    refused("exit %d" % status)
try:
    with open(sandbox + "/stdout", encoding="utf-8") as stdout:
        outcome = stdout.readline().strip()
    with open(sandbox + "/stderr", encoding="utf-8") as stderr:
        text = sanitized(stderr.readline().strip())
        rest = [line.strip() for line in stderr.readlines()]
except UnicodeDecodeError as error:
    refused("not UTF-8: %s" % error)
admin_text = None
for line in rest:
    if not line:
        continue
    if not line.startswith("ADMIN_MESSAGE:"):
        refused("CMS logs an unknown manager command %r" % line)
    line = sanitized(line[len("ADMIN_MESSAGE:"):].strip())
    admin_text = line if admin_text is None else admin_text + " " + line
try:
    if float(outcome) != score:
        refused("score %s, not %s" % (outcome, score))
except ValueError:
    refused("the outcome %r is not a float" % outcome)
stock = "translate:success" if score == 1.0 else "translate:wrong"
if text != stock:
    refused("the contestant's message is %r, not %r" % (text, stock))
if admin_text is None:
    refused("no ADMIN_MESSAGE line")
if re.search(r"\\x(D0|D1)\\x[89AB][0-9A-F]", admin_text):
    refused("a Cyrillic letter escaped in the admins' text %r" % admin_text)
if wanted_admin and wanted_admin not in admin_text:
    refused("the admins' text %r does not say %r" % (admin_text, wanted_admin))
PYTHON
}

# compile SOURCE PROGRAM: alone, as Polygon compiles it (g++ -std=c++17), warning-free, into $tmp/PROGRAM.
compile() {
  compile_alone "$cxx" "$1" "$tmp/$2" || { fail "$1 does not compile alone, warning-free"; return 1; }
}

# The English names in Latin letters where the title has Cyrillic.
declare -A latin_name=([chameleon]="«Khameleon»: the sliding letters")
# Polygon's name of each language our statements are written in.
declare -A language_name=([en]=english [ru]=russian [ro]=romanian)
for puzzle in civ sokoban chameleon; do
  kattis=$packages/$puzzle polygon=$packages/polygon/$puzzle
  [[ -f $polygon/problem.xml ]] || { fail "$puzzle: no polygon/$puzzle/problem.xml"; continue; }
  memory=$(sed -n 's/^  memory: //p' "$kattis/problem.yaml")
  # problem.xml read as an importer reads it; one line a test: NUMBER SAMPLE METHOD CMD.
  /usr/bin/env python3 - "$polygon" "$(cat "$kattis/.timelimit")" "$memory" "$puzzle" >"$tmp/tests" 2>"$tmp/xml-errors" <<'PYTHON'
import os, sys, xml.etree.ElementTree as ET
folder, seconds, mebibytes, puzzle = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
root = ET.parse(os.path.join(folder, "problem.xml")).getroot()
def need(condition, what):
    if not condition:
        print(what, file=sys.stderr)
need(root.tag == "problem" and root.get("short-name") == puzzle, "the root is not <problem short-name=%r>" % puzzle)
need(root.find("names/name[@language='english']") is not None, "no English name")
judging = root.find("judging")
need(judging.get("input-file") == "" and judging.get("output-file") == "", "not standard input and output")
testset = judging.find("testset[@name='tests']")
need(int(testset.findtext("time-limit")) == round(seconds * 1000), "time-limit is not %s s in ms" % seconds)
need(int(testset.findtext("memory-limit")) == mebibytes * 1048576, "memory-limit is not %d MiB in bytes" % mebibytes)
tests = testset.findall("tests/test")
need(int(testset.findtext("test-count")) == len(tests), "test-count is not the number of <test>s")
need(testset.findtext("input-path-pattern") == "tests/%02d" and testset.findtext("answer-path-pattern") == "tests/%02d.a",
     "the path patterns are not tests/%02d and tests/%02d.a")
samples = [test.get("sample") == "true" for test in tests]
need(samples[0] and samples == sorted(samples, reverse=True), "the samples are not the first tests")
for number, test in enumerate(tests, 1):
    for path in ("tests/%02d" % number, "tests/%02d.a" % number):
        need(os.path.isfile(os.path.join(folder, path)), "no " + path)
    need(test.get("method") in ("manual", "generated") and (test.get("method") == "generated") == ("cmd" in test.attrib),
         "test %d: method %r with cmd %r" % (number, test.get("method"), test.get("cmd")))
    print(number, int(samples[number - 1]), test.get("method"), test.get("cmd", ""))
named = [element.get("path") for element in root.iter() if element.tag in ("source", "statement", "copy")]
for path in named:
    need(os.path.isfile(os.path.join(folder, path)), "problem.xml names %s, which is not in the package" % path)
checker = root.find("assets/checker")
need(checker is not None and checker.get("type") == "testlib" and checker.find("source").get("path") == "files/check.cpp",
     "the checker is not files/check.cpp of type testlib")
tags = {}
for solution in root.findall("assets/solutions/solution"):
    tags[solution.find("source").get("path")] = solution.get("tag")
need(list(tags.values()).count("main") == 1, "not exactly one main solution")
for path, tag in tags.items():
    desc = dict(line.split(": ", 1) for line in open(os.path.join(folder, path + ".desc"), encoding="utf-8").read().splitlines())
    need(desc.get("File name") == os.path.basename(path) and desc.get("Tag") == tag.upper().replace("-", "_"),
         "%s.desc says %r, problem.xml %r" % (path, desc, tag))
need(len(tags) == len(os.listdir(os.path.join(folder, "solutions"))) // 2, "solutions/ holds files problem.xml does not name")
PYTHON
  [[ -s $tmp/xml-errors ]] && while read -r error; do fail "$puzzle: problem.xml: $error"; done <"$tmp/xml-errors"

  # The tests: the Kattis package's, in order (samples, then the secret ones).
  mapfile -t kattis_tests < <(ls "$kattis"/data/sample/*.in "$kattis"/data/secret/*.in)
  [[ ${#kattis_tests[@]} -eq $(wc -l <"$tmp/tests") ]] || fail "$puzzle: ${#kattis_tests[@]} Kattis tests, $(wc -l <"$tmp/tests") in problem.xml"
  compile "$polygon/files/${puzzle}_generate.cpp" generate || continue
  while read -r number sample method cmd; do
    test=$polygon/tests/$(printf '%02d' "$number") from=${kattis_tests[number - 1]}
    cmp -s "$test" "$from" && cmp -s "$test.a" "${from%.in}.ans" || fail "$puzzle: tests/$number is not ${from#"$kattis"/}"
    [[ $sample -eq 1 ]] && ! cmp -s "$test" "$polygon/statements/english/example.$(printf '%02d' "$number")" &&
      fail "$puzzle: the sample tests/$number is not the statement's example"
    if [[ $method == generated ]]; then
      read -ra words <<<"$cmd"
      [[ ${words[0]} == "${puzzle}_generate" ]] || fail "$puzzle: test $number's cmd runs ${words[0]}"
      "$tmp/generate" "${words[@]:1}" | cmp -s - "$test" || fail "$puzzle: '$cmd' does not make tests/$number"
    fi
  done <"$tmp/tests"

  # The checker in testlib's protocol and the validator, each compiled alone.
  if compile "$polygon/files/check.cpp" check; then
    cmp -s "$polygon/files/check.cpp" "$polygon/check.cpp" || fail "$puzzle: check.cpp is not files/check.cpp"
    echo garbage >"$tmp/garbage"
    for test in "$polygon"/tests/??; do
      "$tmp/check" "$test" "$test.a" "$test.a" >/dev/null 2>&1 || fail "$puzzle: the checker refuses our answer to ${test#"$polygon"/}"
    done
    "$tmp/check" "$polygon/tests/01" "$tmp/garbage" "$polygon/tests/01.a" >/dev/null 2>&1
    status=$?
    [[ $status -eq 1 || $status -eq 2 ]] || fail "$puzzle: the checker says $status to garbage (testlib: 1 or 2)"
    # CMS: our answer scores 1.0, another test's answer (a wrong one) and
    # garbage (bytes that are no UTF-8, and « which CMS refuses in a
    # message) 0.0; a broken jury answer is the checker's failure.
    rm -rf "$tmp/cms-build"
    printf '\xff\xab garbage \xc2\xab\n' >"$tmp/garbage"
    for test in "$polygon"/tests/??; do
      cmp -s "$test.a" "$polygon/tests/01.a" && continue
      cms_judges "$polygon/files/check.cpp" "$polygon/tests/01" "$test.a" 0.0
      break
    done
    cms_judges "$polygon/files/check.cpp" "$polygon/tests/01" "$polygon/tests/01.a" 1.0
    cms_judges "$polygon/files/check.cpp" "$polygon/tests/01" "$tmp/garbage" 0.0
    # «Хамелеон»'s first test is solvable: «Нет решения» is wrong, and the
    # admins read it in Cyrillic.
    if [[ $puzzle == chameleon ]]; then
      echo 'Нет решения' >"$tmp/no-solution"
      cms_judges "$polygon/files/check.cpp" "$polygon/tests/01" "$tmp/no-solution" 0.0 \
        'wrong answer: expected a plan of 2 moves, found "Нет решения"'
    fi
    cp "$polygon/tests/01" "$tmp/broken" && cp "$tmp/garbage" "$tmp/broken.a"
    cms_judges "$polygon/files/check.cpp" "$tmp/broken" "$polygon/tests/01.a" fail
  fi
  if compile "$polygon/files/${puzzle}_validate.cpp" validate; then
    for test in "$polygon"/tests/??; do
      "$tmp/validate" <"$test" 2>/dev/null || fail "$puzzle: the validator refuses ${test#"$polygon"/}"
    done
    echo garbage | "$tmp/validate" 2>/dev/null && fail "$puzzle: the validator takes garbage"
  fi
  seconds=$(cat "$kattis/.timelimit")
  # Each language's statement as a Polygon export has it, which converters
  # read (polygon2kattis: name, legend, input, output, notes; others the
  # JSON): English, and Russian and Romanian where src/ has them.
  for source in "$root/src/$puzzle"/statement*.md; do
    code=$(basename "$source" .md) code=${code#statement} code=${code#.}
    language=${language_name[${code:-en}]}
    sections=$polygon/statement-sections/$language
    name=$(sed -n '1s/^# //p' "$source")
    # The English name in Latin letters, which every converter's pdflatex can set.
    [[ $language == english ]] && name=${latin_name[$puzzle]:-$name}
    [[ $(cat "$sections/name.tex" 2>/dev/null) == "$name" ]] || fail "$puzzle: statement-sections/$language/name.tex is not '$name'"
    grep -qF "<name language=\"$language\" value=\"$name\"/>" "$polygon/problem.xml" || fail "$puzzle: problem.xml has no $language name '$name'"
    # olymp.sty's header in the words our statements open with.
    header=$(python3 "$root/tools/statement_header.py" "${code:-en}" "$seconds" "$memory" | cut -f2 | paste -sd'|')
    IFS='|' read -r file_in file_out time_words memory_words <<<"$header"
    grep -qxF "\\begin{problem}{$name}{$file_in}{$file_out}{$time_words}{$memory_words}" "$polygon/statements/$language/problem.tex" ||
      fail "$puzzle: statements/$language/problem.tex does not open olymp.sty's problem environment with {$name}{$file_in}{$file_out}{$time_words}{$memory_words}"
    # No LaTeX inside a verbatim block (it would print as typed).
    python3 - "$sections"/*.tex "$polygon/statements/$language/problem.tex" "$polygon/statements/$language/problem-properties.json" <<'PYTHON' ||
import json, re, sys
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    texts = [value for value in json.loads(text).values() if isinstance(value, str)] if path.endswith(".json") else [text]
    for block in (block for text in texts for block in re.findall(r"\\begin\{verbatim\}(.*?)\\end\{verbatim\}", text, re.S)):
        if re.search(r"\\[A-Za-z]|\$", block):
            sys.exit("%s: LaTeX inside verbatim: %s" % (path, block.strip()))
PYTHON
      fail "$puzzle: a $language statement has LaTeX inside a verbatim block"
    for section in legend input output; do
      [[ -s $sections/$section.tex ]] || fail "$puzzle: no statement-sections/$language/$section.tex"
    done
    grep -q '^\\section\|≤\|\\tightlist' "$sections"/*.tex && fail "$puzzle: a $language section keeps a heading, a ≤ or \\tightlist"
    suffix=.$code
    [[ -z $code ]] && suffix=
    (( $(grep -c '^\\section\*' "$kattis/problem_statement/problem.${code:-en}.tex") > 3 )) && [[ ! -s $sections/notes.tex ]] &&
      fail "$puzzle: the clarifications are not in statement-sections/$language/notes.tex"
    for example in "$polygon"/statements/english/example.*; do
      cmp -s "$example" "$sections/${example##*/}" || fail "$puzzle: statement-sections/$language lacks ${example##*/}"
    done
    for statement in .pdf/$language/problem.pdf .html/$language/problem.html; do
      cmp -s "$polygon/statements/$statement" "$kattis/problem_statement/problem$suffix.${statement##*.}" ||
        fail "$puzzle: statements/$statement is not the Kattis package's"
    done
    python3 - "$polygon" "$name" "$(sed -n 's|^      <time-limit>\(.*\)</time-limit>$|\1|p' "$polygon/problem.xml")" \
      "$((memory * 1048576))" "$language" <<'PYTHON' || fail "$puzzle: $language problem-properties.json: $(cat "$tmp/json-errors")"
import json, os, sys
folder, title, milliseconds, bytes_, language = sys.argv[1:]
properties = json.load(open(os.path.join(folder, "statements", language, "problem-properties.json"), encoding="utf-8"))
sections = os.path.join(folder, "statement-sections", language)
read = lambda name: open(os.path.join(sections, name), encoding="utf-8").read() if os.path.exists(os.path.join(sections, name)) else ""
wrong = [key for key, value in [("name", title), ("legend", read("legend.tex")), ("input", read("input.tex")),
                                 ("output", read("output.tex")), ("notes", read("notes.tex")), ("language", language),
                                 ("timeLimit", int(milliseconds)), ("memoryLimit", int(bytes_)),
                                 ("inputFile", "stdin"), ("outputFile", "stdout")] if properties.get(key) != value]
examples = sorted(name for name in os.listdir(sections) if name.startswith("example.") and not name.endswith(".a"))
if [(test["inputFile"], test["input"], test["output"]) for test in properties.get("sampleTests", [])] != \
        [(name, read(name), read(name + ".a")) for name in examples]:
    wrong.append("sampleTests")
open(os.path.join(os.environ["tmp"], "json-errors"), "w").write(" ".join(wrong))
sys.exit(1 if wrong else 0)
PYTHON
  done

  # The zip: exactly the folder's files.
  diff <(cd "$polygon" && find . -type f | sed 's|^\./||' | sort) <(unzip -Z1 "$packages/polygon/$puzzle.zip" | grep -v '/$' | sort) >/dev/null ||
    fail "$puzzle: polygon/$puzzle.zip does not hold exactly the folder's files"
done
echo "$failures failure(s) in the Polygon packages"
exit $((failures > 0))
