// SQL for the user_list table of the user DB (created by user migration 0002).
// Documents are validated with the lists/ reader before they are stored.
#include "core/storage/user_list_repository.h"

#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/xml_document.h"
#include "core/storage/army_list_repository.h"
#include "core/support/atomic_file.h"
#include "core/storage/sqlite_access.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <SQLiteCpp/Statement.h>

namespace ost::storage {

ArmyList UserListRepository::parse(const std::string& document, const std::string& name) const {
    const auto doc = XmlDocument::load_string(document, name);
    const auto system_id = army_list_system_id(doc);
    const auto system = ArmyListRepository(m_db, m_reference).load_system(system_id);
    if (!system) {
        doc.fail(doc.root(), TR_("Unknown game system \"{0}\".").arg(system_id));
    }
    return read_army_list(doc, *system);
}

namespace {
/// `error` of the stored (or about to be stored) list `id`, told by the list's id: its document
/// has no file name (see stored_document_detail).
[[noreturn]] void stored_list_failure(const Text& message, const InvalidInputError& error) {
    throw InvalidInputError(message, stored_document_detail(error));
}
} // namespace

void UserListRepository::save(const ArmyList& list) {
    const auto document = write_army_list(list);
    try {
        parse(document, list.id); // what is stored must read back
    } catch (const InvalidInputError& e) {
        stored_list_failure(TR_("Cannot save your army list \"{0}\": {1}").arg(list.id).arg(e.message()), e);
    }
    try {
        SQLite::Statement q(m_db, "INSERT INTO user_list (id, system_id, name_fr, name_en, document, updated_at) " // SQL user_list
                                  "VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now')) "
                                  "ON CONFLICT (id) DO UPDATE SET system_id = excluded.system_id, "
                                  "name_fr = excluded.name_fr, name_en = excluded.name_en, "
                                  "document = excluded.document, updated_at = excluded.updated_at");
        q.bind(1, list.id);
        q.bind(2, list.system_id);
        q.bind(3, list.name.fr);
        q.bind(4, list.name.en);
        q.bind(5, document);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot save the army list \"{0}\".").arg(list.id), e, m_db);
    }
}

std::vector<ArmyListSummary> UserListRepository::all(const std::string& system_id) const {
    std::vector<std::pair<std::string, std::string>> rows;
    try {
        SQLite::Statement q(m_db, "SELECT id, document FROM user_list WHERE ? = '' OR system_id = ? " // SQL user_list
                                  "ORDER BY name_fr, id");
        q.bind(1, system_id);
        q.bind(2, system_id);
        while (q.executeStep()) {
            rows.emplace_back(q.getColumn(0).getString(), q.getColumn(1).getString());
        }
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read your army lists."), e, m_db);
    }
    std::vector<ArmyListSummary> out;
    for (const auto& [id, document] : rows) {
        // Text stored by an older version may hold bytes that are not UTF-8 (now refused on the
        // way in): repaired as "\xNN" so the listing still shows every list.
        ArmyList list;
        try {
            list = parse(escape_invalid_utf8(document), id);
        } catch (const InvalidInputError& e) {
            stored_list_failure(
                TR_("Your army list \"{0}\" stored in your database cannot be read: {1}").arg(id).arg(e.message()), e);
        }
        ArmyListSummary s;
        s.system_id = list.system_id;
        s.id = list.id;
        s.number = list.number;
        s.name = list.name;
        s.source = list.source;
        s.edition = list.edition;
        s.date_from = list.date_from;
        s.date_to = list.date_to;
        s.confirmed = list.confirmed;
        s.units = static_cast<int>(list.units.size());
        s.user_made = true;
        out.push_back(std::move(s));
    }
    return out;
}

std::optional<std::string> UserListRepository::document(const std::string& id) const {
    try {
        SQLite::Statement q(m_db, "SELECT document FROM user_list WHERE id = ?"); // SQL user_list
        q.bind(1, id);
        if (!q.executeStep()) {
            return std::nullopt;
        }
        return q.getColumn(0).getString();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read your army lists."), e, m_db);
    }
}

std::optional<ArmyList> UserListRepository::load(const std::string& id) const {
    const auto text = document(id);
    if (!text) {
        return std::nullopt;
    }
    try {
        return parse(escape_invalid_utf8(*text), id); // older stored text, see all()
    } catch (const InvalidInputError& e) {
        stored_list_failure(
            TR_("Your army list \"{0}\" stored in your database cannot be read: {1}").arg(id).arg(e.message()), e);
    }
}

bool UserListRepository::remove(const std::string& id) {
    try {
        SQLite::Statement q(m_db, "DELETE FROM user_list WHERE id = ?"); // SQL user_list
        q.bind(1, id);
        return q.exec() > 0;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot delete the army list \"{0}\".").arg(id), e, m_db);
    }
}

ArmyList UserListRepository::import_file(const std::filesystem::path& file) {
    auto list = parse(read_file(file), file.string());
    save(list);
    return list;
}

void UserListRepository::export_file(const std::string& id, const std::filesystem::path& file) const {
    const auto text = document(id);
    if (!text) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" of yours.").arg(id));
    }
    write_file_atomic(file, *text);
}

} // namespace ost::storage
