#!/usr/bin/env bash
# The programs in a hostile environment: directories and unreadable files as
# input, closed and full output streams, stale and concurrent output files,
# endless and huge inputs under a judge's memory limit. Each case runs the
# real binary in its own scratch folder, and the devices it writes to are
# nodes made there (never the machine's /dev/full or /dev/null). Cases that
# need what this machine or user cannot give (a tmpfs mount, mknod, a user
# other than root) say "skipped".
# Usage: check_environment.sh BIN_DIR PEAK_MEMORY_HELPER SAMPLES_DIR SANITIZED(0|1)
set -u
bin=$1 peak=$2 samples=$3 sanitized=$4
root_tmp=$(mktemp -d)
trap 'umount "$root_tmp/full" 2>/dev/null; rm -rf "$root_tmp"' EXIT
failures=0 cases=0 skipped=0
civ=$bin/civ sokoban=$bin/sokoban chameleon=$bin/chameleon
civ_sample=$samples/civ/statement.in

fail() { failures=$((failures + 1)); echo "FAIL $case_name: $*"; }
skip() { skipped=$((skipped + 1)); echo "skipped $case_name: $*"; }
start() {
  case_name=$1
  cases=$((cases + 1))
  work=$root_tmp/case$cases
  mkdir -p "$work" && cd "$work" || exit 1
}
# device NAME MAJOR MINOR: a character device in the case's folder (1 7 full,
# 1 3 null); false, with the case skipped, where mknod is not allowed.
device() {
  mknod "$1" c "$2" "$3" 2>/dev/null && return 0
  skip "mknod is not allowed here, so there is no scratch device to write to"
  return 1
}
# as_nobody: the command prefix that runs as nobody (root reads and writes
# anything), empty when already not root; false where root cannot switch.
as_nobody() {
  as_user=()
  [[ $(id -u) -eq 0 ]] || return 0
  chmod 755 "$root_tmp" "$work"
  setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null || return 1
  as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
}
# expect STATUS STDERR_LINE: the last run's exit status, empty stdout and its one stderr line.
expect() {
  [[ $status -eq $1 ]] || fail "exit $status, expected $1 (stderr: $(head -c 300 err))"
  [[ ! -s out ]] || fail "standard output is not empty: $(head -c 100 out)"
  [[ $(wc -l <err) -eq 1 ]] || fail "expected one line on stderr, got $(wc -l <err): $(head -c 300 err)"
  [[ $(cat err) == "$2" ]] || fail "stderr: '$(head -c 300 err)', expected '$2'"
}

start "a directory as input"
mkdir samples
"$civ" samples/ >out 2>err; status=$?
expect 2 "civ: cannot read samples/: Is a directory"

start "a file that fails to read (EIO)"
"$civ" /proc/self/mem >out 2>err; status=$?
expect 2 "civ: cannot read /proc/self/mem: Input/output error"

start "the judge's input file is a directory"
mkdir input.txt sokoban.in
"$civ" >out 2>err </dev/null; status=$?
expect 2 "civ: cannot read input.txt: Is a directory"
"$sokoban" >out 2>err </dev/null; status=$?
expect 2 "sokoban: cannot read sokoban.in: Is a directory"

start "standard input closed, or a directory"
"$civ" >out 2>err <&-; status=$?
expect 2 "civ: cannot read standard input: Bad file descriptor"
mkdir folder
"$civ" - >out 2>err <folder; status=$?
expect 2 "civ: cannot read standard input: Is a directory"

start "the judge's input file exists but cannot be read"
cp "$civ_sample" input.txt && chmod 000 input.txt
if as_nobody; then
  "${as_user[@]}" "$civ" >out 2>err <"$civ_sample"; status=$?
  expect 2 "civ: cannot read input.txt: Permission denied"
else
  skip "running as root, and setpriv cannot switch to nobody"
fi

start "the judge's files: input.txt answered in output.txt and on standard output"
cp "$civ_sample" input.txt
"$civ" >out 2>err </dev/null; status=$?
[[ $status -eq 0 && $(cat out) == 9/3 && $(cat output.txt) == 9/3 && ! -s err ]] || fail "exit $status, out '$(cat out)', output.txt '$(cat output.txt 2>&1)'"
cp "$samples/sokoban/single_push.in" sokoban.in
"$sokoban" >out 2>err </dev/null; status=$?
[[ $status -eq 0 && $(cat out) == 1 && $(cat sokoban.out) == 1 ]] || fail "sokoban: exit $status, sokoban.out '$(cat sokoban.out 2>&1)'"

start "a stray judge's input file beside a sample given on standard input: the one read is named"
cp "$civ_sample" input.txt
note="civ: read input.txt from the working folder, as a judge would, and wrote the answer to output.txt too; standard input was not read"
"$civ" >out 2>err <"$samples/civ/mixed_100x100.in"; status=$?
[[ $status -eq 0 && $(cat out) == 9/3 && $(cat err) == "$note" ]] || fail "from a file: exit $status, out '$(cat out)', stderr '$(cat err)'"
cat "$samples/civ/mixed_100x100.in" | "$civ" >out 2>err; status=$?
[[ $status -eq 0 && $(cat out) == 9/3 && $(cat err) == "$note" ]] || fail "from a pipe: exit $status, out '$(cat out)', stderr '$(cat err)'"
cp "$samples/sokoban/single_push.in" sokoban.in
"$sokoban" >out 2>err <"$samples/sokoban/statement_two_pushes.in"; status=$?
[[ $status -eq 0 && $(cat out) == 1 && $(cat err) == "sokoban: read sokoban.in from the working folder, as a judge would, and wrote the answer to sokoban.out too; standard input was not read" ]] ||
  fail "sokoban: exit $status, out '$(cat out)', stderr '$(cat err)'"

start "the judge's output file already exists (the judge made it, or an earlier test): it gets the answer"
cp "$civ_sample" input.txt
echo "a stale answer, longer than ours" >output.txt
"$civ" >out 2>err </dev/null; status=$?
[[ $status -eq 0 && $(cat out) == 9/3 && $(cat output.txt) == 9/3 && ! -s err ]] ||
  fail "exit $status, output.txt '$(cat output.txt)', stderr '$(cat err)'"
[[ $(ls | sort | tr '\n' ' ') == "err input.txt out output.txt " ]] || fail "the folder holds: $(ls)"

start "a read-only working folder with a writable output.txt made by the judge"
cp "$civ_sample" input.txt
: >output.txt
chmod 666 output.txt
if as_nobody; then
  chmod 555 "$work"
  "${as_user[@]}" "$civ" >"$root_tmp/ro.out" 2>"$root_tmp/ro.err" </dev/null; status=$?
  chmod 755 "$work"
  [[ $status -eq 0 && $(cat output.txt) == 9/3 && $(cat "$root_tmp/ro.out") == 9/3 ]] ||
    fail "exit $status, output.txt '$(cat output.txt)', stderr '$(cat "$root_tmp/ro.err")'"
else
  skip "running as root, and setpriv cannot switch to nobody (root writes into any folder)"
fi

start "the judge's output file written, standard output closed or full: exit 0, the file is the answer"
cp "$civ_sample" input.txt
"$civ" 2>err >&- </dev/null; status=$?
[[ $status -eq 0 && $(cat output.txt) == 9/3 && ! -s err ]] || fail "stdout closed: exit $status, output.txt '$(cat output.txt)', stderr '$(cat err)'"
if device full 1 7; then
  rm output.txt
  "$civ" 2>err >full </dev/null; status=$?
  [[ $status -eq 0 && $(cat output.txt) == 9/3 && ! -s err ]] || fail "stdout full: exit $status, output.txt '$(cat output.txt)', stderr '$(cat err)'"
fi

start "a refusal leaves no stale answer in the judge's output file"
cp "$civ_sample" input.txt
"$civ" >out 2>err </dev/null
[[ $(cat output.txt) == 9/3 ]] || fail "the first run wrote '$(cat output.txt)'"
echo garbage >input.txt
"$civ" >out 2>err </dev/null; status=$?
expect 1 "civ: input.txt: line 1: W should be an integer, found 'garbage'"
[[ -f output.txt && ! -s output.txt ]] || fail "output.txt is not an empty file: '$(cat output.txt 2>&1)'"
cp "$civ_sample" input.txt && chmod 000 input.txt && echo "9/3" >output.txt && chmod 666 output.txt
if as_nobody; then
  "${as_user[@]}" "$civ" >out 2>err </dev/null; status=$?
  expect 2 "civ: cannot read input.txt: Permission denied"
  [[ -f output.txt && ! -s output.txt ]] || fail "an unreadable input left output.txt holding '$(cat output.txt 2>&1)'"
else
  skip "running as root, and setpriv cannot switch to nobody: the unreadable-input half"
fi

start "- reads standard input; an explicit OUTPUT leaves standard output empty"
"$civ" - answer.txt >out 2>err <"$civ_sample"; status=$?
[[ $status -eq 0 && ! -s out && ! -s err && $(cat answer.txt) == 9/3 ]] || fail "exit $status, answer.txt '$(cat answer.txt 2>&1)'"
[[ $(ls | sort | tr '\n' ' ') == "answer.txt err out " ]] || fail "the folder holds: $(ls)"

start "an explicit OUTPUT that cannot be written"
mkdir out_dir
"$civ" "$civ_sample" out_dir >out 2>err; status=$?
expect 2 "civ: cannot write out_dir: Is a directory"
"$civ" "$civ_sample" no_such_dir/answer.txt >out 2>err; status=$?
expect 2 "civ: cannot write no_such_dir/answer.txt: No such file or directory"

start "OUTPUT a FIFO: written in place, never replaced or removed"
mkfifo pipe
timeout 10 cat pipe >from_pipe & reader=$!
"$civ" "$civ_sample" pipe >out 2>err; status=$?
wait "$reader"
[[ $status -eq 0 && $(cat from_pipe) == 9/3 ]] || fail "exit $status, the FIFO gave '$(cat from_pipe)'"
[[ -p pipe ]] || fail "the FIFO was replaced by: $(ls -l pipe)"
printf 'garbage\n' >bad.in
timeout 10 "$civ" bad.in pipe >out 2>err; status=$?  # a refusal that opened the FIFO would wait for a reader
expect 1 "civ: bad.in: line 1: W should be an integer, found 'garbage'"
[[ -p pipe ]] || fail "a refusal removed the FIFO"

start "OUTPUT or the --html page on a full device: exit 2, no answer written, the device kept"
if device full 1 7 && device null 1 3; then
  "$civ" "$civ_sample" full >out 2>err; status=$?
  expect 2 "civ: cannot write full: No space left on device"
  [[ -c full ]] || fail "the full device is no longer a device: $(ls -l full)"
  "$civ" --html full "$civ_sample" >out 2>err; status=$?
  expect 2 "civ: cannot write full: No space left on device"
  "$civ" --html page.html "$civ_sample" answer.txt >out 2>err; status=$?
  [[ $status -eq 0 && $(cat answer.txt) == 9/3 && -s page.html ]] || fail "exit $status with a page and OUTPUT"
  "$civ" --html full "$civ_sample" answer.txt >out 2>err; status=$?
  expect 2 "civ: cannot write full: No space left on device"
  [[ ! -s answer.txt ]] || fail "an answer was left beside a page that could not be written: $(cat answer.txt)"
  printf 'garbage\n' >bad.in
  "$civ" bad.in null >out 2>err; status=$?
  expect 1 "civ: bad.in: line 1: W should be an integer, found 'garbage'"
  [[ -c full && -c null ]] || fail "a device was replaced or removed: $(ls -l full null)"
fi

start "OUTPUT a symbolic link: the file it names gets the answer, the link stays"
echo "an old answer" >real.txt
ln -s real.txt link.txt
printf 'garbage\n' >bad.in
"$civ" "$civ_sample" link.txt >out 2>err; status=$?
[[ $status -eq 0 && -L link.txt && $(cat real.txt) == 9/3 ]] || fail "exit $status, link.txt: $(ls -l link.txt), real.txt '$(cat real.txt)'"
"$civ" bad.in link.txt >out 2>err; status=$?
expect 1 "civ: bad.in: line 1: W should be an integer, found 'garbage'"
[[ -L link.txt && -f real.txt && ! -s real.txt ]] || fail "after a refusal: link.txt $(ls -l link.txt), real.txt '$(cat real.txt)'"

start "standard output full or closed"
if device full 1 7; then
  "$civ" "$civ_sample" >full 2>err; status=$?
  : >out
  expect 2 "civ: cannot write standard output: No space left on device"
fi
"$civ" "$civ_sample" 2>err >&-; status=$?
expect 2 "civ: cannot write standard output: Bad file descriptor"

start "a full disk leaves no partial answer: the output file is left empty"
mkdir full
if mount -t tmpfs -o size=64k tmpfs full 2>/dev/null; then
  head -c 1M /dev/zero >full/filler 2>/dev/null
  "$civ" "$civ_sample" full/answer.txt >out 2>err; status=$?
  expect 2 "civ: cannot write full/answer.txt: No space left on device"
  [[ $(ls full | sort | tr '\n' ' ') == "answer.txt filler " && ! -s full/answer.txt ]] ||
    fail "left behind: $(ls -l full)"
  umount full
else
  skip "cannot mount a tmpfs here"
fi

start "a write cut short (a file size limit of 2 bytes) leaves no part of the answer"
# SIGXFSZ ignored, so the write fails with EFBIG after 2 of the answer's 4
# bytes; standard error goes through a pipe, which the limit does not cut.
python3 -c 'import os, resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (2, 2))
os.execv(sys.argv[1], sys.argv[1:])' "$civ" "$civ_sample" answer.txt 2>&1 >out | cat >err
status=${PIPESTATUS[0]}
expect 2 "civ: cannot write answer.txt: File too large"
[[ -f answer.txt && ! -s answer.txt ]] || fail "answer.txt holds '$(cat answer.txt)'"

start "a million digits: one short message"
head -c 1000000 /dev/zero | tr '\0' '7' >digits.in
"$civ" digits.in >out 2>err; status=$?
expect 1 "civ: digits.in: line 1: W = 77777777777777777777... is outside 1..100"

start "endless input is refused once longer than any valid input"
yes | timeout 20 "$sokoban" >out 2>err; status=$?
expect 1 "sokoban: standard input: the input is longer than 65536 bytes, far more than any valid input"

# peak_case NAME PROGRAM TOTAL FILL PREFIX STATUS: the program fed TOTAL bytes
# under a 256 MiB address-space limit must end with STATUS and a peak below 8 MiB.
peak_case() {
  start "$1"
  if [[ $sanitized -eq 1 ]]; then skip "sanitizers reserve more address space than a judge's limit"; return; fi
  local result
  result=$("$peak" 262144 "$3" "$4" "$5" "$2" 2>/dev/null)
  read -r kind code _ kib <<<"$result"
  [[ $kind == exit && $code -eq $6 ]] || fail "ended with '$result', expected exit $6"
  (( kib < 8192 )) || fail "peak $kib KiB, above 8 MiB"
  echo "$1: $result KiB"
}
gib=$((1 << 30))
peak_case "civ: 1 GiB of zero bytes" "$civ" "$gib" 0 - 1
peak_case "sokoban: 1 GiB of zero bytes" "$sokoban" "$gib" 0 - 1
peak_case "chameleon: 1 GiB of zero bytes" "$chameleon" "$gib" 0 - 1
peak_case "chameleon: 16 MiB of zero bytes" "$chameleon" $((16 << 20)) 0 - 1
peak_case "chameleon: a board and 100 MiB of spaces" "$chameleon" $((100 << 20)) 32 "$samples/chameleon/statement.in" 1
peak_case "civ: the statement's sample and 1 GiB of newlines" "$civ" "$gib" 10 "$civ_sample" 1
peak_case "chameleon: a board and 60 KiB of spaces is answered" "$chameleon" 61440 32 "$samples/chameleon/statement.in" 0

# Under ever tighter address-space limits a program answers (exit 0), runs
# out of memory (a message, exit 2) or, below what it needs to start at all,
# never reaches main(): the loader's exit 127, or a signal in the start-up
# code of the C library or the C++ runtime, which no program can catch. So
# every limit at or above the lowest one that gave a clean exit must give a
# clean exit too: an exception escaping main(), or a crash, would break that.
# A program whose search memory is static (Sokoban's) needs all of it to
# start, so it never runs out later: there the scan must at least see the
# limits under which it cannot start.
memory_scan() {
  start "$1 under address-space limits from 1 to 16 MiB"
  if [[ $sanitized -eq 1 ]]; then skip "sanitizers reserve more address space than the limits"; return; fi
  local size limit result outcome out_of_memory=0 first_clean=""
  size=$(stat -c %s "$3")
  for limit in $(seq 1024 64 16384); do
    result=$("$peak" "$limit" "$size" 0 "$3" "$2" 2>"$work/err")
    outcome=${result% peak *}
    case $outcome in
      "exit 0") first_clean=${first_clean:-$limit} ;;
      "exit 2")
        first_clean=${first_clean:-$limit}
        grep -q "out of memory" "$work/err" && out_of_memory=$((out_of_memory + 1)) ;;
      *) [[ -z $first_clean ]] || fail "at $limit KiB, above $first_clean KiB where it ran: $result: $(head -c 200 "$work/err")" ;;
    esac
  done
  [[ -n $first_clean ]] || fail "it ran under none of the limits"
  (( out_of_memory > 0 || first_clean > 1024 )) ||
    fail "no limit made it run out of memory or kept it from starting: the scan tested nothing"
  echo "$1: starts from ${first_clean:-?} KiB; out of memory, cleanly, under $out_of_memory of the limits"
}
memory_scan civ "$civ" "$samples/civ/mixed_100x100.in"
memory_scan sokoban "$sokoban" "$samples/sokoban/open_10x10_longest.in"
memory_scan chameleon "$chameleon" "$samples/chameleon/longest_31_a.in"

echo "environment: $cases cases, $failures failed, $skipped skipped"
[[ $failures -eq 0 ]]
