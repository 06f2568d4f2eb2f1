#!/usr/bin/env bash
# The same commit makes the same bytes: a second build of the packages, in
# another folder and at another time, gives every zip and PDF of the
# package target's build (need_packages) byte for byte: all six zips (three
# Kattis, three Polygon) and every statement's PDF in every language.
# Usage: check_package_reproducible.sh BIN_DIR PACKAGES_DIR
set -u
bin=$1 packages=$2
here=$(cd "$(dirname "$0")" && pwd)
source "$here/unavailable.sh"
need_tools PUZZLES_REQUIRE_JUDGE_TOOLS "so no judge package was built" pandoc:pandoc lualatex:texlive-luatex zip:zip unzip:unzip
need_packages "$packages" "$bin"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
"$here/../tools/package.sh" "$bin" "$tmp/again" >"$tmp/again.log" 2>&1 || { cat "$tmp/again.log"; echo "FAIL: tools/package.sh failed the second time"; exit 1; }
compared=0
while read -r file; do
  cmp -s "$packages/$file" "$tmp/again/$file" || fail "$file differs between two builds of one commit"
  compared=$((compared + 1))
done < <(cd "$packages" && find . -type f \( -name '*.zip' -o -name '*.pdf' \) | sort)
zips=$(cd "$packages" && find . -name '*.zip' | wc -l) pdfs=$(cd "$packages" && find . -name '*.pdf' | wc -l)
[[ $zips -eq 6 ]] || fail "$zips zips to compare, not six"
(( pdfs >= 9 )) || fail "$pdfs PDFs to compare, not one per puzzle and language"
(( failures == 0 )) && echo "reproducible: $compared files ($zips zips, $pdfs PDFs) the same bytes in two builds"
(( failures == 0 ))
