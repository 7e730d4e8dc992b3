// The registry of game systems: one line per game (game_registry.cpp) installs its combat module
// into the shared engine and its army rule set into the shared validator.
#pragma once

#include "core/engine/game_module.h"
#include "core/model/game_system.h"

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

} // namespace ost::systems
