// Text that enters Ost from the user (CLI arguments, GUI fields) as the services take it:
// well-formed UTF-8 without control characters, so nothing stored or saved cannot be read back.
#pragma once

#include "core/support/text.h"

#include <string_view>

namespace ost {

/// Throws InvalidInputError when `text` is not well-formed UTF-8, naming `what` (e.g. "the
/// roster's name") and the 1-based byte where it stops being text, with the bytes shown as
/// \xNN. Services call it on every name and note they are given, so both front ends share it.
void require_utf8(std::string_view text, const Text& what);

/// require_utf8, then the XML readers' and writers' rule on control characters
/// (strings.h forbidden_control: no C0 but tab, line feed and carriage return, no DEL, no C1):
/// InvalidInputError naming `what`, the character (U+0007) and its 1-based position. The
/// editors (RosterEditor, ListEditor) call it on every name and note as it is typed, so a text
/// the save would refuse is refused at entry, with the field it is in.
void require_typed_text(std::string_view text, const Text& what);

} // namespace ost
