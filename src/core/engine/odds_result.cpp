// Look-ups into an OddsResult by stable id.
#include "core/engine/odds_result.h"

namespace ost::engine {

const Outcome* OddsResult::outcome(const std::string& id) const {
    for (const auto& o : outcomes) {
        if (o.id == id) {
            return &o;
        }
    }
    return nullptr;
}

const Distribution* OddsResult::distribution(const std::string& id) const {
    for (const auto& [name, d] : distributions) {
        if (name == id) {
            return &d;
        }
    }
    return nullptr;
}

std::optional<long double> OddsResult::expectation(const std::string& id) const {
    for (const auto& [name, v] : expected) {
        if (name == id) {
            return v;
        }
    }
    return std::nullopt;
}

} // namespace ost::engine
