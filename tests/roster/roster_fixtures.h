// Test helpers for rosters: the bundled systems and lists read from lists/, test lists from
// tests/data/rosters/lists/, and a small builder for roster entries.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "core/validation/roster_validator.h"

#include <string>
#include <vector>

namespace ost::test {

/// lists/<system>/system.xml, read once.
const GameSystem& bundled_system(const std::string& system_id);
/// lists/<system>/<list>.xml.
ArmyList bundled_list(const std::string& system_id, const std::string& list_id);
/// tests/data/rosters/lists/<system>/<list>.xml, read against the bundled system.
ArmyList test_list(const std::string& system_id, const std::string& list_id);
/// A validator on a bundled list (allies: none).
RosterValidator bundled_validator(const std::string& system_id, const std::string& list_id);
/// tests/data/rosters/<name>.
std::string roster_path(const std::string& name);

/// A roster of `list` at `size` with no entries.
Roster make_roster(const std::string& system_id, const std::string& list_id, int size);
/// Appends an entry (id e<N>) and returns it.
RosterEntry& add(Roster& roster, const std::string& unit, int count = 1,
                 const std::string& command = {});
/// The codes of the error diagnostics, in report order.
std::vector<std::string> error_codes(const RosterReport& report);
/// True when the report has a diagnostic with `code`.
bool has_code(const RosterReport& report, const std::string& code);
/// The English message of the first diagnostic with `code` ("" when none).
std::string message_of(const RosterReport& report, const std::string& code);

} // namespace ost::test
