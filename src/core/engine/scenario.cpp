// Scenario JSON → resolver requests. Every field is checked by name and type, at its location;
// unit references bring stats through the UnitResolver and inline fields override them.
#include "core/engine/scenario.h"

#include "core/engine/combat_schema.h"
#include "core/engine/game_module.h"
#include "core/engine/hex_attack.h"
#include "core/support/error.h"

#include <algorithm>

namespace ost::engine {

EngineTables EngineTables::load(const std::filesystem::path& folder,
                                const std::function<const GameSystem*(const std::string&)>& system) {
    EngineTables out;
    for (const GameModule& m : game_modules()) {
        const std::filesystem::path file = folder / (m.schema.system + ".json");
        if (std::filesystem::exists(file)) {
            out.by_system.emplace(m.schema.system,
                                  m.read_tables(JsonDocument::load_file(file), system ? system(m.schema.system) : nullptr));
        }
    }
    return out;
}

EngineTables EngineTables::read(const std::function<std::optional<JsonDocument>(const std::string&)>& document,
                                const std::function<const GameSystem*(const std::string&)>& system) {
    EngineTables out;
    for (const GameModule& m : game_modules()) {
        if (const std::optional<JsonDocument> doc = document(m.schema.system)) {
            out.by_system.emplace(m.schema.system, m.read_tables(*doc, system(m.schema.system)));
        }
    }
    return out;
}

void EngineTables::missing(std::string_view system) {
    // `system` is an id: the message names no game (ids never reach a player).
    static_cast<void>(system);
    throw InvalidInputError(TR_("The reference database has no engine tables for this game: rebuild it with "
                                "\"ost-cli build-db\", or update Ost."));
}

Scenario parse_scenario(const JsonDocument& doc, const UnitResolver* resolver, const std::filesystem::path& base_dir) {
    const JsonValue root = doc.root();
    if (!root.is_object()) {
        root.fail(TR_("A scenario is an object in braces with \"system\" and \"test\"."));
    }
    Scenario s;
    const JsonValue system = root.at("system");
    s.system = system.as_string();
    s.module = find_game_module(s.system);
    if (s.module == nullptr) {
        std::string known;
        for (const GameModule& m : game_modules()) {
            known += (known.empty() ? "\"" : ", \"") + m.schema.system + "\"";
        }
        system.fail(TR_("Unknown system \"{0}\": the engine knows {1}.").arg(s.system).arg(known));
    }
    const JsonValue test = root.at("test");
    s.test = test.as_string();
    const TestSchema* schema = s.module->schema.find(s.test);
    if (schema == nullptr) {
        std::string known;
        for (const TestSchema& t : s.module->schema.tests) {
            known += (known.empty() ? "\"" : ", \"") + t.id + "\"";
        }
        test.fail(TR_("Unknown test \"{0}\" for {1}: {2}.").arg(s.test).arg(s.system).arg(known));
    }
    s.request = s.module->parse(*schema, root, resolver, base_dir);
    if (const auto roll = root.find("roll"); roll && !roll->is_null()) {
        s.roll_location = roll->location();
        std::vector<std::string> dice;
        for (const auto& d : roll->items()) {
            if (d.is_integer()) {
                dice.push_back(std::to_string(d.as_int(1, 100)));
            } else {
                dice.push_back(d.as_string());
            }
        }
        s.roll = std::move(dice);
    }
    if (s.test == "resolve" && !s.roll) {
        root.fail(TR_("A \"resolve\" test needs \"roll\": the faces you rolled, in order."));
    }
    return s;
}

namespace {
/// A `resolve` test: the given roll settled, every value with probability 1; the mechanics of
/// the attack's odds are kept (the rules applied are the same).
OddsResult resolved_odds(OddsResult attack, const EngineTables& t, const Scenario& s) {
    const RollReport report = resolve_given_roll(t, s);
    OddsResult out;
    out.system = attack.system;
    out.test = "resolve";
    out.mechanics = std::move(attack.mechanics);
    out.outcomes.push_back({report.outcome, hex_outcome_label(report.outcome), Probability::one()});
    out.readings = std::move(attack.readings);
    for (const auto& [id, v] : report.values) {
        out.expected.emplace_back(id, static_cast<long double>(v));
        out.distributions.emplace_back(id, Distribution::point(static_cast<int>(v)));
    }
    return out;
}
} // namespace

OddsResult evaluate(const EngineTables& t, const Scenario& s) {
    OddsResult odds = s.module->odds(t, s);
    // A `resolve` test: the odds of its attack, settled by the given roll.
    return s.test == "resolve" ? resolved_odds(std::move(odds), t, s) : odds;
}

RollReport resolve_given_roll(const EngineTables& t, const Scenario& s) {
    GivenDice dice(*s.roll);
    RollReport report = resolve_roll(t, s, dice); // refuses extra dice (GivenDice::finish)
    report.dice = dice.log();
    return report;
}

RollReport resolve_roll(const EngineTables& t, const Scenario& s, DiceSource& dice) {
    try {
        RollReport report = s.module->roll(t, s, dice);
        dice.finish();
        return report;
    } catch (const InvalidInputError& e) {
        if (!e.location().empty() || s.roll_location.empty()) {
            throw;
        }
        throw InvalidInputError(e.message(), e.detail(), s.roll_location);
    }
}

} // namespace ost::engine
