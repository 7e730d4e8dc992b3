// Which running programs have a file open (Linux: /proc/<pid>/fd), to say what holds a lock on
// the user's database instead of only "another program"; empty where it cannot be known.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace ost {

/// One program that has a file open: its name (as the system shows it) and process number.
struct FileUser {
    std::string program;
    int pid = 0;
};

/// The other processes (not this one) that have `file`, or its SQLite side files `<file>-wal`,
/// `<file>-shm` and `<file>-journal`, open. Processes of other users (unreadable) are not
/// seen, so an empty result means "not known", never "nobody".
std::vector<FileUser> programs_using(const std::filesystem::path& file);

} // namespace ost
