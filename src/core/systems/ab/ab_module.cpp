// The A&B game module: attack and resolve scenarios (parsed in hex_scenario.cpp with the other
// hex-board game) and their dispatch to the A&B resolver; registered in game_registry.cpp.
#include "core/systems/ab/ab_resolver.h"
#include "core/systems/ab/ab_tables.h"
#include "core/engine/game_module.h"
#include "core/systems/hex_scenario.h"
#include "core/engine/scenario.h"

#include <memory>

namespace ost::engine {

GameCombatSchema ab_combat_schema();

namespace {
constexpr const char* kId = "ab";

std::any parse_ab(const TestSchema&, const JsonValue& root, const UnitResolver* resolver,
                   const std::filesystem::path& base) {
    return parse_ab_attack(root, resolver, base); // `attack` and `resolve` take the same facts
}

OddsResult ab_odds(const EngineTables& tables, const Scenario& s) {
    return ab_attack(tables.of<AbTables>(kId), request_as<AbAttackRequest>(s));
}

RollReport ab_roll(const EngineTables& tables, const Scenario& s, DiceSource& dice) {
    return ab_attack_roll(tables.of<AbTables>(kId), request_as<AbAttackRequest>(s), dice);
}

std::any read_ab_tables(const JsonDocument& doc, const GameSystem* system) {
    return std::make_shared<const AbTables>(AbTables::read(doc, system));
}
} // namespace

GameModule ab_module() {
    return GameModule{ab_combat_schema(), &read_ab_tables, &parse_ab, &ab_odds, &ab_roll};
}

} // namespace ost::engine
