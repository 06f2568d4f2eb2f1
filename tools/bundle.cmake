# Writes build/submit/<puzzle>.cpp with the bundler, naming the commit it was
# built from (git describe, "-dirty" when the work tree has changes).
# Called by the `bundle` target with -DBUNDLER, -DSOURCE_DIR, -DPUZZLE, -DOUTPUT.
set(commit unknown)
find_package(Git QUIET)
if(GIT_FOUND)
  execute_process(COMMAND ${GIT_EXECUTABLE} -C ${SOURCE_DIR} describe --always --dirty --abbrev=12
                  OUTPUT_VARIABLE described OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE status)
  if(status EQUAL 0 AND described)
    set(commit ${described})
  endif()
endif()
get_filename_component(output_dir ${OUTPUT} DIRECTORY)
file(MAKE_DIRECTORY ${output_dir})
execute_process(COMMAND ${BUNDLER} --name ${PUZZLE} --commit ${commit} src/${PUZZLE}/main.cpp ${OUTPUT}
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "bundling ${PUZZLE} failed")
endif()
