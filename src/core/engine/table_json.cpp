// Shared readers of the engine's JSON tables: one copy for ab_tables and jomini_tables.
#include "core/engine/table_json.h"

namespace ost::engine {

std::map<std::string, std::string> json_string_map(const JsonValue& o) {
    std::map<std::string, std::string> out;
    for (const auto& k : o.keys()) {
        if (k != "rule" && k != "note") {
            out[k] = o.at(k).as_string();
        }
    }
    return out;
}

std::vector<std::string> json_strings(const JsonValue& a) {
    std::vector<std::string> out;
    for (const auto& v : a.items()) {
        out.push_back(v.as_string());
    }
    return out;
}

HexTerrainTable HexTerrainTable::load(const JsonValue& terrain) {
    terrain.check_keys({"rule", "note", "rough", "cover", "supports_defender"});
    return {json_strings(terrain.at("rough")), json_strings(terrain.at("cover")),
            json_strings(terrain.at("supports_defender"))};
}

} // namespace ost::engine
