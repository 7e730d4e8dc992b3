// The Warmaster Evolution numbers the engine applies (command modifiers, to-hit rolls, drive-back,
// pace, combat modifiers), read from data/engine/wme.json so the rules tables stay data.
#pragma once

#include "core/engine/table_reading.h"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace ost {
class JsonDocument;
}

namespace ost::engine {

/// WME tables; every value cites its section id in the file. Loading checks every key.
struct WmeTables {
    // wme.command.modifiers
    int per_full_20cm = 0, per_successive_order = 0, enemy_within_20cm = 0, exposed_flank = 0,
        difficult_terrain = 0, per_stand_lost = 0, slow_successive_order = 0, unreliable = 0, max_orders = 3;
    // wme.shooting.hits: the roll needed by target status ("open", "defended", "fortified")
    std::map<std::string, int> to_hit;
    /// wme.shooting.hits: unit types always in the open, whatever their situation
    std::vector<std::string> always_open;
    // wme.shooting.drive-back
    std::map<std::string, int> ignored_wounds;
    int confusion_face = 6;
    // wme.movement.off-table: 1D6 modified per stand lost, then bands (at or below each bound)
    int off_table_per_stand_lost = -1, off_table_gone_on_or_below = 0, off_table_later_on_or_below = 2,
        off_table_no_move_on_or_below = 4;
    // wme.command.multiple-moves: one full-pace move by unit type
    std::map<std::string, int> pace_cm;
    // wme.combat.modifiers
    int charging_enemy_in_open = 0, monster_or_chariot_charging = 0, pursuing = 0, per_full_3cm_pursuit = 0,
        terrifying_enemy = 0, enemy_on_flank_or_rear = 0, confused = 0, support_per_stand = 0;
    /// Our readings where the text gives no figure (id → reading), e.g. "machine_pace".
    std::map<std::string, TableReading> readings;

    /// The cover a unit of `type` has when the player says `cover`: "open" for the types always
    /// in the open (wme.shooting.hits), `cover` otherwise.
    const std::string& cover_of(const std::string& type, const std::string& cover) const;

    /// Reads `file` (data/engine/wme.json); InvalidInputError with file:line:column when wrong.
    static WmeTables load(const std::filesystem::path& file);
    /// The same from a document already read (the text the reference DB stores).
    static WmeTables read(const JsonDocument& doc);
};

} // namespace ost::engine
