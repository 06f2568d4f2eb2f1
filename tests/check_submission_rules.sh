#!/usr/bin/env bash
# check_submission.sh must refuse what a judge would refuse: each case is the
# real submission with one thing a judge rejects planted in it, and must fail
# with the reason named. Usage: check_submission_rules.sh CHECK SUBMISSION SAMPLES MAX_BYTES
set -u
check=$1 submission=$2 samples=$3 max_bytes=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

# refused NAME EXPECTED_MESSAGE SED_SCRIPT [MAX_BYTES]: the doctored copy fails with the message.
refused() {
  mkdir "$tmp/$1" && sed "$3" "$submission" >"$tmp/$1/$(basename "$submission")"
  "$check" "$tmp/$1/$(basename "$submission")" "$samples" g++ "${4:-$max_bytes}" >"$tmp/$1.log" 2>&1
  local status=$?
  if [[ $status -ne 1 ]] || ! grep -qF -- "$2" "$tmp/$1.log"; then
    echo "FAIL: $1: exit $status, expected 1 with '$2': $(head -c 300 "$tmp/$1.log")"
    failures=$((failures + 1))
  fi
}
"$check" "$submission" "$samples" g++ "$max_bytes" >/dev/null || { echo "FAIL: the real submission does not pass"; exit 1; }
refused filesystem "#include <filesystem>: not a header GCC 7's library has" '2i #include <filesystem>'
refused charconv "#include <charconv>: not a header GCC 7's library has" '2i #include <charconv>'
refused version "#include <version>: not a header GCC 7's library has" '2i #include <version>'
refused pedantic "does not compile alone, warning-free" '$a int pedantic_warning_here[0];'
refused one-byte-over "bytes, more than the" '' "$(($(stat -c %s "$submission") - 1))"
refused quoted-include "a quoted #include is left" '2i #include "grid.hpp"'
echo "submission rules: 6 cases, $failures failed"
(( failures == 0 ))
