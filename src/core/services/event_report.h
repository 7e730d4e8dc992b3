// Reports of an event's batch check (issue 30): the terminal text, a printable HTML page, CSV for
// spreadsheets and JSON, all in the reader's language, every file on its own line or row.
#pragma once

#include "core/services/event_batch.h"
#include "core/services/event_checker.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

namespace ost {

class Translator;

/// "error: message [code] (clause id: wording)": an event finding on one line.
std::string event_finding_line(const EventFinding& finding, const Translator& translator);

/// One line per finding of a row: validator findings as format_diagnostic() prints them, event
/// findings as "error: message [code] (clause id: wording)", then "same roster as …" and
/// "same player as …" lines.
std::vector<std::string> batch_row_findings(const BatchRow& row, const Translator& translator);

/// Turns a rules section id into its title in the reader's language (RulesService::title).
using RuleTitle = std::function<std::string(const std::string& rule_id)>;

/// An event finding in a player's words: "Error: message (the event's rule: wording)", no code.
std::string event_finding_player_line(const EventFinding& finding, const Translator& translator);

/// The row's findings in a player's words (the app's Organiser): "Error: message — see «title»"
/// with the rules section's title from `rule_title`, a renamed unit by its name, the event's
/// findings as event_finding_player_line(), then the duplicates; no finding code, no id.
std::vector<std::string> batch_row_player_findings(const BatchRow& row, const Translator& translator,
                                                   const RuleTitle& rule_title);

/// "legal — Sumer and Akkad, 200/200 points, 12 units, fingerprint ABCD-1234 (roster file)" or
/// "unreadable — why": the head line of a row, after its file name.
std::string batch_row_summary(const BatchRow& row, const Translator& translator);

/// "6 files: 2 legal, 2 illegal, 2 unreadable; 1 duplicate."
std::string batch_summary(const BatchResult& result, const Translator& translator);

/// The report as text: the event and its clauses, what is wrong with the event itself, one
/// block per file (head line, then its findings indented), the players without a list and the
/// summary.
std::string event_report_text(const EventChecker& checker, const BatchResult& result,
                              const Translator& translator);

/// A standalone printable HTML page: the same content as a table, one row per file, with the
/// verdicts coloured; every text from the files, the event or the data is HTML-escaped.
std::string event_report_html(const EventChecker& checker, const BatchResult& result,
                              const Translator& translator);

/// CSV (RFC 4180, comma, header row, UTF-8): file, format, verdict, player, list, points, army
/// size, units, fingerprint, findings (" | " between them), duplicates. A text cell starting with
/// =, +, - or @ is prefixed with an apostrophe, so a spreadsheet never runs it as a formula.
std::string event_report_csv(const BatchResult& result, const Translator& translator);

/// The report as JSON: {"event", "problems", "files": [{"file", "format", "verdict", "why"?,
/// "list", "player", "points", "army_size", "units", "fingerprint", "findings": [{"severity",
/// "code", "message", "rule"? | "clause", "clause_text"}], "same_roster_as", "same_player_as"}],
/// "missing_players", "summary"}.
nlohmann::ordered_json event_report_json(const EventChecker& checker, const BatchResult& result,
                                         const Translator& translator);

} // namespace ost
