// Reading A&B and Jomini attack scenarios: every key checked by name and type at its location.
#include "core/systems/hex_scenario.h"

#include "core/engine/scenario.h"
#include "core/engine/scenario_fields.h"
#include "core/support/error.h"

#include <algorithm>

namespace ost::engine {

namespace {
const std::vector<std::string>& kTop = kTopKeys;

std::map<std::string, int> die_counts(const JsonValue& root) {
    std::map<std::string, int> out;
    if (const auto die = root.find("die")) {
        for (const auto& k : die->keys()) {
            out[k] = static_cast<int>(die->at(k).as_int(0, 100));
        }
    }
    return out;
}

std::optional<int> blocked_after(const JsonValue& root, const TestSchema& s) {
    const SchemaField& f = s.field("retreat_blocked_after");
    if (const auto v = root.find(f.key().c_str()); v && !v->is_null()) {
        return static_cast<int>(v->as_int(f.min, f.max));
    }
    return std::nullopt;
}

/// Melee or shot: `melee` (default true) or `range_hexes` (above 1: a shot).
void melee_or_range(const JsonValue& root, const TestSchema& s, bool& melee, int& range) {
    range = field_int(root, s.field("range_hexes"));
    melee = opt_bool(root, "melee", range <= 1);
    if (melee && range > 1) {
        root.at("range_hexes").fail(TR_("A melee is fought at 1 hex: drop \"range_hexes\" or set \"melee\" to false."));
    }
}

using Flags = std::initializer_list<std::pair<const char*, bool*>>;

/// Reads the fields of one side (`side`.KEY) the schema has; the others keep their defaults.
class SideReader {
public:
    SideReader(const JsonValue& o, const TestSchema& s, std::string side) : m_o(o), m_s(s), m_side(std::move(side)) {}
    const SchemaField* field(const char* key) const { return m_s.find(m_side + "." + key); }
    void read(const char* key, int& out, std::optional<int> fallback = std::nullopt) const {
        if (const SchemaField* f = field(key)) out = field_int(m_o, *f, fallback);
    }
    void read(const char* key, bool& out) const {
        if (const SchemaField* f = field(key)) out = field_bool(m_o, *f);
    }
    void read(const char* key, std::string& out, std::optional<std::string> fallback = std::nullopt) const {
        if (const SchemaField* f = field(key)) out = field_choice(m_o, *f, std::move(fallback));
    }
    /// The value the referenced unit gives to `key`, if any.
    std::optional<FieldValue> unit(const char* key, const std::optional<Profile>& profile) const {
        const SchemaField* f = field(key);
        return f && profile ? unit_value(*f, profile, reference_of(m_o)) : std::nullopt;
    }

private:
    const JsonValue& m_o;
    const TestSchema& m_s;
    std::string m_side;
};

std::optional<std::string> choice_of(const std::optional<FieldValue>& v) {
    return v ? std::optional<std::string>(v->choice) : std::nullopt;
}

AbSide ab_side(const JsonValue& o, const TestSchema& schema, bool attacker, const UnitResolver* resolver,
               const std::filesystem::path& base) {
    const std::vector<std::string> common{"kind", "armour", "supported", "leader", "elements"};
    o.check_keys(with(with(kUnitRefKeys, common),
                      attacker ? std::vector<std::string>{"dice", "assault", "melee", "moved_hexes", "extra_dice", "fire",
                                                          "in_rough", "camel_effect", "elephant_effect", "fire_effect",
                                                          "flight_blocked"}
                               : std::vector<std::string>{"terrain", "elusive", "fanatic", "panic", "evades",
                                                          "next_to_attacker_mounted", "next_to_attacker_infantry",
                                                          "retreat_capacity", "melee", "animal_units_near",
                                                          "evade_hexes_short", "elephant_transport", "character",
                                                          "character_refuge"}));
    const SideReader r(o, schema, attacker ? "attacker" : "defender");
    const std::optional<Profile> unit = referenced(o, resolver, base);
    const auto kind = choice_of(r.unit("kind", unit));
    const auto armour = choice_of(r.unit("armour", unit));
    AbSide s;
    r.read("kind", s.kind, kind);
    r.read("armour", s.armour, armour);
    r.read("supported", s.supported);
    if (const SchemaField* f = r.field("leader"); const auto v = o.find("leader")) {
        // A flag stands for one leader.
        s.leaders = v->is_bool() ? (v->as_bool() ? 1 : 0) : static_cast<int>(v->as_int(f->min, f->max));
    }
    r.read("elements", s.elements);
    r.read("dice", s.dice);
    r.read("assault", s.assault);
    r.read("melee", s.melee);
    r.read("moved_hexes", s.moved_hexes);
    r.read("extra_dice", s.extra_dice);
    for (auto [key, out] : Flags{{"fire", &s.fire}, {"in_rough", &s.in_rough}, {"camel_effect", &s.camel_effect},
                            {"elephant_effect", &s.elephant_effect}, {"fire_effect", &s.fire_effect}}) {
        r.read(key, *out);
    }
    r.read("terrain", s.terrain);
    for (auto [key, out] : Flags{{"elusive", &s.elusive}, {"fanatic", &s.fanatic}, {"panic", &s.panic},
                            {"evades", &s.evades}, {"next_to_attacker_mounted", &s.next_to_attacker_mounted},
                            {"next_to_attacker_infantry", &s.next_to_attacker_infantry},
                            {"elephant_transport", &s.elephant_transport}, {"flight_blocked", &s.flight_blocked},
                            {"character_refuge", &s.character_refuge}}) {
        r.read(key, *out);
    }
    r.read("character", s.character);
    r.read("evade_hexes_short", s.evade_hexes_short);
    r.read("retreat_capacity", s.retreat_capacity);
    r.read("animal_units_near", s.animal_units_near);
    return s;
}

JominiSide jomini_side(const JsonValue& o, const TestSchema& schema, bool attacker, const UnitResolver* resolver,
                       const std::filesystem::path& base) {
    const std::vector<std::string> common{"kind", "troop", "supported", "elements", "elite"};
    o.check_keys(with(with(kUnitRefKeys, common),
                      attacker ? std::vector<std::string>{"dice", "moved_hexes", "extra_dice", "modern", "in_rough",
                                                          "camel_effect", "elephant_effect", "order_dice",
                                                          "flight_blocked"}
                               : std::vector<std::string>{"terrain", "officers", "elusive", "fanatic", "horse_artillery",
                                                          "carries", "next_to_attacker_infantry",
                                                          "next_to_attacker_mounted", "next_to_attacker_artillery",
                                                          "dice", "wagons", "character", "character_refuge"}));
    const SideReader r(o, schema, attacker ? "attacker" : "defender");
    const std::optional<Profile> unit = referenced(o, resolver, base);
    const auto kind = choice_of(r.unit("kind", unit));
    const auto factor = r.unit("dice", unit);
    JominiSide s;
    r.read("kind", s.kind, kind);
    r.read("troop", s.troop);
    r.read("supported", s.supported);
    r.read("elements", s.elements);
    r.read("elite", s.elite);
    // The unit's factor counts unless a troop table line gives the dice.
    r.read("dice", s.dice, s.troop.empty() && factor ? std::optional<int>(factor->number) : std::nullopt);
    r.read("moved_hexes", s.moved_hexes);
    r.read("extra_dice", s.extra_dice);
    r.read("order_dice", s.order_dice);
    for (auto [key, out] : Flags{{"modern", &s.modern}, {"wagons", &s.wagons}, {"in_rough", &s.in_rough}, {"camel_effect", &s.camel_effect},
                            {"elephant_effect", &s.elephant_effect}, {"flight_blocked", &s.flight_blocked},
                            {"character_refuge", &s.character_refuge}}) {
        r.read(key, *out);
    }
    r.read("terrain", s.terrain);
    r.read("officers", s.officers);
    r.read("character", s.character);
    for (auto [key, out] : Flags{{"elusive", &s.elusive}, {"fanatic", &s.fanatic}, {"horse_artillery", &s.horse_artillery}}) {
        r.read(key, *out);
    }
    r.read("carries", s.carries);
    for (auto [key, out] : Flags{{"next_to_attacker_infantry", &s.next_to_attacker_infantry},
                            {"next_to_attacker_mounted", &s.next_to_attacker_mounted},
                            {"next_to_attacker_artillery", &s.next_to_attacker_artillery}}) {
        r.read(key, *out);
    }
    return s;
}
} // namespace

AbAttackRequest parse_ab_attack(const JsonValue& root, const UnitResolver* resolver, const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"attacker", "defender", "melee", "range_hexes", "inverted_armour",
                                "retreat_blocked_after", "die", "morale_cancel"}));
    const TestSchema& s = combat_schema("ab", "attack");
    AbAttackRequest r;
    r.attacker = ab_side(root.at("attacker"), s, true, resolver, base);
    r.defender = ab_side(root.at("defender"), s, false, resolver, base);
    melee_or_range(root, s, r.melee, r.range_hexes);
    r.inverted_armour = field_bool(root, s.field("inverted_armour"));
    r.morale_cancel = field_choice(root, s.field("morale_cancel"));
    r.retreat_blocked_after = blocked_after(root, s);
    r.die = die_counts(root);
    return r;
}

JominiAttackRequest parse_jomini_attack(const JsonValue& root, const UnitResolver* resolver,
                                        const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"attacker", "defender", "melee", "range_hexes", "retreat_blocked_after", "die"}));
    const TestSchema& s = combat_schema("jomini", "attack");
    JominiAttackRequest r;
    r.attacker = jomini_side(root.at("attacker"), s, true, resolver, base);
    r.defender = jomini_side(root.at("defender"), s, false, resolver, base);
    melee_or_range(root, s, r.melee, r.range_hexes);
    r.retreat_blocked_after = blocked_after(root, s);
    r.die = die_counts(root);
    return r;
}

} // namespace ost::engine
