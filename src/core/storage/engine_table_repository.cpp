// SQL for the engine_table table of the reference DB (engine and legality tables as text).
// A DB built before these tables existed is named as such: rebuild it, or update Ost.
#include "core/storage/engine_table_repository.h"

#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

namespace ost::storage {

namespace {
/// What a player reads when the reference DB has no engine tables at all (built by an older Ost);
/// any other failure is a read error.
[[noreturn]] void read_failed(const SQLite::Exception& e) {
    if (std::string(e.what()).find("no such table") == std::string::npos) {
        throw StorageError(TR_("Cannot read the engine and legality tables of the reference database."), e.what());
    }
    throw StorageError(TR_("The reference database has no engine or legality tables: it was built by an older "
                           "Ost. Rebuild it with \"ost-cli build-db\", or update Ost."),
                       e.what());
}
} // namespace

std::optional<StoredTable> EngineTableRepository::find(const std::string& system_id, const std::string& kind) const {
    try {
        SQLite::Statement q(m_db, "SELECT file, document FROM " + m_schema + // SQL engine_table
                                      ".engine_table WHERE system_id = ? AND kind = ?");
        q.bind(1, system_id);
        q.bind(2, kind);
        if (q.executeStep()) {
            return StoredTable{q.getColumn(0).getString(), q.getColumn(1).getString()};
        }
        return std::nullopt;
    } catch (const SQLite::Exception& e) {
        read_failed(e);
    }
}

std::vector<std::string> EngineTableRepository::systems(const std::string& kind) const {
    try {
        SQLite::Statement q(m_db, "SELECT system_id FROM " + m_schema + // SQL engine_table
                                      ".engine_table WHERE kind = ? ORDER BY system_id");
        q.bind(1, kind);
        std::vector<std::string> out;
        while (q.executeStep()) {
            out.push_back(q.getColumn(0).getString());
        }
        return out;
    } catch (const SQLite::Exception& e) {
        read_failed(e);
    }
}

} // namespace ost::storage
