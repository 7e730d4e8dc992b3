// The limits of an army list's lines at an army size, as the validator scales them, for the
// pages that show them (the list browser, the roster's army table, `ost-cli show-list`).
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/scaled_limits.h"

#include <optional>

namespace ost {

/// The limits of `unit` at `army_size` as the validator applies them (validation/army_limits.h:
/// scaled, then tightened by the unit's army limits); without a size, the list's own figures.
/// Throws InvalidInputError when the size is not one the system allows.
ScaledLimits line_limits(const GameSystem& system, const UnitEntry& unit, std::optional<int> army_size);
/// The limits of an either/or group at `army_size`, scaled like a unit's; without a size, its own.
ScaledLimits line_limits(const GameSystem& system, const ChoiceGroup& group, std::optional<int> army_size);
/// Number of commands (generals) at `army_size` for the systems that define it, or nullopt.
std::optional<int> commands_at(const GameSystem& system, int army_size);

} // namespace ost
