// The limits of one army-list line (or either/or group) at one army size: what the validator
// applies (validation/army_limits.h) and the pages show (services/list_limits.h).
#pragma once

#include <optional>

namespace ost {

/// Limits that apply to one line (or group) for one army size. nullopt = no limit.
struct ScaledLimits {
    std::optional<int> min;
    std::optional<int> max;
    bool operator==(const ScaledLimits&) const = default;
};

} // namespace ost
