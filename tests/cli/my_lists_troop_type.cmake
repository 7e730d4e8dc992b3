# A line's troop type changed from the command line (issue 25): `my-lists set --troop-type` is
# the same LinePatch the app's editor form applies (tests/services/line_patch_test.cpp), so an
# elite heavy-spearmen line made light infantry stores the variant light infantry takes,
# capabilities="elite-light", with the catalogue's points of the new line (5), not "elite".
# Inputs: CLI (ost-cli), DB (user database, recreated), OUT (scratch folder).
file(REMOVE "${DB}")
include(${CMAKE_CURRENT_LIST_DIR}/cli_run.cmake)
run(my-lists new guard-list --system adlg --name "Guard list")
run(my-lists add-unit guard-list Guard --troop-type heavy-spearmen --capability elite)
run(my-lists set guard-list guard --troop-type light-infantry)
if(NOT LAST MATCHES "line \"Guard\" \\(guard\\), 5 pts \\(from the catalogue\\)")
  message(FATAL_ERROR "the light infantry line should cost the catalogue's 5 points:\n${LAST}")
endif()
run(my-lists export guard-list ${OUT}/guard-list.xml)
file(READ ${OUT}/guard-list.xml list)
if(NOT list MATCHES "<stats troop-type=\"light-infantry\" category=\"LI\" protection=\"1\" cohesion=\"2\" move=\"4\" capabilities=\"elite-light\" />\n    <cost type=\"points\" value=\"5\" />")
  message(FATAL_ERROR "the line should be stored as the editor stores it (elite-light, 5 points):\n${list}")
endif()
message(STATUS "ok: elite-light stored")
