// SQLite file URIs with percent-encoding and the busy-error test used by retry_while_busy.
// Kept in storage: nothing else speaks to SQLite.
#include "core/storage/sqlite_access.h"

#include <sqlite3.h>

namespace ost::storage {

std::string sqlite_file_uri(const std::filesystem::path& file, std::string_view query) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    // Absolute, and with an empty authority ("file:///…"), so a path starting with "//" cannot be
    // read as a host name.
    std::error_code ec;
    auto absolute = std::filesystem::absolute(file, ec);
    if (ec) {
        absolute = file;
    }
    std::string uri = absolute.is_absolute() ? "file://" : "file:";
    for (const char c : absolute.generic_string()) {
        const auto b = static_cast<unsigned char>(c);
        const bool plain = (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') ||
                           (b >= '0' && b <= '9') || b == '-' || b == '_' || b == '.' || b == '~' ||
                           b == '/';
        if (plain) {
            uri += c;
        } else {
            uri += '%';
            uri += kHex[b >> 4];
            uri += kHex[b & 0xF];
        }
    }
    if (!query.empty()) {
        uri += '?';
        uri += query;
    }
    return uri;
}

bool is_busy(const SQLite::Exception& e) noexcept {
    const int code = e.getErrorCode() & 0xFF;
    return code == SQLITE_BUSY || code == SQLITE_LOCKED;
}

std::string like_containing(std::string_view text) {
    std::string out = "%";
    for (const char c : text) {
        if (c == '%' || c == '_' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    return out + "%";
}

} // namespace ost::storage
