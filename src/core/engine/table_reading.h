// A reading of our rules texts that the engine applies where a text can be read two ways or gives
// no procedure: data in data/engine/<id>.json ("readings"), named "our reading" in every answer.
#pragma once

#include "core/engine/odds_result.h"
#include "core/support/json_document.h"

#include <map>
#include <string>

namespace ost::engine {

/// One reading: the section it reads, and what we take it to say with its alternative (how a
/// player who reads it the other way says so: a scenario field or a fact).
struct TableReading {
    std::string id;
    std::string rule;
    Text text;
    std::string choice; ///< when a scenario field switches the reading: the choice id that is ours ("" otherwise)
};

/// The "readings" group of a table file: each key an id, each value {"rule", "en", "fr"} and,
/// when a scenario field switches it, "choice" (our reading's choice id in that field).
std::map<std::string, TableReading> read_table_readings(const JsonValue& group);

/// The mechanic an answer shows for `reading`: "Our reading: …", citing its section.
Mechanic reading_mechanic(const TableReading& reading);

} // namespace ost::engine
