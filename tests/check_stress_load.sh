#!/usr/bin/env bash
# The stress command's verdicts on a machine kept busy: 16 CPU-bound
# processes of this test's own (each ended by this script, and by `timeout`
# in any case) share the processors with stress's jobs. A right solution that
# computes for 0.25 s gets no failure under a 0.5 s limit, though each run
# then takes about twice the wall-clock guard of stress before #34 (2 x 0.5 + 1 s);
# a program that sleeps is still judged idle, one that spins still exceeds
# the time limit, each reproduced alone. The three cases run side by side;
# the test runs alone among its build's tests (RUN_SERIAL).
# Usage: check_stress_load.sh BIN_DIR BUSY_FIRST
set -u
bin=$1 busy_first=$2
tmp=$(mktemp -d)
loaders=()
trap 'kill "${loaders[@]}" 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
for _ in $(seq 16); do
  timeout 600 sh -c 'while :; do :; done' &
  loaders+=($!)
done
failures=0 cases=()
fail() { failures=$((failures + 1)); echo "FAIL $case: $*"; sed 's/^/    /' "$case/report" | head -30; }
# start NAME ARGS...: stress ARGS in the folder NAME, in the background, its
# exit status in NAME/status. The three cases run side by side: each keeps
# the machine busier for the others, and the test lasts as long as its
# longest case, not the three one after the other.
start() {
  local name=$1
  shift
  mkdir "$name" && (cd "$name" && "$bin/stress" "$@" >report 2>progress; echo $? >status) &
  cases+=($!)
}
# ended NAME EXPECTED: the case NAME ended with EXPECTED.
ended() {
  case=$1
  local status
  status=$(cat "$case/status")
  [[ $status -eq $2 ]] || { fail "exit $status, expected $2"; return 1; }
}
has() { grep -qE -- "$1" "$case/report" || { fail "the report lacks /$1/"; return 1; }; }

start right-but-busy chameleon --count 3 --jobs 2 --time-limit 0.5 -- "$busy_first" 0.25 "$bin/chameleon"
start sleeper civ --count 3 --time-limit 0.2 -- sh -c 'sleep 10'
start spinner chameleon --count 3 --time-limit 0.3 -- sh -c 'while :; do :; done'
wait "${cases[@]}"

ended right-but-busy 0 &&
  has '^stress chameleon: all 22 tests passed \(seed 1\): 3 random, 19 at full size$' &&
  has '^  slowest: 0\.[2-4][0-9]{2} s of 0\.500 s'

if ended sleeper 1; then
  has '^stress civ: test 1 failed: idleness limit exceeded: ' &&
    has '^  reproduced in 3 of 3 runs, 2 of them alone \(the machine during the last: [0-9]+ processors?, [0-9.]+ busy on average\)$' &&
    has '^Verdict: idleness limit exceeded: '
fi

if ended spinner 1; then
  has '^stress chameleon: test 1 failed: time limit exceeded: 0\.3[0-9]{2} s of processor time, the limit is 0\.300 s$' &&
    has '^Verdict: time limit exceeded: 0\.3[0-9]{2} s of processor time, the limit is 0\.300 s$' &&
    [[ $(grep -c '^  reproduced in 3 of 3 runs, 2 of them alone ' "$case/report") -eq 2 ]] || fail "the test and its shrunk one not both reproduced 3 times"
fi

(( failures == 0 )) || exit 1
echo "stress on a busy machine: every case as expected"
