// A game's combat module: its test schemas, its tables, its scenario parser and its resolvers.
// The engine serves the modules the layer above installs (core/systems); it never names a game.
#pragma once

#include "core/engine/combat_schema.h"
#include "core/engine/dice_source.h"
#include "core/engine/odds_result.h"
#include "core/model/game_system.h"
#include "core/support/json_document.h"

#include <any>
#include <filesystem>
#include <string_view>
#include <vector>

namespace ost::engine {

class UnitResolver;
struct EngineTables;
struct Scenario;

/// One game's combat module. Each game defines one in `core/systems/<id>/<id>_module.cpp`; the
/// registry there installs them (`install_game_modules`). The scenario parser, the Combat page and `ost-cli combat` reach a game only through it.
struct GameModule {
    GameCombatSchema schema; ///< the game's tests and their fields (schema.system is the game id)
    /// Reads the game's tables (data/engine/<id>.json); `system` is the game's definition when its
    /// dice and troop tables are needed (board="hex"), else null. Returns the tables as
    /// `std::shared_ptr<const T>` for `EngineTables::of<T>`.
    std::any (*read_tables)(const JsonDocument& doc, const GameSystem* system) = nullptr;
    /// Parses the facts of `test` (already known to the schema) into the game's request type.
    std::any (*parse)(const TestSchema& test, const JsonValue& root, const UnitResolver* resolver,
                      const std::filesystem::path& base) = nullptr;
    /// The odds of a parsed scenario of this game.
    OddsResult (*odds)(const EngineTables& tables, const Scenario& scenario) = nullptr;
    /// One roll of a parsed scenario of this game, its dice drawn from `dice`.
    RollReport (*roll)(const EngineTables& tables, const Scenario& scenario, DiceSource& dice) = nullptr;
};

/// Makes `modules` the games the engine serves (scenario parser, tables, schemas), in the order
/// it lists them. The registry of core/systems calls it when a program or a session starts; the
/// engine never lists games itself. Installing the same games again (by id) keeps the installed
/// ones, so schemas and modules handed out before stay valid.
void install_game_modules(std::vector<GameModule> modules);
/// The installed modules. Throws std::logic_error when none were installed (a program that did
/// not call the registry: a programming error).
const std::vector<GameModule>& game_modules();
/// The installed module of game `system`, or null.
const GameModule* find_game_module(std::string_view system);

} // namespace ost::engine
