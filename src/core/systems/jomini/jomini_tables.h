// The Jomini numbers the engine applies: the die and the troop data table (range, factor) from
// lists/jomini/system.xml, target symbols, the tactical-advantage table, morale and retreat rules
// and the table's notes as modifiers from data/engine/jomini.json.
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

/// One line of the troop data table with its notes as modifiers (jomini.troops.table, .notes).
struct JominiTroopLine {
    int range = 1;
    int factor = 2;
    Text name;  ///< the entry's name in the system file ("Troop table, line 7, left")
    Text notes;
    int close_combat = 0, per_hex_moved = 0, if_moved = 0, vs_cavalry_artillery = 0, opponent = 0, irregular = 0;
    bool no_fire_after_move = false;
    std::string loss;     ///< "panic": its first loss sends it into panic; "gone": removes it; "": neither
    bool ambush = false;  ///< a "modern" opponent has the equivalent of an Ambush order (effect not in our texts)
};

/// Jomini tables; every group cites its section id in jomini.json.
struct JominiTables {
    std::optional<CustomDie> die;
    std::map<std::string, JominiTroopLine> troops;  ///< troop-data entry id → line
    std::map<std::string, std::string> target_symbol; ///< target kind → symbol that hits it
    std::map<std::string, std::string> kind_class;
    std::vector<std::string> rough, cover, supports_defender;
    std::optional<SpecialHitTable> tactical_advantage;
    int ignore_supported = 1, ignore_per_officer = 1, ignore_artillery = 1;
    int artillery_first_letter_is_flag = 1;
    std::map<std::string, int> retreat; ///< kind (and foot_artillery / horse_artillery) → hexes per hit
    int animal_effect = -1;
    int wagon_max_dice = 2, wagon_flags_ignored = 1; ///< the wagon palisade (jomini.combat.extra-effects)

    /// Reads `file` (data/engine/jomini.json) and the die and troop table of `system` (may be null).
    static JominiTables load(const std::filesystem::path& file, const GameSystem* system);
    /// The same from a document already read (the text the reference DB stores).
    static JominiTables read(const JsonDocument& doc, const GameSystem* system);
};

} // namespace ost::engine
