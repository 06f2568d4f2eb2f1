#!/usr/bin/env bash
# A time-out ends the command and every process it started: a solution that
# leaves a child sleeping (here, one per run) must not leave it behind after
# stress has judged the run a time-out and shrunk the test.
# Usage: check_stress_children.sh BIN_DIR
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
"$bin/stress" chameleon --count 2 --time-limit 0.3 -- sh -c 'sleep 60 & echo $! >>sleepers; wait' >report 2>&1
status=$?
[[ $status -eq 1 ]] && grep -q 'failed: time limit exceeded' report || { echo "FAIL: exit $status: $(head -3 report)"; exit 1; }
started=$(wc -l <sleepers)
alive=0
# Alive: running or sleeping; a zombie (state Z) is dead, only not yet reaped
# by the init of this machine or container.
while read -r pid; do
  state=$(awk '{ print $3 }' "/proc/$pid/stat" 2>/dev/null)
  [[ -n $state && $state != Z ]] && alive=$((alive + 1))
done <sleepers
(( started > 0 && alive == 0 )) || { echo "FAIL: $alive of the $started sleeping children outlived their run"; exit 1; }
echo "stress children: $started runs timed out, no child left"
