// The module of a hex-board game whose tests are `attack` and `resolve` (A&B, Jomini): one shape
// for both, parameterised by the game's tables, request, parser and resolvers.
#pragma once

#include "core/engine/game_module.h"
#include "core/engine/scenario.h"

#include <any>
#include <filesystem>
#include <memory>

namespace ost::systems {

/// A game module whose `attack` and `resolve` tests take the same facts (`Parse` reads them into
/// a `Request`), answered by `Attack` (odds) and `Roll` (one roll) on the game's `Tables`, read
/// by `Tables::read(doc, system)`. The tables are looked up by the scenario's game id.
template <class Tables, class Request,
          Request (*Parse)(const JsonValue&, const engine::UnitResolver*, const std::filesystem::path&),
          engine::OddsResult (*Attack)(const Tables&, const Request&),
          engine::RollReport (*Roll)(const Tables&, const Request&, engine::DiceSource&)>
engine::GameModule hex_attack_module(engine::GameCombatSchema schema) {
    using namespace engine;
    GameModule m;
    m.schema = std::move(schema);
    m.read_tables = [](const JsonDocument& doc, const GameSystem* system) -> std::any {
        return std::make_shared<const Tables>(Tables::read(doc, system));
    };
    m.parse = [](const TestSchema&, const JsonValue& root, const UnitResolver* resolver,
                 const std::filesystem::path& base) -> std::any {
        return Parse(root, resolver, base); // `attack` and `resolve` take the same facts
    };
    m.odds = [](const EngineTables& tables, const Scenario& s) {
        return Attack(tables.of<Tables>(s.system), request_as<Request>(s));
    };
    m.roll = [](const EngineTables& tables, const Scenario& s, DiceSource& dice) {
        return Roll(tables.of<Tables>(s.system), request_as<Request>(s), dice);
    };
    return m;
}

} // namespace ost::systems
