// Where Ost finds its installed data and keeps the user's files.
// The same layout holds in the build tree (build/stage) and once installed (prefix).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace ost {

/// The read-only data Ost runs on: `share/ost` (reference DB, lists, rules) and the catalogs.
struct DataPaths {
    std::filesystem::path data_dir;   ///< holds ost-reference.sqlite, lists/, data/
    std::filesystem::path locale_dir; ///< holds <lang>/LC_MESSAGES/ost.mo
    std::filesystem::path reference_db() const { return data_dir / "ost-reference.sqlite"; }
    std::filesystem::path catalog(const std::string& language) const {
        return locale_dir / language / "LC_MESSAGES" / "ost.mo";
    }
};

/// Finds the data: `override_dir` when given (the --data option; it must be valid), else
/// `<exe dir>/../share/ost` (build tree and relocated installs), else the install prefix.
/// Throws EnvironmentError listing every place it looked.
DataPaths locate_data(const std::optional<std::filesystem::path>& override_dir);

/// The bundled data, looked for where locate_data looks without --data; nullopt when there is
/// none (each place tried is added to `tried` when given).
std::optional<DataPaths> find_bundled_data(std::vector<std::filesystem::path>* tried = nullptr);

/// The running executable (/proc/self/exe), or an empty path when unknown.
std::filesystem::path executable_path();

/// `$XDG_DATA_HOME/ost`, else `~/.local/share/ost`; created on demand by the caller.
std::filesystem::path user_data_dir();

/// The default user database: user_data_dir()/user.sqlite.
std::filesystem::path default_user_db();

} // namespace ost

namespace ost {
/// The ost.mo catalog for `language` beside the executable (`../share/locale`) or under the
/// install prefix; empty when none is found (English needs none).
std::filesystem::path locate_catalog(const std::string& language);
} // namespace ost
