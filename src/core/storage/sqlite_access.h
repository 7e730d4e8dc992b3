// SQLite access helpers shared by the repositories: file URIs that survive any path, and the
// wait-and-retry policy used when another Ost process holds the database's write lock.
#pragma once

#include "core/support/error.h"
#include "core/support/storage_cause.h"

#include <SQLiteCpp/Exception.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <thread>

namespace SQLite {
class Database;
}

namespace ost::storage {

/// How long a connection waits for another process's write lock (sqlite busy timeout and the
/// retry budget below). Long enough for the largest rulebook import (a few seconds on a slow
/// machine) with a wide margin, so an autosave never fails because another Ost is importing.
inline constexpr std::chrono::milliseconds kBusyWait{60000};
/// How long the start-up probe of the user DB waits for another process's lock before the user is
/// told (the app's question, ost-cli's message): well under the 3 s a start may take.
inline constexpr std::chrono::milliseconds kStartupBusyWait{2000};

/// How long a statement waits for another connection's lock before the lock-wait notice of its
/// connection (set_lock_wait_notice) is given: a wait a writer would not notice stays silent.
inline constexpr std::chrono::milliseconds kLockNoticeDelay{250};

/// What a connection calls once per wait for another connection's lock, kLockNoticeDelay after
/// the wait began, with the longest time it will wait: ost-cli prints at once that it waits and
/// for what, instead of waiting in silence. Must not throw (exceptions are dropped).
using LockWaitNotice = std::function<void(std::chrono::milliseconds longest)>;

/// Sets how long statements of `db` wait for another connection's lock (SQLite's busy timeout).
/// On a connection given a notice (set_lock_wait_notice), Ost's own busy handler waits the same
/// way and gives the notice; on others this is setBusyTimeout.
void set_busy_wait(SQLite::Database& db, std::chrono::milliseconds wait);
/// Gives `db` a lock-wait notice (see LockWaitNotice), kept until forget_lock_wait_notice; the
/// connection then waits `wait` for locks.
void set_lock_wait_notice(SQLite::Database& db, std::chrono::milliseconds wait, LockWaitNotice notice);
/// Removes the notice of `db` (before the connection closes); SQLite's busy timeout is restored.
void forget_lock_wait_notice(SQLite::Database& db);

/// A `file:` URI for `file` with every byte that is not unreserved percent-encoded, so paths with
/// `#`, `?`, `%`, spaces or a leading "file:" name exactly that file; `query` (e.g. "mode=ro")
/// is appended after `?` when not empty.
std::string sqlite_file_uri(const std::filesystem::path& file, std::string_view query = {});

/// Why `e`, raised on `db`, failed, in terms the player can act on: SQLite's code (SQLITE_FULL,
/// SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_READONLY, SQLITE_BUSY) and, for an I/O error, the
/// system's errno of the connection (ENOSPC: the disk is full; EFBIG: a file size limit).
StorageCause storage_cause(const SQLite::Exception& e, SQLite::Database* db) noexcept;
/// The StorageError for `e` raised on `db` while doing `what` ("Cannot save the roster …."):
/// the message says what failed, then why in the player's words (with_cause), SQLite's text is
/// the detail, and cause() is set (a StorageFailure). Every repository converts SQLite's exceptions with it.
StorageFailure sqlite_failure(const Text& what, const SQLite::Exception& e, SQLite::Database& db,
                              Location location = {});
/// The same for an exception raised where there is no connection (opening it failed): the cause
/// comes from SQLite's code alone.
StorageFailure sqlite_failure(const Text& what, const SQLite::Exception& e);

/// The detail of `error`, raised reading a document stored in the user DB (a roster, an own
/// list): its line and column, then its own detail. Such a document has no file name, so the
/// message about it names what it is ("your army list \"mine\"") and is never located in an
/// invented file name the user never gave ("mine.xml", "roster-5.ostr").
std::string stored_document_detail(const InvalidInputError& error);

/// True for SQLITE_BUSY and SQLITE_LOCKED (any extended code): another connection holds a lock
/// that waiting can release.
bool is_busy(const SQLite::Exception& e) noexcept;

/// A LIKE pattern matching text that contains `text` literally: its '%', '_' and '\\' are
/// escaped, so the statement must say `LIKE :param ESCAPE '\\'` ("%" typed matches a percent
/// sign, not every row).
std::string like_containing(std::string_view text);

/// Calls `action` until it succeeds, retrying with a growing pause while it fails with a busy
/// error, for at most `budget` (kBusyWait by default). Needed where SQLite returns BUSY without calling the busy handler
/// (first open racing a WAL switch or a schema change of another process); other errors, and
/// the last busy one, propagate unchanged.
template <class Action> auto retry_while_busy(Action&& action, std::chrono::milliseconds budget = kBusyWait) {
    const auto deadline = std::chrono::steady_clock::now() + budget;
    auto pause = std::chrono::milliseconds(2);
    for (;;) {
        try {
            return action();
        } catch (const SQLite::Exception& e) {
            if (!is_busy(e) || std::chrono::steady_clock::now() + pause >= deadline) {
                throw;
            }
        }
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::milliseconds(200));
    }
}

} // namespace ost::storage
