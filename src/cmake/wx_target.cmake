# wxWidgets 3.2 as an INTERFACE target (ost_wx) for CMake 3.25: Debian ships only wx-config,
# so FindwxWidgets runs it and we wrap its variables instead of include(${wxWidgets_USE_FILE}).
find_package(wxWidgets 3.2 REQUIRED COMPONENTS core base html adv)
add_library(ost_wx INTERFACE)
target_include_directories(ost_wx SYSTEM INTERFACE ${wxWidgets_INCLUDE_DIRS})
target_compile_definitions(ost_wx INTERFACE ${wxWidgets_DEFINITIONS})
if(wxWidgets_CXX_FLAGS)
  separate_arguments(_ost_wx_flags UNIX_COMMAND "${wxWidgets_CXX_FLAGS}")
  target_compile_options(ost_wx INTERFACE ${_ost_wx_flags})
endif()
target_link_libraries(ost_wx INTERFACE ${wxWidgets_LIBRARIES})
