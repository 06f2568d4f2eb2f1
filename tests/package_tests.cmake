# The judge packages' own tests, registered in every build, the coaches' too
# (-DPUZZLES_TESTS=OFF, docs/coaches.md: `ctest --test-dir build -L package`
# right after the package target): the Kattis and Polygon packages checked
# as Kattis, DOMjudge, Polygon and CMS would take them, and their statements
# typeset (without problemtools, which CI cannot fetch). They need the
# programs the package target builds, the compiler, and the tools the
# statements need; their subject is those tools, so the sanitized build
# leaves them out (label other-tools). One build of the packages (the
# fixture kit/package-build, into build/test-packages/) serves the four
# checks, which then run side by side; only kit/package-reproducible builds
# them a second time, to compare the bytes.
set(test_packages ${CMAKE_BINARY_DIR}/test-packages)
add_test(NAME "kit/package-build" COMMAND ${PROJECT_SOURCE_DIR}/tests/make_test_packages.sh ${CMAKE_BINARY_DIR}/bin ${test_packages})
add_test(NAME "kit/package" COMMAND ${PROJECT_SOURCE_DIR}/tests/check_package.sh ${test_packages} ${CMAKE_BINARY_DIR}/bin ${CMAKE_CXX_COMPILER})
add_test(NAME "kit/polygon-package" COMMAND ${PROJECT_SOURCE_DIR}/tests/check_polygon_package.sh ${test_packages} ${CMAKE_CXX_COMPILER})
add_test(NAME "kit/package-reproducible" COMMAND ${PROJECT_SOURCE_DIR}/tests/check_package_reproducible.sh ${CMAKE_BINARY_DIR}/bin ${test_packages})
add_test(NAME "kit/statement-pdf" COMMAND ${PROJECT_SOURCE_DIR}/tests/check_statement_pdf.sh ${test_packages})
set(package_tests "kit/package-build" "kit/package" "kit/polygon-package" "kit/package-reproducible" "kit/statement-pdf")
set_tests_properties(${package_tests} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 900 LABELS "package;other-tools")
set_tests_properties("kit/package-build" PROPERTIES FIXTURES_SETUP packages)
# The programs compiled alone as a judge compiles them, shared between these
# checks and the submissions' tests (tests/compile_alone.sh; the fixture
# empties the folder).
set(COMPILED_ALONE ${CMAKE_BINARY_DIR}/compiled-alone)
set_tests_properties(${package_tests} PROPERTIES ENVIRONMENT "PUZZLES_COMPILED=${COMPILED_ALONE}")
set_tests_properties("kit/package" "kit/polygon-package" "kit/package-reproducible" "kit/statement-pdf"
                     PROPERTIES FIXTURES_REQUIRED packages)
# Their seconds on a quiet 2-core machine, so that CTest starts them before
# shorter tests (tests/CMakeLists.txt, "The long tests start first"); the
# build before all, since the four checks wait for it.
set(package_seconds "kit/package-build" 1000 "kit/package" 142 "kit/statement-pdf" 106 "kit/polygon-package" 40
                    "kit/package-reproducible" 36)
while(package_seconds)
  list(POP_FRONT package_seconds test seconds)
  set_tests_properties("${test}" PROPERTIES COST ${seconds})
endwhile()
