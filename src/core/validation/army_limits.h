// How unit minimums and maximums scale with the chosen army size, per game system.
// The roster validator and the GUI call these; lists store only the base figures.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/scaled_limits.h"

#include <optional>

namespace ost {

/// Scales base limits to `army_size` following the system's LimitScaling:
/// - PerThousand (wme.army-selection): multiplier = floor(size / 1000), so 1500 uses the 1000
///   values; below 1000 the 1000 maximums apply and minimums are ignored.
/// - SizeTable (ADLG): the allowed size's factor (300 pts: x3/2; 100 pts: x1/2), rounded down.
/// - None: unchanged.
/// Throws InvalidInputError when the size is not positive or (SizeTable, without any_size) not
/// one of the system's allowed sizes.
ScaledLimits scale_limits(const GameSystem& system, std::optional<int> min, std::optional<int> max,
                          int army_size);

/// The limits of `unit` at `army_size`: its scaled min/max tightened by its absolute army
/// limits (army_min/army_max, e.g. exactly one WME General at any size).
ScaledLimits unit_limits(const GameSystem& system, const UnitEntry& unit, int army_size);

/// The limits of an either/or group at `army_size` (scaled like unit limits).
ScaledLimits group_limits(const GameSystem& system, const ChoiceGroup& group, int army_size);

/// Number of commands (generals) at `army_size` for systems that define it (ADLG: 1/3/4), or nullopt.
std::optional<int> commands_for(const GameSystem& system, int army_size);

} // namespace ost
