#!/usr/bin/env bash
# The one wine prefix the Windows judge tests share (check_windows.sh), made
# once per build: wine's first start of a prefix (wineboot, wine.inf) takes
# a minute on a quiet machine and several on a busy one, far more than every
# run after it. `make PREFIX` makes it unless it is already made and starts
# its wine server for good: a server left to exit by itself 3 s after its last
# client races the next test's start, which then dies of "wine client error:
# recvmsg: Connection reset by peer" (seen on a busy CI machine). `end PREFIX`
# stops that server once the tests are done. The prefix names no debugger for
# a crash: wine starts its own whatever the crashing program's error mode and
# job say (Windows, told SEM_NOGPFAULTERRORBOX as stress tells it, ends the
# program at once), which costs a second a crash and prints a page of
# registers. Without wine: exit 77 (skipped).
# Usage: wine_prefix.sh make|end PREFIX
set -u
action=$1 prefix=$2
wine=$(command -v wine64 || command -v wine || { [[ -x /usr/lib/wine/wine64 ]] && echo /usr/lib/wine/wine64; } || true)
[[ -n $wine ]] || { echo "SKIPPED: no wine on this machine (apt-get install wine64)"; exit 77; }
export WINEPREFIX=$prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" DISPLAY=
wineserver=$(dirname "$(readlink -f "$wine")")/wineserver
case $action in
  make)
    if [[ -s $prefix/system.reg ]]; then
      echo "wine prefix $prefix: made already"
    else
      rm -rf "$prefix"
      start=$SECONDS
      "$wine" wineboot --init >/dev/null 2>&1
      "$wineserver" -w  # wineboot returns before the server has written the registry
      [[ -s $prefix/system.reg ]] || { echo "FAIL: wineboot made no prefix in $prefix"; exit 1; }
      echo "wine prefix $prefix: made in $((SECONDS - start)) s"
    fi
    "$wineserver" -p </dev/null >/dev/null 2>&1  # persistent (see above); its output not tied to the test's
    "$wine" reg add 'HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug' /v Debugger /d '' /f >/dev/null 2>&1 ||
      { echo "FAIL: cannot name no debugger in $prefix"; exit 1; }
    ;;
  end) "$wineserver" -k 2>/dev/null; exit 0 ;;
  *) echo "usage: wine_prefix.sh make|end PREFIX" >&2; exit 2 ;;
esac
