// Writes event profiles in the .ostevent XML format (canonical: fixed order, two-space indent);
// read_event(write_event(e)) == e.
#pragma once

#include "core/model/event_profile.h"

#include <filesystem>
#include <string>

namespace ost {

/// The canonical XML text of `event`. Throws InvalidInputError when a name, the deadline or a
/// player holds a control character, or a year window is reversed.
std::string write_event(const EventProfile& event);
/// Writes `event` to `file` atomically; EnvironmentError naming the file.
void save_event_file(const std::filesystem::path& file, const EventProfile& event);

} // namespace ost
