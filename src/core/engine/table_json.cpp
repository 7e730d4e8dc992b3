// Shared readers of the engine's JSON tables: one copy for the games' table loaders.
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

std::map<std::string, int> json_int_map(const JsonValue& o, const std::vector<std::string>& keys, int min, int max) {
    std::vector<std::string> allowed = keys;
    allowed.insert(allowed.end(), {"rule", "note"});
    o.check_keys(allowed);
    std::map<std::string, int> out;
    for (const auto& k : keys) {
        out[k] = static_cast<int>(o.at(k).as_int(min, max));
    }
    return out;
}

void json_int_fields(const JsonValue& o, std::initializer_list<std::pair<const char*, int*>> fields, int min, int max) {
    std::vector<std::string> keys;
    for (const auto& field : fields) {
        keys.emplace_back(field.first);
    }
    const std::map<std::string, int> numbers = json_int_map(o, keys, min, max);
    for (const auto& [key, place] : fields) {
        *place = numbers.at(key);
    }
}

HexTerrainTable HexTerrainTable::load(const JsonValue& terrain) {
    terrain.check_keys({"rule", "note", "rough", "cover", "supports_defender"});
    return {json_strings(terrain.at("rough")), json_strings(terrain.at("cover")),
            json_strings(terrain.at("supports_defender"))};
}

} // namespace ost::engine
