# The judge packages' own tests, registered in every build, the coaches' too
# (-DPUZZLES_TESTS=OFF, docs/coaches.md: `ctest --test-dir build -L package`
# right after the package target): the Kattis and Polygon packages checked
# as Kattis, DOMjudge, Polygon and CMS would take them, and their statements
# typeset (without problemtools, which CI cannot fetch). They need the
# programs the package target builds, the compiler, and the tools the
# statements need; their subject is those tools, so the sanitized build
# leaves them out (label other-tools).
add_test(NAME "kit/package" COMMAND ${PROJECT_SOURCE_DIR}/tests/check_package.sh ${CMAKE_BINARY_DIR}/bin ${CMAKE_CXX_COMPILER})
add_test(NAME "kit/statement-pdf" COMMAND ${PROJECT_SOURCE_DIR}/tests/check_statement_pdf.sh ${CMAKE_BINARY_DIR}/bin)
set_tests_properties("kit/package" "kit/statement-pdf" PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1200 LABELS "package;other-tools")
