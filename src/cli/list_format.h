// Shared formatting of list and system data for the CLI commands (show-list, my-lists,
// show-system): stat lines in the user's language and the JSON shapes of costs and stats.
#pragma once

#include "cli/cli_context.h"
#include "core/model/game_system.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace ost::cli {

/// A number, or JSON null when absent.
nlohmann::json optional_json(const std::optional<int>& value);
/// [{"type": "points", "value": 3, "size": 100?}, …]
nlohmann::json costs_json(const std::vector<Cost>& costs);
/// {"attacks": "3", …} in file order.
nlohmann::json stats_json(const Profile& profile);
/// "Attacks 3, Hits 3, Armour 6+": field names and choice names of `system`, in the user's language.
std::string stats_text(CliContext& c, const GameSystem& system, const Profile& profile);

} // namespace ost::cli
