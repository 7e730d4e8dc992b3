// Readers of the engine's table files (data/engine/*.json) shared by the A&B and Jomini loaders:
// a string-to-string table and a list of strings, with located errors.
#pragma once

#include "core/support/json_document.h"

#include <map>
#include <string>
#include <vector>

namespace ost::engine {

/// Every key of `o` but "rule" and "note" (the table's source and remarks) to its string value.
std::map<std::string, std::string> json_string_map(const JsonValue& o);
/// The strings of the array `a`.
std::vector<std::string> json_strings(const JsonValue& a);

/// The hex games' "terrain" group (the same keys in ab.json and jomini.json): the terrain that
/// is rough for mounted troops, that covers from shooting, that supports its defender.
struct HexTerrainTable {
    std::vector<std::string> rough;
    std::vector<std::string> cover;
    std::vector<std::string> supports_defender;
    static HexTerrainTable load(const JsonValue& terrain);
};

} // namespace ost::engine
