// The limits of army-list lines for the pages, over the validator's scaling.
// See list_limits.h.
#include "core/services/list_limits.h"

#include "core/validation/army_limits.h"

namespace ost {

ScaledLimits line_limits(const GameSystem& system, const UnitEntry& unit, std::optional<int> army_size) {
    return army_size ? unit_limits(system, unit, *army_size) : ScaledLimits{unit.min, unit.max};
}

ScaledLimits line_limits(const GameSystem& system, const ChoiceGroup& group, std::optional<int> army_size) {
    return army_size ? group_limits(system, group, *army_size) : ScaledLimits{group.min, group.max};
}

std::optional<int> commands_at(const GameSystem& system, int army_size) { return commands_for(system, army_size); }

} // namespace ost
