#!/usr/bin/env bash
# The judge packages as Kattis and DOMjudge would take them, without
# problemtools: in the packages the package target wrote (need_packages),
# for each puzzle: the layout and problem.yaml's fields; .timelimit; a statement
# with contestant text only (nothing that points at the original, at our
# programs or at the parity argument; «Хамелеон»'s goal drawn as the input
# draws a board; each Cyrillic letter given its pdflatex fallback), as LaTeX
# and as one HTML page with the samples, each under its heading (Sample 01);
# every program in it naming the commit problem.yaml names, the checkout's; every line
# of tests.txt a test with its answer (the shown ones in data/sample, the rest
# in data/secret with a .desc); the input validator compiled alone and run as
# Kattis runs it (its flags from testdata.yaml, the test on standard input: 42
# for every test, 43 for a broken one and for problemtools' junk files); the
# Russian and Romanian statements beside the English one (problem.LANGUAGE.tex
# under the translation's name, its PDF and HTML page); the
# output validator compiled alone and run as Kattis runs it (INPUT ANSWER
# FEEDBACK_DIR < OUTPUT: 42, 43 with judgemessage.txt, a judge error with
# judgeerror.txt); every submission compiled alone and judged on every test in
# order, getting the verdict its folder names (accepted: all 42; wrong_answer:
# the first failure a 43; time_limit_exceeded: the first failure a run past
# .timelimit of processor time, as judges count it, so that a busy machine
# changes no verdict, and by at least twice the limit, so that no judge's
# margin lets it pass); each wrong_answer submission caught by a shown sample
# (data/sample), where a contestant meets the trap; the zip holding
# exactly the folder's files at its root. (Two builds the same bytes:
# check_package_reproducible.sh; the Polygon packages:
# check_polygon_package.sh; the PDFs' text: check_statement_pdf.sh.)
# Without pandoc or zip: exit 77 (skipped), or a failure when
# PUZZLES_REQUIRE_JUDGE_TOOLS=1 (CI).
# Usage: check_package.sh PACKAGES_DIR BIN_DIR CXX
set -u
packages=$1 bin=$2 cxx=$3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
source "$here/unavailable.sh"
source "$here/compile_alone.sh"
need_tools PUZZLES_REQUIRE_JUDGE_TOOLS "so no judge package was built" pandoc:pandoc lualatex:texlive-luatex zip:zip unzip:unzip
need_packages "$packages" "$bin"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# compile SOURCE PROGRAM: compiled alone, as a judge compiles it, warning-free, into $tmp/alone/PROGRAM.
compile() {
  mkdir -p "$tmp/alone" && compile_alone "$cxx" "$1" "$tmp/alone/$2" || { fail "$1 does not compile alone, warning-free"; return 1; }
}
# output_verdict INPUT ANSWER OUTPUT: the output validator's exit, Kattis' way; its feedback in $tmp/feedback.
output_verdict() {
  rm -rf "$tmp/feedback" && mkdir "$tmp/feedback"
  "$tmp/check" "$1" "$2" "$tmp/feedback" <"$3" >/dev/null 2>&1
}

# shows_sample PAGE IN: the page has IN's section as pandoc makes it: the
# heading "Sample NAME", then "Input:" over IN verbatim, "Output:" over its answer.
shows_sample() {
  python3 - "$1" "$2" "${2%.in}.ans" <<'PYTHON'
import html, os, sys
page, sample, answer = sys.argv[1:]
block = lambda name: "<pre><code>" + html.escape(open(name, encoding="utf-8").read().rstrip("\n"), quote=False) + "</code></pre>"
section = "\n".join([f"<h2>Sample {os.path.basename(sample)[:-3]}</h2>", "<p>Input:</p>", block(sample),
                     "<p>Output:</p>", block(answer)])
sys.exit(0 if section in open(page, encoding="utf-8").read() else 1)
PYTHON
}

for puzzle in civ sokoban chameleon; do
  dir=$packages/$puzzle
  # problem.yaml, .timelimit and the statement.
  yaml=$dir/problem.yaml
  for field in "name: \"$(sed -n '1s/^# //p' "$root/src/$puzzle/statement.md")\"" "validation: custom" \
    "license: permission" "^uuid: [0-9a-f-]\{36\}$" "^source: " "^rights_owner: " "^limits:$" "^  memory: [0-9][0-9]*$"; do
    grep -q -- "$field" "$yaml" || fail "$puzzle: problem.yaml lacks $field"
  done
  grep -qxE '[0-9]+(\.[0-9]+)?' "$dir/.timelimit" || fail "$puzzle: .timelimit holds '$(cat "$dir/.timelimit")'"
  timelimit=$(cat "$dir/.timelimit")
  # The package's limits are the ones stress judges by (the generators' constants, in its --help).
  memory=$(sed -n 's/^  memory: //p' "$yaml")
  "$bin/stress" --help | tr '\n' ' ' | grep -qE "processor time per run [^)]*\b$puzzle $timelimit[,)]" ||
    fail "$puzzle: .timelimit $timelimit is not the time limit stress --help gives"
  "$bin/stress" --help | tr '\n' ' ' | grep -qE "resident memory per run [^)]*\b$puzzle $memory[,;)]" ||
    fail "$puzzle: problem.yaml's memory $memory is not the limit stress --help gives"
  # The statement DOMjudge shows (problem_statement/problem.pdf; kit/statement-pdf reads it).
  [[ $(head -c 5 "$dir/problem_statement/problem.pdf" 2>/dev/null) == %PDF- ]] || fail "$puzzle: no problem_statement/problem.pdf"
  tex=$dir/problem_statement/problem.en.tex
  grep -q '^\\problemname{' "$tex" || fail "$puzzle: the statement has no \\problemname"
  grep -q '\\section\*{Input}' "$tex" && grep -q '\\section\*{Output}' "$tex" || fail "$puzzle: no Input or Output section"
  # The translations: problem.LANGUAGE.tex under the translation's own name,
  # with its PDF and HTML page beside (problem.pdf stays English, for DOMjudge).
  for translation in "$root/src/$puzzle"/statement.*.md; do
    language=$(basename "$translation" .md) language=${language#statement.}
    grep -qxF "\\problemname{$(sed -n '1s/^# //p' "$translation")}" "$dir/problem_statement/problem.$language.tex" ||
      fail "$puzzle: problem.$language.tex does not carry the $language statement's name"
    for file in "problem.$language.pdf" "problem.$language.html"; do
      [[ -s $dir/problem_statement/$file ]] || fail "$puzzle: no problem_statement/$file"
    done
  done
  # The same text as one page (problem_statement/problem.html): its title, the
  # samples verbatim, nothing fetched from elsewhere.
  html=$dir/problem_statement/problem.html
  title=$(sed -n '1s/^# //p' "$root/src/$puzzle/statement.md")
  grep -qF "<title>$title</title>" "$html" && grep -qiF '<meta charset="utf-8"' "$html" ||
    fail "$puzzle: problem.html lacks its title or its charset"
  grep -qE '<h[1-6][^>]*>Input</h' "$html" || fail "$puzzle: problem.html has no Input section"
  # Every language's page opens with its files and limits, as its PDF does.
  for page in "$dir"/problem_statement/problem*.html; do
    language=$(basename "$page" .html) language=${language#problem} language=${language#.}
    while IFS=$'	' read -r label value; do
      grep -qF "<strong>$label:</strong> $value" "$page" || fail "$puzzle: ${page##*/} does not open with '$label: $value'"
    done < <(python3 "$root/tools/statement_header.py" "${language:-en}" "$(cat "$dir/.timelimit")" "$(sed -n 's/^  memory: //p' "$yaml")")
  done
  grep -qE '(src|href)="(//|[a-z]+:)' "$html" && fail "$puzzle: problem.html fetches something from elsewhere"
  for sample in "$dir"/data/sample/*.in; do
    shows_sample "$html" "$sample" ||
      fail "$puzzle: problem.html has no section 'Sample $(basename "$sample" .in)' showing its Input and Output verbatim"
  done
  for private in "samples/" "our solution" "Our solution" "For judges" "input.txt" "output.txt" "sokoban.in" \
    "sokoban.out" "$puzzle-validate" "$puzzle-check" "contestants: leave out" "Samples" \
    "original" "Original" "Freeciv" " we " "We " "parity"; do
    grep -qF -- "$private" "$tex" && fail "$puzzle: the contestant's statement says '$private'"
    grep -qF -- "$private" "$html" && fail "$puzzle: the contestant's problem.html says '$private'"
  done
  # pdflatex with Cyrillic in OT2 only (an older problemtools) gets every
  # Cyrillic letter in T2A: 66 codes, each the one the machine's t2aenc.def
  # declares, where the statement or its samples have Cyrillic; none where not.
  if grep -qP '[\x{0400}-\x{04FF}]' "$root/src/$puzzle/statement.md" "$dir"/data/sample/*; then
    python3 - "$tex" "$(kpsewhich t2aenc.def)" <<'PYTHON' || fail "$puzzle: the statement's T2A letters are not t2aenc.def's"
import re, sys
ours = dict(re.findall(r"\\cyrintwoa\\(\w+)\{(\d+)\}", open(sys.argv[1], encoding="utf-8").read()))
declared = dict(re.findall(r"\\DeclareTextSymbol\{\\((?:CYR|cyr)[a-zA-Z]+)\}\{\\LastDeclaredEncoding\}\{(\d+)\}", open(sys.argv[2], encoding="latin-1").read()))
russian = [name for name in declared if re.fullmatch(r"(CYR|cyr)(A|B|V|G|D|E|YO|ZH|Z|I|ISHRT|K|L|M|N|O|P|R|S|T|U|F|H|C|CH|SH|SHCH|HRDSN|ERY|SFTSN|EREV|YU|YA)", name, re.I)]
sys.exit(0 if len(ours) == 66 and all(ours.get(name) == declared[name] for name in russian) and len(russian) == 66 else 1)
PYTHON
  else
    ! grep -qF 'cyrintwoa' "$tex" || fail "$puzzle: a statement without Cyrillic carries the T2A letters"
  fi
  # Each program in the package names the commit problem.yaml names, this
  # checkout's own (or "unknown" outside a git checkout).
  commit=$(sed -n 's/^# tools\/package.sh from commit \([^ ]*\) .*/\1/p' "$yaml")
  checkout=$(git -C "$root" describe --always --dirty --abbrev=12 2>/dev/null || echo unknown)
  [[ $commit == "$checkout" ]] || fail "$puzzle: problem.yaml names commit '$commit', not this checkout's '$checkout'"
  for program in "$dir"/input_validators/*.cpp "$dir"/output_validators/*.cpp "$dir"/submissions/*/*.cpp; do
    [[ -n $commit && $(head -1 "$program") == *", built from commit $commit" ]] ||
      fail "$puzzle: ${program#"$dir"/} does not name commit '$commit': $(head -1 "$program")"
  done
  # A board drawn as the input writes it: three letters a line, no separators.
  if [[ $puzzle == chameleon ]] && ! { grep -qx 'ХАМ' "$tex" && grep -qx 'ЕЛЕ' "$tex"; }; then
    fail "chameleon: the statement does not draw the goal as the input writes it (ХАМ, ЕЛЕ, ОН)"
  fi

  # Each rule the contestants' Clarifications state is shown by a test the
  # validator accepted: a "# clarification: TITLE" line of tests.txt before a
  # test line, for every bold title (tools/package.sh validated every test).
  while read -r rule; do
    grep -A1 -xF "# clarification: $rule" "$root/src/$puzzle/tests.txt" | grep -qvE '^(#.*|--|)$' ||
      fail "$puzzle: no test of tests.txt shows the clarification '$rule'"
  done < <(sed -n '/^\\section\*{Clarifications}/,/^\\section/p' "$tex" | grep -oP '\\textbf\{\K[^}]*' | sed 's/\.$//')
  clarifications=$(sed -n '/^\\section\*{Clarifications}/,$p' "$tex" | grep -c '\\textbf{')
  [[ $puzzle == sokoban || $clarifications -gt 0 ]] || fail "$puzzle: no clarification found to check"

  # The tests: shown lines are the samples, the others secret with their .desc.
  shown=$(grep -c '^shown ' "$root/src/$puzzle/tests.txt")
  others=$(grep -cvE '^(#.*|shown .*|)$' "$root/src/$puzzle/tests.txt")
  [[ $(ls "$dir/data/sample" | grep -c '\.in$') -eq $shown && $(ls "$dir/data/sample" | grep -c '\.ans$') -eq $shown ]] ||
    fail "$puzzle: data/sample holds $(ls "$dir/data/sample" | tr '\n' ' '), expected $shown tests"
  for kind in in ans desc; do
    [[ $(ls "$dir/data/secret" | grep -c "\.$kind$") -eq $others ]] || fail "$puzzle: $others secret tests, but not as many .$kind files"
  done
  first=$(grep -m1 '^shown ' "$root/src/$puzzle/tests.txt" | cut -d' ' -f2)
  cmp -s "$dir/data/sample/01.in" "$root/samples/$puzzle/$first.in" || fail "$puzzle: data/sample/01.in is not samples/$puzzle/$first.in"
  [[ $(cat "$dir/data/testdata.yaml") == "input_validator_flags: --kattis" ]] || fail "$puzzle: testdata.yaml: $(cat "$dir/data/testdata.yaml")"
  mapfile -t tests < <(ls "$dir"/data/sample/*.in "$dir"/data/secret/*.in)

  # The input validator, with the flags testdata.yaml gives, the test on standard input.
  read -ra flags <<<"$(sed -n 's/^input_validator_flags: //p' "$dir/data/testdata.yaml")"
  if compile "$dir/input_validators/${puzzle}_validate.cpp" validate; then
    mv "$tmp/alone/validate" "$tmp/validate"
    for test in "${tests[@]}"; do
      "$tmp/validate" "${flags[@]}" <"$test" 2>/dev/null
      status=$?
      [[ $status -eq 42 ]] || fail "$puzzle: the input validator says $status to ${test#"$dir"/}"
    done
    { cat "${tests[0]}"; echo "one line too many"; } >"$tmp/broken.in"
    head -c 1024 /dev/urandom >"$tmp/random.in"
    : >"$tmp/empty.in"
    for junk in broken random empty; do
      "$tmp/validate" "${flags[@]}" <"$tmp/$junk.in" 2>/dev/null
      status=$?
      [[ $status -eq 43 ]] || fail "$puzzle: the input validator says $status to the $junk test"
    done
  fi

  # The output validator, Kattis' way.
  if compile "$dir/output_validators/${puzzle}_check.cpp" check; then
    mv "$tmp/alone/check" "$tmp/check"
    for test in "${tests[@]}"; do
      output_verdict "$test" "${test%.in}.ans" "${test%.in}.ans"
      status=$?
      [[ $status -eq 42 ]] || fail "$puzzle: the output validator says $status to the answer of ${test#"$dir"/}"
    done
    echo "garbage" >"$tmp/garbage.out"
    output_verdict "${tests[0]}" "${tests[0]%.in}.ans" "$tmp/garbage.out"
    status=$?
    [[ $status -eq 43 && -s $tmp/feedback/judgemessage.txt ]] ||
      fail "$puzzle: garbage output: exit $status, judgemessage '$(cat "$tmp/feedback/judgemessage.txt" 2>&1)'"
    output_verdict "${tests[0]}" "$tmp/garbage.out" "${tests[0]%.in}.ans"
    status=$?
    [[ $status -ne 42 && $status -ne 43 && -s $tmp/feedback/judgeerror.txt ]] ||
      fail "$puzzle: a broken jury answer: exit $status, judgeerror '$(cat "$tmp/feedback/judgeerror.txt" 2>&1)'"
  fi

  # Every submission on every test in order, judged by the output validator.
  # run_timed PROGRAM INPUT OUTPUT: its processor time (user + system of
  # the subshell's children, bash's `times`) in $cpu and its exit status in
  # $status; stopped once past twice the limit of processor time (the kernel
  # counts whole seconds), or by a wall-clock guard of sixty times the limit
  # for one that waits (124; a generous one, since a busy machine slows a
  # run that computes).
  run_timed() {
    local most_cpu guard
    most_cpu=$(awk -v t="$timelimit" 'BEGIN { twice = 2 * t; print (twice == int(twice) ? twice : int(twice) + 1) + 1 }')
    guard=$(awk -v t="$timelimit" 'BEGIN { print 60 * t }')
    (ulimit -t "$most_cpu"; timeout "$guard" "$1" <"$2" >"$3" 2>/dev/null; echo "$?" >"$tmp/status"; times >"$tmp/times")
    status=$(cat "$tmp/status")
    cpu=$(sed -n 2p "$tmp/times" | awk '{ n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += 60 * t[1] + t[2] } print n }')
  }
  for submission in "$dir"/submissions/*/*.cpp; do
    folder=$(basename "$(dirname "$submission")") name=$(basename "$submission" .cpp)
    compile "$submission" program || continue
    # The first failure is the verdict, as a judge stops there; a
    # time_limit_exceeded submission runs on until a test shows its margin
    # (twice the limit), or to the last test, so that its slowest test (the
    # most processor time, and how that run ended) shows how near it came.
    verdict=accepted slowest_cpu=0 slowest_status=0 slowest_test=
    twice=$(awk -v t="$timelimit" 'BEGIN { print 2 * t }')
    for test in "${tests[@]}"; do
      run_timed "$tmp/alone/program" "$test" "$tmp/out"
      if [[ $status -eq 124 ]] || awk -v cpu="$cpu" -v limit="$timelimit" 'BEGIN { exit !(cpu > limit) }'; then
        [[ $verdict == accepted ]] && verdict="time_limit_exceeded on ${test#"$dir"/data/}"
        if awk -v cpu="$cpu" -v most="$slowest_cpu" 'BEGIN { exit !(cpu > most) }'; then
          slowest_cpu=$cpu slowest_status=$status slowest_test=${test#"$dir"/data/}
        fi
        awk -v cpu="$slowest_cpu" -v twice="$twice" 'BEGIN { exit !(cpu >= twice) }' && break
        [[ $folder == time_limit_exceeded && $verdict == time_limit_exceeded* ]] && continue
        break
      fi
      [[ $verdict == accepted ]] || continue
      if [[ $status -ne 0 ]]; then verdict="run time error $status on ${test#"$dir"/data/}"; break; fi
      output_verdict "$test" "${test%.in}.ans" "$tmp/out"
      status=$?
      [[ $status -eq 42 ]] && continue
      verdict="$([[ $status -eq 43 ]] && echo wrong_answer || echo "validator exit $status") on ${test#"$dir"/data/}"
      break
    done
    [[ ${verdict%% *} == "$folder" ]] || fail "$puzzle: $folder/$name.cpp got $verdict"
    # The margin: a slowest run that ended by itself, or that the
    # processor-time limit stopped, under twice the limit fails; one the
    # wall-clock guard stopped first (a machine too busy) is said, not failed.
    if [[ $folder == time_limit_exceeded && $verdict == time_limit_exceeded* ]]; then
      if awk -v cpu="$slowest_cpu" -v twice="$twice" 'BEGIN { exit !(cpu >= twice) }'; then
        verdict+="; margin shown on $slowest_test, $slowest_cpu s of processor time (twice the limit is $twice s)"
      elif [[ $slowest_status -eq 124 ]]; then
        verdict+="; margin not shown: the wall-clock guard stopped $slowest_test at $slowest_cpu s of processor time, the machine busy"
      else
        fail "$puzzle: $name.cpp took at most $slowest_cpu s of processor time ($slowest_test) against $timelimit s: under twice the limit on every test, a judge's margin may let it pass"
      fi
    fi
    [[ $folder != wrong_answer || $verdict == *" on sample/"* ]] ||
      fail "$puzzle: $name.cpp passes every shown sample (got $verdict): no sample a contestant sees shows its trap"
    echo "$puzzle: $folder/$name.cpp: $verdict"
  done

  # The zip: the folder's files, at its root.
  diff <(cd "$dir" && find . -type f | sed 's|^\./||' | sort) <(unzip -Z1 "$packages/$puzzle.zip" | grep -v '/$' | sort) >"$tmp/zip.diff" ||
    fail "$puzzle: the zip and the folder differ: $(head -5 "$tmp/zip.diff")"
  echo "$puzzle: ${#tests[@]} tests, the validators and every submission judged as Kattis would"
done
echo "package: $failures failed"
(( failures == 0 ))
