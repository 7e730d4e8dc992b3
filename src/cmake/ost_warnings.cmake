# Compiler warnings and sanitizers for Ost's own targets only (never third-party code).
# ost_set_warnings(target) turns on -Wall -Wextra -Wpedantic, and -Werror when OST_WERROR is ON.
function(ost_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(OST_SANITIZE)
    # GCC 12 at -O1 with ASan reports false maybe-uninitialized in libstdc++'s std::regex and
    # std::function (a known sanitizer interaction); the normal build keeps the warning.
    target_compile_options(${target} PRIVATE -Wno-maybe-uninitialized)
  endif()
  if(OST_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

if(OST_SANITIZE)
  # -O1: at -O0 the exact-probability engine tests ran 100-200 times slower than the normal build
  # and hit ctest's 1500 s timeout on a loaded machine; -O1 keeps precise sanitizer stack traces.
  add_compile_options(-O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

# Real fuzzing (tests/fuzz/README.md): coverage instrumentation and ASan+UBSan on everything
# compiled, so libFuzzer sees the whole core; the harnesses add -fsanitize=fuzzer (its main).
if(OST_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "OST_FUZZ needs clang: -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_C_COMPILER=clang")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
