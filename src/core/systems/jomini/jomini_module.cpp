// The Jomini game module: attack and resolve scenarios (parsed in hex_scenario.cpp with the other
// hex-board game) and their dispatch to the Jomini resolver; registered in game_registry.cpp.
#include "core/systems/jomini/jomini_resolver.h"
#include "core/systems/jomini/jomini_tables.h"
#include "core/systems/hex_attack_module.h"
#include "core/systems/hex_scenario.h"

namespace ost::engine {

GameCombatSchema jomini_combat_schema();

GameModule jomini_module() {
    return systems::hex_attack_module<JominiTables, JominiAttackRequest, &parse_jomini_attack, &jomini_attack, &jomini_attack_roll>(jomini_combat_schema());
}

} // namespace ost::engine
