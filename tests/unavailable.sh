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
# need_packages PACKAGES_DIR BIN_DIR: the judge packages' checks read what
# the package target wrote; without it, or when a program in BIN_DIR is newer
# than it, the check is skipped (exit 77) with the command that builds it.
need_packages() {
  local packages=$1 bin=$2 build zip
  build=$(dirname "$packages")
  for zip in "$packages"/{civ,sokoban,chameleon}.zip "$packages"/polygon/{civ,sokoban,chameleon}.zip; do
    if [[ ! -f $zip ]]; then
      echo "SKIPPED: no judge packages in $packages yet: build them with cmake --build $build --target package"
      exit 77
    fi
  done
  if [[ -n $(find "$bin" -maxdepth 1 -type f -newer "$packages/civ.zip" -print -quit) ]]; then
    echo "SKIPPED: the judge packages in $packages are older than the programs in $bin: build them again with cmake --build $build --target package"
    exit 77
  fi
}
