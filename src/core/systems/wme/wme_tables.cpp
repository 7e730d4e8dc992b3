// Loading data/engine/wme.json with located errors.
#include "core/systems/wme/wme_tables.h"

#include "core/engine/table_json.h"
#include "core/support/json_document.h"

#include <algorithm>

namespace ost::engine {

WmeTables WmeTables::load(const std::filesystem::path& file) {
    return read(JsonDocument::load_file(file));
}

WmeTables WmeTables::read(const JsonDocument& doc) {
    const auto root = doc.root();
    root.check_keys({"about", "command", "to_hit", "cover", "drive_back", "off_table", "pace_cm", "combat", "readings"});
    WmeTables t;
    json_int_fields(root.at("command"),
                    {{"per_full_20cm", &t.per_full_20cm}, {"per_successive_order", &t.per_successive_order},
                     {"enemy_within_20cm", &t.enemy_within_20cm}, {"exposed_flank", &t.exposed_flank},
                     {"difficult_terrain", &t.difficult_terrain}, {"per_stand_lost", &t.per_stand_lost},
                     {"slow_successive_order", &t.slow_successive_order}, {"unreliable", &t.unreliable},
                     {"max_orders", &t.max_orders}},
                    -12, 12);
    t.to_hit = json_int_map(root.at("to_hit"), {"open", "defended", "fortified"}, 2, 7);
    const auto cover = root.at("cover");
    cover.check_keys({"rule", "note", "always_open"});
    t.always_open = json_strings(cover.at("always_open"));
    const auto drive = root.at("drive_back");
    drive.check_keys({"rule", "ignored_wounds", "confusion_face"});
    t.ignored_wounds = json_int_map(drive.at("ignored_wounds"), {"open", "defended", "fortified"}, 0, 6);
    t.confusion_face = static_cast<int>(drive.at("confusion_face").as_int(1, 6));
    json_int_fields(root.at("off_table"),
                    {{"per_stand_lost", &t.off_table_per_stand_lost}, {"gone_on_or_below", &t.off_table_gone_on_or_below},
                     {"returns_later_on_or_below", &t.off_table_later_on_or_below},
                     {"back_no_move_on_or_below", &t.off_table_no_move_on_or_below}},
                    -6, 12);
    t.pace_cm = json_int_map(root.at("pace_cm"),
                             {"infantry", "cavalry", "chariot", "monster", "artillery", "machine", "flying"}, 0, 200);
    json_int_fields(root.at("combat"),
                    {{"charging_enemy_in_open", &t.charging_enemy_in_open},
                     {"monster_or_chariot_charging", &t.monster_or_chariot_charging}, {"pursuing", &t.pursuing},
                     {"per_full_3cm_pursuit", &t.per_full_3cm_pursuit}, {"terrifying_enemy", &t.terrifying_enemy},
                     {"enemy_on_flank_or_rear", &t.enemy_on_flank_or_rear}, {"confused", &t.confused},
                     {"support_per_stand", &t.support_per_stand}},
                    -6, 6);
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
