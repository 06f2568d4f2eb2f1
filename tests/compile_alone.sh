# Sourced by the tests that compile a single file as a judge does (the
# submissions' and the packages'). compile_alone CXX SOURCE PROGRAM: SOURCE
# compiled alone in a folder of its own (CXX -std=c++17 -O2, with -Wall
# -Wextra -pedantic as errors: a judge's warnings must find nothing), into
# PROGRAM; status 1 if it does not compile. A program the same compiler made
# from the same bytes with the same flags is shared through PUZZLES_COMPILED
# (a folder of the build, which CTest names) and copied instead of built
# again: the Kattis and Polygon packages carry the same checker and
# validator, and the Kattis package's accepted submission is the bundle
# bundle/PUZZLE/g++ compiles. (The file's name, which only an assert's
# message would show, is not part of the key.)
compile_alone() {
  local cxx=$1 source=$2 program=$3 flags="-std=c++17 -O2 -Wall -Wextra -pedantic -Werror" key work
  key=$({ "$cxx" --version; echo "$flags"; cat "$source"; } | sha256sum | cut -c1-32)
  if [[ -n ${PUZZLES_COMPILED:-} && -x $PUZZLES_COMPILED/$key ]]; then
    cp "$PUZZLES_COMPILED/$key" "$program"
    return
  fi
  work=$(mktemp -d) || return 1
  cp "$source" "$work/" && (cd "$work" && "$cxx" $flags -o program "$(basename "$source")") && cp "$work/program" "$program"
  local status=$?
  if ((status == 0)) && [[ -n ${PUZZLES_COMPILED:-} ]] && mkdir -p "$PUZZLES_COMPILED"; then
    # Copied under a name of its own, then renamed: a test reading the cache meanwhile sees all or nothing.
    cp "$work/program" "$PUZZLES_COMPILED/$key.$$" && mv "$PUZZLES_COMPILED/$key.$$" "$PUZZLES_COMPILED/$key"
  fi
  rm -rf "$work"
  return $((status != 0))
}
