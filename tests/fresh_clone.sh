# Sourced by the tests that follow the docs as a newcomer does.
# fresh_clone SOURCE_DIR CLONE_DIR: what `git clone` of SOURCE_DIR gives,
# with the working tree's changes on top (files changed, added but not
# ignored, or deleted), so that a change is tried before it is committed and
# a mutant is tried at all; no build folder, nothing else of SOURCE_DIR.
fresh_clone() {
  local source=$1 clone=$2 file
  git clone --quiet "$source" "$clone" || return 1
  while IFS= read -r -d '' file; do
    if [[ -e $source/$file ]]; then
      mkdir -p "$clone/$(dirname "$file")" && cp -p "$source/$file" "$clone/$file" || return 1
    else
      rm -f "$clone/$file"
    fi
  done < <(git -C "$source" ls-files -z --modified --others --exclude-standard)
}
