// Reads roster files (.ostr, XML with a format version) into the Roster model, with located
// errors; the same reader loads the documents stored in the user DB. Format: README "Roster files".
#pragma once

#include "core/io/xml_document.h"
#include "core/model/roster.h"

#include <filesystem>
#include <string>

namespace ost {

/// The newest roster file format version this Ost reads and writes. Format 2 adds the optional
/// <player>, <event> and <date> elements; a roster without them is still written as format 1, so
/// older versions of Ost keep reading it.
inline constexpr int kRosterFormatVersion = 2;
/// The file name extension of roster files.
inline constexpr const char* kRosterExtension = ".ostr";

/// Parses the `<roster>` root of `doc`. Throws InvalidInputError located (file:line:column) at
/// the first problem: wrong root, missing or newer format version, unknown element or attribute,
/// missing or malformed id, duplicate entry or command id, count or size not a positive whole
/// number. References (units, commands, attachment targets) are NOT checked here: a roster whose
/// units left the data still opens, and RosterValidator flags them.
Roster read_roster(const XmlDocument& doc);
/// Reads a roster file (or text named `name`); same errors as read_roster.
Roster read_roster_file(const std::filesystem::path& file);
Roster read_roster_text(std::string text, std::string name);

} // namespace ost
