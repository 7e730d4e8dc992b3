// flock() with a bounded wait and a check that the locked file is still the one the path names;
// the holder of a lock is looked up in /proc/locks for the message of a refused edit.
#include "core/support/file_lock.h"

#include "core/support/error.h"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

namespace ost {

namespace {
/// Opens `file` for locking: -1 when it does not exist or is no regular file (nothing to lock).
int open_for_lock(const std::filesystem::path& file) {
    const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        if (errno == ENOENT) {
            return -1;
        }
        throw EnvironmentError(TR_("Cannot read {0}.").arg(file.string()), std::strerror(errno));
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return -1;
    }
    return fd;
}

/// True when `fd` is still the file `file` names (not replaced by a save since it was opened).
bool still_named(int fd, const std::filesystem::path& file) {
    struct stat opened {};
    struct stat named {};
    return ::fstat(fd, &opened) == 0 && ::stat(file.c_str(), &named) == 0 && opened.st_dev == named.st_dev &&
           opened.st_ino == named.st_ino;
}

} // namespace

FileLock::FileLock(const std::filesystem::path& file, std::chrono::milliseconds wait) {
    const auto deadline = std::chrono::steady_clock::now() + wait;
    auto pause = std::chrono::milliseconds(1);
    for (;;) {
        const int fd = open_for_lock(file);
        if (fd < 0) {
            return; // no file: nothing to lock
        }
        for (;;) {
            if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
                break;
            }
            if (errno == ENOLCK || errno == EOPNOTSUPP) {
                ::close(fd); // a file system without locks (some network shares): edit as before
                return;
            }
            if (errno != EWOULDBLOCK && errno != EINTR) {
                const int error = errno;
                ::close(fd);
                throw EnvironmentError(TR_("Cannot lock {0}.").arg(file.string()), std::strerror(error));
            }
            if (std::chrono::steady_clock::now() >= deadline) {
                ::close(fd);
                throw EnvironmentError(lock_busy_message(file, lock_holder(file), wait));
            }
            std::this_thread::sleep_for(pause);
            pause = std::min(pause * 2, std::chrono::milliseconds(50));
        }
        if (still_named(fd, file)) {
            m_fd = fd;
            return;
        }
        ::close(fd); // the file was replaced while we waited: lock the new one
        if (std::chrono::steady_clock::now() >= deadline) {
            throw EnvironmentError(lock_busy_message(file, lock_holder(file), wait));
        }
    }
}

FileLock::~FileLock() {
    if (m_fd >= 0) {
        ::close(m_fd); // closing the last descriptor releases the flock
    }
}

std::optional<LockHolder> lock_holder(const std::filesystem::path& file) {
    struct stat info {};
    if (::stat(file.c_str(), &info) != 0) {
        return std::nullopt;
    }
    std::ostringstream key;
    key << std::hex;
    key.width(2);
    key.fill('0');
    key << ::major(info.st_dev) << ':';
    key.width(2);
    key << ::minor(info.st_dev) << ':' << std::dec << info.st_ino;
    std::ifstream locks("/proc/locks");
    std::string line;
    while (std::getline(locks, line)) {
        std::istringstream fields(line);
        std::string number, kind, mode, access, pid, where;
        fields >> number >> kind;
        if (kind == "->") {
            continue; // a process waiting for the lock, not holding it
        }
        fields >> mode >> access >> pid >> where;
        if (access != "WRITE" || where != key.str() || pid == std::to_string(::getpid())) {
            continue;
        }
        LockHolder holder;
        const auto [end, ec] = std::from_chars(pid.data(), pid.data() + pid.size(), holder.pid);
        if (ec != std::errc() || end != pid.data() + pid.size()) {
            continue;
        }
        std::ifstream comm("/proc/" + pid + "/comm");
        std::getline(comm, holder.program);
        return holder;
    }
    return std::nullopt;
}

Text lock_busy_message(const std::filesystem::path& shown, const std::optional<LockHolder>& holder,
                       std::chrono::milliseconds waited) {
    const auto seconds = static_cast<long long>((waited.count() + 500) / 1000);
    if (holder) {
        return TR_("{0} is being changed by another program ({1}, process {2}); nothing was changed after "
                   "waiting {3} s. Try again once it has finished.")
            .arg(shown.string())
            .arg(holder->program)
            .arg(holder->pid)
            .arg(seconds);
    }
    return TR_("{0} is being changed by another program; nothing was changed after waiting {1} s. Try again "
               "once it has finished.")
        .arg(shown.string())
        .arg(seconds);
}

} // namespace ost
