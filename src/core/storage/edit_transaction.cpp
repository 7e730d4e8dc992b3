// BEGIN IMMEDIATE with a bounded busy wait, COMMIT, and ROLLBACK on unwinding; the holder of a
// lock that outlasted the wait is looked for on the database and its WAL index (-shm).
#include "core/storage/edit_transaction.h"

#include "core/storage/sqlite_access.h"
#include "core/support/error.h"
#include "core/support/file_lock.h"

namespace ost::storage {

EditTransaction::EditTransaction(SQLite::Database& db, std::filesystem::path file, std::chrono::milliseconds wait)
    : m_db(db), m_file(std::move(file)) {
    try {
        set_busy_wait(m_db, wait);
        m_db.exec("BEGIN IMMEDIATE"); // SQL transaction
    } catch (const SQLite::Exception& e) {
        set_busy_wait(m_db, kBusyWait);
        if (!is_busy(e)) {
            throw sqlite_failure(TR_("Cannot change your database {0}.").arg(m_file.string()), e, m_db);
        }
        auto holder = lock_holder(m_file.string() + "-shm"); // WAL: the write lock is taken there
        if (!holder) {
            holder = lock_holder(m_file);
        }
        throw sqlite_failure(lock_busy_message(m_file, holder, wait), e, m_db);
    }
    m_open = true;
    set_busy_wait(m_db, kBusyWait); // the lock is held: later steps never wait on it
}

EditTransaction::~EditTransaction() {
    if (m_open) {
        try {
            m_db.exec("ROLLBACK"); // SQL transaction
        } catch (const SQLite::Exception&) {
            // Unwinding already: SQLite rolls an unfinished transaction back when the connection
            // closes, so the edit is not kept either way; the first error is the one reported.
        }
    }
}

void EditTransaction::commit() {
    try {
        m_db.exec("COMMIT"); // SQL transaction
        m_open = false;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot change your database {0}.").arg(m_file.string()), e, m_db);
    }
}

} // namespace ost::storage
