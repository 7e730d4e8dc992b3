# Compiler warnings and sanitizers for Ost's own targets only (never third-party code).
# ost_set_warnings(target) turns on -Wall -Wextra -Wpedantic, and -Werror when OST_WERROR is ON.
function(ost_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(OST_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

if(OST_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
