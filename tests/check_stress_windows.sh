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
#  idleness  a solution that sleeps: idleness on both (on Windows, on the
#            first test the machine's load lets it judge)
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
# Usage: check_stress_windows.sh LINUX_BIN WINDOWS_BIN SOURCE_DIR stress|idleness|kit
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
    (cd "$folder" && "$linux/stress" "$puzzle" --seed 1 "${options[@]}" -- "${command[@]}" >report 2>errors)
  else
    (cd "$folder" && "$wine" "$windows/stress.exe" "$puzzle" --seed 1 "${options[@]}" -- "${command[@]}" >report 2>errors)
  fi
  echo $? >"$tmp/$system.status"
  grep -v '^stress [a-z]*: [0-9]* of [0-9]* tests passed$' "$folder/errors" | tail -5 >"$tmp/$system.errors"
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
  # (Side by side: each system's files are its own.)
  judge linux "$@" &
  judge windows "$@"
  wait
  # stress.exe prints a report whenever it runs; none means wine did not
  # start it (seen once on a busy machine): once more, saying so.
  if [[ ! -s $tmp/windows.report ]]; then
    echo "$name: no report from stress.exe (exit $(cat "$tmp/windows.status"); errors: $(cat "$tmp/windows.errors")): run again"
    judge windows "$@"
  fi
  local linux_line windows_line
  linux_line=$(head -1 "$tmp/linux.report" | sed -E 's/^stress [a-z]+: //')
  windows_line=$(head -1 "$tmp/windows.report" | sed -E 's/^stress [a-z]+: //')
  printf '%-34s %-72s %s\n' "$name" "$linux_line ($(cat "$tmp/linux.seconds") s)" "$windows_line ($(cat "$tmp/windows.seconds") s)" >>"$tmp/table"
  [[ $(cat "$tmp/linux.status") == "$(cat "$tmp/windows.status")" ]] ||
    fail "$name: stress exits $(cat "$tmp/linux.status") on Linux, $(cat "$tmp/windows.status") on Windows; its errors: $(cat "$tmp/linux.errors") / $(cat "$tmp/windows.errors")"
  [[ $windows_line == *"$expected"* ]] || fail "$name: Windows says '$windows_line', not '$expected'"
  cmp -s "$tmp/linux.same" "$tmp/windows.same" ||
    fail "$name: the reports differ beyond the system's own lines: $(diff "$tmp/linux.same" "$tmp/windows.same" | head -8)"
  grep -q '^  on Windows: memory is the peak working set' "$tmp/windows.report" ||
    fail "$name: the Windows report does not say where its figures differ from Linux's"
}

if [[ $part == stress ]]; then
  # A child left running after the right answer is ended with its run (it
  # would write the marker 3 s after it started: looked for at the end).
  verdict "misbehaving leave-child civ" "all 22 tests passed" civ misbehaving leave-child %outlived @civ -- --count 1 --max-size 3
  # Wrong answers: one shrunk (the shrink's steps the same on each system:
  # the same code shrinks every verdict), the others' failing test and
  # verdict unshrunk (a shrink costs some 70 ms a program wine starts,
  # several programs a try). Then crashes, time and memory, unshrunk.
  verdict civ_wrong_no_turn_rule "test 1 failed: wrong answer" civ civ_wrong_no_turn_rule -- --count 300
  unshrunk=(--count 300 --shrink-seconds 0)
  for wrong in civ_wrong_waits_for_next_turn civ_wrong_free_rail_to_road civ_wrong_cost_of_cell_left \
               sokoban_wrong_pushes_only chameleon_wrong_detour; do
    verdict "$wrong" "failed: wrong answer" "${wrong%%_*}" "$wrong" -- "${unshrunk[@]}"
  done
  verdict "misbehaving access-violation" "test 1 failed: runtime error: exception 0xC0000005 (access violation)" civ misbehaving access-violation -- "${unshrunk[@]}"
  verdict "misbehaving stack-overflow" "test 1 failed: runtime error: exception 0xC00000FD (stack overflow)" sokoban misbehaving stack-overflow -- "${unshrunk[@]}"
  verdict "misbehaving divide-by-zero" "test 1 failed: runtime error: exception 0xC0000094 (integer division by zero)" chameleon misbehaving divide-by-zero -- "${unshrunk[@]}"
  verdict "crash_after_answer civ" "test 1 failed: runtime error: exception 0xC0000005 (access violation)" civ crash_after_answer @civ -- "${unshrunk[@]}"
  for slow in civ_slow_quadratic sokoban_slow_quadratic chameleon_slow_quadratic; do
    verdict "$slow" "failed: time limit exceeded" "${slow%%_*}" "$slow" -- --count 2 --time-limit 0.3 --shrink-seconds 0
  done
  verdict "misbehaving loop" "test 1 failed: time limit exceeded" civ misbehaving loop -- "${unshrunk[@]}" --time-limit 0.3
  verdict "memory_hungry 3072 sokoban" "test 1 failed: memory limit exceeded" sokoban memory_hungry 3072 @sokoban -- "${unshrunk[@]}"
  verdict "misbehaving endless-output" "test 1 failed: output limit exceeded: more than 64 MiB written" civ misbehaving endless-output -- "${unshrunk[@]}"
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
  [[ ! -e $tmp/outlived ]] || fail "leave-child: $(wc -l <"$tmp/outlived") children outlived their runs"
  echo "wine lacks, so this test cannot show: a job's accounting (processor time, peak memory), another process's processor time (stress reads the run's main thread there), any figure of an ended process, a crash without a debugger (the prefix names none)"
  cat "$tmp/table"
fi
# Idleness, alone in the run (CTest: RUN_SERIAL). Windows counts no
# process's time waiting for a processor, so stress.exe bounds it by the
# processors' idle time, and with every processor busy (other work on the
# machine) it cannot tell a run that sleeps from one that waits: such a
# test is inconclusive, as it should be, and a later one is judged. The
# verdict must then be idleness; when the machine let stress.exe judge no
# test at all, this test says so and is skipped. (A short guard, 0.5 s, and
# few tests bound the time a busy machine costs.)
if [[ $part == idleness ]]; then
  options=(--count 1 --max-size 4 --shrink-seconds 0 --time-limit 0.2 --wall-limit 0.5)
  judge linux sokoban misbehaving sleep -- "${options[@]}" &
  judge windows sokoban misbehaving sleep -- "${options[@]}"
  wait
  linux_line=$(head -1 "$tmp/linux.report") windows_line=$(head -1 "$tmp/windows.report")
  printf '%-34s %-72s %s\n' "misbehaving sleep" "${linux_line#stress sokoban: }" "${windows_line#stress sokoban: }" >>"$tmp/table"
  cat "$tmp/table"
  [[ $linux_line == "stress sokoban: test 1 failed: idleness limit exceeded: "* ]] || fail "Linux says '$linux_line'"
  if [[ $(cat "$tmp/windows.status") == 3 && $windows_line == *" inconclusive (seed 1): no failure found" ]]; then
    echo "SKIPPED: the machine was too busy for Windows to tell a sleeping run from a waiting one on any test: $windows_line"
    (( failures == 0 )) && exit 77
  fi
  [[ $(cat "$tmp/windows.status") == 1 && $windows_line =~ ^stress\ sokoban:\ test\ [0-9]+\ failed:\ idleness\ limit\ exceeded:\  ]] ||
    fail "Windows says '$windows_line' (exit $(cat "$tmp/windows.status"); errors: $(cat "$tmp/windows.errors"))"
fi

# ---- kit
# kit_case WHAT PROGRAM [ARGS...] < INPUT: the Linux PROGRAM runs at once,
# its output left in $case/linux.out; the Windows PROGRAM.exe is written into
# one batch file that runs every case under wine's cmd at the end (wine
# starts a program from cmd in some 75 ms, from bash in 125). An ARG %NAME
# is the file NAME of $tmp/files, copied into the case's folder ($case, in
# $tmp/kit) and named as each system names it. (Few processes a case: the
# cases are some 200.)
kit_case() {
  local what=$1 program=$2 linux_args=() windows_args=() files=() word windows_folder windows_word
  shift 2
  cases=$((cases + 1))
  case=$tmp/kit/$cases
  mkdir "$case"
  printf -v windows_folder 'Z:%s' "${case//\//\\}"
  for word in "$@"; do
    if [[ $word == %* ]]; then
      [[ " ${files[*]} " == *" $tmp/files/${word#%} "* ]] || files+=("$tmp/files/${word#%}")
      linux_args+=("$case/${word#%}") windows_args+=("$windows_folder\\${word#%}")
    else
      linux_args+=("$word") windows_args+=("$word")
    fi
  done
  ((${#files[@]} == 0)) || cp "${files[@]}" "$case/"
  cat >"$case/stdin"
  printf '%s\n' "$what" >"$case/what"
  "$linux/$program" "${linux_args[@]}" <"$case/stdin" >"$case/linux.out" 2>"$case/linux.err"
  echo $? >"$case/linux.status"
  printf -v windows_word 'Z:%s' "${windows//\//\\}\\$program.exe"
  printf '%s %s <%s >%s 2>%s\r\n>%s echo %%errorlevel%%\r\n' "$windows_word" "${windows_args[*]}" \
    "$windows_folder\\stdin" "$windows_folder\\windows.out" "$windows_folder\\windows.err" \
    "$windows_folder\\windows.status" >>"$tmp/kit.bat"
}

# same_bytes FOLDER: the case's two runs wrote the same standard output byte
# for byte, the same errors (line ends aside: messages for people end lines
# as the system does; and the paths as each system names them) and exited alike.
same_bytes() {
  local folder=$1 what linux_status windows_status linux_err windows_err windows_folder
  read -r what <"$folder/what"
  read -r linux_status <"$folder/linux.status"
  windows_status=
  [[ -f $folder/windows.status ]] && read -r windows_status <"$folder/windows.status"
  windows_status=${windows_status//[$'\r ']/}
  [[ $linux_status == "$windows_status" ]] || fail "$what: exit $linux_status on Linux, '$windows_status' on Windows"
  cmp -s "$folder/linux.out" "$folder/windows.out" ||
    fail "$what: the output differs: $(cmp "$folder/linux.out" "$folder/windows.out" 2>&1 | head -1); $(od -c "$folder/windows.out" | head -2 | tr -s ' ' | tr '\n' ' ')"
  printf -v windows_folder 'Z:%s' "${folder//\//\\}"
  linux_err=$(<"$folder/linux.err")
  windows_err=$(<"$folder/windows.err")
  windows_err=${windows_err//$'\r'/}
  windows_err=${windows_err//"$windows_folder\\"/"$folder/"}
  [[ $linux_err == "$windows_err" ]] || fail "$what: the errors differ: '${linux_err:0:200}' / '${windows_err:0:200}'"
}

if [[ $part == kit ]]; then
  cases=0
  mkdir "$tmp/files" "$tmp/kit"
  printf '@echo off\r\n' >"$tmp/kit.bat"
  for puzzle in civ sokoban chameleon; do
    for input in "$source/samples/$puzzle"/*.in; do
      name=$puzzle/$(basename "$input" .in)
      cp "$input" "$tmp/files/test.in" && cp "${input%.in}.out" "$tmp/files/test.ans"
      kit_case "$name: $puzzle-validate" "$puzzle-validate" %test.in </dev/null
      kit_case "$name: $puzzle-check" "$puzzle-check" %test.in %test.ans %test.ans </dev/null
    done
    # Every generated test of the puzzle's test set, validated, and our
    # answer to it checked. (Our solutions answer each sample under wine in
    # bundle/PUZZLE/windows: the submission is the same source.)
    while read -r line; do
      read -ra options <<<"$line"
      kit_case "$puzzle-generate $line" "$puzzle-generate" "${options[@]}" </dev/null
      cp "$case/linux.out" "$tmp/files/test.in"
      kit_case "$puzzle-validate on $puzzle-generate $line" "$puzzle-validate" %test.in </dev/null
      "$linux/$puzzle" <"$tmp/files/test.in" >"$tmp/files/test.ans"
      kit_case "$puzzle-check on $puzzle-generate $line" "$puzzle-check" %test.in %test.ans %test.ans </dev/null
    done < <(grep -Ev '^(#|shown |sample |bench |$)' "$source/src/$puzzle/tests.txt")
  done
  # Refusals too: a malformed test, a wrong answer, bad options.
  printf '2 2 1\n1.1.\n' >"$tmp/files/bad.in"
  kit_case "civ-validate on a malformed test" civ-validate %bad.in </dev/null
  kit_case "civ on a malformed test" civ <"$tmp/files/bad.in"
  cp "$source/samples/civ/statement.in" "$tmp/files/test.in" && echo 1/3 >"$tmp/files/wrong.out"
  cp "$source/samples/civ/statement.out" "$tmp/files/test.ans"
  kit_case "civ-check on a wrong answer" civ-check %test.in %wrong.out %test.ans </dev/null
  kit_case "sokoban-generate with a bad option" sokoban-generate --seed 1 --kind maze </dev/null
  # (cmd's own exit is the last program's; each case's is in its folder.)
  windows_start=$SECONDS
  (cd "$tmp" && "$wine" cmd /c "$(windows_path "$tmp/kit.bat")" >/dev/null 2>"$tmp/kit.errors")
  echo "the Windows runs: $((SECONDS - windows_start)) s"
  for ((k = 1; k <= cases; k++)); do same_bytes "$tmp/kit/$k"; done
  echo "the kit on Windows: $cases runs, each the same bytes as on Linux"
fi
(( failures == 0 )) && [[ $part != kit ]] && echo "stress on Windows: the same verdicts as on Linux"
(( failures == 0 ))
