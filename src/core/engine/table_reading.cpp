// Reading the "readings" group of the engine's table files and naming a reading in an answer.
#include "core/engine/table_reading.h"

namespace ost::engine {

std::map<std::string, TableReading> read_table_readings(const JsonValue& group) {
    std::map<std::string, TableReading> out;
    for (const auto& id : group.keys()) {
        if (id == "note") {
            continue;
        }
        const JsonValue r = group.at(id);
        r.check_keys({"rule", "en", "fr", "choice"});
        const auto choice = r.find("choice");
        out[id] = TableReading{id, r.at("rule").as_string(), Text::localized(r.at("fr").as_string(), r.at("en").as_string()),
                               choice ? choice->as_string() : std::string()};
    }
    return out;
}

Mechanic reading_mechanic(const TableReading& reading) {
    return {reading.rule, TR_("Our reading: {0}").arg(reading.text)};
}

} // namespace ost::engine
