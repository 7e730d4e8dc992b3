// Where a finding or an input error is: a file with an optional line and column.
// Rendered as the familiar "file:line:column" by both front ends.
#pragma once

#include <string>

namespace ost {

/// A place in user input. Line and column are 1-based; 0 means unknown.
struct Location {
    std::string file;
    int line = 0;
    int column = 0;

    bool empty() const { return file.empty() && line == 0; }
    /// "file:line:column", omitting the unknown parts.
    std::string to_string() const;
};

/// Computes the 1-based line and column of a byte offset inside `buffer` (columns count UTF-8
/// code points, as editors do).
Location location_at(const std::string& file, const char* buffer, std::size_t size,
                     std::size_t offset);

} // namespace ost
