// Prepared statements kept for reuse on one connection, owned beside that connection so that
// they are finalized before it closes (SQLite refuses to close with statements alive).
#pragma once

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <map>
#include <memory>
#include <string>

namespace ost::storage {

class StatementCache {
public:
    explicit StatementCache(SQLite::Database& db) : m_db(db) {}

    /// The statement for `sql`, prepared on first use and reset (bindings cleared) on each
    /// later one. Preparing is a fixed cost of every query otherwise (issue 16).
    /// Throws SQLite::Exception when `sql` does not prepare.
    SQLite::Statement& get(const std::string& sql);

private:
    SQLite::Database& m_db;
    std::map<std::string, std::unique_ptr<SQLite::Statement>> m_statements;
};

} // namespace ost::storage
