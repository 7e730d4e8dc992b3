// The documents' files and codes as the front ends use them (issue 25: they include services
// only): rosters (.ostr files, sharing codes, fingerprints), army lists and event profiles.
#pragma once

#include "core/model/army_list.h"
#include "core/model/event_profile.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace ost {

/// Reads a roster file (.ostr). Throws InvalidInputError located (file:line:column) at the first
/// problem (io/roster_reader.h); references to the data are not checked here.
Roster load_roster(const std::filesystem::path& file);
/// Writes `roster` to `file` atomically (the previous file stays intact on failure). Throws
/// InvalidInputError for a roster that cannot be written, EnvironmentError naming the file.
void store_roster(const std::filesystem::path& file, const Roster& roster);
/// The roster's sharing code ("ost1." then base64url, io/roster_code.h). Throws InvalidInputError
/// when the roster cannot be written or is too large for a code.
std::string sharing_code(const Roster& roster);
/// The roster a sharing code holds. Throws InvalidInputError saying what is wrong with the code.
Roster roster_from_sharing_code(std::string_view code);
/// The roster's fingerprint "XXXX-XXXX" (io/roster_fingerprint.h): the same for the same content.
std::string fingerprint_of(const Roster& roster);

/// The XML text of an army list, as the list editor keeps and saves it.
std::string army_list_text(const ArmyList& list);
/// An army list of `system` from its XML `text` (named `name` in messages). Throws
/// InvalidInputError located at the first problem.
ArmyList army_list_from_text(std::string text, std::string name, const GameSystem& system);
/// Writes `list` to `file` atomically. Throws EnvironmentError naming the file.
void store_army_list(const std::filesystem::path& file, const ArmyList& list);

/// Reads an event profile (.ostevent). Throws InvalidInputError located at the first problem.
EventProfile load_event(const std::filesystem::path& file);
/// An event profile from its XML `text` (named `name` in messages); the same checks as a file.
EventProfile event_from_text(std::string text, std::string name);
/// The XML text of an event profile.
std::string event_text(const EventProfile& event);
/// Writes `event` to `file` atomically. Throws EnvironmentError naming the file.
void store_event(const std::filesystem::path& file, const EventProfile& event);

} // namespace ost
