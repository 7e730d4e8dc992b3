// Shared printing of roster validation reports for `ost-cli validate` and `ost-cli roster show`:
// the figures line, the diagnostics (with the culprit entry) and the JSON form.
#pragma once

#include "cli/cli_context.h"
#include "core/model/roster.h"
#include "core/services/roster_editor.h"

#include <nlohmann/json.hpp>

namespace ost::cli {

/// The roster's figures (services/roster_figures.h) on one line in the user's language:
/// "Points: 1955/2000 (45 pts left) · Units: 21 · Break point: 11", the ADLG ones likewise.
std::string report_figures(const CliContext& c, const Roster& roster, const RosterValidator& validator,
                           const RosterReport& report);
/// One line per diagnostic: the shared diagnostic format plus "(entry e3)".
void print_report_diagnostics(CliContext& c, const RosterReport& report);
/// The report as JSON: the raw counts, `figures` (services/roster_figures.h: id, label, value,
/// explanation, in the user's language, as the text line and the app header show them),
/// commands, entries, diagnostics rendered in the user's language.
nlohmann::json report_json(const CliContext& c, const Roster& roster, const RosterValidator& validator,
                           const RosterReport& report);
/// Reads a roster file, with the usage error ost-cli gives when the argument is missing.
Roster load_roster_argument(const std::vector<std::string>& args, std::size_t index,
                            const char* command);

} // namespace ost::cli
