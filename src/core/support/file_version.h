// What a file held when Ost read it (size, modification time, content hash), so a later save can
// tell whether another program changed the file meanwhile and refuse to overwrite that change.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace ost {

/// The identity of one state of a file: its size, modification time (nanoseconds) and a 64-bit
/// FNV-1a hash of its bytes. Two versions are the same file content when same_content() says so.
struct FileVersion {
    std::uintmax_t size = 0;
    std::int64_t modified_ns = 0;
    std::uint64_t hash = 0;

    bool operator==(const FileVersion&) const = default;
    /// True when both versions hold the same bytes (size and hash; the time may differ, e.g. a
    /// file touched or saved again unchanged by another program).
    bool same_content(const FileVersion& other) const { return size == other.size && hash == other.hash; }
    /// "size:modified_ns:hash", for keeping the version in the settings; parse() reads it back.
    std::string to_string() const;
    /// The version to_string() wrote, or nullopt when `text` is not one.
    static std::optional<FileVersion> parse(std::string_view text);
};

/// The 64-bit FNV-1a hash of `bytes` (stable across runs and machines).
std::uint64_t content_hash(std::string_view bytes);

/// A file's text with the version it had when it was read: both come from the same open file,
/// so the version describes exactly the bytes returned.
struct VersionedText {
    std::string text;
    FileVersion version;
};

/// Reads `file` as read_file() does (same checks, limit and errors) and returns its version too.
VersionedText read_file_versioned(const std::filesystem::path& file);

/// The version `file` has now; nullopt when it does not exist. Errors as read_file().
std::optional<FileVersion> current_file_version(const std::filesystem::path& file);

} // namespace ost
