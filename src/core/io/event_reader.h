// Reads event profiles (.ostevent, XML with a format version) into EventProfile, with located
// errors. Format: lists/README.md "Event profiles".
#pragma once

#include "core/io/xml_document.h"
#include "core/model/event_profile.h"

#include <filesystem>
#include <string>

namespace ost {

/// The event profile format version this Ost reads and writes.
inline constexpr int kEventFormatVersion = 1;
/// The file name extension of event profiles.
inline constexpr const char* kEventExtension = ".ostevent";

/// Parses the `<event>` root of `doc`. Throws InvalidInputError located (file:line:column) at the
/// first problem: wrong root, missing or newer format, unknown element or attribute, a malformed
/// id, a size or year out of range, a date window whose start is after its end, no name, a clause
/// or player given twice, more clauses of one kind than kMaxEventClauses or more players than
/// kMaxEventPlayers. Ids are not checked against the data (the checker reports unknown ones).
EventProfile read_event(const XmlDocument& doc);
/// Reads an event file (or text named `name`); same errors as read_event.
EventProfile read_event_file(const std::filesystem::path& file);
EventProfile read_event_text(std::string text, std::string name);

} // namespace ost
