#!/usr/bin/env bash
# The end of a run ends the command and every process it started: a solution
# that leaves a child sleeping (here, one per run) must not leave it behind,
# whether the run timed out or answered and exited.
# Usage: check_stress_children.sh BIN_DIR
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
# (The command runs in a scratch folder of stress's: it lists its children here, by absolute path.)
# (No shrink: the three runs that judge the test each leave a child.)
"$bin/stress" chameleon --count 2 --time-limit 0.3 --shrink-seconds 0 -- sh -c 'sleep 60 & echo $! >>"$0"; wait' "$tmp/sleepers" >report 2>&1
status=$?
[[ $status -eq 1 ]] && grep -q 'failed: idleness limit exceeded' report || { echo "FAIL: exit $status: $(head -3 report)"; exit 1; }
# count_alive FILE: how many of the processes listed in FILE are alive:
# running or sleeping; a zombie (state Z) is dead, only not yet reaped by
# the init of this machine or container.
count_alive() {
  local alive=0 pid state
  while read -r pid; do
    state=$(awk '{ print $3 }' "/proc/$pid/stat" 2>/dev/null)
    [[ -n $state && $state != Z ]] && alive=$((alive + 1))
  done <"$1"
  echo "$alive"
}
started=$(wc -l <sleepers) alive=$(count_alive sleepers)
(( started > 0 && alive == 0 )) || { echo "FAIL: $alive of the $started sleeping children outlived their timed-out run"; exit 1; }
# A right answer, and a child left behind.
"$bin/stress" civ --count 3 -- sh -c 'sleep 60 & echo $! >>"$1"; exec "$0"' "$bin/civ" "$tmp/answered" >report 2>&1
status=$?
[[ $status -eq 0 ]] || { echo "FAIL: exit $status: $(head -3 report)"; exit 1; }
answered=$(wc -l <answered) alive=$(count_alive answered)
(( answered > 0 && alive == 0 )) || { echo "FAIL: $alive of the $answered sleeping children outlived their answered run"; exit 1; }
echo "stress children: $started runs timed out, $answered answered, no child left"
