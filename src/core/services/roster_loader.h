// Finds what a roster is checked against: its game system, its army list and the allied lists,
// from the reference DB first and then the user's own lists. Used by the CLI and the GUI.
#pragma once

#include "core/model/roster.h"
#include "core/validation/roster_validator.h"

namespace ost {

class Session;

/// The validator for `roster`: system and list from the session's databases (the reference
/// lists first, then the user's own lists), plus every
/// allied list named by the list that exists. Throws InvalidInputError when the system or the
/// list is unknown (the roster cannot be checked at all), StorageError for the DB.
RosterValidator load_roster_validator(Session& session, const Roster& roster);

} // namespace ost
