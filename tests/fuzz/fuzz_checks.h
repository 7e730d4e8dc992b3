// Invariant checks shared by the fuzz targets: well-formed UTF-8 out, and HTML whose every tag
// is one the renderer writes itself (a tag typed in the input must come out escaped).
#pragma once

#include "core/support/strings.h"

#include <cstdlib>
#include <initializer_list>
#include <string>
#include <string_view>

namespace ost::fuzz {

/// Aborts (a finding) when `text` is not well-formed UTF-8.
inline void require_utf8(std::string_view text) {
    if (ost::invalid_utf8_offset(text) != std::string_view::npos) {
        std::abort();
    }
}

/// Aborts when a '<' of `html` does not open or close one of `tags` (attributes allowed after a
/// space), or when an attribute value holds a raw '<': the input's own markup was not escaped.
inline void require_only_tags(std::string_view html, std::initializer_list<std::string_view> tags) {
    std::size_t at = 0;
    while ((at = html.find('<', at)) != std::string_view::npos) {
        const auto end = html.find('>', at);
        if (end == std::string_view::npos) {
            std::abort();
        }
        auto inside = html.substr(at + 1, end - at - 1);
        if (!inside.empty() && inside.front() == '/') {
            inside.remove_prefix(1);
        }
        if (inside.find('<') != std::string_view::npos) {
            std::abort();
        }
        const auto name = inside.substr(0, inside.find_first_of(" /"));
        bool known = false;
        for (const auto tag : tags) {
            known = known || name == tag;
        }
        if (!known) {
            std::abort();
        }
        at = end + 1;
    }
}

} // namespace ost::fuzz
