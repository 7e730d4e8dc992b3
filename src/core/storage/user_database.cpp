// User DB opening: pragmas, migration with backup, and ATTACH of the reference DB.
// All failures surface as StorageError with the SQLite text as detail.
#include "core/storage/user_database.h"

#include "core/storage/migration.h"
#include "core/storage/reference_database.h"
#include "core/storage/search_tokenizer.h"
#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

namespace ost::storage {

UserDatabase::UserDatabase(const std::filesystem::path& file,
                           const std::filesystem::path& reference) {
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
    try {
        m_db = retry_while_busy([&] {
            auto db = std::make_unique<SQLite::Database>(
                name, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE | SQLite::OPEN_URI);
            db->setBusyTimeout(static_cast<int>(kBusyWait.count()));
            db->exec("PRAGMA foreign_keys = ON"); // SQL pragma
            return db;
        });
    } catch (const SQLite::Exception& e) {
        throw StorageError(TR_("Cannot open the database {0}.").arg(file.string()), e.what());
    }
    m_statements = std::make_unique<StatementCache>(*m_db);
    register_search_tokenizer(*m_db);
    m_opened_version = migrate(*m_db, kUserApplicationId, user_migrations(),
                               memory ? std::filesystem::path() : file);
    if (!memory) {
        try {
            retry_while_busy([&] { m_db->execAndGet("PRAGMA journal_mode = WAL"); }); // SQL pragma
        } catch (const SQLite::Exception& e) {
            throw StorageError(TR_("Cannot open the database {0}.").arg(file.string()), e.what());
        }
    }
    if (!reference.empty()) {
        ReferenceDatabase::check(reference);
        try {
            SQLite::Statement attach(*m_db, "ATTACH DATABASE ? AS ref"); // SQL attach
            attach.bind(1, sqlite_file_uri(reference, "mode=ro"));
            retry_while_busy([&] { attach.exec(); });
            m_has_reference = true;
        } catch (const SQLite::Exception& e) {
            throw StorageError(
                TR_("Cannot attach the reference database {0}.").arg(reference.string()), e.what());
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
