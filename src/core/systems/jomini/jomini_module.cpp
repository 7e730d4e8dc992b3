// The Jomini game module: attack and resolve scenarios (parsed in hex_scenario.cpp with the other
// hex-board game) and their dispatch to the Jomini resolver; registered in game_registry.cpp.
#include "core/systems/jomini/jomini_resolver.h"
#include "core/systems/jomini/jomini_tables.h"
#include "core/engine/game_module.h"
#include "core/systems/hex_scenario.h"
#include "core/engine/scenario.h"

#include <memory>

namespace ost::engine {

GameCombatSchema jomini_combat_schema();

namespace {
constexpr const char* kId = "jomini";

std::any parse_jomini(const TestSchema&, const JsonValue& root, const UnitResolver* resolver,
                   const std::filesystem::path& base) {
    return parse_jomini_attack(root, resolver, base); // `attack` and `resolve` take the same facts
}

OddsResult jomini_odds(const EngineTables& tables, const Scenario& s) {
    return jomini_attack(tables.of<JominiTables>(kId), request_as<JominiAttackRequest>(s));
}

RollReport jomini_roll(const EngineTables& tables, const Scenario& s, DiceSource& dice) {
    return jomini_attack_roll(tables.of<JominiTables>(kId), request_as<JominiAttackRequest>(s), dice);
}

std::any read_jomini_tables(const JsonDocument& doc, const GameSystem* system) {
    return std::make_shared<const JominiTables>(JominiTables::read(doc, system));
}
} // namespace

GameModule jomini_module() {
    return GameModule{jomini_combat_schema(), &read_jomini_tables, &parse_jomini, &jomini_odds, &jomini_roll};
}

} // namespace ost::engine
