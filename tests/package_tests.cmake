# The judge packages' own checks (label package): the Kattis and Polygon
# packages the package target wrote into build/package/ checked as Kattis,
# DOMjudge, Polygon and CMS would take them, and their statements typeset
# (without problemtools, which CI cannot fetch). A coach runs them right
# after the target (docs/coaches.md: `ctest --test-dir build -L package`).
#
# They appear in a build once its package target's programs are built: CTest
# reads this folder's package_tests_once_built.cmake each time it runs
# (TEST_INCLUDE_FILES), and that file registers the checks when bin/ holds
# the validators. The README's first command builds the three solutions
# alone, so `ctest --test-dir build-run` runs the samples and nothing that
# needs a package. In a build with the programs but no packages, or
# packages older than a program, one test stands in for the four, skipped,
# its name saying to build the package target. The tests' own build
# (PUZZLES_TESTS=ON) leaves them to docs/coaches, which follows
# docs/coaches.md in a fresh clone, these checks included, so that the
# packages are built once in a run. Their subject is other tools (pandoc,
# LuaLaTeX, the judges' compilers), hence the label other-tools too.
set(packages ${CMAKE_BINARY_DIR}/package)
set(bin ${CMAKE_BINARY_DIR}/bin)
set(tests ${PROJECT_SOURCE_DIR}/tests)
# Each check: its name, its seconds on a quiet 2-core machine (so that CTest
# starts the longest first), its command with "|" between the words.
set(package_checks
  "kit/package" 77 "${tests}/check_package.sh|${packages}|${bin}|${CMAKE_CXX_COMPILER}"
  "kit/statement-pdf" 38 "${tests}/check_statement_pdf.sh|${packages}|${bin}"
  "kit/package-reproducible" 43 "${tests}/check_package_reproducible.sh|${bin}|${packages}"
  "kit/polygon-package" 34 "${tests}/check_polygon_package.sh|${packages}|${bin}|${CMAKE_CXX_COMPILER}")
set(registrations "")
while(package_checks)
  list(POP_FRONT package_checks name seconds command)
  string(REPLACE "|" ";" command "${command}")
  set(quoted "")
  foreach(word IN LISTS command)
    string(APPEND quoted " [==[${word}]==]")
  endforeach()
  # The programs compiled alone as a judge compiles them are shared between
  # the checks (tests/compile_alone.sh).
  string(APPEND registrations
    "    add_test([==[${name}]==]${quoted})\n"
    "    set_tests_properties([==[${name}]==] PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 900 COST ${seconds}"
    " LABELS [==[package;other-tools]==] ENVIRONMENT [==[PUZZLES_COMPILED=${CMAKE_BINARY_DIR}/compiled-alone]==])\n")
endwhile()
# Whether the packages are there, and newer than every program of the
# package target: else `not_built` says which, in the stand-in's name.
set(zips "")
foreach(puzzle IN LISTS PUZZLES)
  list(APPEND zips ${packages}/${puzzle}.zip ${packages}/polygon/${puzzle}.zip)
endforeach()
set(build_them "cmake --build ${CMAKE_BINARY_DIR} --target package")
set(built_check "  set(not_built \"\")\n")
foreach(program IN LISTS KIT_PROGRAMS ITEMS bundler stress)
  string(APPEND built_check "  if(EXISTS [==[${bin}/${program}]==] AND [==[${bin}/${program}]==] IS_NEWER_THAN [==[${packages}/civ.zip]==])\n"
                            "    set(not_built [==[kit/package: the packages are older than the programs: ${build_them}]==])\n"
                            "  endif()\n")
endforeach()
foreach(zip IN LISTS zips)
  string(APPEND built_check "  if(NOT EXISTS [==[${zip}]==])\n"
                            "    set(not_built [==[kit/package: no packages yet: ${build_them}]==])\n  endif()\n")
endforeach()
file(WRITE ${CMAKE_BINARY_DIR}/package_tests_once_built.cmake
  "# Written by tests/package_tests.cmake: the packages' checks, once bin/ holds the package target's programs.\n"
  "if(EXISTS [==[${bin}/civ-validate]==])\n${built_check}"
  "  if(not_built STREQUAL \"\")\n${registrations}  else()\n"
  "    add_test(\"\${not_built}\" sh -c \"exit 77\")\n"
  "    set_tests_properties(\"\${not_built}\" PROPERTIES SKIP_RETURN_CODE 77 LABELS [==[package;other-tools]==])\n"
  "  endif()\nendif()\n")
set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES ${CMAKE_BINARY_DIR}/package_tests_once_built.cmake)
