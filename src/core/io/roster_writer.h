// Writes rosters in the .ostr XML format (canonical form: fixed order, two-space indent), to text
// and atomically to files. read_roster(write_roster(r)) == r, and canonical files re-write
// byte-exact.
#pragma once

#include "core/model/roster.h"

#include <filesystem>
#include <string>

namespace ost {

/// The canonical XML text of `roster`. Throws InvalidInputError when a name or note holds a
/// control character (XML cannot carry it; tab and line feed are fine) or an id is empty.
std::string write_roster(const Roster& roster);
/// The same document without declaration, indentation or line breaks between elements (element
/// text is kept as is): the smallest text read_roster_text() reads back to the same roster. Used
/// by the sharing code (roster_code.h). Same errors as write_roster.
std::string write_roster_compact(const Roster& roster);
/// Writes `roster` to `file` atomically (the previous file stays intact on failure).
/// Throws EnvironmentError naming the file.
void save_roster_file(const std::filesystem::path& file, const Roster& roster);

} // namespace ost
