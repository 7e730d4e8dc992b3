// The Warmaster Evolution numbers the engine applies (command modifiers, to-hit rolls, drive-back,
// pace, combat modifiers), read from data/engine/wme.json so the rules tables stay data.
#pragma once

#include <filesystem>
#include <map>
#include <string>

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
    // wme.shooting.drive-back
    std::map<std::string, int> ignored_wounds;
    int confusion_face = 6;
    // wme.command.multiple-moves: one full-pace move by unit type
    std::map<std::string, int> pace_cm;
    // wme.combat.modifiers
    int charging_enemy_in_open = 0, monster_or_chariot_charging = 0, pursuing = 0, per_full_3cm_pursuit = 0,
        terrifying_enemy = 0, enemy_on_flank_or_rear = 0, confused = 0, support_per_stand = 0;

    /// Reads `file` (data/engine/wme.json); InvalidInputError with file:line:column when wrong.
    static WmeTables load(const std::filesystem::path& file);
    /// The same from a document already read (the text the reference DB stores).
    static WmeTables read(const JsonDocument& doc);
};

} // namespace ost::engine
