// Readers of the engine's table files (data/engine/*.json) shared by the games' loaders: a
// string-to-string table, a list of strings, groups of whole numbers, with located errors.
#pragma once

#include "core/support/json_document.h"

#include <initializer_list>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace ost::engine {

/// Every key of `o` but "rule" and "note" (the table's source and remarks) to its string value.
std::map<std::string, std::string> json_string_map(const JsonValue& o);
/// The strings of the array `a`.
std::vector<std::string> json_strings(const JsonValue& a);
/// The whole numbers of the group `o` at `keys`, each from `min` to `max`; the group holds those
/// keys and may hold "rule" and "note".
std::map<std::string, int> json_int_map(const JsonValue& o, const std::vector<std::string>& keys, int min, int max);
/// The same group read into named places: each (key, place) of `fields` gets the number at key.
void json_int_fields(const JsonValue& o, std::initializer_list<std::pair<const char*, int*>> fields, int min, int max);

/// The hex games' "terrain" group (the same keys in ab.json and jomini.json): the terrain that
/// is rough for mounted troops, that covers from shooting, that supports its defender.
struct HexTerrainTable {
    std::vector<std::string> rough;
    std::vector<std::string> cover;
    std::vector<std::string> supports_defender;
    static HexTerrainTable load(const JsonValue& terrain);
};

/// The hex games' "kinds" (troop kind → column of their tables) and "terrain" groups of `root`,
/// read into the kind_class, rough, cover and supports_defender of `tables` (AbTables, JominiTables).
template <class HexTables> void read_hex_kinds_and_terrain(const JsonValue& root, HexTables& tables) {
    tables.kind_class = json_string_map(root.at("kinds"));
    HexTerrainTable terrain = HexTerrainTable::load(root.at("terrain"));
    tables.rough = std::move(terrain.rough);
    tables.cover = std::move(terrain.cover);
    tables.supports_defender = std::move(terrain.supports_defender);
}

} // namespace ost::engine
