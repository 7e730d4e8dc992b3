# Packaging: desktop integration install rules (installer/linux) and CPack for a Debian package
# (DEB, dependencies computed by dpkg-shlibdeps) and a relocatable tarball (TGZ). See installer/README.md.
if(UNIX AND NOT APPLE)
  include(${CMAKE_CURRENT_LIST_DIR}/linux/desktop.cmake)
endif()
# Windows: installer/windows/ost.nsi is run by hand with makensis on a Windows build (not here).

set(CPACK_PACKAGE_NAME ost)
set(CPACK_PACKAGE_VENDOR "The Ost developers")
set(CPACK_PACKAGE_CONTACT "The Ost developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "army list builder, list checker and rules companion for wargames")
set(CPACK_PACKAGE_DESCRIPTION
    "Ost prepares and checks army lists and looks up rules and combat odds for four miniature\n"
    "wargames: L'Art de la Guerre, Warmaster Evolution, Alexandre et Bayard and Jomini.\n"
    "It works offline, in French and English, as a desktop app (ost) and a command-line\n"
    "tool (ost-cli).")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_GENERATOR DEB TGZ)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_PACKAGE_FILE_NAME ${CPACK_PACKAGE_NAME}-${PROJECT_VERSION}-${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR})

# DEB: installs under /usr (CPackDeb's default prefix); Depends = what dpkg-shlibdeps finds for
# the binaries + the wxWidgets catalogs that translate stock dialogs and buttons.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "wx3.2-i18n")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${OST_PROJECT_URL})
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

include(CPack)
