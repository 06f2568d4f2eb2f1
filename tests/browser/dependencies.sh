# Sourced by the browser tests: install_playwright DIR installs playwright-core
# as tests/browser/package-lock.json pins it into DIR (npm ci; it downloads
# no browser), once per lock file. The tests that share DIR hold CTest's
# resource lock "browser-dependencies", so no two installs overlap.
install_playwright() {
  local dependencies=$1 lock
  lock=$(dirname "${BASH_SOURCE[0]}")/package-lock.json
  mkdir -p "$dependencies"
  if ! cmp -s "$lock" "$dependencies/package-lock.json" ||
    [[ ! -f $dependencies/node_modules/playwright-core/index.mjs ]]; then
    cp "$(dirname "$lock")/package.json" "$lock" "$dependencies/"
    npm ci --prefix "$dependencies" --no-audit --no-fund --loglevel=error >"$dependencies/npm.log" 2>&1 ||
      { echo "FAIL: npm ci of playwright-core: $(tail -5 "$dependencies/npm.log")"; exit 1; }
  fi
}
