// Yes/no facts of a unit that may be partly unknown.
// Unknown flags are what make a verdict `depends` instead of a guess.
#include "core/engine/legality/situation.h"

namespace ost::engine::legality {

std::optional<bool> Flags::has(const std::string& id) const {
    if (on.count(id) != 0) {
        return true;
    }
    if (off.count(id) != 0 || complete) {
        return false;
    }
    return std::nullopt;
}

} // namespace ost::engine::legality
