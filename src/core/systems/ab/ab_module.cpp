// The A&B game module: attack and resolve scenarios (parsed in hex_scenario.cpp with the other
// hex-board game) and their dispatch to the A&B resolver; registered in game_registry.cpp.
#include "core/systems/ab/ab_resolver.h"
#include "core/systems/ab/ab_tables.h"
#include "core/systems/hex_attack_module.h"
#include "core/systems/hex_scenario.h"

namespace ost::engine {

GameCombatSchema ab_combat_schema();

GameModule ab_module() {
    return systems::hex_attack_module<AbTables, AbAttackRequest, &parse_ab_attack, &ab_attack, &ab_attack_roll>(ab_combat_schema());
}

} // namespace ost::engine
