// SQLite file URIs with percent-encoding and the busy-error test used by retry_while_busy.
// Kept in storage: nothing else speaks to SQLite.
#include "core/storage/sqlite_access.h"

#include <SQLiteCpp/Database.h>
#include <sqlite3.h>

#include <algorithm>
#include <cerrno>
#include <map>
#include <memory>
#include <mutex>
#include <sys/resource.h>
#include <sys/statvfs.h>

namespace ost::storage {

std::string sqlite_file_uri(const std::filesystem::path& file, std::string_view query) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    // Absolute, and with an empty authority ("file:///…"), so a path starting with "//" cannot be
    // read as a host name.
    std::error_code ec;
    auto absolute = std::filesystem::absolute(file, ec);
    if (ec) {
        absolute = file;
    }
    std::string uri = absolute.is_absolute() ? "file://" : "file:";
    for (const char c : absolute.generic_string()) {
        const auto b = static_cast<unsigned char>(c);
        const bool plain = (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') ||
                           (b >= '0' && b <= '9') || b == '-' || b == '_' || b == '.' || b == '~' ||
                           b == '/';
        if (plain) {
            uri += c;
        } else {
            uri += '%';
            uri += kHex[b >> 4];
            uri += kHex[b & 0xF];
        }
    }
    if (!query.empty()) {
        uri += '?';
        uri += query;
    }
    return uri;
}

namespace {

/// The wait of one connection that has a lock-wait notice.
struct BusyWait {
    std::chrono::milliseconds longest{kBusyWait};
    LockWaitNotice notice;
    std::chrono::steady_clock::time_point began;
    bool told = false;
};

std::mutex g_waits_mutex;
/// The connections given a notice, by handle; each BusyWait lives until forgotten.
std::map<sqlite3*, std::unique_ptr<BusyWait>>& waits() {
    static std::map<sqlite3*, std::unique_ptr<BusyWait>> all;
    return all;
}

/// SQLite's busy handler for a connection with a notice: the pauses of SQLite's own busy timeout
/// (1 ms growing to 100 ms), stopping once `longest` has passed; the notice once per wait.
int wait_for_lock(void* arg, int count) {
    static constexpr int kPauses[] = {1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100};
    auto& wait = *static_cast<BusyWait*>(arg);
    const auto now = std::chrono::steady_clock::now();
    if (count == 0) {
        wait.began = now;
        wait.told = false;
    }
    const auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(now - wait.began);
    if (waited >= wait.longest) {
        return 0;
    }
    if (!wait.told && waited >= kLockNoticeDelay && wait.notice) {
        wait.told = true;
        try {
            wait.notice(wait.longest);
        } catch (...) {
            // A notice that cannot be given (a closed output) must not break the write itself.
        }
    }
    const auto pause = std::chrono::milliseconds(kPauses[std::min<int>(count, std::size(kPauses) - 1)]);
    std::this_thread::sleep_for(std::min(pause, wait.longest - waited));
    return 1;
}

} // namespace

void set_busy_wait(SQLite::Database& db, std::chrono::milliseconds wait) {
    const std::lock_guard<std::mutex> guard(g_waits_mutex);
    const auto found = waits().find(db.getHandle());
    if (found == waits().end()) {
        db.setBusyTimeout(static_cast<int>(wait.count()));
        return;
    }
    found->second->longest = wait;
    sqlite3_busy_handler(db.getHandle(), wait_for_lock, found->second.get());
}

void set_lock_wait_notice(SQLite::Database& db, std::chrono::milliseconds wait, LockWaitNotice notice) {
    {
        const std::lock_guard<std::mutex> guard(g_waits_mutex);
        auto& entry = waits()[db.getHandle()];
        entry = std::make_unique<BusyWait>();
        entry->notice = std::move(notice);
    }
    set_busy_wait(db, wait);
}

void forget_lock_wait_notice(SQLite::Database& db) {
    const std::lock_guard<std::mutex> guard(g_waits_mutex);
    if (waits().erase(db.getHandle()) > 0) {
        db.setBusyTimeout(static_cast<int>(kBusyWait.count()));
    }
}

namespace {
/// What the disk of `db`'s file says when SQLite reported an I/O error without a usable errno
/// (SQLite reads errno after other calls may have changed it): no space left for this user
/// → DiskFull; a file size limit (`ulimit -f`) that the file or its WAL comes within 64 KB
/// of → FileTooLarge; otherwise Unknown.
StorageCause probe_disk(SQLite::Database& db) noexcept {
    const char* file = sqlite3_db_filename(db.getHandle(), "main");
    if (file == nullptr || *file == '\0') {
        return StorageCause::Unknown;
    }
    constexpr std::uintmax_t kMargin = 64 * 1024;
    std::error_code ec;
    const auto folder = std::filesystem::path(file).parent_path();
    struct statvfs disk {};
    if (::statvfs(folder.c_str(), &disk) == 0 &&
        static_cast<std::uintmax_t>(disk.f_bavail) * disk.f_frsize < kMargin) {
        return StorageCause::DiskFull;
    }
    rlimit limit{};
    if (::getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        for (const auto& name : {std::string(file), std::string(file) + "-wal", std::string(file) + "-shm"}) {
            const auto size = std::filesystem::file_size(name, ec);
            if (!ec && size + kMargin > limit.rlim_cur) {
                return StorageCause::FileTooLarge;
            }
        }
    }
    return StorageCause::Unknown;
}
} // namespace

StorageCause storage_cause(const SQLite::Exception& e, SQLite::Database* db) noexcept {
    const int error = db != nullptr ? sqlite3_system_errno(db->getHandle()) : 0;
    switch (e.getErrorCode() & 0xFF) {
    case SQLITE_FULL: return StorageCause::DiskFull;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB: return StorageCause::Damaged;
    case SQLITE_READONLY: return StorageCause::ReadOnly;
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return StorageCause::Locked;
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN: {
        // SQLite says "disk I/O error" for a full disk met while growing its shared-memory or
        // WAL file, and for a file size limit: the system's errno, or else the disk itself,
        // tells them apart.
        auto cause = cause_of_errno(error);
        if (cause == StorageCause::Unknown && db != nullptr) {
            cause = probe_disk(*db);
        }
        if ((e.getErrorCode() & 0xFF) == SQLITE_CANTOPEN) {
            return cause == StorageCause::DiskFull || cause == StorageCause::FileTooLarge ? cause : StorageCause::Unknown;
        }
        return cause == StorageCause::Unknown ? StorageCause::DiskError : cause;
    }
    default: return StorageCause::Unknown;
    }
}

namespace {
/// The player's words for `cause` on `db`: a damaged database is named by its file (SQLite's own
/// path of the main database, not the URI it was opened with).
Text cause_on(StorageCause cause, SQLite::Database* db) {
    const char* file = db != nullptr ? sqlite3_db_filename(db->getHandle(), "main") : nullptr;
    if (cause == StorageCause::Damaged && file != nullptr && *file != '\0') {
        return TR_("Your database {0} is damaged: restore it from a backup, or start the Ost app and choose "
                   "\"Start with a new database\" (the damaged file is kept beside it).")
            .arg(std::string(file));
    }
    return cause_text(cause);
}

StorageFailure failure(const Text& what, const SQLite::Exception& e, SQLite::Database* db, Location location) {
    const auto cause = storage_cause(e, db);
    return StorageFailure(with_cause(what, cause_on(cause, db)), e.what(), cause, std::move(location));
}
} // namespace

StorageFailure sqlite_failure(const Text& what, const SQLite::Exception& e, SQLite::Database& db, Location location) {
    return failure(what, e, &db, std::move(location));
}

StorageFailure sqlite_failure(const Text& what, const SQLite::Exception& e) { return failure(what, e, nullptr, {}); }

std::string stored_document_detail(const InvalidInputError& error) {
    std::string out;
    if (error.location().line > 0) {
        out = "line " + std::to_string(error.location().line);
        if (error.location().column > 0) {
            out += ", column " + std::to_string(error.location().column);
        }
    }
    if (!error.detail().empty()) {
        out += (out.empty() ? "" : "; ") + error.detail();
    }
    return out;
}

bool is_busy(const SQLite::Exception& e) noexcept {
    const int code = e.getErrorCode() & 0xFF;
    return code == SQLITE_BUSY || code == SQLITE_LOCKED;
}

std::string like_containing(std::string_view text) {
    std::string out = "%";
    for (const char c : text) {
        if (c == '%' || c == '_' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    return out + "%";
}

} // namespace ost::storage
