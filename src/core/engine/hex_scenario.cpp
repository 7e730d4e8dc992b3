// Reading A&B and Jomini attack scenarios: every key checked by name and type at its location.
#include "core/engine/hex_scenario.h"

#include "core/engine/scenario.h"
#include "core/engine/scenario_fields.h"
#include "core/support/error.h"

#include <algorithm>
#include <cctype>

namespace ost::engine {

namespace {
const std::vector<std::string> kTop{"system", "test", "roll", "about"};

std::map<std::string, int> die_counts(const JsonValue& root) {
    std::map<std::string, int> out;
    if (const auto die = root.find("die")) {
        for (const auto& k : die->keys()) {
            out[k] = static_cast<int>(die->at(k).as_int(0, 100));
        }
    }
    return out;
}

std::optional<int> blocked_after(const JsonValue& root) {
    if (const auto v = root.find("retreat_blocked_after"); v && !v->is_null()) {
        return static_cast<int>(v->as_int(0, 20));
    }
    return std::nullopt;
}

/// Melee or shot: `melee` (default true) or `range_hexes` (above 1: a shot).
void melee_or_range(const JsonValue& root, bool& melee, int& range) {
    range = opt_int(root, "range_hexes", 1, 30, 1);
    melee = opt_bool(root, "melee", range <= 1);
    if (melee && range > 1) {
        root.at("range_hexes").fail(TR_("A melee is fought at 1 hex: drop \"range_hexes\" or set \"melee\" to false."));
    }
}


const std::vector<std::string> kAbKinds{"infantry", "mounted-infantry", "cavalry", "camelry", "chariotry", "elephants",
                                        "mechanical-artillery", "gunpowder-artillery", "rocket-artillery"};

std::string ab_kind(const JsonValue& v) {
    return v.as_choice({"infantry", "mounted-infantry", "cavalry", "camelry", "chariotry", "elephants",
                        "mechanical-artillery", "gunpowder-artillery", "rocket-artillery"});
}

std::string ab_armour(const JsonValue& v) { return v.as_choice({"yellow", "green", "blue", "red", "black"}); }

std::string terrain_of(const JsonValue& v) {
    return v.as_choice({"open", "rough", "forest", "marsh", "buildings", "fortification"});
}

AbSide ab_side(const JsonValue& o, bool attacker, const UnitResolver* resolver, const std::filesystem::path& base) {
    const std::vector<std::string> common{"kind", "armour", "supported", "leader", "elements"};
    o.check_keys(with(with(kUnitRefKeys, common),
                      attacker ? std::vector<std::string>{"dice", "assault", "melee", "moved_hexes", "extra_dice", "fire",
                                                          "in_rough", "camel_effect", "elephant_effect", "fire_effect"}
                               : std::vector<std::string>{"terrain", "elusive", "fanatic", "panic", "evades",
                                                          "next_to_attacker_mounted", "next_to_attacker_infantry",
                                                          "retreat_capacity", "melee", "animal_units_near"}));
    AbSide s;
    if (const auto p = referenced(o, resolver, base)) {
        if (const std::string* k = p->get("kind"); k && std::find(kAbKinds.begin(), kAbKinds.end(), *k) != kAbKinds.end()) {
            s.kind = *k;
        }
        if (const std::string* a = p->get("armour"); a && !a->empty()) {
            s.armour = *a;
        }
    }
    if (const auto v = o.find("kind")) {
        s.kind = ab_kind(*v);
    }
    if (const auto v = o.find("armour")) {
        s.armour = ab_armour(*v);
    }
    s.supported = opt_bool(o, "supported", false);
    if (const auto v = o.find("leader")) {
        s.leaders = v->is_bool() ? (v->as_bool() ? 1 : 0) : static_cast<int>(v->as_int(0, 10));
    }
    s.elements = opt_int(o, "elements", 0, 100, 0);
    s.dice = opt_int(o, "dice", 0, 60, -1);
    s.assault = opt_int(o, "assault", 0, 60, -1);
    s.melee = opt_int(o, "melee", 0, 60, -1);
    s.moved_hexes = opt_int(o, "moved_hexes", 0, 30, 0);
    s.extra_dice = opt_int(o, "extra_dice", -30, 30, 0);
    s.fire = opt_bool(o, "fire", false);
    s.in_rough = opt_bool(o, "in_rough", false);
    s.camel_effect = opt_bool(o, "camel_effect", false);
    s.elephant_effect = opt_bool(o, "elephant_effect", false);
    s.fire_effect = opt_bool(o, "fire_effect", false);
    if (const auto v = o.find("terrain")) {
        s.terrain = terrain_of(*v);
    }
    s.elusive = opt_bool(o, "elusive", false);
    s.fanatic = opt_bool(o, "fanatic", false);
    s.panic = opt_bool(o, "panic", false);
    s.evades = opt_bool(o, "evades", false);
    s.next_to_attacker_mounted = opt_bool(o, "next_to_attacker_mounted", false);
    s.next_to_attacker_infantry = opt_bool(o, "next_to_attacker_infantry", false);
    s.retreat_capacity = opt_int(o, "retreat_capacity", 0, 10, -1);
    s.animal_units_near = opt_int(o, "animal_units_near", 0, 12, 0);
    return s;
}

const std::vector<std::string> kJominiKinds{"infantry", "mounted-infantry", "cavalry", "camels", "elephants", "artillery", "rockets"};

JominiSide jomini_side(const JsonValue& o, bool attacker, const UnitResolver* resolver, const std::filesystem::path& base) {
    const std::vector<std::string> common{"kind", "troop", "supported", "elements", "elite"};
    o.check_keys(with(with(kUnitRefKeys, common),
                      attacker ? std::vector<std::string>{"dice", "moved_hexes", "extra_dice", "modern", "in_rough",
                                                          "camel_effect", "elephant_effect"}
                               : std::vector<std::string>{"terrain", "officers", "elusive", "fanatic", "horse_artillery",
                                                          "carries", "next_to_attacker_infantry",
                                                          "next_to_attacker_mounted", "next_to_attacker_artillery"}));
    JominiSide s;
    if (const auto p = referenced(o, resolver, base)) {
        if (const std::string* k = p->get("type");
            k && std::find(kJominiKinds.begin(), kJominiKinds.end(), *k) != kJominiKinds.end()) {
            s.kind = *k;
        }
        if (const std::string* f = p->get("factor"); f && !f->empty() && std::isdigit(static_cast<unsigned char>((*f)[0]))) {
            s.dice = std::stoi(*f);
        }
    }
    if (const auto v = o.find("kind")) {
        s.kind = v->as_choice({"infantry", "mounted-infantry", "cavalry", "camels", "elephants", "artillery", "rockets"});
    }
    if (const auto v = o.find("troop")) {
        s.troop = v->as_string();
    }
    s.supported = opt_bool(o, "supported", false);
    s.elements = opt_int(o, "elements", 0, 100, 0);
    s.elite = opt_bool(o, "elite", false);
    s.dice = opt_int(o, "dice", 0, 60, s.troop.empty() ? s.dice : -1);
    s.moved_hexes = opt_int(o, "moved_hexes", 0, 30, 0);
    s.extra_dice = opt_int(o, "extra_dice", -30, 30, 0);
    s.modern = opt_bool(o, "modern", false);
    s.in_rough = opt_bool(o, "in_rough", false);
    s.camel_effect = opt_bool(o, "camel_effect", false);
    s.elephant_effect = opt_bool(o, "elephant_effect", false);
    if (const auto v = o.find("terrain")) {
        s.terrain = terrain_of(*v);
    }
    s.officers = opt_int(o, "officers", 0, 10, 0);
    s.elusive = opt_bool(o, "elusive", false);
    s.fanatic = opt_bool(o, "fanatic", false);
    s.horse_artillery = opt_bool(o, "horse_artillery", false);
    if (const auto v = o.find("carries")) {
        s.carries = v->as_choice({"artillery", "mounted-infantry"});
    }
    s.next_to_attacker_infantry = opt_bool(o, "next_to_attacker_infantry", false);
    s.next_to_attacker_mounted = opt_bool(o, "next_to_attacker_mounted", false);
    s.next_to_attacker_artillery = opt_bool(o, "next_to_attacker_artillery", false);
    return s;
}
} // namespace

AbAttackRequest parse_ab_attack(const JsonValue& root, const UnitResolver* resolver, const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"attacker", "defender", "melee", "range_hexes", "inverted_armour",
                                "retreat_blocked_after", "die"}));
    AbAttackRequest r;
    r.attacker = ab_side(root.at("attacker"), true, resolver, base);
    r.defender = ab_side(root.at("defender"), false, resolver, base);
    melee_or_range(root, r.melee, r.range_hexes);
    r.inverted_armour = opt_bool(root, "inverted_armour", false);
    r.retreat_blocked_after = blocked_after(root);
    r.die = die_counts(root);
    return r;
}

JominiAttackRequest parse_jomini_attack(const JsonValue& root, const UnitResolver* resolver,
                                        const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"attacker", "defender", "melee", "range_hexes", "retreat_blocked_after", "die"}));
    JominiAttackRequest r;
    r.attacker = jomini_side(root.at("attacker"), true, resolver, base);
    r.defender = jomini_side(root.at("defender"), false, resolver, base);
    melee_or_range(root, r.melee, r.range_hexes);
    r.retreat_blocked_after = blocked_after(root);
    r.die = die_counts(root);
    return r;
}

} // namespace ost::engine
