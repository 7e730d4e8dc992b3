// Inserts parsed reference data into a new reference DB (used only by build-db).
// Holds the INSERT statements so the builder stays free of SQL.
#pragma once

#include "core/model/game_system.h"

#include <SQLiteCpp/Database.h>

#include <string>

namespace ost::storage {

class ReferenceWriter {
public:
    explicit ReferenceWriter(SQLite::Database& db) : m_db(db) {}
    void add_meta(const std::string& key, const std::string& value);
    /// Throws StorageError when the id is already present (duplicate system file).
    void add_system(const GameSystem& system);

private:
    SQLite::Database& m_db;
};

} // namespace ost::storage
