// Catch2 main for the core unit tests (Catch2 v2, single header from Debian's catch2 package).
// Kept separate so each test file compiles quickly; installs the game systems first, as a program does.
#define CATCH_CONFIG_RUNNER
#include "core/systems/game_registry.h"

#include <catch2/catch.hpp>

int main(int argc, char* argv[]) {
    ost::systems::install_game_systems();
    return Catch::Session().run(argc, argv);
}
