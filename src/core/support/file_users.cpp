// Looks through /proc/<pid>/fd for the links that name a file; the process name comes from
// /proc/<pid>/comm. Unreadable entries (other users, processes that just ended) are skipped.
#include "core/support/file_users.h"

#include <algorithm>
#include <fstream>
#include <unistd.h>

namespace ost {

namespace {

/// True when one of `pid_dir`'s open files is in `names`.
bool holds_one_of(const std::filesystem::path& pid_dir, const std::vector<std::filesystem::path>& names) {
    std::error_code ec;
    for (std::filesystem::directory_iterator fd(pid_dir / "fd", ec), end; !ec && fd != end; fd.increment(ec)) {
        std::error_code link_ec;
        const auto target = std::filesystem::read_symlink(fd->path(), link_ec);
        if (!link_ec && std::find(names.begin(), names.end(), target) != names.end()) return true;
    }
    return false;
}

std::string program_name(const std::filesystem::path& pid_dir) {
    std::ifstream comm(pid_dir / "comm");
    std::string name;
    std::getline(comm, name);
    return name;
}

} // namespace

std::vector<FileUser> programs_using(const std::filesystem::path& file) {
    std::error_code ec;
    const auto canonical = std::filesystem::weakly_canonical(file, ec);
    const auto base = (ec ? file : canonical).string();
    const std::vector<std::filesystem::path> names = {base, base + "-wal", base + "-shm", base + "-journal"};
    std::vector<FileUser> users;
    const int self = static_cast<int>(::getpid());
    for (std::filesystem::directory_iterator entry("/proc", ec), end; !ec && entry != end; entry.increment(ec)) {
        const auto name = entry->path().filename().string();
        if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            continue;
        }
        const int pid = std::stoi(name);
        if (pid != self && holds_one_of(entry->path(), names)) {
            users.push_back({program_name(entry->path()), pid});
        }
    }
    return users;
}

} // namespace ost
