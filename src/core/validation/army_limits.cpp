// Army-size scaling of list limits (WME per 1000 points, ADLG size table).
// The figures and why they were chosen are in lists/README.md, "Scaling".
#include "core/validation/army_limits.h"

#include "core/support/error.h"

#include <algorithm>

namespace ost {

namespace {
std::optional<int> scaled(std::optional<int> value, int num, int den) {
    if (!value) {
        return std::nullopt;
    }
    return (*value * num) / den; // non-negative values: integer division rounds down
}
} // namespace

ScaledLimits scale_limits(const GameSystem& system, std::optional<int> min, std::optional<int> max,
                          int army_size) {
    if (army_size <= 0) {
        throw InvalidInputError(TR_("The army size must be a positive number of points, not {0}.")
                                    .arg(army_size));
    }
    switch (system.scaling) {
    case LimitScaling::None:
        return {min, max};
    case LimitScaling::PerThousand: {
        // wme.army-selection: per full 1000 points of the chosen size.
        if (army_size < 1000) {
            return {std::nullopt, max};
        }
        const int factor = army_size / 1000;
        return {scaled(min, factor, 1), scaled(max, factor, 1)};
    }
    case LimitScaling::SizeTable: {
        const auto* size = system.army_size(army_size);
        if (size == nullptr) {
            if (system.any_size) {
                return {min, max};
            }
            throw InvalidInputError(
                TR_("{0} points is not an army size of {1}.").arg(army_size).arg(system.name()));
        }
        // Rounded down, except that a line allowed at the standard size stays allowed at a
        // smaller one (ADLG 100 points: a 0-1 line stays 0-1, not 0-0). Our sources give no
        // 100-point figures: this is Ost's choice, documented in lists/README.md "Scaling".
        auto scaled_max = scaled(max, size->scale_num, size->scale_den);
        if (max && *max > 0 && scaled_max && *scaled_max == 0) {
            scaled_max = 1;
        }
        return {scaled(min, size->scale_num, size->scale_den), scaled_max};
    }
    }
    return {min, max};
}

ScaledLimits unit_limits(const GameSystem& system, const UnitEntry& unit, int army_size) {
    auto limits = scale_limits(system, unit.min, unit.max, army_size);
    if (unit.army_min) {
        limits.min = limits.min ? std::max(*limits.min, *unit.army_min) : *unit.army_min;
    }
    if (unit.army_max) {
        limits.max = limits.max ? std::min(*limits.max, *unit.army_max) : *unit.army_max;
    }
    return limits;
}

ScaledLimits group_limits(const GameSystem& system, const ChoiceGroup& group, int army_size) {
    return scale_limits(system, group.min, group.max, army_size);
}

std::optional<int> commands_for(const GameSystem& system, int army_size) {
    const auto* size = system.army_size(army_size);
    if (size == nullptr || size->commands == 0) {
        return std::nullopt;
    }
    return size->commands;
}

} // namespace ost
