// Imports an army list typed in a spreadsheet and saved as CSV or TSV (UTF-8 or Latin-1; comma,
// semicolon or tab; French exports with ';' and decimal commas): one line of the list per row.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/support/diagnostic.h"

#include <string>
#include <vector>

namespace ost {

/// What the header row was understood as (shown as a preview before importing).
struct SpreadsheetColumn {
    std::string header; ///< as written
    std::string field;  ///< "name", "name-fr", "name-en", "id", "troop-type", "capabilities",
                        ///< "points", "min", "max", "from", "to", "dates", "group", "role",
                        ///< "note", "stat:<field id>"; empty when the column is not used
};

struct SpreadsheetImport {
    ArmyList list;
    std::vector<SpreadsheetColumn> columns;
    char delimiter = ',';
    bool latin1 = false; ///< the bytes were not UTF-8 and were read as Latin-1 (Windows-1252)
    /// One warning per row not taken (`spreadsheet.row-*`, with its line number) and per column
    /// not used (`spreadsheet.column-unused`, line 1).
    Diagnostics report;
};

/// Reads `bytes` (named `file` in messages) into a list `list_id` of `system` named `list_name`.
/// The first non-empty row is the header; headers are matched in French or English, without
/// case or accents (Nom/Name, Type de troupe/Troop type, Capacités/Capabilities, Points/Coût,
/// Min, Max, Début/From, Fin/To, Dates, Groupe/Group, Rôle/Role, Note), and any header naming a
/// field of the system's stat line (Catégorie, Attacks…) fills that stat. A row that cannot
/// become a valid line (no name, a number that is not whole, min above max, an unknown troop
/// type, capability, group or role…) is left out and reported with its line number; the rows
/// taken always make a list that read_army_list() accepts. Throws InvalidInputError when there
/// is no header row or no column gives the names.
SpreadsheetImport import_spreadsheet(const std::string& bytes, const std::string& file, const GameSystem& system,
                                     const std::string& list_id, const std::string& list_name);

/// `bytes` as UTF-8: unchanged (without a byte-order mark) when they are valid UTF-8, else
/// decoded as Windows-1252 (Latin-1 with the 0x80–0x9F printable characters). `latin1` tells which.
std::string spreadsheet_text_to_utf8(const std::string& bytes, bool& latin1);

} // namespace ost
