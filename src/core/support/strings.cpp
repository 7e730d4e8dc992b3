// Small string helpers shared by the readers and the rules code.
// See strings.h.
#include "core/support/strings.h"

namespace ost {

std::string_view trim(std::string_view s) {
    constexpr std::string_view kSpace = " \t\r\n";
    const auto begin = s.find_first_not_of(kSpace);
    if (begin == std::string_view::npos) {
        return {};
    }
    const auto end = s.find_last_not_of(kSpace);
    return s.substr(begin, end - begin + 1);
}

} // namespace ost
