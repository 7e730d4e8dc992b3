// An exclusive lock on a file for the whole read-modify-write of an edit, so two programs editing
// one roster file take turns instead of one silently overwriting the other's change.
#pragma once

#include "core/support/text.h"

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

namespace ost {

/// How long an edit waits for another program's lock on the same file or database before it is
/// refused with a message naming that program (5 s: an edit holds it for a few milliseconds).
inline constexpr std::chrono::milliseconds kEditLockWait{5000};

/// Holds an advisory exclusive lock (flock) on an existing file from construction to
/// destruction. Saves replace a file by renaming a new one over it, so the lock is taken on the
/// file the path names at the moment it is granted: a lock obtained on a file that was replaced
/// meanwhile is dropped and taken again on the new one. A missing file, or one that is not a
/// regular file, is not locked (there is no edit to lose; the reader reports such a file).
/// Neither is a file on a file system that has no locks (ENOLCK, EOPNOTSUPP: some network shares).
/// Cooperating writers only: Ost's own edits and saves take it, other programs may ignore it.
class FileLock {
  public:
    /// Waits at most `wait` for the lock; then throws EnvironmentError naming the file and, when
    /// it can be found, the program holding it. EnvironmentError when the file cannot be opened.
    explicit FileLock(const std::filesystem::path& file, std::chrono::milliseconds wait = kEditLockWait);
    ~FileLock();
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

    /// True when a lock is held (false for a file that did not exist).
    bool held() const { return m_fd >= 0; }

  private:
    int m_fd = -1;
};

/// A program holding a lock: its name (as the system lists it) and process number.
struct LockHolder {
    std::string program;
    long long pid = 0;
};

/// The first other process holding a write lock (flock or POSIX) on `file`, from /proc/locks;
/// nullopt when none is found (no /proc, or the lock is gone meanwhile).
std::optional<LockHolder> lock_holder(const std::filesystem::path& file);

/// The message of an edit refused because `shown` (a file, the database) stayed locked for
/// `waited` by `holder` (named when known): nothing was changed, try again later.
Text lock_busy_message(const std::filesystem::path& shown, const std::optional<LockHolder>& holder,
                       std::chrono::milliseconds waited);

} // namespace ost
