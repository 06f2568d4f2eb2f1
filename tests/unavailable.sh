# Sourced by the tests that need a tool this machine may lack (a browser, a
# judge's compiler, wine, pandoc, LuaLaTeX). unavailable REQUIRE_VARIABLE REASON: the test is
# skipped (CTest's exit 77) with REASON, or fails where the variable is 1, as
# CI sets it, so that CI never passes a test it did not run.
unavailable() {
  local require=$1
  shift
  if [[ ${!require:-0} == 1 ]]; then
    echo "FAIL: $*, and $require=1"
    exit 1
  fi
  echo "SKIPPED: $*"
  exit 77
}
# need_tools REQUIRE_VARIABLE CONSEQUENCE COMMAND:PACKAGE...: unavailable, naming
# the first command this machine lacks and its Debian package, if any is missing.
need_tools() {
  local require=$1 consequence=$2 tool
  shift 2
  for tool in "$@"; do
    command -v "${tool%:*}" >/dev/null ||
      unavailable "$require" "no ${tool%:*} on this machine (apt-get install ${tool#*:}), $consequence"
  done
}
