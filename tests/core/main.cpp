// Catch2 main for the core unit tests (Catch2 v2, single header from Debian's catch2 package).
// Kept separate so each test file compiles quickly.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
