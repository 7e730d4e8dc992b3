// `ost-cli check-data`: checks lists/ files (system definitions and army lists) exactly as
// build-db reads them, so authors see every problem with file:line:column before a build.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"

#include <filesystem>
#include <optional>

namespace ost {

/// What a checked file turned out to be.
struct CheckedDataFile {
    GameSystem system;              ///< the system file, or the system the list belongs to
    std::optional<ArmyList> list;   ///< set when the file is an army list
};

/// Reads `file`: a `<system>` file is checked alone; an `<army-list>` is checked against the
/// `system.xml` of its own folder (lists/<system>/), or of `../<system>/` when it lives
/// elsewhere. Beyond the readers, every stat must follow its field's format (stat_value.h).
/// Throws InvalidInputError located at the first problem, EnvironmentError when
/// the file or its system definition cannot be found.
CheckedDataFile check_data_file(const std::filesystem::path& file);

/// Loads the system definition for an army list of system `system_id` that lives in `dir`.
GameSystem system_for_list(const std::filesystem::path& dir, const std::string& system_id);

} // namespace ost
