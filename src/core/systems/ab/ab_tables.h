// The Alexandre et Bayard numbers the engine applies: the die and the retreat per troop kind from
// lists/ab/system.xml, the armour colours, special-hit tables and morale rules from data/engine/ab.json.
#pragma once

#include "core/engine/custom_die.h"
#include "core/engine/special_hit_table.h"
#include "core/model/game_system.h"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ost {
class JsonDocument;
}

namespace ost::engine {

/// The conditions the special-hit rows of both hex games may name (judged in code).
const std::vector<std::string>& hex_conditions();

/// A&B tables; every group cites its section id in ab.json (ab.armour.colours, ab.special-hits.*…).
struct AbTables {
    std::optional<CustomDie> die;                 ///< lists/ab/system.xml die-face entries
    std::map<std::string, int> retreat;           ///< troop kind → hexes per morale hit (troop-kind entries)
    std::map<std::string, std::string> hit_symbol; ///< armour colour → die symbol that hits it
    std::map<std::string, std::string> confirm;   ///< colour → symbol a confirming die must show
    std::map<std::string, std::string> inverted;  ///< colour → colour under inverted armour
    std::map<std::string, std::string> kind_class; ///< troop kind → column of the special-hit table
    std::vector<std::string> rough, cover, supports_defender;
    std::optional<SpecialHitTable> shooting, melee;
    bool both_apply = true;
    int support_cancels_melee = 1, support_cancels_shooting = 0, leader_cancels = 1, leaders_counted = 1;
    /// Our reading of ab.retreat when the defender is supported and has a leader: "one" (a morale
    /// hit cancelled in all: "supported or a leader") or "each" (one each, cumulative).
    std::string cancel_reading = "one";
    int very_light_per_hex_between = -1, animal_effect = -1;
    std::string panic_symbol = "special";
    bool artillery_panics = true;

    /// Reads `file` (data/engine/ab.json) and takes the die and retreats from `system` (may be
    /// null: then only the JSON is read and the engine says the die is missing when asked).
    static AbTables load(const std::filesystem::path& file, const GameSystem* system);
    /// The same from a document already read (the text the reference DB stores).
    static AbTables read(const JsonDocument& doc, const GameSystem* system);
};

} // namespace ost::engine
