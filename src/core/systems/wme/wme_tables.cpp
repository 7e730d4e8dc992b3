// Loading data/engine/wme.json with located errors.
#include "core/systems/wme/wme_tables.h"

#include "core/engine/table_json.h"
#include "core/support/json_document.h"

#include <algorithm>

namespace ost::engine {

namespace {
std::map<std::string, int> int_map(const JsonValue& object, const std::vector<std::string>& keys, int min, int max) {
    object.check_keys([&] {
        auto allowed = keys;
        allowed.insert(allowed.end(), {"rule", "note"});
        return allowed;
    }());
    std::map<std::string, int> out;
    for (const auto& k : keys) {
        out[k] = static_cast<int>(object.at(k).as_int(min, max));
    }
    return out;
}
} // namespace

WmeTables WmeTables::load(const std::filesystem::path& file) {
    return read(JsonDocument::load_file(file));
}

WmeTables WmeTables::read(const JsonDocument& doc) {
    const auto root = doc.root();
    root.check_keys({"about", "command", "to_hit", "cover", "drive_back", "off_table", "pace_cm", "combat", "readings"});
    WmeTables t;
    const auto cmd = int_map(root.at("command"),
                             {"per_full_20cm", "per_successive_order", "enemy_within_20cm", "exposed_flank",
                              "difficult_terrain", "per_stand_lost", "slow_successive_order", "unreliable",
                              "max_orders"},
                             -12, 12);
    t.per_full_20cm = cmd.at("per_full_20cm");
    t.per_successive_order = cmd.at("per_successive_order");
    t.enemy_within_20cm = cmd.at("enemy_within_20cm");
    t.exposed_flank = cmd.at("exposed_flank");
    t.difficult_terrain = cmd.at("difficult_terrain");
    t.per_stand_lost = cmd.at("per_stand_lost");
    t.slow_successive_order = cmd.at("slow_successive_order");
    t.unreliable = cmd.at("unreliable");
    t.max_orders = cmd.at("max_orders");
    t.to_hit = int_map(root.at("to_hit"), {"open", "defended", "fortified"}, 2, 7);
    const auto cover = root.at("cover");
    cover.check_keys({"rule", "note", "always_open"});
    t.always_open = json_strings(cover.at("always_open"));
    const auto drive = root.at("drive_back");
    drive.check_keys({"rule", "ignored_wounds", "confusion_face"});
    t.ignored_wounds = int_map(drive.at("ignored_wounds"), {"open", "defended", "fortified"}, 0, 6);
    t.confusion_face = static_cast<int>(drive.at("confusion_face").as_int(1, 6));
    const auto off = int_map(root.at("off_table"),
                             {"per_stand_lost", "gone_on_or_below", "returns_later_on_or_below", "back_no_move_on_or_below"},
                             -6, 12);
    t.off_table_per_stand_lost = off.at("per_stand_lost");
    t.off_table_gone_on_or_below = off.at("gone_on_or_below");
    t.off_table_later_on_or_below = off.at("returns_later_on_or_below");
    t.off_table_no_move_on_or_below = off.at("back_no_move_on_or_below");
    t.pace_cm = int_map(root.at("pace_cm"),
                        {"infantry", "cavalry", "chariot", "monster", "artillery", "machine", "flying"}, 0, 200);
    const auto combat = int_map(root.at("combat"),
                                {"charging_enemy_in_open", "monster_or_chariot_charging", "pursuing",
                                 "per_full_3cm_pursuit", "terrifying_enemy", "enemy_on_flank_or_rear", "confused",
                                 "support_per_stand"},
                                -6, 6);
    t.charging_enemy_in_open = combat.at("charging_enemy_in_open");
    t.monster_or_chariot_charging = combat.at("monster_or_chariot_charging");
    t.pursuing = combat.at("pursuing");
    t.per_full_3cm_pursuit = combat.at("per_full_3cm_pursuit");
    t.terrifying_enemy = combat.at("terrifying_enemy");
    t.enemy_on_flank_or_rear = combat.at("enemy_on_flank_or_rear");
    t.confused = combat.at("confused");
    t.support_per_stand = combat.at("support_per_stand");
    if (const auto readings = root.find("readings")) {
        t.readings = read_table_readings(*readings);
    }
    return t;
}

const std::string& WmeTables::cover_of(const std::string& type, const std::string& cover) const {
    static const std::string kOpen = "open";
    return std::find(always_open.begin(), always_open.end(), type) != always_open.end() ? kOpen : cover;
}

} // namespace ost::engine
