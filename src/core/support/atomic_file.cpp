// Temporary-file-and-rename writer with fsync, plus a checked whole-file reader.
// POSIX calls are used so the data is on disk before the rename makes it visible.
#include "core/support/atomic_file.h"

#include "core/support/error.h"
#include "core/support/storage_cause.h"

#include <cerrno>
#include <csignal>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <algorithm>
#include <random>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace ost {

namespace {
/// The temporary-name prefix of `file`'s saves: ".<name>.tmp" followed by a random number.
std::string temp_prefix(const std::filesystem::path& file) { return "." + file.filename().string() + ".tmp"; }

/// Removes temporary files of `file` older than a minute (an interrupted save; a save running
/// right now in another process is younger). Best effort: what cannot be removed stays.
void remove_stale_temporaries(const std::filesystem::path& file) {
    std::error_code ec;
    const auto prefix = temp_prefix(file);
    const auto now = std::filesystem::file_time_type::clock::now();
    for (std::filesystem::directory_iterator it(file.parent_path().empty() ? "." : file.parent_path(), ec), end;
         !ec && it != end; it.increment(ec)) {
        const auto name = it->path().filename().string();
        if (name.rfind(prefix, 0) != 0 || !it->is_regular_file(ec)) {
            continue;
        }
        const auto modified = it->last_write_time(ec);
        if (!ec && now - modified > std::chrono::minutes(1)) {
            std::filesystem::remove(it->path(), ec);
        }
    }
}
} // namespace

void write_file_atomic(const std::filesystem::path& requested, std::string_view content) {
    // Through a symbolic link (a roster kept in a synced folder, say): replace the file it
    // points to, so the link survives; renaming over the link would turn it into a plain file.
    std::error_code link_error;
    const bool link = std::filesystem::symlink_status(requested, link_error).type() ==
                      std::filesystem::file_type::symlink; // a missing file is no error here
    link_error.clear();
    const auto target = link ? std::filesystem::weakly_canonical(requested, link_error) : requested;
    if (link_error) {
        throw EnvironmentError(TR_("Cannot save {0}.").arg(requested.string()), link_error.message());
    }
    // What failed names the file the user saves, never the temporary file beside it; why is said
    // in the player's words when the system's error has a cause they can act on (a full disk).
    const auto fail = [&](const char* step) {
        const int error = errno;
        return EnvironmentError(with_cause(TR_("Cannot save {0}.").arg(requested.string()), cause_text(cause_of_errno(error))),
                                std::string(step) + ": " + std::strerror(error));
    };
    remove_stale_temporaries(target);
    struct stat existing {};
    const bool exists = ::stat(target.c_str(), &existing) == 0;
    // Saving renames over the file, which the folder allows even when the file itself is
    // read-only: a file the user protected would be replaced without a word. Refused instead.
    if (exists && ((existing.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 ||
                   (::access(target.c_str(), W_OK) != 0 && errno == EACCES))) {
        throw EnvironmentError(TR_("Cannot save {0}: the file is read-only. Make it writable, or "
                                   "save under another name.")
                                   .arg(requested.string()));
    }
    std::random_device rd;
    const auto temp = target.parent_path() / (temp_prefix(target) + std::to_string(rd() % 1000000));
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        throw fail("create temporary file");
    }
    if (exists) {
        // Keep who may read the file (a roster made private stays private); the owner stays
        // the saver's own, as with any editor that saves by rename.
        (void)::fchmod(fd, existing.st_mode & 07777);
    }
    std::size_t written = 0;
    while (written < content.size()) {
        const auto n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            const auto error = fail("write");
            ::close(fd);
            ::unlink(temp.c_str());
            throw error;
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const auto error = fail("flush");
        ::unlink(temp.c_str());
        throw error;
    }
    if (::rename(temp.c_str(), target.c_str()) != 0) {
        const auto error = fail("rename");
        ::unlink(temp.c_str());
        throw error;
    }
}

void report_file_size_limit_as_error() { std::signal(SIGXFSZ, SIG_IGN); }

void require_regular_file(const std::filesystem::path& file, const struct stat& info) {
    if (S_ISREG(info.st_mode)) {
        return;
    }
    if (S_ISDIR(info.st_mode)) {
        throw InvalidInputError(TR_("Cannot read {0}: it is a folder, not a file.").arg(file.string()));
    }
    throw InvalidInputError(TR_("Cannot read {0}: it is a device, a pipe or a socket, not a file; Ost reads "
                                "only ordinary files.")
                                .arg(file.string()));
}

namespace {
InvalidInputError too_large(const std::filesystem::path& file, std::uintmax_t size, std::uintmax_t limit) {
    return InvalidInputError(TR_("{0} is too large to read ({1} MB; Ost reads files up to {2} MB).")
                                 .arg(file.string())
                                 .arg(static_cast<long long>(size / (1024 * 1024)))
                                 .arg(static_cast<long long>(limit / (1024 * 1024))));
}

/// Closes a descriptor when the reader leaves, by return or by exception.
struct FdCloser {
    int fd;
    ~FdCloser() { ::close(fd); }
};
} // namespace

void require_regular_file(const std::filesystem::path& file) {
    struct stat info {};
    if (::stat(file.c_str(), &info) != 0) {
        throw EnvironmentError(TR_("Cannot read {0}.").arg(file.string()), std::strerror(errno));
    }
    require_regular_file(file, info);
}

std::string read_file(const std::filesystem::path& file, std::uintmax_t limit, struct stat* opened) {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer for ever; the
    // type is checked on the open descriptor, so a file swapped after a stat() cannot slip by.
    const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        throw EnvironmentError(TR_("Cannot read {0}.").arg(file.string()), std::strerror(errno));
    }
    const FdCloser closer{fd};
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        throw EnvironmentError(TR_("Cannot read {0}.").arg(file.string()), std::strerror(errno));
    }
    require_regular_file(file, info);
    if (opened != nullptr) {
        *opened = info;
    }
    if (static_cast<std::uintmax_t>(info.st_size) > limit) {
        throw too_large(file, static_cast<std::uintmax_t>(info.st_size), limit);
    }
    // The size stat() gives is only a hint (a file still growing, a /proc file saying 0): the
    // bytes actually read are counted, and one byte past the limit is an error.
    std::string out;
    out.resize(static_cast<std::size_t>(info.st_size) + 1);
    std::size_t used = 0;
    for (;;) {
        if (used == out.size()) {
            if (used > limit) {
                throw too_large(file, used, limit);
            }
            out.resize(std::min<std::uintmax_t>(limit + 1, std::max<std::size_t>(used * 2, 64 * 1024)));
        }
        const auto n = ::read(fd, out.data() + used, out.size() - used);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            throw EnvironmentError(TR_("Cannot read {0}.").arg(file.string()), std::strerror(errno));
        }
        if (n == 0) {
            break;
        }
        used += static_cast<std::size_t>(n);
    }
    if (used > limit) {
        throw too_large(file, used, limit);
    }
    out.resize(used);
    return out;
}

} // namespace ost
