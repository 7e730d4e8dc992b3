// Small string helpers shared by the readers and the rules code (no locale, no allocation).
// Keep this tiny: anything language-aware belongs in support/text_fold.h.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ost {

/// `s` without leading and trailing ASCII white space (space, tab, CR, LF). The view points into
/// `s`, so it lives as long as the text it was taken from.
std::string_view trim(std::string_view s);

/// The one rule for names and notes, on read and on write: text made only of white space
/// (space, tab, CR, LF) is empty ("no name"); any other text is kept as it is, spaces included.
/// The XML parser drops white-space-only text the same way, and the readers and the editors all
/// apply this, so what is written reads back unchanged.
std::string canonical_text(std::string_view s);

/// Byte offset of the first byte of `s` that is not part of well-formed UTF-8 (RFC 3629: no
/// overlong forms, no surrogates, nothing above U+10FFFF), or std::string_view::npos when all of
/// `s` is valid. Readers use it to refuse invalid text with its location.
std::size_t invalid_utf8_offset(std::string_view s);

/// Whether code point `c` is a control character a name or a text may not hold: C0 other than
/// tab, line feed and carriage return, DEL and the C1 controls (U+0080–U+009F). The XML readers,
/// the writers and the typed-text check share this one rule.
bool forbidden_control(char32_t c);

/// Byte offset of the first forbidden control character of UTF-8 text `s` (forbidden_control),
/// or std::string_view::npos. Bytes that are not UTF-8 are not looked at (invalid_utf8_offset).
std::size_t control_character_offset(std::string_view s);

/// `s` with every byte that is not part of well-formed UTF-8 written as "\xNN", so stored text
/// from older versions can always be shown and printed as JSON.
std::string escape_invalid_utf8(std::string_view s);

/// Base64 of `bytes` (RFC 4648): the standard alphabet with '=' padding, or with `url` the
/// base64url alphabet ('-', '_') without padding, as roster sharing codes use it.
std::string base64_encode(std::string_view bytes, bool url);

/// `text` with &, <, >, " escaped for HTML (the rules pages, the army sheet, the front ends' pages).
std::string html_escape(std::string_view text);

} // namespace ost
