// Loading data/engine/ab.json (located errors) and the A&B die and retreats of the system file.
#include "core/systems/ab/ab_tables.h"

#include "core/engine/table_json.h"
#include "core/support/error.h"
#include "core/support/json_document.h"

#include <charconv>
#include <utility>

namespace ost::engine {

const std::vector<std::string>& hex_conditions() {
    static const std::vector<std::string> names{
        "attacker_mounted_in_rough",  "shooter_not_artillery_vs_cover", "defender_very_light",
        "attacker_elephant",          "defender_elusive",               "attacker_rockets_or_fire",
        "attacker_supported",         "defender_not_supported",         "defender_next_to_attacker_mounted",
        "defender_next_to_attacker_infantry", "defender_next_to_attacker_artillery", "defender_fanatic",
        "range_at_most_2",            "range_over_2",                   "attacker_elite"};
    return names;
}

AbTables AbTables::load(const std::filesystem::path& file, const GameSystem* system) {
    return read(JsonDocument::load_file(file), system);
}

AbTables AbTables::read(const JsonDocument& doc, const GameSystem* system) {
    const auto root = doc.root();
    root.check_keys({"about", "armour", "kinds", "terrain", "special_hits", "morale", "dice", "panic", "artillery_retreat"});
    AbTables t;
    const auto armour = root.at("armour");
    armour.check_keys({"rule", "note", "hit_symbol", "confirm", "inverted"});
    t.hit_symbol = json_string_map(armour.at("hit_symbol"));
    t.confirm = json_string_map(armour.at("confirm"));
    t.inverted = json_string_map(armour.at("inverted"));
    read_hex_kinds_and_terrain(root, t);
    const auto special = root.at("special_hits");
    special.check_keys({"note", "both_apply", "shooting", "melee"});
    t.both_apply = special.at("both_apply").as_bool();
    t.shooting = SpecialHitTable::load(special.at("shooting"), t.both_apply, hex_conditions());
    t.melee = SpecialHitTable::load(special.at("melee"), t.both_apply, hex_conditions());
    const auto morale = root.at("morale");
    morale.check_keys({"rule", "note", "support_cancels_melee", "support_cancels_shooting", "leader_cancels",
                       "leaders_counted", "reading"});
    t.support_cancels_melee = static_cast<int>(morale.at("support_cancels_melee").as_int(0, 6));
    t.support_cancels_shooting = static_cast<int>(morale.at("support_cancels_shooting").as_int(0, 6));
    t.leader_cancels = static_cast<int>(morale.at("leader_cancels").as_int(0, 6));
    t.leaders_counted = static_cast<int>(morale.at("leaders_counted").as_int(0, 6));
    t.cancel_reading = morale.at("reading").as_string();
    if (t.cancel_reading != "one" && t.cancel_reading != "each") {
        morale.at("reading").fail(TR_("The reading of support and leaders must be \"one\" or \"each\"."));
    }
    const auto dice = root.at("dice");
    dice.check_keys({"rule", "note", "very_light_per_hex_between", "animal_effect"});
    t.very_light_per_hex_between = static_cast<int>(dice.at("very_light_per_hex_between").as_int(-6, 0));
    t.animal_effect = static_cast<int>(dice.at("animal_effect").as_int(-6, 0));
    const auto panic = root.at("panic");
    panic.check_keys({"rule", "loss_symbol"});
    t.panic_symbol = panic.at("loss_symbol").as_string();
    const auto artillery = root.at("artillery_retreat");
    artillery.check_keys({"rule", "panics"});
    t.artillery_panics = artillery.at("panics").as_bool();
    if (system != nullptr) {
        t.die = CustomDie::from_system(*system);
        for (const CatalogueEntry* entry : system->catalogue_of("troop-kind")) {
            if (const std::string* r = entry->profile.get("retreat")) {
                int v = 0;
                const auto [end, ec] = std::from_chars(r->data(), r->data() + r->size(), v);
                if (ec == std::errc() && end == r->data() + r->size()) {
                    t.retreat[entry->id] = v;
                }
            }
        }
    }
    return t;
}

} // namespace ost::engine
