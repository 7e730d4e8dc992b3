// Reads the engine's and the legality checks' tables from the reference DB (stored by build-db):
// each is the text of its data/engine source file, parsed by the same readers check-data uses.
#pragma once

#include <SQLiteCpp/Database.h>

#include <optional>
#include <string>
#include <vector>

namespace ost::storage {

/// The kind of a stored table: the engine's odds tables (data/engine/<system>.json).
inline constexpr const char* kEngineTableKind = "engine";
/// The kind of a stored table: a legality rule table (data/engine/<system>.xml).
inline constexpr const char* kLegalityTableKind = "legality";

/// One stored table: the text of its source file, and that file's name for located errors.
struct StoredTable {
    std::string file;
    std::string document;
};

class EngineTableRepository {
public:
    /// `schema` is "ref" on a user DB connection, "main" on the reference DB itself.
    explicit EngineTableRepository(SQLite::Database& db, std::string schema = "ref")
        : m_db(db), m_schema(std::move(schema)) {}

    /// The table of `kind` for `system_id`, or nullopt when the DB holds none. Throws
    /// StorageError saying to rebuild the DB or update Ost when the DB predates these tables.
    std::optional<StoredTable> find(const std::string& system_id, const std::string& kind) const;
    /// The systems with a table of `kind`, sorted by id; the same StorageError for an old DB.
    std::vector<std::string> systems(const std::string& kind) const;

private:
    SQLite::Database& m_db;
    std::string m_schema;
};

} // namespace ost::storage
