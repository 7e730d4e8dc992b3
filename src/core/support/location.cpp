// Location formatting and offset-to-line/column conversion.
// Used by every parser so errors point where editors expect.
#include "core/support/location.h"

#include <algorithm>

namespace ost {

std::string Location::to_string() const {
    std::string out = file;
    if (line > 0) {
        out += (out.empty() ? "" : ":") + std::to_string(line);
        if (column > 0) {
            out += ":" + std::to_string(column);
        }
    }
    return out;
}

Location location_at(const std::string& file, const char* buffer, std::size_t size,
                     std::size_t offset) {
    Location loc{file, 1, 1};
    offset = std::min(offset, size);
    for (std::size_t i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(buffer[i]);
        if (c == '\n') {
            ++loc.line;
            loc.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++loc.column;
        }
    }
    return loc;
}

} // namespace ost
