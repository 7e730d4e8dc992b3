// Small string helpers shared by the readers and the rules code (no locale, no allocation).
// Keep this tiny: anything language-aware belongs in support/text_fold.h.
#pragma once

#include <string_view>

namespace ost {

/// `s` without leading and trailing ASCII white space (space, tab, CR, LF). The view points into
/// `s`, so it lives as long as the text it was taken from.
std::string_view trim(std::string_view s);

} // namespace ost
