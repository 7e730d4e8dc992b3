// Atomic file writes: the whole new content or the old file, never a truncated mix.
// Every save of user data (rosters, exported lists, settings files) goes through here.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace ost {

/// Writes `content` to a temporary file beside `target`, flushes it to disk, then renames it
/// over `target`. Throws EnvironmentError naming the file and the OS reason on failure; the
/// previous file is left untouched then. When `target` is a symbolic link, the file it points
/// to is replaced and the link kept; an existing file keeps its permission bits (a new one gets
/// 0666 less the umask). Temporary files of this target left by an interrupted save (older than
/// a minute, so a parallel save is never disturbed) are removed first.
void write_file_atomic(const std::filesystem::path& target, std::string_view content);

/// Largest file read_file() accepts (64 MiB): every file Ost reads (lists, rosters, rulebooks,
/// wm-selector files) is far smaller; a larger one is refused before it is loaded into memory.
inline constexpr std::uintmax_t kMaxReadBytes = 64u * 1024u * 1024u;

/// Reads a whole file; throws EnvironmentError naming it when it cannot be read, and
/// InvalidInputError when it is larger than kMaxReadBytes.
std::string read_file(const std::filesystem::path& file);

} // namespace ost
