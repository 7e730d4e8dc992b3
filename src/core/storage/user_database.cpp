// User DB opening: pragmas, migration with backup, and ATTACH of the reference DB.
// All failures surface as StorageError with the SQLite text as detail.
#include "core/storage/user_database.h"

#include "core/storage/migration.h"
#include "core/storage/reference_database.h"
#include "core/storage/search_tokenizer.h"
#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>
#include <sqlite3.h>

#include <string_view>

namespace ost::storage {

UserDatabase::UserDatabase(const std::filesystem::path& file, const std::filesystem::path& reference,
                           std::chrono::milliseconds lock_wait)
    : m_file(file), m_lock_wait(lock_wait) {
    const bool memory = file == ":memory:";
    if (!memory && file.has_parent_path()) {
        std::error_code ec;
        std::filesystem::create_directories(file.parent_path(), ec);
        if (ec) {
            throw StorageError(TR_("Cannot create the folder for your Ost data: {0}.")
                                   .arg(file.parent_path().string()),
                               ec.message());
        }
    }
    // The file is named by an escaped URI (paths with '#', '?', '%' or spaces); a first open may
    // race another process's first open or migration: the whole sequence waits and retries.
    // Journal mode switches to WAL only after migrate() has checked the file is an Ost user DB,
    // so another program's SQLite file is left exactly as it was.
    const std::string name = memory ? std::string(":memory:") : sqlite_file_uri(file);
    const Text cannot_open = TR_("Cannot open the database {0}.").arg(file.string());
    try {
        m_db = retry_while_busy([&] {
            auto db = std::make_unique<SQLite::Database>(
                name, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_URI);
            try {
                set_busy_wait(*db, lock_wait);
                db->exec("PRAGMA foreign_keys = ON"); // SQL pragma
            } catch (const SQLite::Exception& e) {
                if (is_busy(e)) throw; // retried
                throw sqlite_failure(cannot_open, e, *db);
            }
            return db;
        }, lock_wait);
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(cannot_open, e);
    }
    m_statements = std::make_unique<StatementCache>(*m_db);
    register_search_tokenizer(*m_db);
    m_opened_version = migrate(*m_db, kUserApplicationId, user_migrations(),
                               memory ? std::filesystem::path() : file, memory ? std::filesystem::path() : file,
                               lock_wait);
    if (!memory) {
        try {
            retry_while_busy([&] { m_db->execAndGet("PRAGMA journal_mode = WAL"); }, lock_wait); // SQL pragma
        } catch (const SQLite::Exception& e) {
            // A full disk shows here first: the WAL index (-shm) cannot grow.
            throw sqlite_failure(cannot_open, e, *m_db);
        }
    }
    attach_reference(reference);
    set_busy_wait(*m_db, kBusyWait);
}

UserDatabase::UserDatabase(const std::filesystem::path& file, const std::filesystem::path& reference, ReadOnly,
                           std::chrono::milliseconds lock_wait)
    : m_read_only(true), m_file(file), m_lock_wait(lock_wait) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        throw StorageError(TR_("Cannot open the database {0} read-only: there is no such file.").arg(file.string()));
    }
    const auto check = [&](SQLite::Database& db) {
        SQLite::Statement identity(db, "SELECT (SELECT application_id FROM pragma_application_id), " // SQL pragma
                                       "(SELECT user_version FROM pragma_user_version)");
        identity.executeStep();
        const int found_id = identity.getColumn(0).getInt();
        const int version = identity.getColumn(1).getInt();
        if (found_id != kUserApplicationId || version != latest_version()) {
            throw StorageError(TR_("Cannot open the database {0} read-only: it is not an Ost database of "
                                   "this version.")
                                   .arg(file.string()),
                               "application_id " + std::to_string(found_id) + ", user_version " +
                                   std::to_string(version));
        }
        m_opened_version = version;
    };
    // mode=ro reads a database other processes may be writing; in a read-only folder a WAL
    // file cannot get its shared-memory file, so the file is then read as immutable.
    for (const char* query : {"mode=ro", "immutable=1"}) {
        try {
            auto db = std::make_unique<SQLite::Database>(sqlite_file_uri(file, query),
                                                         SQLite::OPEN_READONLY | SQLite::OPEN_URI);
            set_busy_wait(*db, lock_wait);
            retry_while_busy([&] { check(*db); }, lock_wait);
            m_db = std::move(db);
            break;
        } catch (const SQLite::Exception& e) {
            // Locked by another process: reading it as immutable could see a half-written file.
            if (std::string_view(query) == "immutable=1" || is_busy(e)) {
                throw sqlite_failure(TR_("Cannot open the database {0}.").arg(file.string()), e);
            }
        }
    }
    m_statements = std::make_unique<StatementCache>(*m_db);
    register_search_tokenizer(*m_db);
    attach_reference(reference);
    set_busy_wait(*m_db, kBusyWait);
}

UserDatabase::~UserDatabase() {
    if (m_db) {
        forget_lock_wait_notice(*m_db); // before the handle is freed and perhaps reused
    }
}

void UserDatabase::on_lock_wait(LockWaitNotice notice) { set_lock_wait_notice(*m_db, kBusyWait, std::move(notice)); }

void UserDatabase::check_usable() {
    const Text what = TR_("Cannot read your database {0}.").arg(m_file.string());
    std::string damage;
    set_busy_wait(*m_db, m_lock_wait);
    try {
        if (!m_read_only) {
            retry_while_busy([&] { m_db->exec("BEGIN IMMEDIATE"); }, m_lock_wait); // SQL lock probe
            m_db->exec("ROLLBACK");
        }
        // Only the user's own data: the reference DB is checked when it is attached.
        const std::string result = m_db->execAndGet("PRAGMA main.quick_check(1)").getString(); // SQL pragma
        if (result != "ok") {
            damage = result;
        }
    } catch (const SQLite::Exception& e) {
        m_db->tryExec("ROLLBACK"); // best effort: the probe's error is the one to report
        set_busy_wait(*m_db, kBusyWait);
        if (is_busy(e)) {
            throw StorageFailure(TR_("Another program is using it."), e.what(), StorageCause::Locked);
        }
        // A damaged page (SQLITE_CORRUPT), a full disk met by the lock probe: the cause is said.
        throw sqlite_failure(what, e, *m_db);
    }
    set_busy_wait(*m_db, kBusyWait);
    if (!damage.empty()) {
        throw StorageFailure(with_cause(what, cause_text(StorageCause::Damaged)), damage, StorageCause::Damaged);
    }
}

namespace {
/// Denies every change to the rows of the user's data (the main schema's tables); reading, the
/// temp schema the rules search uses, and SQLite's own bookkeeping of it stay allowed.
int deny_main_writes(void*, int action, const char* table, const char*, const char* database, const char*) {
    const bool change = action == SQLITE_INSERT || action == SQLITE_UPDATE || action == SQLITE_DELETE;
    const bool user_table = table != nullptr && std::string_view(table).substr(0, 7) != "sqlite_";
    return change && user_table && database != nullptr && std::string_view(database) == "main" ? SQLITE_DENY
                                                                                               : SQLITE_OK;
}
} // namespace

void UserDatabase::refuse_writes() {
    // Checked when a statement is prepared: the cache is still empty right after the open.
    sqlite3_set_authorizer(m_db->getHandle(), deny_main_writes, nullptr);
}

void UserDatabase::attach_reference(const std::filesystem::path& reference) {
    if (!reference.empty()) {
        ReferenceDatabase::check(reference);
        try {
            SQLite::Statement attach(*m_db, "ATTACH DATABASE ? AS ref"); // SQL attach
            attach.bind(1, sqlite_file_uri(reference, "mode=ro"));
            retry_while_busy([&] { attach.exec(); });
            m_has_reference = true;
        } catch (const SQLite::Exception& e) {
            throw sqlite_failure(TR_("Cannot attach the reference database {0}.").arg(reference.string()), e, *m_db);
        }
    }
}

int UserDatabase::schema_version() const {
    return m_db->execAndGet("PRAGMA user_version").getInt(); // SQL pragma
}

int UserDatabase::latest_version() {
    return user_migrations().back().version;
}

} // namespace ost::storage
