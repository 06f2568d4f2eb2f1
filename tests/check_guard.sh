#!/usr/bin/env bash
# The guard of the test command (dev/machine_guard.sh) must see what it
# guards against. Run on nodes and a git repository made in a scratch folder,
# never on the machine's own: unchanged passes; a removed device node, a node
# replaced by a file, a new file and a changed file in the tree each fail,
# named; a node whose numbers stat prints as two hexadecimal digits passes
# unchanged; the snapshot watches /dev/null and /dev/full by default (only
# written down here: the machine's nodes are never touched); a check leaves
# no state.diff behind. Where mknod is
# not allowed: exit 77 (skipped) with a message.
# Usage: check_guard.sh MACHINE_GUARD
set -u
guard=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
if ! mknod null c 1 3 2>/dev/null || ! mknod full c 1 7; then
  echo "SKIPPED: mknod is not allowed here, so the guard cannot be tried on scratch device nodes"
  exit 77
fi
git init -q tree && echo one >tree/file && git -C tree add file &&
  git -C tree -c user.name=t -c user.email=t@t commit -qm one || exit 1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
snapshot() { "$guard" snapshot state tree null=1:3 full=1:7 || fail "snapshot exited $?"; }
# caught WHAT MESSAGE: the check fails and names the change.
caught() {
  "$guard" check state >report 2>&1 && fail "$1: the guard passed"
  grep -qF -- "$2" report || fail "$1: the report does not say '$2': $(cat report)"
  [[ -e state.diff ]] && fail "$1: the check left its state.diff behind"
}

snapshot
"$guard" check state >report 2>&1 || fail "nothing changed, yet: $(cat report)"
rm full
caught "a removed device" "guard: full is no longer the character device 1:7 (now: missing)"
mknod full c 1 7 && rm null && echo text >null
caught "a device replaced by a file" "guard: null is no longer the character device 1:3 (now: regular file)"
rm null && mknod null c 1 7
caught "a device with other numbers" "guard: null is no longer the character device 1:3 (now: character device 1:7)"
rm null && mknod null c 1 3
"$guard" check state >report 2>&1 || fail "the nodes restored, yet: $(cat report)"
touch tree/stray.out
caught "a new file in the tree" "> ?? stray.out"
rm tree/stray.out && echo two >tree/file
caught "a changed file" "> changes to tracked files"
snapshot
echo three >tree/file
caught "a file changed before the suite and again during it" "changes to tracked files"
# A minor number of two hexadecimal digits, as stat prints it (kmsg is 1:11).
mknod kmsg c 1 11 && "$guard" snapshot state2 tree kmsg=1:11 || fail "snapshot with kmsg exited $?"
"$guard" check state2 >report 2>&1 || fail "a node numbered 1:11, unchanged, yet: $(cat report)"
# Without nodes named, the machine's two are watched.
"$guard" snapshot state3 tree || fail "default snapshot exited $?"
for node in "node /dev/null 1:3" "node /dev/full 1:7"; do
  grep -qxF "$node" state3 || fail "the default snapshot does not watch '$node': $(grep '^node' state3)"
done
echo "guard: 9 cases, $failures failed"
(( failures == 0 ))
