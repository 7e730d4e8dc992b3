// The "open lists" booklet of an event (issue 30): a contents page, then every readable roster's
// army sheet on pages of its own, as one HTML document a front end prints or saves as PDF.
#pragma once

#include "core/services/event_batch.h"
#include "core/services/event_checker.h"

#include <string>
#include <vector>

namespace ost {

class Translator;

/// The rows of `result` the booklet prints, in report order: every file read as a roster
/// (legal or not; unreadable files have no sheet).
std::vector<const BatchRow*> booklet_rows(const BatchResult& result);

/// The booklet as one HTML document: a title page with the event's name and a table of contents
/// (sheet number, file, player, list, points, verdict, fingerprint), then each sheet of `sheets`
/// (one full army sheet page per booklet_rows() row, in that order: export_roster_html()) from a
/// new page ("page-break-before:always"), under a line naming its number, file and fingerprint.
/// Only each sheet's <body> is kept. Throws InvalidInputError when `sheets` does not match the
/// rows.
std::string event_booklet_html(const EventChecker& checker, const BatchResult& result,
                               const std::vector<std::string>& sheets, const Translator& translator);

} // namespace ost
