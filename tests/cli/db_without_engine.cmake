# A reference DB without the engine and legality tables (built from a data folder lacking
# data/engine, as a DB of an older Ost lacks them): `check` and `combat` fail with exit 2 and a
# message that says what is missing and to rebuild the DB or update Ost, in both languages.
# Inputs: CLI, SOURCE (the source tree), WORK (a folder of its own).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/data" "${WORK}/share")
file(COPY "${SOURCE}/data/rules" DESTINATION "${WORK}/data")
execute_process(COMMAND ${CLI} --lang en build-db --lists "${SOURCE}/lists" --rules "${WORK}/data"
                        --out "${WORK}/share/ost-reference.sqlite"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code STREQUAL "0")
  message(FATAL_ERROR "build-db without data/engine failed (${code}):\n${out}${err}")
endif()
function(expect_failure match)
  execute_process(COMMAND ${CLI} --db "${WORK}/user.sqlite" --data "${WORK}/share" ${ARGN}
                  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code STREQUAL "2" OR NOT "${out}${err}" MATCHES "${match}")
    message(FATAL_ERROR "${ARGN}: exit ${code}, expected 2 and '${match}':\n${out}${err}")
  endif()
endfunction()
set(legality "${SOURCE}/tests/data/engine/legality/adlg-contact-bowmen-front.json")
expect_failure("has no legality tables: rebuild it with \"ost-cli build-db\", or update Ost\\."
               --lang en check "${legality}")
expect_failure("ne contient aucune table de légalité.*ost-cli build-db.*mettez Ost à jour"
               --lang fr check "${legality}")
expect_failure("has no engine tables for this game: rebuild it with \"ost-cli build-db\", or update Ost\\."
               --lang en combat "${SOURCE}/tests/data/engine/ab-attack.json")
expect_failure("ne contient pas les tables du moteur de ce jeu.*ost-cli build-db.*mettez Ost à jour"
               --lang fr combat "${SOURCE}/tests/data/engine/ab-attack.json")
message(STATUS "ok: a DB without the engine tables is named as such")
