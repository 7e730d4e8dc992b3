// The character-level checks every XML file passes before pugixml parses it: control characters
// and character or entity references that would decode to no character, or to a silently wrong one.
#pragma once

#include "core/support/text.h"

#include <cstddef>
#include <optional>
#include <string_view>

namespace ost {

/// A refused spot of an XML text: its byte offset and why, in the player's words.
struct XmlTextProblem {
    std::size_t offset = 0;
    Text why;
};

/// The first problem of UTF-8 XML `text`, or nothing: a forbidden control character anywhere
/// (strings.h forbidden_control), or, outside comments, CDATA sections, processing instructions
/// and the DOCTYPE, a reference pugixml would decode wrongly: `&#0;` (cuts the text), a
/// surrogate, a value above U+10FFFF (or one that wraps around), a control character, an
/// incomplete `&#…` or an entity other than the five XML defines. Linear in the text.
std::optional<XmlTextProblem> find_xml_text_problem(std::string_view text);

} // namespace ost
