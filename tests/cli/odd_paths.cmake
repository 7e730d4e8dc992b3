# --data and --db folders whose names hold '#', '?', '%' and spaces (SQLite URIs must escape them),
# then four ost-cli processes started together on one new user DB (all must find it migrated).
# Inputs: CLI (ost-cli), REFERENCE (the built ost-reference.sqlite), WORK (scratch, emptied here).
file(REMOVE_RECURSE ${WORK})
set(data "${WORK}/data #1 ?x=y 100%")
set(db "${WORK}/db #2 ?mode=ro 50%/user ?#%.sqlite")
file(MAKE_DIRECTORY "${data}")
file(COPY_FILE "${REFERENCE}" "${data}/ost-reference.sqlite")
execute_process(COMMAND ${CLI} --data "${data}" --db "${db}" rules search charge --system wme --limit 1
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "odd paths refused (${code}):\n${out}${err}")
endif()
if(NOT EXISTS "${db}")
  message(FATAL_ERROR "the user DB was not created under its exact name ${db}")
endif()
# Four first opens of one new file at once, each its own process (bash runs them in parallel).
set(fresh "${WORK}/race/user.sqlite")
execute_process(COMMAND bash -c "for i in 1 2 3 4; do (\"$0\" --data \"$1\" --db \"$2\" systems >/dev/null 2>\"$3/err$i\"; echo $? >\"$3/code$i\") & done; wait"
                        "${CLI}" "${data}" "${fresh}" "${WORK}"
                RESULT_VARIABLE code)
foreach(i 1 2 3 4)
  file(READ "${WORK}/code${i}" status)
  file(READ "${WORK}/err${i}" err)
  string(STRIP "${status}" status)
  if(NOT status STREQUAL "0")
    message(FATAL_ERROR "parallel first open ${i} failed (${status}):\n${err}")
  endif()
endforeach()
message(STATUS "ok: odd paths and parallel first opens")
