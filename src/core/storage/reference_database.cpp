// Reference DB identity check and creation with the embedded schema.
// Read-only at run time: only build-db writes it.
#include "core/storage/reference_database.h"

#include "core/storage/migration.h"
#include "core/storage/search_tokenizer.h"
#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

namespace ost::storage {

int ReferenceDatabase::latest_version() { return reference_migrations().back().version; }

void ReferenceDatabase::check(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        throw StorageError(TR_("The reference database {0} is missing.").arg(file.string()));
    }
    try {
        SQLite::Database db(file.string(), SQLite::OPEN_READONLY);
        // SQL pragma
        const auto id = db.execAndGet("PRAGMA application_id").getInt();
        const int version = db.execAndGet("PRAGMA user_version").getInt();
        if (id != kReferenceApplicationId) {
            throw StorageError(
                TR_("{0} is not an Ost reference database.").arg(file.string()),
                "application_id " + std::to_string(id));
        }
        if (version != latest_version()) {
            throw StorageError(TR_("The reference database {0} has schema {1}, but this Ost needs "
                                  "schema {2}: rebuild it with \"ost-cli build-db\", or update Ost.")
                                   .arg(file.string())
                                   .arg(version)
                                   .arg(latest_version()));
        }
    } catch (const SQLite::Exception& e) {
        throw StorageError(TR_("The reference database {0} is damaged.").arg(file.string()),
                           e.what());
    }
}

SQLite::Database ReferenceDatabase::open(const std::filesystem::path& file) {
    check(file);
    try {
        return SQLite::Database(sqlite_file_uri(file, "mode=ro"), SQLite::OPEN_READONLY | SQLite::OPEN_URI);
    } catch (const SQLite::Exception& e) {
        throw StorageError(TR_("Cannot open the reference database {0}.").arg(file.string()), e.what());
    }
}

SQLite::Database ReferenceDatabase::create(const std::filesystem::path& file) {
    std::error_code ec;
    std::filesystem::remove(file, ec);
    try {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        register_search_tokenizer(db);
        migrate(db, kReferenceApplicationId, reference_migrations(), {}, file);
        return db;
    } catch (const SQLite::Exception& e) {
        throw StorageError(TR_("Cannot create the reference database {0}.").arg(file.string()),
                           e.what());
    }
}

} // namespace ost::storage
