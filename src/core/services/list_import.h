// Reads army lists from the files players already have: Ost list XML, spreadsheets (CSV/TSV) and
// BattleScribe data (.gst/.cat/.gstz/.catz), for `ost-cli my-lists import` and the app.
#pragma once

#include "core/model/army_list.h"
#include "core/support/diagnostic.h"

#include <filesystem>
#include <optional>
#include <string>

namespace ost {

class Session;

/// The kinds of list files, told by the file name's extension.
enum class ListFileKind { OstXml, Spreadsheet, BattleScribe };

/// `.xml` → OstXml; `.csv`, `.tsv`, `.txt` → Spreadsheet; `.gst`, `.cat`, `.gstz`, `.catz` →
/// BattleScribe (case-insensitive); nullopt otherwise.
std::optional<ListFileKind> list_file_kind(const std::filesystem::path& file);

struct ListImportOptions {
    std::string system_id; ///< required for spreadsheets and BattleScribe data
    std::string list_id;   ///< empty: from the file (spreadsheet: its name; BattleScribe: the catalogue)
    std::string name;      ///< spreadsheets: the list's name (empty: the file name)
};

/// A list read from a file, with what did not carry over (spreadsheet rows left out,
/// BattleScribe constructs without an Ost equivalent), each located in the file.
struct ConvertedList {
    ArmyList list;
    Diagnostics report;
};

/// Reads `file` into a list of the chosen system. Spreadsheet lines without points get the
/// catalogue cost (catalogue_cost.h). A BattleScribe catalogue needs its game system (.gst or
/// .gstz) in the same folder. Throws InvalidInputError (located when it can be): unknown
/// extension or system, a system missing for a spreadsheet or BattleScribe file, an unreadable
/// file, the game system not found beside a catalogue.
ConvertedList convert_list_file(Session& session, const std::filesystem::path& file,
                                const ListImportOptions& options);

} // namespace ost
