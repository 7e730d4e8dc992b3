// Reads a game-system definition file (lists/<system>/system.xml) into a GameSystem.
// Errors carry file:line:column (see lists/README.md for the format).
#pragma once

#include "core/io/xml_document.h"
#include "core/model/game_system.h"

namespace ost {

/// Parses the `<system>` root of `doc`. Throws InvalidInputError with the location of the
/// first problem (wrong root, missing id, missing French or English name, missing source).
GameSystem read_system(const XmlDocument& doc);

} // namespace ost
