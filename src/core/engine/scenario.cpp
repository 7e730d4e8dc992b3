// Scenario JSON → resolver requests. Every field is checked by name and type, at its location;
// unit references bring stats through the UnitResolver and inline fields override them.
#include "core/engine/scenario.h"

#include "core/engine/hex_scenario.h"
#include "core/engine/scenario_fields.h"
#include "core/engine/combat_schema.h"
#include "core/support/error.h"

#include <algorithm>

namespace ost::engine {

namespace {
/// A side of a WME combat: the unit's stats (read as the schema says), then the inline facts.
WmeCombatant wme_combatant(const JsonValue& o, const TestSchema& schema, const std::string& side,
                           const UnitResolver* resolver, const std::filesystem::path& base) {
    o.check_keys(with(kUnitRefKeys, {"type", "attacks", "hits", "armour", "stands", "charging", "confused", "flank",
                                     "rear", "supports", "terrifying", "units", "flying"}));
    auto f = [&](const char* key) -> const SchemaField& { return schema.field(side + "." + key); };
    const std::optional<Profile> unit = referenced(o, resolver, base);
    const std::optional<JsonValue> where = unit ? std::optional<JsonValue>(reference_of(o)) : std::nullopt;
    auto from_unit = [&](const SchemaField& field) { return unit ? unit_value(field, unit, *where) : std::nullopt; };
    const auto type = from_unit(f("type"));
    const auto attacks = from_unit(f("attacks"));
    const auto hits = from_unit(f("hits"));
    const auto armour = from_unit(f("armour"));
    const auto stands = from_unit(f("stands"));
    WmeCombatant c;
    c.type = field_choice(o, f("type"), type ? std::optional(type->choice) : std::nullopt);
    c.attacks = field_int(o, f("attacks"), attacks ? std::optional(attacks->number) : std::nullopt);
    c.hits = field_int(o, f("hits"), hits ? std::optional(hits->number) : std::nullopt);
    c.armour = field_save(o, f("armour"), armour ? std::optional(armour->number) : std::nullopt);
    c.stands = field_int(o, f("stands"), stands ? std::optional(stands->number) : std::nullopt);
    c.charging = field_bool(o, f("charging"));
    c.confused = field_bool(o, f("confused"));
    c.flank_or_rear = field_bool(o, f("flank")) || field_bool(o, f("rear"));
    c.supports = field_int(o, f("supports"));
    c.terrifying = field_bool(o, f("terrifying"));
    c.units = field_int(o, f("units"));
    c.flying = field_bool(o, f("flying"));
    return c;
}

const std::vector<std::string> kOrderFacts{"distance_cm", "enemy_within_20cm", "exposed_flank", "difficult_terrain",
                                           "stands_lost", "slow", "unreliable"};
const std::vector<std::string> kTop{"system", "test", "roll", "about"};

/// One unit's order facts (the command test's own, or a brigade member's: the same fields).
WmeOrderTarget order_target(const JsonValue& o, const TestSchema& s) {
    WmeOrderTarget t;
    t.distance_cm = field_int(o, s.field("distance_cm"));
    t.enemy_within_20cm = field_bool(o, s.field("enemy_within_20cm"));
    t.exposed_flank = field_bool(o, s.field("exposed_flank"));
    t.difficult_terrain = field_bool(o, s.field("difficult_terrain"));
    t.stands_lost = field_int(o, s.field("stands_lost"));
    t.slow = field_bool(o, s.field("slow"));
    t.unreliable = field_bool(o, s.field("unreliable"));
    return t;
}

WmeCommandRequest wme_command_request(const JsonValue& root, const TestSchema& s) {
    root.check_keys(with(with(kTop, kOrderFacts), {"command", "order", "brigade"}));
    WmeCommandRequest r;
    r.command = field_int(root, s.field("command"));
    r.order = field_int(root, s.field("order"));
    r.unit = order_target(root, s);
    if (const auto b = root.find("brigade")) {
        const auto units = b->items();
        if (units.empty() || units.size() > 4) {
            b->fail(TR_("A brigade has 1 to 4 units."));
        }
        for (const auto& u : units) {
            u.check_keys(with(kOrderFacts, {"name"}));
            r.brigade.push_back(order_target(u, s));
        }
    }
    return r;
}

/// The dice of a shooting test: "dice", or a "shooter" (shots per stand × stands).
int wme_shooting_dice(const JsonValue& root, const TestSchema& s, const UnitResolver* resolver,
                      const std::filesystem::path& base) {
    const auto dice = root.find("dice");
    const auto shooter = root.find("shooter");
    if (dice && shooter) {
        shooter->fail(TR_("Give either \"dice\" or \"shooter\", not both."));
    }
    if (dice) {
        return field_int(root, s.field("dice"));
    }
    if (!shooter) {
        root.fail(TR_("A shooting test needs \"dice\" or a \"shooter\"."));
    }
    shooter->check_keys(with(kUnitRefKeys, {"stands", "shots"}));
    const std::optional<Profile> unit = referenced(*shooter, resolver, base);
    std::optional<int> shots, stands;
    if (unit) {
        const JsonValue where = reference_of(*shooter);
        if (const auto v = unit_value(s.field("shooter.shots"), unit, where)) shots = v->number;
        if (const auto v = unit_value(s.field("shooter.stands"), unit, where)) stands = v->number;
    }
    return field_int(*shooter, s.field("shooter.shots"), shots) * field_int(*shooter, s.field("shooter.stands"), stands);
}

WmeShootingRequest wme_shooting_request(const JsonValue& root, const TestSchema& s, const UnitResolver* resolver,
                                        const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"dice", "shooter", "target"}));
    WmeShootingRequest r;
    r.dice = wme_shooting_dice(root, s, resolver, base);
    const auto target = root.at("target");
    target.check_keys(with(kUnitRefKeys, {"type", "armour", "cover", "hits", "stands"}));
    const std::optional<Profile> unit = referenced(target, resolver, base);
    std::optional<int> armour, hits, stands;
    std::optional<std::string> type;
    if (unit) {
        const JsonValue where = reference_of(target);
        if (const auto v = unit_value(s.field("target.type"), unit, where)) type = v->choice;
        if (const auto v = unit_value(s.field("target.armour"), unit, where)) armour = v->number;
        if (const auto v = unit_value(s.field("target.hits"), unit, where)) hits = v->number;
        if (const auto v = unit_value(s.field("target.stands"), unit, where)) stands = v->number;
    }
    r.type = field_choice(target, s.field("target.type"), type);
    r.armour = field_save(target, s.field("target.armour"), armour);
    r.cover = field_choice(target, s.field("target.cover"));
    r.hits = field_int(target, s.field("target.hits"), hits);
    r.stands = field_int(target, s.field("target.stands"), stands);
    return r;
}

WmeDriveBackRequest wme_drive_back_request(const JsonValue& root, const TestSchema& s, const UnitResolver* resolver,
                                           const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"wounds", "target"}));
    WmeDriveBackRequest r;
    r.wounds = field_int(root, s.field("wounds"));
    if (const auto target = root.find("target")) {
        target->check_keys(with(kUnitRefKeys, {"type", "cover", "pace_cm", "charging", "fanatic"}));
        const std::optional<Profile> unit = referenced(*target, resolver, base);
        std::optional<std::string> type;
        if (unit) {
            if (const auto v = unit_value(s.field("target.type"), unit, reference_of(*target))) type = v->choice;
        }
        r.type = field_choice(*target, s.field("target.type"), type);
        r.cover = field_choice(*target, s.field("target.cover"));
        r.pace_cm = field_int(*target, s.field("target.pace_cm"));
        r.charging = field_bool(*target, s.field("target.charging"));
        r.fanatic = field_bool(*target, s.field("target.fanatic"));
    }
    return r;
}

WmeCombatRequest wme_combat_request(const JsonValue& root, const TestSchema& s, const UnitResolver* resolver,
                                    const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"attacker", "defender", "situation", "rounds"}));
    WmeCombatRequest r;
    r.attacker = wme_combatant(root.at("attacker"), s, "attacker", resolver, base);
    r.defender = wme_combatant(root.at("defender"), s, "defender", resolver, base);
    r.rounds = field_int(root, s.field("rounds"));
    if (const auto situation = root.find("situation")) {
        situation->check_keys({"terrain", "defended", "fortified", "pursue"});
        r.cover = field_choice(*situation, s.field("situation.terrain"));
        if (field_bool(*situation, s.field("situation.defended"))) {
            r.cover = "defended";
        }
        if (field_bool(*situation, s.field("situation.fortified"))) {
            r.cover = "fortified";
        }
        r.pursue = field_bool(*situation, s.field("situation.pursue"));
    }
    return r;
}

ScenarioRequest parse_wme(const std::string& test, const JsonValue& root, const UnitResolver* resolver,
                          const std::filesystem::path& base) {
    const TestSchema& s = combat_schema("wme", test);
    if (test == "command") {
        return wme_command_request(root, s);
    }
    if (test == "shooting") {
        return wme_shooting_request(root, s, resolver, base);
    }
    if (test == "drive-back") {
        return wme_drive_back_request(root, s, resolver, base);
    }
    if (test == "off-table") {
        root.check_keys(with(kTop, {"stands_lost"}));
        return WmeOffTableRequest{field_int(root, s.field("stands_lost"))};
    }
    return wme_combat_request(root, s, resolver, base);
}

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

ScenarioRequest parse_adlg(const std::string& test, const JsonValue& root) {
    const TestSchema& s = combat_schema("adlg", test);
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
} // namespace

const std::vector<std::pair<std::string, std::vector<std::string>>>& scenario_tests() {
    static const auto tests = [] {
        std::vector<std::pair<std::string, std::vector<std::string>>> out;
        for (const GameCombatSchema& game : combat_schemas()) {
            std::vector<std::string> ids;
            for (const TestSchema& t : game.tests) {
                ids.push_back(t.id);
            }
            out.emplace_back(game.system, std::move(ids));
        }
        return out;
    }();
    return tests;
}

EngineTables EngineTables::load(const std::filesystem::path& folder, const GameSystem* ab, const GameSystem* jomini) {
    return EngineTables{WmeTables::load(folder / "wme.json"), AdlgTables::load(folder / "adlg.json"),
                        AbTables::load(folder / "ab.json", ab), JominiTables::load(folder / "jomini.json", jomini)};
}

EngineTables EngineTables::read(const std::function<JsonDocument(const std::string&)>& document,
                                const std::function<const GameSystem*(const std::string&)>& system) {
    return EngineTables{WmeTables::read(document("wme")), AdlgTables::read(document("adlg")),
                        AbTables::read(document("ab"), system("ab")), JominiTables::read(document("jomini"), system("jomini"))};
}

Scenario parse_scenario(const JsonDocument& doc, const UnitResolver* resolver, const std::filesystem::path& base_dir) {
    const JsonValue root = doc.root();
    if (!root.is_object()) {
        root.fail(TR_("A scenario is an object in braces with \"system\" and \"test\"."));
    }
    Scenario s;
    const JsonValue system = root.at("system");
    s.system = system.as_string();
    const auto& tests = scenario_tests();
    const auto sys = std::find_if(tests.begin(), tests.end(), [&](const auto& p) { return p.first == s.system; });
    if (sys == tests.end()) {
        system.fail(TR_("Unknown system \"{0}\": the engine knows \"wme\", \"adlg\", \"ab\" and \"jomini\".").arg(s.system));
    }
    const JsonValue test = root.at("test");
    s.test = test.as_string();
    if (std::find(sys->second.begin(), sys->second.end(), s.test) == sys->second.end()) {
        std::string known;
        for (const auto& t : sys->second) {
            known += (known.empty() ? "\"" : ", \"") + t + "\"";
        }
        test.fail(TR_("Unknown test \"{0}\" for {1}: {2}.").arg(s.test).arg(s.system).arg(known));
    }
    if (s.system == "wme") {
        s.request = parse_wme(s.test, root, resolver, base_dir);
    } else if (s.system == "adlg") {
        s.request = parse_adlg(s.test, root);
    } else if (s.system == "ab") {
        s.request = parse_ab_attack(root, resolver, base_dir);
    } else {
        s.request = parse_jomini_attack(root, resolver, base_dir);
    }
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
    return std::visit(
        [&](const auto& r) -> OddsResult {
            using R = std::decay_t<decltype(r)>;
            if constexpr (std::is_same_v<R, WmeCommandRequest>) {
                return wme_command(t.wme, r);
            } else if constexpr (std::is_same_v<R, WmeShootingRequest>) {
                return wme_shooting(t.wme, r);
            } else if constexpr (std::is_same_v<R, WmeDriveBackRequest>) {
                return wme_drive_back(t.wme, r);
            } else if constexpr (std::is_same_v<R, WmeCombatRequest>) {
                return wme_combat(t.wme, r);
            } else if constexpr (std::is_same_v<R, WmeOffTableRequest>) {
                return wme_off_table(t.wme, r);
            } else if constexpr (std::is_same_v<R, AdlgOpposedRequest>) {
                return adlg_opposed(t.adlg, r);
            } else if constexpr (std::is_same_v<R, AdlgArmyRoutRequest>) {
                return adlg_army_rout(t.adlg, r);
            } else if constexpr (std::is_same_v<R, AdlgElephantFuryRequest>) {
                return adlg_elephant_fury(t.adlg);
            } else if constexpr (std::is_same_v<R, AdlgGeneralInRoutRequest>) {
                return adlg_general_in_rout(t.adlg, r);
            } else if constexpr (std::is_same_v<R, AbAttackRequest>) {
                return s.test == "resolve" ? resolved_odds(ab_attack(t.ab, r), t, s) : ab_attack(t.ab, r);
            } else {
                return s.test == "resolve" ? resolved_odds(jomini_attack(t.jomini, r), t, s) : jomini_attack(t.jomini, r);
            }
        },
        s.request);
}

RollReport resolve_given_roll(const EngineTables& t, const Scenario& s) {
    GivenDice dice(*s.roll);
    RollReport report = resolve_roll(t, s, dice); // refuses extra dice (GivenDice::finish)
    report.dice = dice.log();
    return report;
}

RollReport resolve_roll(const EngineTables& t, const Scenario& s, DiceSource& dice) {
    try {
        RollReport report = std::visit(
            [&](const auto& r) -> RollReport {
                using R = std::decay_t<decltype(r)>;
                if constexpr (std::is_same_v<R, WmeCommandRequest>) {
                    return wme_command_roll(t.wme, r, dice);
                } else if constexpr (std::is_same_v<R, WmeShootingRequest>) {
                    return wme_shooting_roll(t.wme, r, dice);
                } else if constexpr (std::is_same_v<R, WmeDriveBackRequest>) {
                    return wme_drive_back_roll(t.wme, r, dice);
                } else if constexpr (std::is_same_v<R, WmeCombatRequest>) {
                    return wme_combat_roll(t.wme, r, dice);
                } else if constexpr (std::is_same_v<R, WmeOffTableRequest>) {
                    return wme_off_table_roll(t.wme, r, dice);
                } else if constexpr (std::is_same_v<R, AdlgOpposedRequest>) {
                    return adlg_opposed_roll(t.adlg, r, dice);
                } else if constexpr (std::is_same_v<R, AdlgArmyRoutRequest>) {
                    RollReport report; // no dice: the status is certain
                    const OddsResult o = adlg_army_rout(t.adlg, r);
                    for (const auto& outcome : o.outcomes) { // exclusive: the one that is certain
                        if (outcome.p.value > 0.5L) {
                            report.outcome = outcome.id;
                        }
                    }
                    return report;
                } else if constexpr (std::is_same_v<R, AdlgElephantFuryRequest>) {
                    return adlg_elephant_fury_roll(t.adlg, dice);
                } else if constexpr (std::is_same_v<R, AdlgGeneralInRoutRequest>) {
                    return adlg_general_in_rout_roll(t.adlg, r, dice);
                } else if constexpr (std::is_same_v<R, AbAttackRequest>) {
                    return ab_attack_roll(t.ab, r, dice);
                } else {
                    return jomini_attack_roll(t.jomini, r, dice);
                }
            },
            s.request);
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
