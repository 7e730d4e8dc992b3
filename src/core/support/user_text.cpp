// require_utf8: the one check of typed text, shared by the services of both front ends.
#include "core/support/user_text.h"

#include "core/support/error.h"
#include "core/support/strings.h"

namespace ost {

void require_utf8(std::string_view text, const Text& what) {
    if (const auto bad = invalid_utf8_offset(text); bad != std::string_view::npos) {
        throw InvalidInputError(TR_("{0} (\"{1}\") holds bytes that are not UTF-8 text, at byte {2}.")
                                    .arg(what)
                                    .arg(escape_invalid_utf8(text))
                                    .arg(bad + 1));
    }
}

} // namespace ost
