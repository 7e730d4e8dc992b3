// Roster exports: compact plain text for forums and tournament submission, and a printable HTML
// page with stat lines and a glossary of the special rules used. Both in the user's language.
#pragma once

#include "core/model/roster.h"
#include "core/services/roster_figures.h"
#include "core/support/text.h"
#include "core/validation/roster_validator.h"

#include <string>

namespace ost::reference {
class RulesService;
}

namespace ost {

class Translator;

/// The verdict every export and the CLI print: "Legal army." or "NOT LEGAL: N errors.", with the
/// caveat next to it when the report rests on figures not confirmed for the current edition
/// (RosterReport::unconfirmed_data), so unconfirmed data is never called legal without it.
Text roster_verdict(const RosterReport& report);
/// The same verdict in two parts for a header with little room (the app's roster page): the
/// headline ("Legal army." / "NOT LEGAL: 3 errors.") and the caveat on unconfirmed figures
/// (empty when the figures are confirmed). Never show the headline without the caveat.
Text roster_verdict_headline(const RosterReport& report);
Text roster_verdict_caveat(const RosterReport& report);

/// Plain text (the army sheet for forums and organisers): the roster's name, system/list/size
/// (no size for systems without points), player/event/date when given, the data's edition and
/// source; then per command (ADLG) one line per kind of unit with its own cost — an entry
/// whose units differ (an option on some, a magic item on one) is split so each line says what
/// it carries, and identical units of several entries are grouped ("4 × Halberdiers — 4 × 55 =
/// 220 pts"); then the totals (points, units, break point or cohesion, command points) and
/// roster_verdict(), and last the roster's sharing code (roster_code.h). Data names are in the
/// translator's language.
std::string export_roster_text(const Roster& roster, const RosterValidator& validator,
                               const RosterReport& report, const Translator& translator);

/// The army sheet, a standalone HTML page for printing (one A4 page for a typical list): the
/// same header and totals, the sharing code as a QR code (a PNG data URI) and as text top right,
/// one table per command with the stat line of every entry (the columns of the system's unit
/// profile, ids shown by their names, glossary terms linked to the glossary part), its options
/// and magic items and links to the texts it uses; the findings when illegal; then, quoted
/// from the rules digest through `rules` (ArmySheet), the full text of every special rule,
/// mount, magic item and spell list used, each once, and the glossary terms with the sections
/// explaining them. Without `rules` the texts are the data's own summaries. Every text taken
/// from the roster or the data is HTML-escaped.
std::string export_roster_html(const Roster& roster, const RosterValidator& validator,
                               const RosterReport& report, const Translator& translator,
                               const reference::RulesService* rules = nullptr);

} // namespace ost
