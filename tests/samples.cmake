# The sample tests, registered in every build (the contestants' build-run/
# too, where PUZZLES_TESTS is OFF): each samples/<puzzle>/NAME.in run by the
# puzzle's program and compared byte for byte with NAME.out (and NAME.err,
# where a sample comes with a hint on standard error), then again with
# --explain and --html. They need nothing but the three programs, so
# `ctest --test-dir build-run` checks them in seconds.

# The tests of single runs (samples, tables, input caps) take a second or
# so, ten under the sanitizers: a program that hangs or grows without end
# fails in two minutes instead of CTest's default 25.
set(QUICK_TEST_TIMEOUT 120)

foreach(puzzle IN LISTS PUZZLES)
  file(GLOB inputs ${PROJECT_SOURCE_DIR}/samples/${puzzle}/*.in)
  foreach(input IN LISTS inputs)
    get_filename_component(name ${input} NAME_WE)
    string(REGEX REPLACE "\\.in$" ".out" expected ${input})
    string(REGEX REPLACE "\\.in$" ".err" expected_stderr ${input})
    if(NOT EXISTS ${expected_stderr})
      set(expected_stderr "")
    endif()
    add_test(NAME "sample/${puzzle}/${name}"
             COMMAND ${PROJECT_SOURCE_DIR}/tests/check_sample.sh $<TARGET_FILE:${puzzle}> ${input} ${expected}
                     ${expected_stderr})
    set_tests_properties("sample/${puzzle}/${name}" PROPERTIES TIMEOUT ${QUICK_TEST_TIMEOUT} LABELS quick)
  endforeach()
endforeach()
