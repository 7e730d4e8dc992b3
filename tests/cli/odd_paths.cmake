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
# execute_process runs several COMMANDs at once (as a pipeline): four first opens race.
set(fresh "${WORK}/race/user.sqlite")
execute_process(COMMAND ${CLI} --data "${data}" --db "${fresh}" systems
                COMMAND ${CLI} --data "${data}" --db "${fresh}" systems
                COMMAND ${CLI} --data "${data}" --db "${fresh}" systems
                COMMAND ${CLI} --data "${data}" --db "${fresh}" systems
                RESULTS_VARIABLE codes OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT codes STREQUAL "0;0;0;0")
  message(FATAL_ERROR "parallel first opens failed (${codes}):\n${out}${err}")
endif()
message(STATUS "ok: odd paths and parallel first opens")
