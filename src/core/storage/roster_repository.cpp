// SQL for the roster table of the user DB: one row per roster holding its .ostr document.
// Documents are written and read with the roster file reader/writer, so files and DB agree.
#include "core/storage/roster_repository.h"

#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/storage/sqlite_access.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <SQLiteCpp/Statement.h>

namespace ost::storage {

void RosterRepository::save(Roster& roster) {
    const auto document = write_roster(roster);
    try {
        if (roster.id == 0) {
            SQLite::Statement q(
                m_db,
                "INSERT INTO roster (name, system_id, army_id, army_size, document) " // SQL roster
                "VALUES (?, ?, ?, ?, ?)");
            q.bind(1, roster.name);
            q.bind(2, roster.system_id);
            q.bind(3, roster.list_id);
            q.bind(4, roster.army_size);
            q.bind(5, document);
            q.exec();
            roster.id = m_db.getLastInsertRowid();
            return;
        }
        SQLite::Statement q(
            m_db,
            "UPDATE roster SET name = ?, system_id = ?, army_id = ?, army_size = ?, " // SQL roster
            "document = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?");
        q.bind(1, roster.name);
        q.bind(2, roster.system_id);
        q.bind(3, roster.list_id);
        q.bind(4, roster.army_size);
        q.bind(5, document);
        q.bind(6, static_cast<int64_t>(roster.id));
        if (q.exec() == 0) {
            throw StorageError(
                TR_("Cannot save the roster \"{0}\": it was deleted meanwhile.").arg(roster.name));
        }
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot save the roster \"{0}\".").arg(roster.name), e, m_db);
    }
}

std::optional<Roster> RosterRepository::load(std::int64_t id) const {
    std::string document;
    try {
        SQLite::Statement q(m_db, "SELECT document FROM roster WHERE id = ?"); // SQL roster
        q.bind(1, static_cast<int64_t>(id));
        if (!q.executeStep()) {
            return std::nullopt;
        }
        document = q.getColumn(0).getString();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read your rosters."), e, m_db);
    }
    // Text stored by an older version may hold bytes that are not UTF-8 (now refused on the way
    // in): they are repaired as "\xNN" so the roster still opens, instead of being refused.
    // A stored roster has no file: its errors name it by its number, never by an invented file
    // name the user never gave (stored_document_detail).
    try {
        auto roster = read_roster_text(escape_invalid_utf8(document), "#" + std::to_string(id));
        roster.id = id;
        return roster;
    } catch (const InvalidInputError& e) {
        throw InvalidInputError(
            TR_("Your roster number {0} stored in your database cannot be read: {1}").arg(static_cast<long long>(id)).arg(e.message()),
            stored_document_detail(e));
    }
}

std::vector<RosterSummary> RosterRepository::all(const std::string& system_id) const {
    try {
        SQLite::Statement q(
            m_db,
            "SELECT id, name, system_id, army_id, army_size, updated_at FROM roster " // SQL roster
            "WHERE ? = '' OR system_id = ? ORDER BY updated_at DESC, id DESC");
        q.bind(1, system_id);
        q.bind(2, system_id);
        std::vector<RosterSummary> out;
        while (q.executeStep()) {
            RosterSummary s;
            s.id = q.getColumn(0).getInt64();
            s.name = escape_invalid_utf8(q.getColumn(1).getString()); // older stored text, see load()
            s.system_id = q.getColumn(2).getString();
            s.list_id = q.getColumn(3).getString();
            s.army_size = q.getColumn(4).getInt();
            s.updated_at = q.getColumn(5).getString();
            out.push_back(std::move(s));
        }
        return out;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read your rosters."), e, m_db);
    }
}

bool RosterRepository::remove(std::int64_t id) {
    try {
        SQLite::Statement q(m_db, "DELETE FROM roster WHERE id = ?"); // SQL roster
        q.bind(1, static_cast<int64_t>(id));
        return q.exec() > 0;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot delete the roster."), e, m_db);
    }
}

Roster RosterRepository::import_file(const std::filesystem::path& file) {
    auto roster = read_roster_file(file);
    roster.id = 0;
    save(roster);
    return roster;
}

void RosterRepository::export_file(std::int64_t id, const std::filesystem::path& file) const {
    const auto roster = load(id);
    if (!roster) {
        throw InvalidInputError(
            TR_("There is no roster number {0}.").arg(static_cast<long long>(id)));
    }
    save_roster_file(file, *roster);
}

} // namespace ost::storage
