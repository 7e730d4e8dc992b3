// require_utf8 and require_typed_text: the one check of typed text, shared by the services of
// both front ends.
#include "core/support/user_text.h"

#include "core/support/error.h"
#include "core/support/strings.h"

#include <cstdio>

namespace ost {

void require_utf8(std::string_view text, const Text& what) {
    if (const auto bad = invalid_utf8_offset(text); bad != std::string_view::npos) {
        throw InvalidInputError(TR_("{0} (\"{1}\") holds bytes that are not UTF-8 text, at byte {2}.")
                                    .arg(what)
                                    .arg(escape_invalid_utf8(text))
                                    .arg(bad + 1));
    }
}

void require_typed_text(std::string_view text, const Text& what) {
    require_utf8(text, what);
    const auto bad = control_character_offset(text);
    if (bad == std::string_view::npos) {
        return;
    }
    // A C1 control is two bytes (C2 80–9F); the others are one.
    const auto first = static_cast<unsigned char>(text[bad]);
    const unsigned code = first == 0xC2 ? static_cast<unsigned char>(text[bad + 1]) : first;
    char hex[8];
    std::snprintf(hex, sizeof hex, "%04X", code);
    std::size_t position = 1; // characters, not bytes: what the player counts
    for (std::size_t i = 0; i < bad; ++i) {
        position += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 ? 1 : 0;
    }
    throw InvalidInputError(TR_("{0} holds an invisible control character (U+{1}) at character {2}: remove "
                                "it. Names and texts may hold tabs and line breaks, but no other control "
                                "character.")
                                .arg(what)
                                .arg(std::string(hex))
                                .arg(static_cast<long long>(position)));
}

} // namespace ost
