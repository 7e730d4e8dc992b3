# Re-importing a wm-selector army over an existing list keeps its rule sections and summaries.
# Inputs: CLI (ost-cli), SOURCE (repository), WORK (scratch folder, emptied here).
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
file(COPY ${SOURCE}/lists/wme/system.xml DESTINATION ${WORK})
# A first import gives the list without links; add one as the project does by hand.
execute_process(COMMAND ${CLI} import wm-selector ${SOURCE}/tests/data/wm-selector/tiny-army.json --out ${WORK}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "first import failed (${code}):\n${out}${err}")
endif()
file(READ ${WORK}/tiny-army.xml list)
string(REPLACE "<rule id=\"tirailleurs\">" "<rule id=\"tirailleurs\" section=\"wme.lists.attachment\">" list "${list}")
file(WRITE ${WORK}/tiny-army.xml "${list}")
execute_process(COMMAND ${CLI} import wm-selector ${SOURCE}/tests/data/wm-selector/tiny-army.json --out ${WORK}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "second import failed (${code}):\n${out}${err}")
endif()
file(READ ${WORK}/tiny-army.xml again)
if(NOT again MATCHES "<rule id=\"tirailleurs\" section=\"wme.lists.attachment\">")
  message(FATAL_ERROR "the section of rule tirailleurs was lost:\n${again}")
endif()
if(NOT again MATCHES "<rule id=\"regle-optionnelle\">")
  message(FATAL_ERROR "a rule without a link gained one:\n${again}")
endif()
message(STATUS "ok: links kept")
