// SQL for army_list, army_unit, system_definition and special_rule of the reference DB.
// Full lists are parsed back from their stored XML with the same reader build-db used.
#include "core/storage/army_list_repository.h"

#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

namespace ost::storage {

namespace {
std::optional<int> optional_column(SQLite::Statement& q, int index) {
    const auto column = q.getColumn(index);
    if (column.isNull()) {
        return std::nullopt;
    }
    return column.getInt();
}
} // namespace

std::vector<ArmyListSummary> ArmyListRepository::find(const ArmyListQuery& query) const {
    try {
        std::string sql = "SELECT system_id, id, number, name_fr, name_en, source, edition, date_from, " // SQL army_list
                          "date_to, confirmed, units FROM " +
                          m_schema + ".army_list WHERE 1";
        if (!query.system_id.empty()) {
            sql += " AND system_id = :system";
        }
        if (!query.text.empty()) {
            sql += " AND (name_fr LIKE :text ESCAPE '\\' OR name_en LIKE :text ESCAPE '\\' OR id LIKE :text ESCAPE '\\')";
        }
        if (query.number) {
            sql += " AND number = :number";
        }
        if (query.year) {
            sql += " AND (date_from IS NULL OR date_from <= :year) AND (date_to IS NULL OR date_to >= :year)";
        }
        sql += " ORDER BY system_id, number, name_fr";
        SQLite::Statement q(m_db, sql);
        if (!query.system_id.empty()) {
            q.bind(":system", query.system_id);
        }
        if (!query.text.empty()) {
            q.bind(":text", like_containing(query.text));
        }
        if (query.number) {
            q.bind(":number", *query.number);
        }
        if (query.year) {
            q.bind(":year", *query.year);
        }
        std::vector<ArmyListSummary> out;
        while (q.executeStep()) {
            ArmyListSummary s;
            s.system_id = q.getColumn(0).getString();
            s.id = q.getColumn(1).getString();
            s.number = optional_column(q, 2);
            s.name = {q.getColumn(3).getString(), q.getColumn(4).getString()};
            s.source = q.getColumn(5).getString();
            s.edition = q.getColumn(6).getString();
            s.date_from = optional_column(q, 7);
            s.date_to = optional_column(q, 8);
            s.confirmed = q.getColumn(9).getInt() != 0;
            s.units = q.getColumn(10).getInt();
            out.push_back(std::move(s));
        }
        return out;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read the army lists."), e, m_db);
    }
}

std::optional<GameSystem> ArmyListRepository::load_system(const std::string& system_id) const {
    std::string document;
    std::string file;
    try {
        SQLite::Statement q(m_db, "SELECT d.document, s.file FROM " + m_schema + ".system_definition d JOIN " + // SQL system_definition
                                      m_schema + ".game_system s ON s.id = d.system_id WHERE d.system_id = ?");
        q.bind(1, system_id);
        if (!q.executeStep()) {
            return std::nullopt;
        }
        document = q.getColumn(0).getString();
        file = q.getColumn(1).getString();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read the game systems."), e, m_db);
    }
    return read_system(XmlDocument::load_string(std::move(document), file));
}

std::optional<ArmyList> ArmyListRepository::load(const std::string& system_id, const std::string& list_id) const {
    const auto system = load_system(system_id);
    if (!system) {
        return std::nullopt;
    }
    std::string document;
    std::string file;
    try {
        SQLite::Statement q(m_db, "SELECT document, file FROM " + m_schema + // SQL army_list
                                      ".army_list WHERE system_id = ? AND id = ?");
        q.bind(1, system_id);
        q.bind(2, list_id);
        if (!q.executeStep()) {
            return std::nullopt;
        }
        document = q.getColumn(0).getString();
        file = q.getColumn(1).getString();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read the army lists."), e, m_db);
    }
    return read_army_list(XmlDocument::load_string(std::move(document), file), *system);
}

std::vector<SpecialRule> ArmyListRepository::rules(const std::string& system_id, const std::string& list_id) const {
    try {
        SQLite::Statement q(m_db, "SELECT id, name_fr, name_en, summary_fr, summary_en, section FROM " + // SQL special_rule
                                      m_schema + ".special_rule WHERE system_id = ? AND list_id = ? ORDER BY id");
        q.bind(1, system_id);
        q.bind(2, list_id);
        std::vector<SpecialRule> out;
        while (q.executeStep()) {
            SpecialRule r;
            r.id = q.getColumn(0).getString();
            r.name = {q.getColumn(1).getString(), q.getColumn(2).getString()};
            r.summary = {q.getColumn(3).getString(), q.getColumn(4).getString()};
            r.section = q.getColumn(5).getString();
            out.push_back(std::move(r));
        }
        return out;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot read the special rules."), e, m_db);
    }
}

} // namespace ost::storage
