# Builds the reference DB with ost-cli build-db at build time and stages the runtime data
# (share/ost: reference DB, lists/, data/) beside the binaries. Bad data fails the build.
file(GLOB_RECURSE OST_DATA_FILES CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/lists/*.xml ${PROJECT_SOURCE_DIR}/data/*.xml ${PROJECT_SOURCE_DIR}/data/*.json
  ${PROJECT_SOURCE_DIR}/data/*.ostr ${PROJECT_SOURCE_DIR}/data/*.png)
set(OST_REFERENCE_DB ${OST_STAGE_DATA_DIR}/ost-reference.sqlite)
add_custom_command(
  OUTPUT ${OST_REFERENCE_DB}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${OST_STAGE_DATA_DIR}
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/lists ${OST_STAGE_DATA_DIR}/lists
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/data ${OST_STAGE_DATA_DIR}/data
  COMMAND $<TARGET_FILE:ost-cli> --lang en build-db --lists ${PROJECT_SOURCE_DIR}/lists
          --rules ${PROJECT_SOURCE_DIR}/data --out ${OST_REFERENCE_DB}
  DEPENDS ost-cli ${OST_DATA_FILES}
  COMMENT "Building the reference database from lists/ and data/"
  VERBATIM)
add_custom_target(reference_db ALL DEPENDS ${OST_REFERENCE_DB})

install(FILES ${OST_REFERENCE_DB} DESTINATION ${CMAKE_INSTALL_DATADIR}/ost)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/lists ${PROJECT_SOURCE_DIR}/data
        DESTINATION ${CMAKE_INSTALL_DATADIR}/ost)
