// Reads a game-system definition file (lists/<system>/system.xml) into a GameSystem:
// names, source, army sizes and scaling, cost and profile types, special rules, catalogue.
// Errors carry file:line:column (see lists/README.md for the format).
#pragma once

#include "core/io/xml_document.h"
#include "core/model/game_system.h"

namespace ost {

/// Parses the `<system>` root of `doc`. Throws InvalidInputError with the location of the
/// first problem (wrong root, missing id, missing French or English name, missing source,
/// unknown element or attribute, duplicate id, unknown profile field or cost type).
GameSystem read_system(const XmlDocument& doc);

/// Reads a <stats> element against profile type `profile_type` of `system`: every attribute
/// must be a field of that type and choice fields take only their choices.
Profile read_stats(const XmlDocument& doc, pugi::xml_node stats, const GameSystem& system,
                   const std::string& profile_type);

} // namespace ost
