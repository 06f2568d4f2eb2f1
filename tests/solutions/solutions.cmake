# Other solutions for the stress command's tests and the judge packages:
# six deliberately wrong ones it must catch and shrink (CIV's four misread rules
# share civ_misread_rule.hpp), two right ones that differ from ours (another
# plan, another search), three right ones far too slow for the time limit,
# wrappers that make a right one hold too much memory, crash after answering
# or compute for a while first, and one that misbehaves as asked (loops,
# writes without end, sleeps, crashes three ways, leaves a child behind).
# Included by the tests (tests/CMakeLists.txt) and, for the Windows tests, by
# the Windows build with -DPUZZLES_WINDOWS_SOLUTIONS=ON.
set(STRESS_SOLUTIONS civ_wrong_no_turn_rule civ_wrong_waits_for_next_turn civ_wrong_free_rail_to_road
    civ_wrong_cost_of_cell_left sokoban_wrong_pushes_only chameleon_wrong_detour chameleon_lex_last
    civ_slow_quadratic sokoban_slow_quadratic chameleon_slow_quadratic memory_hungry crash_after_answer
    busy_first chameleon_forward_bfs misbehaving)
foreach(solution IN LISTS STRESS_SOLUTIONS)
  add_executable(${solution} ${CMAKE_CURRENT_LIST_DIR}/${solution}.cpp)
endforeach()
# The Windows tests judge the wrong ones and the wrappers; the right ones
# that differ from ours serve the Linux tests (built there on request).
if(WIN32)
  set_target_properties(busy_first chameleon_lex_last chameleon_forward_bfs PROPERTIES EXCLUDE_FROM_ALL ON)
endif()
