// StatementCache: one prepared statement per SQL text, reset before reuse.
// The cache lives in UserDatabase, declared after the connection, so it is destroyed first.
#include "core/storage/statement_cache.h"

namespace ost::storage {

SQLite::Statement& StatementCache::get(const std::string& sql) {
    auto& slot = m_statements[sql];
    if (!slot) {
        slot = std::make_unique<SQLite::Statement>(m_db, sql);
    } else {
        slot->reset();
        slot->clearBindings();
    }
    return *slot;
}

} // namespace ost::storage
