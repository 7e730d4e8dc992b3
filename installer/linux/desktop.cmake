# Linux desktop integration installed with the package: desktop entry, AppStream metainfo,
# MIME type for roster files (*.ostr) and the icon at every hicolor size, rendered from icons/ost.svg.
set(OST_APP_ID io.github.ost_wargames.Ost CACHE STRING
    "Reverse-DNS application id: desktop entry and AppStream metainfo file names")
set(OST_PROJECT_URL https://ost-wargames.github.io/ost CACHE STRING
    "Home page; the AppStream screenshots are expected under <url>/screenshots/")
set(OST_RELEASE_DATE 2026-11-22) # date of PROJECT_VERSION, shown by software centres
set(OST_ICON_NAME ost)
set(OST_ICON_SIZES 16 32 48 64 128 256)

set(_linux ${CMAKE_CURRENT_LIST_DIR})
set(_out ${PROJECT_BINARY_DIR}/installer)
configure_file(${_linux}/ost.desktop.in ${_out}/${OST_APP_ID}.desktop @ONLY)
configure_file(${_linux}/ost.metainfo.xml.in ${_out}/${OST_APP_ID}.metainfo.xml @ONLY)
install(FILES ${_out}/${OST_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${_out}/${OST_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${_linux}/ost-roster.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ost.xml)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/ost)

# Icons: staged beside the binaries (build/stage/share/icons, used by the uninstalled app for its
# window icon) and installed under share/icons/hicolor.
set(_svg ${PROJECT_SOURCE_DIR}/installer/icons/ost.svg)
set(_icons ${OST_STAGE_DIR}/share/icons/hicolor)
install(FILES ${_svg} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
        RENAME ${OST_ICON_NAME}.svg)
find_program(OST_RSVG_CONVERT rsvg-convert)
if(OST_RSVG_CONVERT)
  set(_pngs)
  foreach(size IN LISTS OST_ICON_SIZES)
    set(png ${_icons}/${size}x${size}/apps/${OST_ICON_NAME}.png)
    add_custom_command(
      OUTPUT ${png}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${_icons}/${size}x${size}/apps
      COMMAND ${OST_RSVG_CONVERT} --width ${size} --height ${size} --output ${png} ${_svg}
      DEPENDS ${_svg}
      COMMENT "Rendering the ${size} px icon"
      VERBATIM)
    list(APPEND _pngs ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  endforeach()
  add_custom_target(icons ALL DEPENDS ${_pngs})
else()
  message(WARNING "rsvg-convert not found (Debian package librsvg2-bin): the PNG icons are neither "
                  "built nor installed; run installer/install-deps.sh")
endif()
if(TARGET icons AND TARGET ost)
  add_dependencies(ost icons) # the uninstalled app takes its window icon from build/stage/share/icons
endif()
