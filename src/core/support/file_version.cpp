// File versions: size and time from the open file's fstat(), FNV-1a over the bytes read.
// Used by the roster save of the app to refuse overwriting a file changed by another program.
#include "core/support/file_version.h"

#include "core/support/atomic_file.h"

#include <charconv>
#include <system_error>

namespace ost {

std::string FileVersion::to_string() const {
    return std::to_string(size) + ":" + std::to_string(modified_ns) + ":" + std::to_string(hash);
}

std::optional<FileVersion> FileVersion::parse(std::string_view text) {
    FileVersion out;
    const char* at = text.data();
    const char* const end = text.data() + text.size();
    const auto field = [&](auto& value, bool last) {
        const auto [next, ec] = std::from_chars(at, end, value);
        if (ec != std::errc() || (last ? next != end : (next == end || *next != ':'))) {
            return false;
        }
        at = last ? next : next + 1;
        return true;
    };
    if (!field(out.size, false) || !field(out.modified_ns, false) || !field(out.hash, true)) {
        return std::nullopt;
    }
    return out;
}

std::uint64_t content_hash(std::string_view bytes) {
    std::uint64_t hash = 14695981039346656037ull; // FNV-1a offset basis
    for (const unsigned char c : bytes) {
        hash ^= c;
        hash *= 1099511628211ull; // FNV-1a prime
    }
    return hash;
}

VersionedText read_file_versioned(const std::filesystem::path& file) {
    struct stat info {};
    VersionedText out;
    out.text = read_file(file, kMaxReadBytes, &info);
    out.version.size = out.text.size();
    out.version.modified_ns = static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
    out.version.hash = content_hash(out.text);
    return out;
}

std::optional<FileVersion> current_file_version(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec) && !ec) {
        return std::nullopt;
    }
    return read_file_versioned(file).version;
}

} // namespace ost
