// Reads an army list file (lists/<system>/<list>.xml, or a user-made list) into an ArmyList,
// checking it against its game system: profile fields, cost types, rules and every id reference.
#pragma once

#include "core/io/xml_document.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"

namespace ost {

/// Parses the `<army-list>` root of `doc` for `system`. Throws InvalidInputError located at
/// the first problem: wrong root or system, missing id or name or source, unknown element,
/// attribute or profile field, duplicate id, negative unit cost, reference to an unknown
/// unit, upgrade, group, rule or ally, min above max, date window reversed.
ArmyList read_army_list(const XmlDocument& doc, const GameSystem& system);

/// The `system` attribute of an `<army-list>` document (to find its system definition first).
std::string army_list_system_id(const XmlDocument& doc);

} // namespace ost
