#!/usr/bin/env bash
# A submission on a Windows judge: the bundle cross-compiled with mingw-w64
# (x86_64, and i686 compiled only: Debian's 32-bit wine, wine32:i386, needs
# i386 libraries of exactly the versions of the machine's amd64 ones, and on a
# fresh machine apt refuses that install), every sample
# run under wine through standard input and through the judge's files (in a
# fresh folder that already holds a stale output file, and again with the
# names in capitals, as acmp.ru writes them), outputs compared byte for byte.
# Wine's msvcrt accepts what the real msvcrt.dll refuses, so the judge-file
# runs are repeated with a build whose fopen and rename behave as msvcrt.dll's
# do (windows/msvcrt_strict.c). Without mingw-w64 or wine: exit 77 (skipped)
# with a message, or a failure when PUZZLES_REQUIRE_JUDGE_TOOLS=1 (CI).
# With WINEPREFIX set, the runs use that prefix (made by windows/wine_prefix.sh,
# shared with the other Windows tests, its server left to them); else a
# prefix of this run's own, made here and removed at the end.
# Usage: check_windows.sh SUBMISSION SAMPLES_DIR JUDGE_INPUT JUDGE_OUTPUT
set -u
submission=$1 samples=$2 judge_input=$3 judge_output=$4
here=$(cd "$(dirname "$0")" && pwd)
source "$here/unavailable.sh"
mingw=x86_64-w64-mingw32-g++
wine=$(command -v wine64 || command -v wine || { [[ -x /usr/lib/wine/wine64 ]] && echo /usr/lib/wine/wine64; } || true)
if ! command -v "$mingw" >/dev/null || [[ -z $wine ]]; then
  missing="$(command -v "$mingw" >/dev/null || echo "$mingw (apt-get install g++-mingw-w64-x86-64) ")$([[ -n $wine ]] || echo "wine (apt-get install wine64)")"
  unavailable PUZZLES_REQUIRE_JUDGE_TOOLS "this machine lacks $missing, so the submission was not run as on a Windows judge"
fi
tmp=$(mktemp -d)
wineserver=$(dirname "$(readlink -f "$wine")")/wineserver
if [[ -n ${WINEPREFIX:-} ]]; then
  [[ -s $WINEPREFIX/system.reg ]] || { echo "FAIL: the shared wine prefix $WINEPREFIX is not made (windows/wine_prefix.sh)"; exit 1; }
  trap 'rm -rf "$tmp"' EXIT
else
  export WINEPREFIX=$tmp/wine
  trap '"$wineserver" -k 2>/dev/null; rm -rf "$tmp"' EXIT
fi
export WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" DISPLAY=
failures=0 runs=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

flags=(-std=c++17 -O2 -Wall -Wextra -pedantic -Werror -static)
"$mingw" "${flags[@]}" -o "$tmp/program.exe" "$submission" || { echo "FAIL: $mingw does not compile it warning-free"; exit 1; }
x86_64-w64-mingw32-gcc -O2 -c -o "$tmp/strict.o" "$here/windows/msvcrt_strict.c" || exit 1
"$mingw" "${flags[@]}" -o "$tmp/strict.exe" "$submission" "$tmp/strict.o" -Wl,--wrap=fopen,--wrap=rename || exit 1
if command -v i686-w64-mingw32-g++ >/dev/null; then
  i686-w64-mingw32-g++ "${flags[@]}" -o "$tmp/program32.exe" "$submission" || fail "i686-w64-mingw32-g++ does not compile it warning-free"
  echo "i686: compiled warning-free; not run (no 32-bit wine: see this script's header)"
fi
if [[ $WINEPREFIX == "$tmp/wine" ]]; then
  "$wineserver" -p 2>/dev/null  # one server for every run, not one start each
  "$wine" wineboot --init >/dev/null 2>&1
fi

# run PROGRAM FOLDER [ARGS...] < INPUT: the program under wine in FOLDER; sets status, fills out and err.
run() {
  local program=$1 folder=$2
  shift 2
  runs=$((runs + 1))
  (cd "$folder" && "$wine" "$program" "$@" >"$tmp/out" 2>"$tmp/err"); status=$?
}
# same WHAT FILE EXPECTED: FILE holds EXPECTED byte for byte.
same() { cmp -s "$2" "$3" || fail "$1: $(od -c "$2" | head -3 | tr -s ' ' | tr '\n' ' ') instead of $(od -c "$3" | head -2 | tr -s ' ' | tr '\n' ' ')"; }

samples_run=0
for input in "$samples"/*.in; do
  name=$(basename "$input" .in) expected=${input%.in}.out
  run "$tmp/program.exe" "$tmp" <"$input"
  [[ $status -eq 0 ]] || fail "$name through standard input: exit $status, $(head -c 200 "$tmp/err")"
  same "$name: standard output" "$tmp/out" "$expected"
  for build in program strict; do
    for names in lower capitals; do
      folder=$tmp/$build-$names-$name
      mkdir "$folder"
      in_name=$judge_input out_name=$judge_output
      [[ $names == capitals ]] && in_name=${in_name^^} out_name=${out_name^^}
      cp "$input" "$folder/$in_name"
      echo "a stale answer, longer than any of ours, from an earlier test in this folder" >"$folder/$out_name"
      run "$tmp/$build.exe" "$folder" </dev/null
      what="$name, $build build, judge files $in_name -> $out_name"
      [[ $status -eq 0 ]] || fail "$what: exit $status, $(head -c 200 "$tmp/err")"
      same "$what: $out_name" "$folder/$out_name" "$expected"
      same "$what: standard output" "$tmp/out" "$expected"
      [[ $(ls "$folder" | wc -l) -eq 2 ]] || fail "$what: the folder holds $(ls "$folder" | tr '\n' ' ')"
    done
  done
  samples_run=$((samples_run + 1))
done
(( samples_run > 0 )) || fail "no samples in $samples"

# Standard input is binary: a Ctrl-Z (0x1A) ends nothing, so junk after it is
# refused as on Linux, and a Ctrl-Z as the very last byte is read as there.
first=$(ls "$samples"/*.in | head -1)
{ cat "$first"; printf '\032junk after a DOS end-of-file mark\n'; } >"$tmp/ctrl_z_then_junk.in"
run "$tmp/program.exe" "$tmp" <"$tmp/ctrl_z_then_junk.in"
[[ $status -eq 1 && ! -s $tmp/out ]] || fail "junk after Ctrl-Z: exit $status, output '$(head -c 100 "$tmp/out")'"
{ cat "$first"; printf '\032'; } >"$tmp/ctrl_z_last.in"
run "$tmp/program.exe" "$tmp" <"$tmp/ctrl_z_last.in"
[[ $status -eq 0 ]] || fail "Ctrl-Z as the last byte: exit $status, $(head -c 200 "$tmp/err")"
same "Ctrl-Z as the last byte: standard output" "$tmp/out" "${first%.in}.out"

echo "$(basename "$submission"): $samples_run samples, $runs runs under wine, $failures failures"
(( failures == 0 ))
