// Atomic file writes: the whole new content or the old file, never a truncated mix.
// Every save of user data (rosters, exported lists, settings files) goes through here.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <sys/stat.h>

namespace ost {

/// Writes `content` to a temporary file beside `target`, flushes it to disk, then renames it
/// over `target`. Throws EnvironmentError naming the file and the OS reason on failure; the
/// previous file is left untouched then. When `target` is a symbolic link, the file it points
/// to is replaced and the link kept; an existing file keeps its permission bits (a new one gets
/// 0666 less the umask). Temporary files of this target left by an interrupted save (older than
/// a minute, so a parallel save is never disturbed) are removed first.
void write_file_atomic(const std::filesystem::path& target, std::string_view content);

/// Makes a write past the system's file size limit (`ulimit -f`) fail with EFBIG, which the
/// saves and the database tell as "a file size limit" (StorageCause::FileTooLarge), instead of
/// the SIGXFSZ signal killing the program mid-save. Both front ends call it first thing.
void report_file_size_limit_as_error();

/// Largest file read_file() accepts (64 MiB), counted on the bytes actually read: every file Ost
/// reads (lists, rosters, scenarios, wm-selector files) is far smaller. Defined here because the
/// support layer cannot see model; listed with the other limits in core/model/limits.h.
inline constexpr std::uintmax_t kMaxReadBytes = 64u * 1024u * 1024u;

/// Reads a whole file; throws EnvironmentError naming it when it cannot be opened or read, and
/// InvalidInputError naming it when it is no regular file (a folder, a device such as /dev/zero,
/// a FIFO: refused at once, never read nor waited on) or holds more than `limit` bytes (counted
/// as read, not only as stat() says). When `opened` is not null it receives what fstat() said of
/// the file read (its size and modification time before reading).
std::string read_file(const std::filesystem::path& file, std::uintmax_t limit = kMaxReadBytes,
                      struct stat* opened = nullptr);

/// Throws InvalidInputError naming `file` unless it is a regular file (after symbolic links),
/// EnvironmentError when it cannot be examined: for readers handing a path to a library.
void require_regular_file(const std::filesystem::path& file);
/// The same check on what stat() returned for `file`.
void require_regular_file(const std::filesystem::path& file, const struct stat& info);

} // namespace ost
