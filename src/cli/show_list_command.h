// Printing of one army list for `show-list` (reference lists) and `my-lists show` (user lists):
// text in the user's language, or the whole list as JSON with --json.
#pragma once

#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"

#include <optional>
#include <string>

namespace ost::cli {

/// Prints `list` of `system` with stats, points and limits, scaled to `size` when given
/// (InvalidInputError when the size is not allowed by the system). Returns kExitOk.
int print_army_list(CliContext& c, const GameSystem& system, const ArmyList& list, std::optional<int> size);

} // namespace ost::cli
