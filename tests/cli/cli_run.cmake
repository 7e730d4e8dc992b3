# run(ARGS...) for the CLI scenario scripts: ost-cli on ${DB} with ARGS; a non-zero exit fails
# the script with the output; the standard output is left in LAST. Inputs: CLI, DB.
function(run)
  execute_process(COMMAND ${CLI} --db ${DB} ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "ost-cli ${ARGN}: exit ${code}\n${out}${err}")
  endif()
  set(LAST "${out}" PARENT_SCOPE)
endfunction()
