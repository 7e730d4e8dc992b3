// Atomic file writes: the whole new content or the old file, never a truncated mix.
// Every save of user data (rosters, exported lists, settings files) goes through here.
#pragma once

#include <filesystem>
#include <string_view>

namespace ost {

/// Writes `content` to a temporary file beside `target`, flushes it to disk, then renames it
/// over `target`. Throws EnvironmentError naming the file and the OS reason on failure; the
/// previous file is left untouched then.
void write_file_atomic(const std::filesystem::path& target, std::string_view content);

/// Reads a whole file; throws EnvironmentError naming it when it cannot be read.
std::string read_file(const std::filesystem::path& file);

} // namespace ost
