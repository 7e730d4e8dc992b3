// Text that enters Ost from the user (CLI arguments, GUI fields) as the services take it:
// well-formed UTF-8 only, so nothing stored can later break a listing or a --json output.
#pragma once

#include "core/support/text.h"

#include <string_view>

namespace ost {

/// Throws InvalidInputError when `text` is not well-formed UTF-8, naming `what` (e.g. "the
/// roster's name") and the 1-based byte where it stops being text, with the bytes shown as
/// \xNN. Services call it on every name and note they are given, so both front ends share it.
void require_utf8(std::string_view text, const Text& what);

} // namespace ost
