# Sourced by the tests that need a tool this machine may lack (a browser, a
# judge's compiler, wine). unavailable REQUIRE_VARIABLE REASON: the test is
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
