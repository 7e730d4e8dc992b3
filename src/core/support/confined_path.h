// Paths written inside a user's file (a scenario's "roster"), resolved only inside the folders
// that file may reach: its own folder or Ost's data folder, never anywhere on the machine.
#pragma once

#include <filesystem>
#include <vector>

namespace ost {

/// `reference` as written in a file whose folder is `base_dir` (relative paths are taken from
/// there; from the working folder when `base_dir` is empty), provided that, symbolic links and
/// ".." followed, it lies inside one of `roots` (empty roots are skipped). Throws
/// InvalidInputError naming the path and the folders allowed otherwise.
std::filesystem::path confined_path(const std::filesystem::path& reference, const std::filesystem::path& base_dir,
                                    const std::vector<std::filesystem::path>& roots);

} // namespace ost
