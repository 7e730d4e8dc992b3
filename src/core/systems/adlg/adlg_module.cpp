// The ADLG game module: its scenario parser (opposed roll, army rout, elephant fury, general in
// a rout) and the dispatch of its requests to the ADLG resolvers; registered in game_registry.cpp.
#include "core/systems/adlg/adlg_resolver.h"
#include "core/systems/adlg/adlg_tables.h"
#include "core/engine/game_module.h"
#include "core/engine/scenario.h"
#include "core/engine/scenario_fields.h"
#include "core/support/error.h"

#include <algorithm>
#include <memory>

namespace ost::engine {

GameCombatSchema adlg_combat_schema();

namespace {
constexpr const char* kId = "adlg";
const std::vector<std::string>& kTop = kTopKeys;

/// ADLG elephant fury takes no facts.
struct AdlgElephantFuryRequest {};

const std::vector<std::string> kArmyFacts{"units",      "expendables", "flank_marching", "eliminated",
                                         "eliminated_expendables", "disordered", "off_table", "generals_lost",
                                         "camp_taken"};

/// One army's facts from `o` (keys checked by the caller): the army-rout fields, whose
/// expendables and flank marchers are also at most its units.
AdlgArmyState read_army(const JsonValue& o, const TestSchema& s) {
    AdlgArmyState a;
    a.units = field_int(o, s.field("units"));
    for (auto [key, out] : {std::pair{"expendables", &a.expendables}, std::pair{"flank_marching", &a.flank_marching}}) {
        const SchemaField& f = s.field(key);
        *out = opt_int(o, key, f.min, std::min(f.max, a.units), f.value.number);
    }
    a.eliminated = field_int(o, s.field("eliminated"));
    a.eliminated_expendables = field_int(o, s.field("eliminated_expendables"));
    a.disordered = field_int(o, s.field("disordered"));
    a.off_table = field_int(o, s.field("off_table"));
    if (const auto g = o.find("generals_lost")) {
        for (const auto& v : g->items()) {
            a.generals_lost.push_back(static_cast<int>(v.as_int(0, 3)));
        }
    }
    a.camp_taken = field_bool(o, s.field("camp_taken"));
    return a;
}

std::any parse_adlg(const TestSchema& s, const JsonValue& root, const UnitResolver*, const std::filesystem::path&) {
    const std::string& test = s.id;
    if (test == "opposed") {
        root.check_keys(with(kTop, {"attacker", "defender"}));
        AdlgOpposedRequest r;
        for (auto [key, out] : {std::pair{"attacker", &r.attacker_factor}, std::pair{"defender", &r.defender_factor}}) {
            const auto side = root.at(key);
            side.check_keys({"factor"});
            *out = field_int(side, s.field(std::string(key) + ".factor"));
        }
        return r;
    }
    if (test == "army-rout") {
        root.check_keys(with(with(kTop, kArmyFacts), {"opponent"}));
        AdlgArmyRoutRequest r;
        // The army's own facts sit at the top level, beside system and test.
        r.army = read_army(root, s);
        if (const auto o = root.find("opponent")) {
            o->check_keys(kArmyFacts);
            r.opponent = read_army(*o, s);
        }
        return r;
    }
    if (test == "elephant-fury") {
        root.check_keys(kTop);
        return AdlgElephantFuryRequest{};
    }
    root.check_keys(with(kTop, {"included", "friend_within_5ud"}));
    return AdlgGeneralInRoutRequest{field_bool(root, s.field("included")), field_bool(root, s.field("friend_within_5ud"))};
}

OddsResult adlg_odds(const EngineTables& tables, const Scenario& s) {
    const auto& t = tables.of<AdlgTables>(kId);
    if (const auto* r = std::any_cast<AdlgOpposedRequest>(&s.request)) {
        return adlg_opposed(t, *r);
    }
    if (const auto* r = std::any_cast<AdlgArmyRoutRequest>(&s.request)) {
        return adlg_army_rout(t, *r);
    }
    if (std::any_cast<AdlgElephantFuryRequest>(&s.request) != nullptr) {
        return adlg_elephant_fury(t);
    }
    return adlg_general_in_rout(t, request_as<AdlgGeneralInRoutRequest>(s));
}

RollReport adlg_roll(const EngineTables& tables, const Scenario& s, DiceSource& dice) {
    const auto& t = tables.of<AdlgTables>(kId);
    if (const auto* r = std::any_cast<AdlgOpposedRequest>(&s.request)) {
        return adlg_opposed_roll(t, *r, dice);
    }
    if (const auto* r = std::any_cast<AdlgArmyRoutRequest>(&s.request)) {
        RollReport report; // no dice: the status is certain
        const OddsResult o = adlg_army_rout(t, *r);
        for (const auto& outcome : o.outcomes) { // exclusive: the one that is certain
            if (outcome.p.value > 0.5L) {
                report.outcome = outcome.id;
            }
        }
        return report;
    }
    if (std::any_cast<AdlgElephantFuryRequest>(&s.request) != nullptr) {
        return adlg_elephant_fury_roll(t, dice);
    }
    return adlg_general_in_rout_roll(t, request_as<AdlgGeneralInRoutRequest>(s), dice);
}

std::any read_adlg_tables(const JsonDocument& doc, const GameSystem*) {
    return std::make_shared<const AdlgTables>(AdlgTables::read(doc));
}
} // namespace

GameModule adlg_module() {
    return GameModule{adlg_combat_schema(), &read_adlg_tables, &parse_adlg, &adlg_odds, &adlg_roll};
}

} // namespace ost::engine
