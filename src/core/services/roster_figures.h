// The figures of a roster (points, units, break point, cohesion, commands, command points, camp,
// year) as labelled data: the roster header, `ost-cli validate`/`roster show` and every export.
#pragma once

#include "core/model/roster.h"
#include "core/support/text.h"
#include "core/validation/roster_validator.h"

#include <string>
#include <vector>

namespace ost {

class Translator;

/// One figure of a roster. The front ends lay figures out (a line, a table, a tooltip) but never
/// compute or word one: the label, the value and the explanation are all here, translatable.
struct RosterFigure {
    std::string id;   ///< stable: "points", "units", "break-point", "cohesion", "commands",
                      ///< "command-points", "camp", "year"
    Text label;       ///< "Points", "Break point"…
    Text value;       ///< "1955/2000", "21", "AD 1200"
    Text explanation; ///< optional ("45 pts left", "part of the points"); empty when none
};

/// The figures of `roster` as `report` (from `validator`) computes them, in display order; only
/// those the roster's system has (break point for WME, cohesion and commands for ADLG, the camp
/// when the roster has one, the year when it is chosen).
std::vector<RosterFigure> roster_figures(const Roster& roster, const RosterValidator& validator,
                                         const RosterReport& report);

/// One option or upgrade an entry takes, as the roster tree, the inspector's points line and
/// `ost-cli roster show` show it (issue 29: "Pavois ×8 (+8)").
struct EntryOptionFigure {
    std::string id;
    Text name;   ///< the option's name (its id when the list no longer has it)
    int count = 0; ///< units taking it
    int points = 0; ///< what it adds at the roster's size: count × its points
    /// "Pavois ×8 (+8)"; "Pavois ×8" when it costs nothing.
    Text text() const;
};

/// The options `entry` takes, in its order, with the points they add at `army_size` (the same
/// figures RosterValidator::entry_points() adds up).
std::vector<EntryOptionFigure> entry_option_figures(const RosterEntry& entry, const RosterValidator& validator,
                                                    int army_size);

/// The plain-text layout the CLI and the text export share: "Label: value (explanation)" joined
/// by " · ", in the translator's language.
std::string figures_line(const std::vector<RosterFigure>& figures, const Translator& translator);

} // namespace ost
