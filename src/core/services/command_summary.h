// Per-command figures of an ADLG roster for the roster header (issue 15): units, what they give to
// the army's cohesion, points, and what our rules texts do not give (a break-off figure per command).
#pragma once

#include "core/model/roster.h"
#include "core/support/text.h"
#include "core/validation/roster_validator.h"

#include <string>
#include <vector>

namespace ost {

/// One ADLG command as the header shows it. Every figure comes from RosterReport::commands.
struct CommandSummary {
    std::string command_id;
    Text name;           ///< the player's name for it, else "Command N" (by position)
    bool allied = false; ///< an allied contingent (adlg.army-composition.allies)
    int units = 0;       ///< its units (role unit), counts summed
    /// Its units counted in the army's cohesion: the units less the expendables (adlg.army.rout,
    /// adlg.special.expendable). The army routs on its whole cohesion, never a command's.
    int cohesion = 0;
    int points = 0;
};

/// The commands of `roster` in roster order with their figures from `report` (empty when the
/// roster has no commands, e.g. WME). The camp and fortifications are in none
/// (RosterValidator::outside_commands).
std::vector<CommandSummary> command_summaries(const Roster& roster, const RosterReport& report);

/// "Left: 7 units, cohesion 6, 47 pts" (« Gauche : 7 unités, cohésion 6, 47 pts »).
Text command_summary_text(const CommandSummary& command);

/// The figure our sources lack, said rather than invented: the ADLG rules texts we have define
/// cohesion and rout for the whole army (adlg.army.rout), with no figure at which one command
/// breaks. Short form for the header line.
Text command_break_off_missing();
/// The same, explained (the header's tooltip).
Text command_break_off_explained();

} // namespace ost
