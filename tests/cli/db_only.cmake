# One data channel (issue 25): runs one ost-cli command on the full staged data folder, then on a
# folder holding only a copy of ost-reference.sqlite (no lists/, no data/), in English text and in
# French --json, and requires the same exit code and the same output (stdout and stderr) each time.
# Inputs: CLI, REFERENCE_DB, WORK (a folder of its own), ARGS (|-separated, after the global options).
string(REPLACE "|" ";" args "${ARGS}")
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/only-db")
file(COPY "${REFERENCE_DB}" DESTINATION "${WORK}/only-db")
file(GLOB present RELATIVE "${WORK}/only-db" "${WORK}/only-db/*")
if(NOT present STREQUAL "ost-reference.sqlite")
  message(FATAL_ERROR "the DB-only folder holds ${present}")
endif()
foreach(options "--lang;en" "--lang;fr;--json")
  execute_process(COMMAND ${CLI} --db "${WORK}/full.sqlite" ${options} ${args}
                  RESULT_VARIABLE full_code OUTPUT_VARIABLE full_out ERROR_VARIABLE full_err)
  execute_process(COMMAND ${CLI} --db "${WORK}/only.sqlite" --data "${WORK}/only-db" ${options} ${args}
                  RESULT_VARIABLE only_code OUTPUT_VARIABLE only_out ERROR_VARIABLE only_err)
  if(NOT full_code MATCHES "^[013]$")
    message(FATAL_ERROR "${options} ${args}: exit code ${full_code} on the full data folder\n${full_out}${full_err}")
  endif()
  if(NOT only_code STREQUAL full_code OR NOT only_out STREQUAL full_out OR NOT only_err STREQUAL full_err)
    message(FATAL_ERROR "${options} ${args}: the DB-only folder answers otherwise\n--- full (exit ${full_code}):\n"
                        "${full_out}${full_err}\n--- only the DB (exit ${only_code}):\n${only_out}${only_err}")
  endif()
endforeach()
message(STATUS "ok: the same answer with only ost-reference.sqlite")
