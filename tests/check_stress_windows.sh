#!/usr/bin/env bash
# The contest kit as Windows programs (the Windows build, cmake/mingw-w64.cmake,
# run under wine) against the Linux build's, in one of two parts:
#  stress    stress.exe judges each wrong solution of tests/solutions/ (the
#            wrong answers, the slow ones, the wrappers, each way of
#            misbehaving.cpp), built for Windows, as Linux's stress judges
#            its Linux build, with the same seed: the same failing test and verdict (a crash named by its
#            exception code where Linux names the signal), and for a wrong
#            answer the whole report the same, shrink and walkthrough
#            included, but for what only the system prints (the programs'
#            folder, measured figures, the notes on Windows, line ends). A
#            child a solution leaves running is ended with its run.
#  kit       the checkers, validators and generators give the Linux
#            programs' bytes, standard output and error and exit code, on
#            every sample and every generated test of src/<puzzle>/tests.txt.
# Wine lacks what a real Windows has here, and the runs show it: a job's
# accounting (its processor time and peak memory are 0 under wine), another
# process's processor time (wine gives the caller's own; stress reads the
# run's main thread), any figure once a process has ended, and the silence of
# SEM_NOGPFAULTERRORBOX (wine starts its debugger on a crash, so the shared
# prefix names none, windows/wine_prefix.sh). Without mingw-w64's build or
# wine: exit 77 (skipped), or a failure where PUZZLES_REQUIRE_JUDGE_TOOLS=1.
# Usage: check_stress_windows.sh LINUX_BIN WINDOWS_BIN SOURCE_DIR stress|kit
set -u
linux=$(cd "$1" && pwd) windows=$(cd "$2" 2>/dev/null && pwd || echo "$2") source=$(cd "$3" && pwd) part=$4
here=$(cd "$(dirname "$0")" && pwd)
source "$here/unavailable.sh"
wine=$(command -v wine64 || command -v wine || { [[ -x /usr/lib/wine/wine64 ]] && echo /usr/lib/wine/wine64; } || true)
[[ -n $wine ]] || unavailable PUZZLES_REQUIRE_JUDGE_TOOLS "no wine on this machine (apt-get install wine64)"
[[ -x $windows/stress.exe ]] ||
  unavailable PUZZLES_REQUIRE_JUDGE_TOOLS "no Windows build in $windows (it needs g++-mingw-w64-x86-64)"
[[ -s ${WINEPREFIX:-}/system.reg ]] || { echo "FAIL: no wine prefix made in '${WINEPREFIX:-}' (windows/wine_prefix.sh)"; exit 1; }
export WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" DISPLAY=
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { failures=$((failures + 1)); echo "FAIL: $*"; }
# windows_path PATH: a Linux path as Windows programs under wine name it (drive Z: is /).
windows_path() { printf 'Z:%s' "${1//\//\\}"; }

# ---- stress
# judge SYSTEM PUZZLE SOLUTION [ARGS...] -- [STRESS_OPTIONS...]: stress on
# SYSTEM (linux or windows) in a scratch folder of its own, the report in
# $tmp/SYSTEM.report, normalised in $tmp/SYSTEM.same, its time in
# $tmp/SYSTEM.seconds. SOLUTION and each ARG @NAME are the program NAME of
# that system's build; an ARG %NAME is the file NAME in this test's folder.
judge() {
  local system=$1 puzzle=$2 command=() options=() start=$SECONDS word
  shift 2
  for word in "@$1" "${@:2}"; do
    [[ $word == -- ]] && break
    case $system:$word in
      linux:@*) word=$linux/${word#@} ;;
      windows:@*) word=$(windows_path "$windows/${word#@}.exe") ;;
      linux:%*) word=$tmp/${word#%} ;;
      windows:%*) word=$(windows_path "$tmp/${word#%}") ;;
    esac
    command+=("$word")
    shift
  done
  shift
  options=("$@")
  local folder=$tmp/$system-run
  rm -rf "$folder" && mkdir "$folder"
  if [[ $system == linux ]]; then
    (cd "$folder" && "$linux/stress" "$puzzle" --seed 1 "${options[@]}" -- "${command[@]}" >report 2>/dev/null)
  else
    (cd "$folder" && "$wine" "$windows/stress.exe" "$puzzle" --seed 1 "${options[@]}" -- "${command[@]}" >report 2>/dev/null)
  fi
  echo $? >"$tmp/$system.status"
  echo $((SECONDS - start)) >"$tmp/$system.seconds"
  tr -d '\r' <"$folder/report" >"$tmp/$system.report"
  # What only the system prints: the programs' folder, figures measured, the notes on Windows.
  sed -E -e 's#^(  the test: ).*[/\\]([a-z]+-generate )#\1BIN/\2#' \
    -e '/^  (slowest: |no test passed before it|reproduced in |on Windows: |size the program was linked|a processor is the most|under wine: )/d' \
    -e 's/[0-9]+\.[0-9]+ s\b/(measured) s/g' \
    -e 's/^\([0-9]+ more bytes not shown\)$/(more bytes not shown)/' \
    -e 's/[0-9]+\.[0-9]+ MiB (resident|peak working set)/(measured) MiB/' \
    -e 's/killed by signal (11 \(Segmentation fault\))/CRASH/; s/killed by signal 8 \(Floating point exception\)/CRASH/' \
    -e 's/exception 0xC0000005 \(access violation\)/CRASH/; s/exception 0xC00000FD \(stack overflow\)/CRASH/' \
    -e 's/exception 0xC0000094 \(integer division by zero\)/CRASH/' \
    "$tmp/$system.report" >"$tmp/$system.same"
}

# verdict NAME EXPECTED_WINDOWS_LINE PUZZLE SOLUTION [ARGS...] -- [STRESS_OPTIONS...]:
# both systems judge the solution; their normalised reports must agree, and
# Windows' first line must hold EXPECTED.
printf '%-34s %-72s %s\n' "solution" "Linux" "Windows (wine)" >"$tmp/table"
verdict() {
  local name=$1 expected=$2
  shift 2
  judge linux "$@"
  judge windows "$@"
  local linux_line windows_line
  linux_line=$(head -1 "$tmp/linux.report" | sed -E 's/^stress [a-z]+: //')
  windows_line=$(head -1 "$tmp/windows.report" | sed -E 's/^stress [a-z]+: //')
  printf '%-34s %-72s %s\n' "$name" "$linux_line ($(cat "$tmp/linux.seconds") s)" "$windows_line ($(cat "$tmp/windows.seconds") s)" >>"$tmp/table"
  [[ $(cat "$tmp/linux.status") == "$(cat "$tmp/windows.status")" ]] ||
    fail "$name: stress exits $(cat "$tmp/linux.status") on Linux, $(cat "$tmp/windows.status") on Windows"
  [[ $windows_line == *"$expected"* ]] || fail "$name: Windows says '$windows_line', not '$expected'"
  cmp -s "$tmp/linux.same" "$tmp/windows.same" ||
    fail "$name: the reports differ beyond the system's own lines: $(diff "$tmp/linux.same" "$tmp/windows.same" | head -8)"
  grep -q '^  on Windows: memory is the peak working set' "$tmp/windows.report" ||
    fail "$name: the Windows report does not say where its figures differ from Linux's"
}

if [[ $part == stress ]]; then
  # Wrong answers: two shrunk (the shrink's steps the same on each system),
  # the others' failing test and verdict unshrunk (a shrink costs some 70 ms a
  # program wine starts, several programs a try).
  verdict civ_wrong_no_turn_rule "test 1 failed: wrong answer" civ civ_wrong_no_turn_rule -- --count 300
  verdict chameleon_wrong_detour "test 1 failed: wrong answer" chameleon chameleon_wrong_detour -- --count 300
  for wrong in civ_wrong_waits_for_next_turn civ_wrong_free_rail_to_road civ_wrong_cost_of_cell_left sokoban_wrong_pushes_only; do
    verdict "$wrong" "failed: wrong answer" "${wrong%%_*}" "$wrong" -- --count 300 --shrink-seconds 0
  done
  verdict "misbehaving access-violation" "test 1 failed: runtime error: exception 0xC0000005 (access violation)" civ misbehaving access-violation -- --count 3
  verdict "misbehaving stack-overflow" "test 1 failed: runtime error: exception 0xC00000FD (stack overflow)" sokoban misbehaving stack-overflow -- --count 3
  verdict "misbehaving divide-by-zero" "test 1 failed: runtime error: exception 0xC0000094 (integer division by zero)" chameleon misbehaving divide-by-zero -- --count 3
  verdict "crash_after_answer civ" "test 1 failed: runtime error: exception 0xC0000005 (access violation)" civ crash_after_answer @civ -- --count 3
  # Limits, unshrunk (each try of a shrink may cost the limit): the
  # failing test and verdict the same, the figures measured on each.
  for slow in civ_slow_quadratic sokoban_slow_quadratic chameleon_slow_quadratic; do
    verdict "$slow" "failed: time limit exceeded" "${slow%%_*}" "$slow" -- --count 2 --time-limit 0.3 --shrink-seconds 0
  done
  limits=(--count 3 --shrink-seconds 0)
  verdict "misbehaving loop" "test 1 failed: time limit exceeded" civ misbehaving loop -- "${limits[@]}" --time-limit 0.3
  verdict "misbehaving sleep" "test 1 failed: idleness limit exceeded" civ misbehaving sleep -- "${limits[@]}" --time-limit 0.2
  verdict "memory_hungry 3072 sokoban" "test 1 failed: memory limit exceeded" sokoban memory_hungry 3072 @sokoban -- "${limits[@]}"
  verdict "misbehaving endless-output" "test 1 failed: output limit exceeded: more than 64 MiB written" civ misbehaving endless-output -- "${limits[@]}"
  # A child left running after the right answer is ended with its run (it
  # would write the marker 3 s after it started).
  verdict "misbehaving leave-child civ" "all 26 tests passed" civ misbehaving leave-child %outlived @civ -- --count 3
  sleep 4
  [[ ! -e $tmp/outlived ]] || fail "leave-child: $(wc -l <"$tmp/outlived") children outlived their runs"
  # A command Windows cannot start is said at once, as on Linux, in Windows' terms.
  mkdir "$tmp/usage" && touch "$tmp/usage/my.py" && mkdir "$tmp/usage/folder"
  for case in "my.py|stress: cannot start my.py: it is not a program (.exe, .com, .bat or .cmd); for a script, name its interpreter first: python my.py" \
              "folder|stress: cannot start folder: it is a folder" "absent|stress: cannot start absent: not found here or in PATH" \
              "sub\\absent.exe|stress: cannot start sub\\absent.exe: no such file"; do
    (cd "$tmp/usage" && "$wine" "$windows/stress.exe" civ -- "${case%%|*}" >out 2>err)
    status=$?
    [[ $status == 2 && ! -s $tmp/usage/out && $(tr -d '\r' <"$tmp/usage/err") == "${case#*|}" ]] ||
      fail "stress.exe civ -- ${case%%|*}: exit $status, '$(cat "$tmp/usage/err")'"
  done
  echo "wine lacks, so this test cannot show: a job's accounting (processor time, peak memory), another process's processor time (stress reads the run's main thread there), any figure of an ended process, a crash without a debugger (the prefix names none)"
  cat "$tmp/table"
fi

# ---- kit
# same_bytes WHAT PROGRAM [ARGS...] < INPUT: the Linux PROGRAM and the Windows
# PROGRAM.exe, given ARGS (an ARG %NAME is the file NAME in this test's
# folder, a Linux or a Windows path), write the same standard output byte for
# byte, the same errors (line ends aside: messages for people end lines as
# the system does) and exit alike; the Linux output stays in $tmp/linux.out.
same_bytes() {
  local what=$1 program=$2 linux_args=() windows_args=() word
  shift 2
  for word in "$@"; do
    if [[ $word == %* ]]; then
      linux_args+=("$tmp/${word#%}") windows_args+=("$(windows_path "$tmp/${word#%}")")
    else
      linux_args+=("$word") windows_args+=("$word")
    fi
  done
  cat >"$tmp/stdin"
  "$linux/$program" "${linux_args[@]}" <"$tmp/stdin" >"$tmp/linux.out" 2>"$tmp/linux.err"
  local linux_status=$?
  "$wine" "$windows/$program.exe" "${windows_args[@]}" <"$tmp/stdin" >"$tmp/windows.out" 2>"$tmp/windows.err"
  local windows_status=$?
  runs=$((runs + 1))
  [[ $linux_status == "$windows_status" ]] || fail "$what: exit $linux_status on Linux, $windows_status on Windows"
  cmp -s "$tmp/linux.out" "$tmp/windows.out" ||
    fail "$what: the output differs: $(cmp "$tmp/linux.out" "$tmp/windows.out" 2>&1 | head -1); $(od -c "$tmp/windows.out" | head -2 | tr -s ' ' | tr '\n' ' ')"
  # (A path this test gave, as each system names it.)
  local windows_err
  windows_err=$(tr -d '\r' <"$tmp/windows.err"; echo .)
  windows_err=${windows_err//"$(windows_path "$tmp")\\"/"$tmp/"}
  cmp -s "$tmp/linux.err" <(printf '%s' "${windows_err%.}") ||
    fail "$what: the errors differ: '$(head -c 200 "$tmp/linux.err")' / '$(head -c 200 "$tmp/windows.err")'"
}

if [[ $part == kit ]]; then
  runs=0
  for puzzle in civ sokoban chameleon; do
    for input in "$source/samples/$puzzle"/*.in; do
      name=$puzzle/$(basename "$input" .in)
      cp "$input" "$tmp/test.in" && cp "${input%.in}.out" "$tmp/test.ans"
      same_bytes "$name: $puzzle-validate" "$puzzle-validate" %test.in </dev/null
      same_bytes "$name: $puzzle-check" "$puzzle-check" %test.in %test.ans %test.ans </dev/null
    done
    # Every generated test of the puzzle's test set, validated, and our
    # answer to it checked. (Our solutions answer each sample under wine in
    # bundle/PUZZLE/windows: the submission is the same source.)
    while read -r line; do
      read -ra options <<<"$line"
      same_bytes "$puzzle-generate $line" "$puzzle-generate" "${options[@]}" </dev/null
      cp "$tmp/linux.out" "$tmp/test.in"
      same_bytes "$puzzle-validate on $puzzle-generate $line" "$puzzle-validate" %test.in </dev/null
      "$linux/$puzzle" <"$tmp/test.in" >"$tmp/test.ans"
      same_bytes "$puzzle-check on $puzzle-generate $line" "$puzzle-check" %test.in %test.ans %test.ans </dev/null
    done < <(grep -Ev '^(#|shown |sample |bench |$)' "$source/src/$puzzle/tests.txt")
  done
  # Refusals too: a malformed test, a wrong answer, bad options.
  printf '2 2 1\n1.1.\n' >"$tmp/bad.in"
  same_bytes "civ-validate on a malformed test" civ-validate %bad.in </dev/null
  same_bytes "civ on a malformed test" civ <"$tmp/bad.in"
  cp "$source/samples/civ/statement.in" "$tmp/test.in" && echo 1/3 >"$tmp/wrong.out"
  cp "$source/samples/civ/statement.out" "$tmp/test.ans"
  same_bytes "civ-check on a wrong answer" civ-check %test.in %wrong.out %test.ans </dev/null
  same_bytes "sokoban-generate with a bad option" sokoban-generate --seed 1 --kind maze </dev/null
  echo "the kit on Windows: $runs runs, each the same bytes as on Linux"
fi
(( failures == 0 )) && [[ $part == stress ]] && echo "stress on Windows: the same verdicts as on Linux"
(( failures == 0 ))
