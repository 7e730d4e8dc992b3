// Finds what a roster is checked against: its game system, its army list and the allied lists,
// from the reference DB first and then the user's own lists. Used by the CLI and the GUI.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "core/validation/roster_validator.h"

namespace ost {

class Session;

/// The validator for `roster`: system and list from the session's databases (the reference
/// lists first, then the user's own lists), plus every
/// allied list named by the list that exists. Throws InvalidInputError when the system or the
/// list is unknown (the roster cannot be checked at all), StorageError for the DB.
RosterValidator load_roster_validator(Session& session, const Roster& roster);

/// The army list of `system` that `list` names: its id, or its French or English name without
/// accents or case; a reference list first, then one of the user's own. Throws
/// InvalidInputError `There is no army list "x" in Y (did you mean …?).` with the three nearest.
ArmyList require_list(Session& session, const GameSystem& system, const std::string& list);

} // namespace ost
