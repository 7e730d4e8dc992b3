// SQL inserts and deletes for imported rulebooks, keeping rulebook_fts_<lang> in step.
// The FTS rowid is the rulebook_section id, so searches join back without a mapping table.
#include "core/storage/rulebook_repository.h"

#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

namespace ost::storage {

long long RulebookRepository::add(const Rulebook& book, const std::vector<ImportedSection>& sections,
                                  ProgressSink& progress) {
    if (book.lang != "fr" && book.lang != "en") {
        throw InvalidInputError(TR_("Unknown language \"{0}\" (use fr or en).").arg(book.lang));
    }
    try {
        SQLite::Transaction transaction(m_db, SQLite::TransactionBehavior::IMMEDIATE);
        SQLite::Statement b(m_db, "INSERT INTO rulebook (system_id, lang, title, source_file) " // SQL rulebook
                                  "VALUES (?, ?, ?, ?)");
        b.bind(1, book.system_id);
        b.bind(2, book.lang);
        b.bind(3, book.title);
        b.bind(4, book.source_file);
        b.exec();
        const auto id = m_db.getLastInsertRowid();
        SQLite::Statement s(m_db, "INSERT INTO rulebook_section (rulebook_id, position, title, body, " // SQL rulebook_section
                                  "page_first, page_last) VALUES (?, ?, ?, ?, nullif(?, 0), nullif(?, 0))");
        SQLite::Statement f(m_db, "INSERT INTO rulebook_fts_" + book.lang + // SQL rulebook_fts_fr rulebook_fts_en
                                      " (rowid, title, body) VALUES (?, ?, ?)");
        for (std::size_t i = 0; i < sections.size(); ++i) {
            if (i % 64 == 0) {
                report_progress(progress, static_cast<double>(i) / static_cast<double>(sections.size()),
                                TR_("Indexing section {0} of {1}").arg(i + 1).arg(sections.size()));
            }
            s.bind(1, id);
            s.bind(2, static_cast<int>(i));
            s.bind(3, sections[i].title);
            s.bind(4, sections[i].body);
            s.bind(5, sections[i].page_first);
            s.bind(6, sections[i].page_last);
            s.exec();
            s.reset();
            f.bind(1, m_db.getLastInsertRowid());
            f.bind(2, sections[i].title);
            f.bind(3, sections[i].body);
            f.exec();
            f.reset();
        }
        transaction.commit();
        return id;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot store the rulebook \"{0}\".").arg(book.title), e, m_db);
    }
}

bool RulebookRepository::remove(long long rulebook_id) {
    try {
        SQLite::Transaction transaction(m_db, SQLite::TransactionBehavior::IMMEDIATE);
        SQLite::Statement lang(m_db, "SELECT lang FROM rulebook WHERE id = ?"); // SQL rulebook
        lang.bind(1, static_cast<int64_t>(rulebook_id));
        if (!lang.executeStep()) {
            return false;
        }
        const auto l = lang.getColumn(0).getString() == "fr" ? "fr" : "en";
        SQLite::Statement f(m_db, std::string("DELETE FROM rulebook_fts_") + l + // SQL rulebook_fts_fr rulebook_fts_en
                                      " WHERE rowid IN (SELECT id FROM rulebook_section WHERE rulebook_id = ?)");
        f.bind(1, static_cast<int64_t>(rulebook_id));
        f.exec();
        SQLite::Statement d(m_db, "DELETE FROM rulebook WHERE id = ?"); // SQL rulebook
        d.bind(1, static_cast<int64_t>(rulebook_id));
        d.exec();
        transaction.commit();
        return true;
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot delete the rulebook."), e, m_db);
    }
}

} // namespace ost::storage
