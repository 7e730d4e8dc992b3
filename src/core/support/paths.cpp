// Data and user-directory lookup following the XDG base directory convention.
// The install prefix is compiled in (OST_INSTALL_DATA_DIR / OST_INSTALL_LOCALE_DIR).
#include "core/support/paths.h"

#include "core/support/error.h"

#include <cstdlib>
#include <system_error>

#ifdef _WIN32
#include <windows.h>
#endif

#ifndef OST_INSTALL_DATA_DIR
#define OST_INSTALL_DATA_DIR "/usr/local/share/ost"
#endif
#ifndef OST_INSTALL_LOCALE_DIR
#define OST_INSTALL_LOCALE_DIR "/usr/local/share/locale"
#endif

namespace fs = std::filesystem;

namespace ost {

fs::path executable_path() {
#ifdef _WIN32
    // For the Windows build (installer/windows): not compiled on Linux CI.
    std::wstring buffer(32768, L'\0');
    const DWORD length = GetModuleFileNameW(nullptr, buffer.data(), static_cast<DWORD>(buffer.size()));
    if (length == 0 || length >= buffer.size()) {
        return {};
    }
    buffer.resize(length);
    return fs::path(buffer);
#else
    std::error_code ec;
    auto exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::path() : exe;
#endif
}

namespace {
bool looks_like_data(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "ost-reference.sqlite", ec);
}
} // namespace

DataPaths locate_data(const std::optional<fs::path>& override_dir) {
    std::vector<fs::path> tried;
    if (override_dir) {
        if (looks_like_data(*override_dir)) {
            auto locale = override_dir->parent_path() / "locale";
            return {*override_dir, fs::is_directory(locale) ? locale : fs::path(OST_INSTALL_LOCALE_DIR)};
        }
        throw EnvironmentError(
            TR_("No Ost reference database in {0}: ost-reference.sqlite is missing.")
                .arg(override_dir->string()),
            "--data");
    }
    if (auto bundled = find_bundled_data(&tried)) {
        return *bundled;
    }
    std::string places;
    for (const auto& p : tried) {
        places += (places.empty() ? "" : ", ") + p.string();
    }
    throw EnvironmentError(
        TR_("Cannot find Ost's reference database (ost-reference.sqlite). Looked in: {0}. "
           "Use --data DIR to name the folder that holds it.")
            .arg(places));
}

std::optional<DataPaths> find_bundled_data(std::vector<fs::path>* tried) {
    const auto exe = executable_path();
    if (!exe.empty()) {
        const auto share = exe.parent_path().parent_path() / "share";
        if (tried != nullptr) {
            tried->push_back(share / "ost");
        }
        if (looks_like_data(share / "ost")) {
            return DataPaths{share / "ost", share / "locale"};
        }
    }
    if (tried != nullptr) {
        tried->emplace_back(OST_INSTALL_DATA_DIR);
    }
    if (looks_like_data(OST_INSTALL_DATA_DIR)) {
        return DataPaths{OST_INSTALL_DATA_DIR, OST_INSTALL_LOCALE_DIR};
    }
    return std::nullopt;
}

fs::path user_data_dir() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg == '/') {
        return fs::path(xdg) / "ost";
    }
    if (const char* home = std::getenv("HOME"); home && *home) {
        return fs::path(home) / ".local" / "share" / "ost";
    }
    throw EnvironmentError(TR_("Cannot find a folder for your Ost data: neither XDG_DATA_HOME "
                              "nor HOME is set. Use --db FILE."));
}

fs::path default_user_db() { return user_data_dir() / "user.sqlite"; }

} // namespace ost

namespace ost {
fs::path locate_catalog(const std::string& language) {
    const auto relative = fs::path(language) / "LC_MESSAGES" / "ost.mo";
    std::vector<fs::path> candidates;
    if (const auto exe = executable_path(); !exe.empty()) {
        candidates.push_back(exe.parent_path().parent_path() / "share" / "locale" / relative);
    }
    candidates.push_back(fs::path(OST_INSTALL_LOCALE_DIR) / relative);
    for (const auto& c : candidates) {
        std::error_code ec;
        if (fs::is_regular_file(c, ec)) {
            return c;
        }
    }
    return {};
}
} // namespace ost
