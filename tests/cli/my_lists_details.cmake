# The parts of a list the app's editor gained last (issue 17), set from the command line: the
# list's number, command value, confirmed flag, note and own rule; a line's confirmed, counts and
# magic flags; an option's limits, army limit, prerequisite, years and rule; a shared upgrade's
# minimum, army limits, prerequisite, years and rule. Exported, imported back and exported again:
# both exports must equal tests/data/my-lists/ur-details-from-cli.xml byte for byte. A bad value
# is refused with the check-data message and changes nothing.
# Inputs: CLI (ost-cli), DB (user database, recreated), OUT (scratch folder), EXPECTED (file).
file(REMOVE "${DB}")
include(${CMAKE_CURRENT_LIST_DIR}/cli_run.cmake)
run(my-lists new ur --system adlg --name "Ur" --source "Made-up figures for the CLI test")
run(my-lists set ur --number 7 --command-value 3 --confirmed no --note "Chiffres inventés/Made-up figures"
    --rule "Garde du temple/Temple guard" --rule-summary "Notre résumé/Our summary" --rule-section adlg.special.impact)
run(my-lists add-unit ur Spearmen --troop-type heavy-spearmen --max 6)
run(my-lists add-unit ur Archers --troop-type bowmen --max 4 --option "Pavois/Pavises=1" --option-min 0 --option-max 1
    --option-army-max 2 --option-requires spearmen --option-from -2100 --option-to -2004 --option-rule temple-guard)
run(my-lists add-unit ur "Fortified camp" --role camp --points 3 --max 1 --confirmed no --counts no --magic no)
run(my-lists set ur --shared-upgrade "Char de guerre/War cart" --upgrade-points 2 --upgrade-min 0 --upgrade-max 1
    --upgrade-army-max 1 --upgrade-requires spearmen --upgrade-from -2100 --upgrade-to -2050 --upgrade-rule temple-guard)
# Refused with the reader's message; the list stays as it was.
execute_process(COMMAND ${CLI} --db ${DB} my-lists set ur --number 0 RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(code EQUAL 0 OR NOT "${out}${err}" MATCHES "The list number must be 1 or more, not 0")
  message(FATAL_ERROR "--number 0 should be refused with the check-data message: exit ${code}\n${out}${err}")
endif()
execute_process(COMMAND ${CLI} --db ${DB} my-lists set ur archers --option Pavois --option-min 2
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(code EQUAL 0 OR NOT "${out}${err}" MATCHES "minimum 2 is above the maximum 1")
  message(FATAL_ERROR "an option's min above its max should be refused: exit ${code}\n${out}${err}")
endif()
run(my-lists export ur ${OUT}/ur-details-1.xml)
run(my-lists delete ur)
run(my-lists import ${OUT}/ur-details-1.xml)
run(my-lists export ur ${OUT}/ur-details-2.xml)
foreach(n 1 2)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/ur-details-${n}.xml ${EXPECTED} RESULT_VARIABLE diff)
  if(NOT diff EQUAL 0)
    file(READ ${OUT}/ur-details-${n}.xml got)
    message(FATAL_ERROR "export ${n} differs from ${EXPECTED}:\n${got}")
  endif()
endforeach()
