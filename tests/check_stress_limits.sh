#!/usr/bin/env bash
# The stress command as a judge: the statement's limits and verdicts, the
# round at full size, the figures in its reports, --jobs, --max-size,
# --encoding and --wall-limit, the folder a solution runs in. Each case runs
# in a scratch folder; a failing case prints the report. (The wall-clock
# bounds on whole cases are loose: they catch a shrink that ignores its
# 10 s cap, which would take minutes, and hold on a loaded machine.)
# Usage: check_stress_limits.sh BIN_DIR
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
failures=0

fail() { failures=$((failures + 1)); echo "FAIL $case: $*"; sed 's/^/    /' report | head -30; }
# run NAME EXPECTED_EXIT STRESS_ARGS...: runs stress into `report`, its time in $took (seconds).
run() {
  case=$1
  local expected=$2 start=$SECONDS
  shift 2
  rm -f stress-*-failure.in
  "$bin/stress" "$@" >report 2>progress
  status=$? took=$((SECONDS - start))
  cat report >>every_report
  [[ $status -eq $expected ]] || { fail "exit $status, expected $expected"; return 1; }
}
has() { grep -qE -- "$1" report || { fail "the report lacks /$1/"; return 1; }; }

# A right Sokoban quadratic in the states passes every small test and runs
# out of time at full size, as on a judge; its shrink stops at
# --shrink-seconds (the default cap at a limit: the waiting case below).
if run quadratic 1 sokoban --count 30 --shrink-seconds 2 -- "$bin/sokoban_slow_quadratic"; then
  has '^stress sokoban: test (3[1-9]|4[0-9]) failed: time limit exceeded: 0\.[0-9]{3} s of processor time, the limit is 0\.700 s$' &&
    has '^  the test: .*sokoban-generate .*--n 10.*, in the round at full size$' &&
    has '^  the [0-9]+ tests before it passed$' &&
    has '^  slowest: 0\.[0-9]{3} s of 0\.700 s, test [0-9]+; most memory: [0-9.]+ MiB of 16 MiB, test [0-9]+$' &&
    has '^  tests by size \(n\): 4: [0-9]+, 5: [0-9]+, 6: [0-9]+$'
  has '^  reproduced in 3 of 3 runs, 2 of them alone \(the machine during the last: '
  has 'simpler tests? tried; stopped at --shrink-seconds 2\) to this test'
  (( took < 60 )) || fail "took $took s: the shrink did not stop at --shrink-seconds 2"
fi

# 3 GiB touched: memory limit exceeded on test 1, stopped at once, no long shrink.
if run memory 1 sokoban -- "$bin/memory_hungry" 3072 "$bin/sokoban"; then
  has '^stress sokoban: test 1 failed: memory limit exceeded: (1[6-9]|[2-9][0-9])\.[0-9] MiB resident, the limit is 16 MiB$' &&
    has '^Your output:$' && has '^\(empty: stopped at the limit\)$' &&
    has '^  no test passed before it; the failing run: [0-9.]+ s of 0\.700 s, [0-9.]+ MiB of 16 MiB$' &&
    has '^  reproduced in 3 of 3 runs, 2 of them alone '
  (( took < 60 )) || fail "took $took s"
fi

# The limits follow the options: 12 MiB passes under 64, fails under 8; the
# peak is reported.
if run memory-within 0 civ --count 5 --memory-limit 64 -- "$bin/memory_hungry" 12 "$bin/civ"; then
  has '^  slowest: [0-9.]+ s of 2\.000 s, test [0-9]+; most memory: 1[2-5]\.[0-9] MiB of 64 MiB, test [0-9]+$'
fi
run memory-over 1 civ --count 5 --memory-limit 8 -- "$bin/memory_hungry" 12 "$bin/civ" &&
  has '^stress civ: test 1 failed: memory limit exceeded: ([89]|[1-9][0-9])\.[0-9] MiB resident, the limit is 8 MiB$'

# Processor time, counted as such: a busy loop at --time-limit 0.3.
# --shrink-seconds 0: the failing test as it was, no shrink tried.
run busy 1 chameleon --count 3 --time-limit 0.3 --shrink-seconds 0 -- sh -c 'while :; do :; done' &&
  has '^stress chameleon: test 1 failed: time limit exceeded: 0\.3[0-9]{2} s of processor time, the limit is 0\.300 s$' &&
  has '^Shrunk in 0 steps \(0 simpler tests tried; stopped at --shrink-seconds 0\) to this test, written to stress-chameleon-failure\.in:$'

# A run that waits (here, sleeps) is stopped by the wall-clock guard, twice
# the limit plus 1 s, and judged idle: it was neither running nor waiting for
# a processor. Each shrink try costs three such runs, so the shrink stops at its 10 s cap.
if run waiting 1 civ --count 3 --time-limit 0.2 -- sh -c 'sleep 10'; then
  has '^stress civ: test 1 failed: idleness limit exceeded: not ended after 1\.[4-9] s of wall-clock time, 1\.[3-9] s of them neither running nor waiting for a processor \(0\.0[0-9]{2} s of processor time\): it waits for something$' &&
    has 'simpler tests? tried; stopped at the cap of 10 s, since each try may cost the limit\) to this test'
  (( took < 60 )) || fail "took $took s"
fi

# A guard made tiny stops a run that computes (0.3 s at least, under a 5 s
# limit) before it ends: not a failure of the solution, but inconclusive, exit 3.
computing=("$bin/busy_first" 0.3 "$bin/civ")
if run inconclusive 3 civ --count 2 --max-size 3 --time-limit 5 --wall-limit 0.05 -- "${computing[@]}"; then
  has '^stress civ: 0 of [0-9]+ tests passed, [0-9]+ inconclusive \(seed 1\): no failure found$' &&
    has '^  test 1 inconclusive: the machine was too busy to judge this test \(0\.[0-9]{3} s of processor time in [0-9.]+ s\); rerun with fewer --jobs, a larger --wall-limit or on a quieter machine$' &&
    has '^  and [0-9]+ more$'
  [[ ! -e stress-civ-failure.in ]] || fail "an inconclusive test was shrunk and saved"
fi

# The solution runs in a scratch folder of its own: a relative command still
# starts, and the judge's output file it writes lands nowhere of the user's,
# with a hint when standard output is empty.
cp "$bin/civ" my_civ
run relative-command 0 civ --count 3 --max-size 3 -- ./my_civ
if run judge-file-written 1 civ --count 3 -- sh -c '"$0" - output.txt' "$bin/civ"; then
  has '^stress civ: test 1 failed: presentation error: the output is empty' &&
    has '^Hint: your program wrote nothing on standard output and left output.txt in its working folder\. stress gives each test on standard input'
  [[ ! -e output.txt ]] || fail "the solution's output.txt landed in the folder stress ran in"
fi

# Counts in the reports read as English: "the 1 test before it passed".
counter=$tmp/runs
right_once=(sh -c 'n=$(cat "$1" 2>/dev/null || echo 0); echo $((n + 1)) >"$1"; [ "$n" -eq 0 ] && exec "$0"; echo 0/3' "$bin/civ" "$counter")
run plurals 1 civ --count 5 --jobs 1 -- "${right_once[@]}" && has '^  the 1 test before it passed$'

# The right answer, then a crash: a runtime error.
run crash-after-answer 1 civ --count 3 -- "$bin/crash_after_answer" "$bin/civ" &&
  has '^stress civ: test 1 failed: runtime error: killed by signal 11 \(Segmentation fault\)$'

# Sokoban's statement gives a 1 MiB stack; the others keep the system's.
run stack 0 sokoban --count 5 -- sh -c '[ "$(ulimit -s)" = 1024 ] && exec "$0" || echo "stack $(ulimit -s) KiB"' "$bin/sokoban"
run no-stack-limit 0 civ --count 5 -- sh -c '[ "$(ulimit -s)" != 1024 ] && exec "$0" || echo "stack 1 MiB"' "$bin/civ"

# A run starts as a judge starts it: SIGPIPE not ignored (stress ignores it for itself).
run sigpipe-default 0 civ --count 3 -- sh -c 'ignored=$(awk "/^SigIgn/ { print \$2 }" /proc/$$/status)
  [ $(( 0x$ignored & 0x1000 )) -eq 0 ] && exec "$0" || echo "SIGPIPE ignored"' "$bin/civ"

# A shrink keeps the verdict: wrong on maps with W + H >= 7 (test 1 is 2x5),
# a runtime error on smaller ones; the shrunk test still gets a wrong answer.
sized_wrong=(sh -c 'read -r width height _; [ $((width + height)) -lt 7 ] && exit 3; echo 0/3')
if run shrink-keeps-verdict 1 civ --count 20 -- "${sized_wrong[@]}"; then
  has '^stress civ: test 1 failed: wrong answer' && has '^Verdict: wrong answer: '
  read -r width height _ <stress-civ-failure.in
  (( width + height == 7 )) || fail "shrunk to ${width}x${height}, not to W + H = 7"
fi

# The same report, the lowest failing test, whatever the number of jobs (but
# for the measured figures of time and memory). The solution is wrong on tests
# by their checksum: with seed 1, test 10 slowly (0.5 s) and test 11 at once,
# so with 3 jobs test 11 fails first and must not be the one reported.
sometimes_wrong=(sh -c 'in=$(mktemp); cat >"$in"; case $(( $(cksum <"$in" | cut -d" " -f1) % 50 )) in
  36) sleep 0.5; echo 0/3 ;; 5) echo 0/3 ;; *) "$0" "$in" ;; esac; rm -f "$in"' "$bin/civ")
run jobs-1 1 civ --count 40 --jobs 1 -- "${sometimes_wrong[@]}" && grep -v '^  slowest: ' report >report.jobs1 &&
  run jobs-3 1 civ --count 40 --jobs 3 -- "${sometimes_wrong[@]}" && {
    grep -v '^  slowest: ' report | cmp -s - report.jobs1 ||
      fail "--jobs 3 reported otherwise than --jobs 1: $(grep -v '^  slowest: ' report | diff report.jobs1 - | head -5)"
    has '^stress civ: test 10 failed: wrong answer'
  }

# Every test counted once by size: the random ones up to 6, the round at
# full size at --max-size (the benchmark's cases only at 100).
if run sizes 0 civ --count 40 --max-size 10 -- "$bin/civ"; then
  has '^stress civ: all 61 tests passed \(seed 1\): 40 random, 21 at full size$' &&
    has '^  tests by size \(the larger side\): (2|3): .*, 10: 21$'
  total=$(sed -n 's/^  tests by size[^:]*://p' report | tr ',' '\n' | awk -F': ' '{ sum += $2 } END { print sum }')
  [[ $total == 61 ]] || fail "the sizes add up to $total, not 61"
fi
if run full-size 0 sokoban --count 10 -- "$bin/sokoban"; then
  # 8 generated boards and the benchmark's 6 Sokoban cases (bench/cases.txt).
  has '^stress sokoban: all 24 tests passed \(seed 1\): 10 random, 14 at full size$' && has ', 10: 14$'
fi

# An answer in a code page is shown decoded too, its encoding named: «Нет
# решения» in each (CP1251's bytes also spell KOI8-R capitals).
for page in CP1251 CP866 KOI8-R; do
  printf 'Нет решения\n' | iconv -f UTF-8 -t "$page" >"no-solution.$page"
  if run "output-in-$page" 1 chameleon --count 3 -- cat "$tmp/no-solution.$page"; then
    shown=$(grep -A2 -x 'Your output:' report | tr '\n' '|')
    [[ $shown == "Your output:|Нет решения|(in $page; shown here in UTF-8)|" ]] ||
      fail "the $page answer is not shown decoded: $shown"
  fi
done

# One encoding for every «Хамелеон» test; the report shows the board decoded and names its encoding.
if run encoding 1 chameleon --encoding cp866 -- "$bin/chameleon_wrong_detour"; then
  has '^  the test: .*chameleon-generate --encoding cp866 ' && has '^\(in CP866; shown here in UTF-8\)$'
  decoded=$(iconv -f CP866 -t UTF-8 stress-chameleon-failure.in) report_text=$(cat report)
  [[ -n $decoded && $report_text == *"$decoded"* ]] || fail "the report does not show the board in UTF-8: $decoded"
  "$bin/chameleon-validate" stress-chameleon-failure.in >/dev/null 2>&1 || fail "the saved test is not a valid board"
  if iconv -f UTF-8 -t UTF-8 stress-chameleon-failure.in >/dev/null 2>&1; then fail "the saved test is UTF-8, not CP866"; fi
fi
run encoding-one 0 chameleon --count 8 --encoding koi8r -- "$bin/chameleon" &&
  has '^stress chameleon: all 27 tests passed \(seed 1\): 8 random, 19 at full size$'

case=plurals-everywhere
! grep -E '(^|[^0-9.])1 (steps|tests|simpler tests|runs|processors)( |$)' every_report || fail "a count of 1 with a plural"

(( failures == 0 )) || exit 1
echo "stress as a judge: every case as expected"
