// SQL for the game_system table of the reference DB.
// The schema name is fixed by the caller ("ref" or "main"), never user input.
#include "core/storage/system_repository.h"

#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

namespace ost::storage {

namespace {
GameSystem row_to_system(SQLite::Statement& q) {
    GameSystem s;
    s.id = q.getColumn(0).getString();
    s.position = q.getColumn(1).getInt();
    s.name_fr = q.getColumn(2).getString();
    s.name_en = q.getColumn(3).getString();
    s.source = q.getColumn(4).getString();
    s.file = q.getColumn(5).getString();
    return s;
}
} // namespace

std::vector<GameSystem> SystemRepository::all() const {
    try {
        SQLite::Statement q(m_db, "SELECT id, position, name_fr, name_en, source, file FROM " + // SQL game_system
                                      m_schema + ".game_system ORDER BY position, id");
        std::vector<GameSystem> out;
        while (q.executeStep()) {
            out.push_back(row_to_system(q));
        }
        return out;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read the game systems."), e, m_db);
    }
}

std::optional<GameSystem> SystemRepository::find(const std::string& id) const {
    try {
        SQLite::Statement q(m_db, "SELECT id, position, name_fr, name_en, source, file FROM " + // SQL game_system
                                      m_schema + ".game_system WHERE id = ?");
        q.bind(1, id);
        if (q.executeStep()) {
            return row_to_system(q);
        }
        return std::nullopt;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read the game systems."), e, m_db);
    }
}

} // namespace ost::storage
