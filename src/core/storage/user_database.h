// The user's database: rosters, own lists, imported rulebooks and settings, with the
// reference DB attached read-only as schema "ref". Created and migrated on first open.
#pragma once

#include "core/storage/sqlite_access.h"
#include "core/storage/statement_cache.h"

#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <memory>

namespace ost::storage {

/// Opens (creating if needed) and migrates the user DB at `file` (":memory:" for tests),
/// with foreign keys on and WAL journaling. When `reference` is not empty, ATTACHes it
/// read-only as `ref` after checking it (see ReferenceDatabase::check). Throws StorageError.
/// Opening waits at most `lock_wait` for another process's lock (the start-up probe passes
/// kStartupBusyWait, so a lock is told within seconds); the open connection then waits kBusyWait.
class UserDatabase {
public:
    explicit UserDatabase(const std::filesystem::path& file,
                          const std::filesystem::path& reference = {},
                          std::chrono::milliseconds lock_wait = kBusyWait);
    /// Tag of the read-only constructor.
    struct ReadOnly {};
    /// Opens an existing user DB read-only: nothing is created, migrated or
    /// written, and every write fails with SQLite's read-only error (a StorageError where the
    /// repositories convert it). Used when the file cannot be written (a read-only folder, a
    /// locked file) and the user chose to look at it anyway. StorageError when the file is not
    /// an Ost user DB of exactly this version (an upgrade would need to write).
    UserDatabase(const std::filesystem::path& file, const std::filesystem::path& reference, ReadOnly,
                 std::chrono::milliseconds lock_wait = kBusyWait);
    ~UserDatabase();
    UserDatabase(const UserDatabase&) = delete;
    UserDatabase& operator=(const UserDatabase&) = delete;
    bool read_only() const { return m_read_only; }
    /// The file opened (":memory:" for a database in memory).
    const std::filesystem::path& file() const { return m_file; }
    /// Calls `notice` each time a statement of this connection has waited kLockNoticeDelay for
    /// another program's lock, with the longest it will wait (ost-cli says at once that it waits).
    void on_lock_wait(LockWaitNotice notice);
    /// The start-up probe, so that trouble shows before the first window does: every page of the
    /// file is read (a damaged page anywhere: StorageError "damaged") and, unless read-only, the
    /// write lock is taken and released, waiting at most the constructor's `lock_wait` (another
    /// process holding it: StorageError with SQLite's "database is locked" as detail).
    void check_usable();
    /// Makes every later change to the user's data fail ("not authorized"): a database in memory
    /// that ost-cli reads, where nothing it would write could be kept.
    void refuse_writes();

    SQLite::Database& connection() { return *m_db; }
    /// Statements prepared once and reused on this connection (the rules search uses it);
    /// finalized before the connection closes.
    StatementCache& statements() { return *m_statements; }
    /// The schema version the file had before this open migrated it (0 for a new file).
    int opened_version() const { return m_opened_version; }
    int schema_version() const;
    static int latest_version();
    bool has_reference() const { return m_has_reference; }

private:
    std::unique_ptr<SQLite::Database> m_db;
    std::unique_ptr<StatementCache> m_statements; ///< after m_db: destroyed before it
    int m_opened_version = 0;
    bool m_has_reference = false;
    bool m_read_only = false;
    std::filesystem::path m_file;
    std::chrono::milliseconds m_lock_wait = kBusyWait;
    void attach_reference(const std::filesystem::path& reference);
};

} // namespace ost::storage
