#!/usr/bin/env bash
# The test command's guard: what the tests must never change outside their
# build and scratch folders. `snapshot` notes, before the suite, the source
# tree's `git status` and the device nodes that must stay; `check`, after it,
# fails with a line for each that changed: a node removed or replaced (the
# machine's /dev/null and /dev/full, as root a slip could delete them), or a
# file of the source tree added, changed or removed.
# Usage: machine_guard.sh snapshot STATE REPO [NODE=MAJOR:MINOR ...]
#        machine_guard.sh check STATE
# Without nodes: /dev/null=1:3 /dev/full=1:7.
set -u
usage() { echo "usage: machine_guard.sh snapshot STATE REPO [NODE=MAJOR:MINOR ...] | check STATE" >&2; exit 2; }

# node_state PATH: "character device MAJOR:MINOR" (decimal), or what it is instead.
node_state() {
  if [[ -c $1 ]]; then
    local numbers
    numbers=$(stat -c '%t %T' "$1") || return
    read -r major minor <<<"$numbers"
    echo "character device $((16#$major)):$((16#$minor))"
  elif [[ -e $1 || -L $1 ]]; then
    stat -c '%F' "$1"
  else
    echo "missing"
  fi
}

# tree_status REPO: git status, and a digest of the changes to tracked files
# (a file already changed before the suite and changed again shows there).
tree_status() {
  git -C "$1" rev-parse --git-dir >/dev/null 2>&1 || { echo "not a git checkout: nothing to compare"; return; }
  git -C "$1" status --porcelain --untracked-files=all
  echo "changes to tracked files: $(git -C "$1" diff HEAD --binary 2>/dev/null | sha256sum | cut -c1-16)"
}

case ${1:-} in
  snapshot)
    (( $# >= 3 )) || usage
    state=$2 repo=$3
    shift 3
    (( $# > 0 )) || set -- /dev/null=1:3 /dev/full=1:7
    {
      echo "repo $repo"
      for node in "$@"; do echo "node ${node%=*} ${node##*=}"; done
      echo "status"
      tree_status "$repo"
    } >"$state" || exit 2
    ;;
  check)
    (( $# == 2 )) || usage
    state=$2 changed=0
    [[ -r $state ]] || { echo "guard: no snapshot at $state" >&2; exit 2; }
    repo=$(sed -n 's/^repo //p' "$state")
    while read -r _ path numbers; do
      now=$(node_state "$path")
      if [[ $now != "character device $numbers" ]]; then
        echo "guard: $path is no longer the character device $numbers (now: $now)"
        changed=1
      fi
    done < <(grep '^node ' "$state")
    if ! diff <(sed '1,/^status$/d' "$state") <(tree_status "$repo") >"$state.diff"; then
      echo "guard: the source tree $repo changed during the tests (git status, before < after >):"
      sed 's/^/  /' "$state.diff"
      changed=1
    fi
    rm -f "$state.diff"
    (( changed == 0 ))
    ;;
  *) usage ;;
esac
