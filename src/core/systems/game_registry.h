// The registry of game systems: one line per game (game_registry.cpp) installs its combat module
// into the shared engine and its army rule set into the shared validator.
#pragma once

#include "core/engine/game_module.h"
#include "core/model/game_system.h"
#include "core/support/json_document.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ost {
class ArmyRuleSet;
}

namespace ost::systems {

/// The combat module of every game compiled into Ost, in the order the engine lists games.
std::vector<engine::GameModule> builtin_game_modules();

/// The army rule set of every game with army-composition rules of its own (system@army-rules).
const std::vector<const ArmyRuleSet*>& builtin_army_rule_sets();

/// Throws InvalidInputError when `system` names army rules that no rule set of this Ost has
/// (check-data and build-db run it; no installation needed).
void require_known_army_rules(const GameSystem& system);

/// Installs every game's combat module (engine::install_game_modules) and army rule set
/// (install_army_rule_sets). Each program calls it once before it reads a scenario or checks a
/// roster (a Session does it when it opens); calling it again changes nothing.
void install_game_systems();

/// The engine data of game `id` as stored (data/engine/<id>.json), or nullopt when it has none.
using EngineData = std::function<std::optional<JsonDocument>(const std::string& id)>;

/// Installs the compiled games (as above) and, for each of `games` without a compiled module
/// whose engine data declares a shared mechanic ("mechanic": "opposed-roll"), a module built from
/// that data: a game can fight with data alone. A Session calls it with its reference DB's games.
void install_game_systems(const std::vector<std::string>& games, const EngineData& engine_data);

/// The module that the engine data `doc` of game `id` declares through a shared mechanic, or
/// nullopt when it declares none; throws InvalidInputError (located) for an unknown mechanic or
/// bad data. build-db runs it on every engine data file, so a stored one always installs.
std::optional<engine::GameModule> data_game_module(const std::string& id, const JsonDocument& doc);

} // namespace ost::systems
