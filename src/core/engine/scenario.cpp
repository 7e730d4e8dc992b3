// Scenario JSON → resolver requests. Every field is checked by name and type, at its location;
// unit references bring stats through the UnitResolver and inline fields override them.
#include "core/engine/scenario.h"

#include "core/engine/hex_scenario.h"
#include "core/engine/scenario_fields.h"
#include "core/model/stat_value.h"
#include "core/support/error.h"

#include <cctype>

namespace ost::engine {

namespace {
/// "5+" → 5, "-" / "0" / "" → 0 (no save); nullopt when unreadable.
std::optional<int> armour_from_text(const std::string& text) {
    if (text.empty() || text == "-" || text == "0" || text == "none") {
        return 0;
    }
    if (text.size() == 2 && text[1] == '+' && text[0] >= '2' && text[0] <= '6') {
        return text[0] - '0';
    }
    return std::nullopt;
}

int armour_of(const JsonValue& v) {
    if (v.is_integer()) {
        return static_cast<int>(v.as_int(0, 6));
    }
    if (const auto a = armour_from_text(v.as_string())) {
        return *a;
    }
    v.fail(TR_("{0} must be a save such as \"5+\", or \"-\" for none.").arg(Text::verbatim("\"" + v.path() + "\"")));
}

const std::vector<std::string> kWmeTypes{"infantry", "cavalry", "chariot", "monster", "artillery", "machine"};

std::string wme_type(const JsonValue& v) {
    return v.as_choice({"infantry", "cavalry", "chariot", "monster", "artillery", "machine"});
}

/// The stats of a referenced WME line, read with the model's stat parsers. A value the engine
/// cannot use as a fixed number ("d3", "+1") is an error at the reference: give it inline.
struct WmeLineStats {
    std::optional<std::string> type;
    std::optional<int> attacks, shots, hits, armour, stands;
};

WmeLineStats wme_line_stats(const Profile& p, const JsonValue& o) {
    const auto unit = o.find("unit");
    const JsonValue where = unit ? *unit : o.at("roster");
    auto unusable = [&](const char* field, const std::string& text) {
        where.fail(TR_("The unit's \"{0}\" is \"{1}\", not a fixed number the engine can use: give \"{0}\" inline.")
                       .arg(field)
                       .arg(text));
    };
    auto fixed = [&](const StatAmount& a, const char* field, const std::string& text) {
        if (a.has_dice() || a.relative || a.bands.size() > 1) {
            unusable(field, text);
        }
        return a.fixed;
    };
    WmeLineStats out;
    try {
        if (const std::string* type = p.get("type");
            type != nullptr && std::find(kWmeTypes.begin(), kWmeTypes.end(), *type) != kWmeTypes.end()) {
            out.type = *type;
        }
        if (const std::string* text = p.get("attacks")) {
            const AttacksValue a = parse_attacks(*text);
            out.attacks = fixed(a.melee, "attacks", *text);
            if (a.shooting) {
                out.shots = fixed(*a.shooting, "attacks", *text);
            }
        }
        if (const std::string* text = p.get("hits")) {
            const StatNumber n = parse_stat_number(*text);
            if (n.relative) {
                unusable("hits", *text);
            }
            out.hits = n.value;
        }
        if (const std::string* text = p.get("armour")) {
            out.armour = parse_armour_save(*text).save().value_or(0);
        }
        if (const std::string* text = p.get("size")) {
            const StatNumber n = parse_stat_number(*text);
            if (n.relative) {
                unusable("size", *text);
            }
            out.stands = n.value;
        }
    } catch (const StatSyntaxError& e) {
        throw InvalidInputError(e.message(), e.detail(), where.location());
    }
    return out;
}

WmeCombatant wme_combatant(const JsonValue& o, const UnitResolver* resolver, const std::filesystem::path& base) {
    o.check_keys(with(kUnitRefKeys, {"type", "attacks", "hits", "armour", "stands", "charging", "confused", "flank",
                                     "rear", "supports", "terrifying", "units", "flying"}));
    WmeCombatant c;
    if (const auto p = referenced(o, resolver, base)) {
        const WmeLineStats line = wme_line_stats(*p, o);
        c.type = line.type.value_or(c.type);
        c.attacks = line.attacks.value_or(c.attacks);
        c.hits = line.hits.value_or(c.hits);
        c.armour = line.armour.value_or(c.armour);
        c.stands = line.stands.value_or(c.stands);
    }
    if (const auto v = o.find("type")) {
        c.type = wme_type(*v);
    }
    c.attacks = opt_int(o, "attacks", 0, 100, c.attacks);
    c.hits = opt_int(o, "hits", 1, 100, c.hits);
    if (const auto v = o.find("armour")) {
        c.armour = armour_of(*v);
    }
    c.stands = opt_int(o, "stands", 1, 100, c.stands);
    c.charging = opt_bool(o, "charging", false);
    c.confused = opt_bool(o, "confused", false);
    c.flank_or_rear = opt_bool(o, "flank", false) || opt_bool(o, "rear", false);
    c.supports = opt_int(o, "supports", 0, 100, 0);
    c.terrifying = opt_bool(o, "terrifying", false);
    c.units = opt_int(o, "units", 1, 20, 1);
    c.flying = opt_bool(o, "flying", false);
    return c;
}

WmeOrderTarget order_target(const JsonValue& o) {
    WmeOrderTarget t;
    t.distance_cm = opt_int(o, "distance_cm", 0, 1000, 0);
    t.enemy_within_20cm = opt_bool(o, "enemy_within_20cm", false);
    t.exposed_flank = opt_bool(o, "exposed_flank", false);
    t.difficult_terrain = opt_bool(o, "difficult_terrain", false);
    t.stands_lost = opt_int(o, "stands_lost", 0, 100, 0);
    t.slow = opt_bool(o, "slow", false);
    t.unreliable = opt_bool(o, "unreliable", false);
    return t;
}

const std::vector<std::string> kOrderFacts{"distance_cm", "enemy_within_20cm", "exposed_flank", "difficult_terrain",
                                           "stands_lost", "slow", "unreliable"};
const std::vector<std::string> kTop{"system", "test", "roll", "about"};

std::string cover_of(const JsonValue& v) { return v.as_choice({"open", "defended", "fortified"}); }

ScenarioRequest parse_wme(const std::string& test, const JsonValue& root, const UnitResolver* resolver,
                          const std::filesystem::path& base) {
    if (test == "command") {
        root.check_keys(with(with(kTop, kOrderFacts), {"command", "order", "brigade"}));
        WmeCommandRequest r;
        r.command = static_cast<int>(root.at("command").as_int(1, 12));
        r.order = opt_int(root, "order", 1, 3, 1);
        r.unit = order_target(root);
        if (const auto b = root.find("brigade")) {
            const auto units = b->items();
            if (units.empty() || units.size() > 4) {
                b->fail(TR_("A brigade has 1 to 4 units."));
            }
            for (const auto& u : units) {
                u.check_keys(with(kOrderFacts, {"name"}));
                r.brigade.push_back(order_target(u));
            }
        }
        return r;
    }
    if (test == "shooting") {
        root.check_keys(with(kTop, {"dice", "shooter", "target"}));
        WmeShootingRequest r;
        const auto dice = root.find("dice");
        const auto shooter = root.find("shooter");
        if (dice && shooter) {
            shooter->fail(TR_("Give either \"dice\" or \"shooter\", not both."));
        }
        if (dice) {
            r.dice = static_cast<int>(dice->as_int(0, 200));
        } else if (shooter) {
            shooter->check_keys(with(kUnitRefKeys, {"stands", "shots"}));
            int shots = 1;
            int stands = 3;
            if (const auto p = referenced(*shooter, resolver, base)) {
                const WmeLineStats line = wme_line_stats(*p, *shooter);
                shots = line.shots.value_or(shots);
                stands = line.stands.value_or(stands);
            }
            shots = opt_int(*shooter, "shots", 0, 20, shots);
            stands = opt_int(*shooter, "stands", 1, 100, stands);
            r.dice = shots * stands;
        } else {
            root.fail(TR_("A shooting test needs \"dice\" or a \"shooter\"."));
        }
        const auto target = root.at("target");
        target.check_keys(with(kUnitRefKeys, {"armour", "cover", "hits", "stands"}));
        if (const auto p = referenced(target, resolver, base)) {
            const WmeLineStats line = wme_line_stats(*p, target);
            r.armour = line.armour.value_or(r.armour);
            r.hits = line.hits.value_or(r.hits);
            r.stands = line.stands.value_or(r.stands);
        }
        if (const auto a = target.find("armour")) {
            r.armour = armour_of(*a);
        }
        if (const auto c = target.find("cover")) {
            r.cover = cover_of(*c);
        }
        r.hits = opt_int(target, "hits", 1, 100, r.hits);
        r.stands = opt_int(target, "stands", 1, 100, r.stands);
        return r;
    }
    if (test == "drive-back") {
        root.check_keys(with(kTop, {"wounds", "target"}));
        WmeDriveBackRequest r;
        r.wounds = static_cast<int>(root.at("wounds").as_int(0, 60));
        if (const auto target = root.find("target")) {
            target->check_keys(with(kUnitRefKeys, {"type", "cover", "pace_cm", "charging"}));
            if (const auto p = referenced(*target, resolver, base)) {
                r.type = wme_line_stats(*p, *target).type.value_or(r.type);
            }
            if (const auto v = target->find("type")) {
                r.type = v->as_choice({"infantry", "cavalry", "chariot", "monster", "artillery", "machine", "flying"});
            }
            if (const auto c = target->find("cover")) {
                r.cover = cover_of(*c);
            }
            r.pace_cm = opt_int(*target, "pace_cm", 1, 500, 0);
            r.charging = opt_bool(*target, "charging", false);
        }
        return r;
    }
    // combat
    root.check_keys(with(kTop, {"attacker", "defender", "situation", "rounds"}));
    WmeCombatRequest r;
    r.attacker = wme_combatant(root.at("attacker"), resolver, base);
    r.defender = wme_combatant(root.at("defender"), resolver, base);
    r.rounds = opt_int(root, "rounds", 1, 2, 1);
    if (const auto s = root.find("situation")) {
        s->check_keys({"terrain", "defended", "fortified", "pursue"});
        if (const auto t = s->find("terrain")) {
            r.cover = cover_of(*t);
        }
        if (opt_bool(*s, "defended", false)) {
            r.cover = "defended";
        }
        if (opt_bool(*s, "fortified", false)) {
            r.cover = "fortified";
        }
        r.pursue = opt_bool(*s, "pursue", true);
    }
    return r;
}

const std::vector<std::string> kArmyFacts{"units",      "expendables", "flank_marching", "eliminated",
                                         "eliminated_expendables", "disordered", "off_table", "generals_lost",
                                         "camp_taken"};

/// One army's facts from `o` (keys checked by the caller).
AdlgArmyState read_army(const JsonValue& o) {
    AdlgArmyState a;
    a.units = static_cast<int>(o.at("units").as_int(1, 200));
    a.expendables = opt_int(o, "expendables", 0, a.units, 0);
    a.flank_marching = opt_int(o, "flank_marching", 0, a.units, 0);
    a.eliminated = opt_int(o, "eliminated", 0, 200, 0);
    a.eliminated_expendables = opt_int(o, "eliminated_expendables", 0, 200, 0);
    a.disordered = opt_int(o, "disordered", 0, 200, 0);
    a.off_table = opt_int(o, "off_table", 0, 200, 0);
    if (const auto g = o.find("generals_lost")) {
        for (const auto& v : g->items()) {
            a.generals_lost.push_back(static_cast<int>(v.as_int(0, 3)));
        }
    }
    a.camp_taken = opt_bool(o, "camp_taken", false);
    return a;
}

ScenarioRequest parse_adlg(const std::string& test, const JsonValue& root) {
    if (test == "opposed") {
        root.check_keys(with(kTop, {"attacker", "defender"}));
        AdlgOpposedRequest r;
        for (auto [key, out] : {std::pair{"attacker", &r.attacker_factor}, std::pair{"defender", &r.defender_factor}}) {
            const auto side = root.at(key);
            side.check_keys({"factor"});
            *out = static_cast<int>(side.at("factor").as_int(-20, 20));
        }
        return r;
    }
    if (test == "army-rout") {
        root.check_keys(with(with(kTop, kArmyFacts), {"opponent"}));
        AdlgArmyRoutRequest r;
        // The army's own facts sit at the top level, beside system and test.
        r.army = read_army(root);
        if (const auto o = root.find("opponent")) {
            o->check_keys(kArmyFacts);
            r.opponent = read_army(*o);
        }
        return r;
    }
    if (test == "elephant-fury") {
        root.check_keys(kTop);
        return AdlgElephantFuryRequest{};
    }
    root.check_keys(with(kTop, {"included"}));
    return AdlgGeneralInRoutRequest{opt_bool(root, "included", false)};
}
} // namespace

const std::vector<std::pair<std::string, std::vector<std::string>>>& scenario_tests() {
    static const std::vector<std::pair<std::string, std::vector<std::string>>> tests{
        {"wme", {"command", "shooting", "drive-back", "combat"}},
        {"adlg", {"opposed", "army-rout", "elephant-fury", "general-in-rout"}},
        {"ab", {"attack", "resolve"}},
        {"jomini", {"attack", "resolve"}},
    };
    return tests;
}

EngineTables EngineTables::load(const std::filesystem::path& folder, const GameSystem* ab, const GameSystem* jomini) {
    return EngineTables{WmeTables::load(folder / "wme.json"), AdlgTables::load(folder / "adlg.json"),
                        AbTables::load(folder / "ab.json", ab), JominiTables::load(folder / "jomini.json", jomini)};
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
    Text label = TR_("The defender holds with its losses");
    if (report.outcome == "destroyed") {
        label = TR_("The defender is destroyed");
    } else if (report.outcome == "retreats") {
        label = TR_("The defender retreats");
    } else if (report.outcome == "no_effect") {
        label = TR_("No loss and no retreat");
    }
    out.outcomes.push_back({report.outcome, label, Probability::one()});
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
                } else if constexpr (std::is_same_v<R, AdlgOpposedRequest>) {
                    return adlg_opposed_roll(t.adlg, r, dice);
                } else if constexpr (std::is_same_v<R, AdlgArmyRoutRequest>) {
                    RollReport report; // no dice: the status is certain
                    const OddsResult o = adlg_army_rout(t.adlg, r);
                    report.outcome = o.outcome("routs")->p.value > 0.5L ? "routs" : "holds";
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
