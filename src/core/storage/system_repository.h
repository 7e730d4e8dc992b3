// Reads game systems from the attached reference DB.
// Returns model structs; callers never see SQL.
#pragma once

#include "core/model/game_system.h"

#include <SQLiteCpp/Database.h>

#include <optional>
#include <vector>

namespace ost::storage {

class SystemRepository {
public:
    /// `schema` is "ref" on a user DB connection, "main" on the reference DB itself.
    explicit SystemRepository(SQLite::Database& db, std::string schema = "ref")
        : m_db(db), m_schema(std::move(schema)) {}
    /// All systems in display order.
    std::vector<GameSystem> all() const;
    std::optional<GameSystem> find(const std::string& id) const;

private:
    SQLite::Database& m_db;
    std::string m_schema;
};

} // namespace ost::storage
