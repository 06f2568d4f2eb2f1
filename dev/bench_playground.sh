#!/usr/bin/env bash
# Runs the playground's benchmark (dev/bench_playground.mjs) in Debian's
# chromium, playwright-core installed as the browser tests install it.
# Usage: bench_playground.sh BUILD_DIR SOURCE_DIR [ROUNDS]
set -eu
build=$(cd "$1" && pwd) source_dir=$(cd "$2" && pwd)
source "$source_dir/tests/browser/dependencies.sh"
[[ -f $build/playground/index.html ]] || { echo "bench_playground: no $build/playground/index.html (it needs em++ and pandoc: apt-get install emscripten pandoc)" >&2; exit 2; }
command -v chromium >/dev/null || { echo "bench_playground: no chromium (apt-get install chromium)" >&2; exit 2; }
install_playwright "$build/browser-dependencies"
node "$source_dir/dev/bench_playground.mjs" "$build/browser-dependencies/node_modules/playwright-core" "$(command -v chromium)" \
  "$build/playground/index.html" "$build/bin" "$source_dir" "${3:-15}"
