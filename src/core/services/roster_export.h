// Roster exports: compact plain text for forums and tournament submission, and a printable HTML
// page with stat lines and a glossary of the special rules used. Both in the user's language.
#pragma once

#include "core/model/roster.h"
#include "core/validation/roster_validator.h"

#include <string>

namespace ost {

class Translator;

/// Plain text: title, system/list/size, entries grouped by command (ADLG), identical entries
/// merged into one "N × name" line with their points, then the totals (points, units, break
/// point or cohesion, command points) and, when illegal, the number of errors. Data names are in
/// the translator's language.
std::string export_roster_text(const Roster& roster, const RosterValidator& validator,
                               const RosterReport& report, const Translator& translator);

/// A standalone HTML page for printing: the same header and totals, one table per command with
/// the stat line of every entry (the columns of the system's unit profile), the options and
/// magic items, the findings when the roster is illegal, and an alphabetical glossary of the
/// special rules used with their summaries and rules-reference section ids. Every text is
/// HTML-escaped.
std::string export_roster_html(const Roster& roster, const RosterValidator& validator,
                               const RosterReport& report, const Translator& translator);

} // namespace ost
