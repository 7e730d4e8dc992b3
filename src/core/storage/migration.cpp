// Applies embedded schema steps with identity and version checks and a pre-migration backup.
// SQL here is limited to PRAGMAs and the embedded step texts.
#include "core/storage/migration.h"

#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

namespace ost::storage {

namespace {
int migrate_once(SQLite::Database& db, std::int32_t application_id,
                 const std::vector<Migration>& steps, const std::filesystem::path& backup_of,
                 const std::string& file) {
    const int latest = steps.empty() ? 0 : steps.back().version;
    // One statement, so one snapshot: read separately, another process's first migration
    // could commit in between and make a new file look like a foreign one.
    SQLite::Statement identity(
        db, "SELECT (SELECT application_id FROM pragma_application_id), " // SQL pragma
            "(SELECT user_version FROM pragma_user_version), "
            "(SELECT count(*) FROM sqlite_master)");
    identity.executeStep();
    const int found_id = identity.getColumn(0).getInt();
    const int version = identity.getColumn(1).getInt();
    const int tables = identity.getColumn(2).getInt();
    identity.reset();
    if (found_id != application_id && (found_id != 0 || tables != 0)) {
        throw StorageError(
            TR_("{0} is not an Ost database of this kind, so Ost will not change it.").arg(file),
            "application_id " + std::to_string(found_id));
    }
    if (version > latest) {
        throw StorageError(TR_("{0} was written by a newer version of Ost (schema {1}; this "
                               "version knows up to {2}). Update Ost to open it.")
                               .arg(file)
                               .arg(version)
                               .arg(latest));
    }
    if (version == latest) {
        return version;
    }
    if (version > 0 && !backup_of.empty()) {
        const auto backup = backup_of.string() + ".v" + std::to_string(version) + ".bak";
        std::error_code ec;
        std::filesystem::remove(backup, ec);
        SQLite::Statement vacuum(db, "VACUUM INTO ?"); // SQL backup
        vacuum.bind(1, backup);
        vacuum.exec();
    }
    // BEGIN IMMEDIATE takes the write lock now, so two processes creating the same new file
    // at once (two windows, parallel CLI runs) apply the steps one after the other; the
    // second re-reads the version under the lock and finds nothing left to do.
    db.exec("BEGIN IMMEDIATE");
    try {
        const int current = db.execAndGet("PRAGMA user_version").getInt(); // SQL pragma
        for (const auto& step : steps) {
            if (step.version > current) {
                try {
                    db.exec(step.sql);
                } catch (const SQLite::Exception& e) {
                    throw sqlite_failure(
                        TR_("Cannot upgrade {0}: schema step {1} failed.").arg(file).arg(step.name),
                        e, db);
                }
            }
        }
        db.exec("PRAGMA application_id = " + std::to_string(application_id));
        db.exec("PRAGMA user_version = " + std::to_string(latest));
        db.exec("COMMIT");
    } catch (...) {
        db.tryExec("ROLLBACK"); // best effort: the original error is what the caller needs
        throw;
    }
    return version;
}
} // namespace

int migrate(SQLite::Database& db, std::int32_t application_id, const std::vector<Migration>& steps,
            const std::filesystem::path& backup_of, const std::filesystem::path& shown_as,
            std::chrono::milliseconds lock_wait) {
    // The user's path, not db.getFilename(): that is the percent-escaped URI given to SQLite.
    const std::string file = shown_as.empty() ? std::string(":memory:") : shown_as.string();
    try {
        // Another process's first open can hold the lock in ways SQLite reports as BUSY without
        // waiting (a journal-mode switch, a schema change): the whole check-and-apply is retried.
        return retry_while_busy(
            [&] { return migrate_once(db, application_id, steps, backup_of, file); }, lock_wait);
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot open the database {0}.").arg(file), e, db);
    }
}

} // namespace ost::storage
