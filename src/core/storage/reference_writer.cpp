// SQL inserts for the reference DB tables.
// Constraint failures (duplicate ids) become StorageError naming the culprit.
#include "core/storage/reference_writer.h"

#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

namespace {
void bind_optional(SQLite::Statement& q, int index, const std::optional<int>& value) {
    if (value) {
        q.bind(index, *value);
    } else {
        q.bind(index);
    }
}

const char* scaling_name(ost::LimitScaling scaling) {
    switch (scaling) {
    case ost::LimitScaling::PerThousand:
        return "per-1000";
    case ost::LimitScaling::SizeTable:
        return "table";
    case ost::LimitScaling::None:
        break;
    }
    return "none";
}
} // namespace

namespace ost::storage {

void ReferenceWriter::add_meta(const std::string& key, const std::string& value) {
    SQLite::Statement q(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"); // SQL meta
    q.bind(1, key);
    q.bind(2, value);
    q.exec();
}

void ReferenceWriter::add_system(const GameSystem& s) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO game_system (id, position, name_fr, name_en, " // SQL game_system
                                  "source, file) VALUES (?, ?, ?, ?, ?, ?)");
        q.bind(1, s.id);
        q.bind(2, s.position);
        q.bind(3, s.name_fr);
        q.bind(4, s.name_en);
        q.bind(5, s.source);
        q.bind(6, s.file);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("The game system \"{0}\" is defined twice.").arg(s.id), e, m_db,
                           Location{s.file, 0, 0});
    }
}

void ReferenceWriter::add_rule(const std::string& system_id, const std::string& list_id,
                               const SpecialRule& r, const std::string& file) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO special_rule (system_id, list_id, id, name_fr, name_en, " // SQL special_rule
                                  "summary_fr, summary_en, section) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        q.bind(1, system_id);
        q.bind(2, list_id);
        q.bind(3, r.id);
        q.bind(4, r.name.fr);
        q.bind(5, r.name.en);
        q.bind(6, r.summary.fr);
        q.bind(7, r.summary.en);
        q.bind(8, r.section);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("The special rule \"{0}\" is defined twice.").arg(r.id), e, m_db,
                           Location{file, 0, 0});
    }
}

void ReferenceWriter::add_system_definition(const GameSystem& s, const std::string& document) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO system_definition (system_id, scaling, default_size, " // SQL system_definition
                                  "document) VALUES (?, ?, ?, ?)");
        q.bind(1, s.id);
        q.bind(2, scaling_name(s.scaling));
        q.bind(3, s.default_size);
        q.bind(4, document);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("The game system \"{0}\" is defined twice.").arg(s.id), e, m_db,
                           Location{s.file, 0, 0});
    }
    for (const auto& r : s.rules) {
        add_rule(s.id, "", r, s.file);
    }
}

void ReferenceWriter::add_army_list(const ArmyList& list, const std::string& document) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO army_list (system_id, id, number, name_fr, name_en, source, " // SQL army_list
                                  "edition, date_from, date_to, confirmed, units, file, document) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        q.bind(1, list.system_id);
        q.bind(2, list.id);
        bind_optional(q, 3, list.number);
        q.bind(4, list.name.fr);
        q.bind(5, list.name.en);
        q.bind(6, list.source);
        q.bind(7, list.edition);
        bind_optional(q, 8, list.date_from);
        bind_optional(q, 9, list.date_to);
        q.bind(10, list.confirmed ? 1 : 0);
        q.bind(11, static_cast<int>(list.units.size()));
        q.bind(12, list.file);
        q.bind(13, document);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("The army list \"{0}\" is defined twice in system \"{1}\".")
                               .arg(list.id)
                               .arg(list.system_id),
                           e, m_db, Location{list.file, 0, 0});
    }
    SQLite::Statement q(m_db, "INSERT INTO army_unit (system_id, list_id, id, position, name_fr, name_en, " // SQL army_unit
                              "role, points, min, max, army_min, army_max) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    int position = 0;
    for (const auto& u : list.units) {
        q.reset();
        q.bind(1, list.system_id);
        q.bind(2, list.id);
        q.bind(3, u.id);
        q.bind(4, position++);
        q.bind(5, u.name.fr);
        q.bind(6, u.name.en);
        q.bind(7, to_string(u.role));
        bind_optional(q, 8, u.points());
        bind_optional(q, 9, u.min);
        bind_optional(q, 10, u.max);
        bind_optional(q, 11, u.army_min);
        bind_optional(q, 12, u.army_max);
        q.exec();
    }
    for (const auto& r : list.rules) {
        add_rule(list.system_id, list.id, r, list.file);
    }
}

void ReferenceWriter::add_rule_source(const RuleSource& source) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO rule_source (id, system_id, title_fr, title_en) " // SQL rule_source
                                  "VALUES (?, ?, ?, ?)");
        q.bind(1, source.id);
        q.bind(2, source.system_id);
        q.bind(3, source.title_fr);
        q.bind(4, source.title_en);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("The rules source \"{0}\" is defined twice.").arg(source.id), e, m_db);
    }
}

void ReferenceWriter::add_rule_section(const RuleSection& s, const std::string& plain_fr,
                                       const std::string& plain_en, const std::string& terms_fr,
                                       const std::string& terms_en) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO rule_section (id, system_id, position, source_id, ref, " // SQL rule_section
                                  "title_fr, title_en, body_fr, body_en, page) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        q.bind(1, s.id);
        q.bind(2, s.system_id);
        q.bind(3, s.position);
        if (s.source_id.empty()) {
            q.bind(4);
        } else {
            q.bind(4, s.source_id);
        }
        q.bind(5, s.ref);
        q.bind(6, s.title_fr);
        q.bind(7, s.title_en);
        q.bind(8, s.body_fr);
        q.bind(9, s.body_en);
        if (s.page > 0) {
            q.bind(10, s.page);
        } else {
            q.bind(10);
        }
        q.exec();
        const auto rowid = m_db.getLastInsertRowid();
        for (std::size_t i = 0; i < s.see_also.size(); ++i) {
            SQLite::Statement see(m_db, "INSERT OR IGNORE INTO rule_see_also (section_id, position, target_id) " // SQL rule_see_also
                                        "VALUES (?, ?, ?)");
            see.bind(1, s.id);
            see.bind(2, static_cast<int>(i));
            see.bind(3, s.see_also[i]);
            see.exec();
        }
        for (const char* lang : {"fr", "en"}) {
            const bool fr = std::string(lang) == "fr";
            SQLite::Statement f(m_db, std::string("INSERT INTO rule_fts_") + lang + // SQL rule_fts_fr rule_fts_en
                                          " (rowid, title, body, terms, terms_other) VALUES (?, ?, ?, ?, ?)");
            f.bind(1, rowid);
            f.bind(2, fr ? s.title_fr : s.title_en);
            f.bind(3, fr ? plain_fr : plain_en);
            f.bind(4, fr ? terms_fr : terms_en);
            f.bind(5, fr ? terms_en : terms_fr); // the other language's names, weighted low
            f.exec();
        }
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot store the rules section \"{0}\".").arg(s.id), e, m_db, s.location);
    }
}

void ReferenceWriter::add_rule_term(const RuleTerm& t) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO rule_term (id, system_id, section_id) VALUES (?, ?, ?)"); // SQL rule_term
        q.bind(1, t.id);
        q.bind(2, t.system_id);
        q.bind(3, t.section_id);
        q.exec();
        for (const char* lang : {"fr", "en"}) {
            const auto& forms = t.forms(lang);
            for (std::size_t i = 0; i < forms.size(); ++i) {
                SQLite::Statement f(m_db, "INSERT INTO rule_term_form (term_id, lang, position, form) " // SQL rule_term_form
                                          "VALUES (?, ?, ?, ?)");
                f.bind(1, t.id);
                f.bind(2, lang);
                f.bind(3, static_cast<int>(i));
                f.bind(4, forms[i]);
                f.exec();
            }
        }
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("The glossary term \"{0}\" is defined twice.").arg(t.id), e, m_db, t.location);
    }
}

void ReferenceWriter::add_engine_table(const std::string& system_id, const std::string& kind,
                                       const std::string& file, const std::string& document) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO engine_table (system_id, kind, file, document) " // SQL engine_table
                                  "VALUES (?, ?, ?, ?)");
        q.bind(1, system_id);
        q.bind(2, kind);
        q.bind(3, file);
        q.bind(4, document);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw StorageError(TR_("The {0} table of \"{1}\" is given twice.").arg(kind).arg(system_id), e.what(),
                           Location{file, 0, 0});
    }
}

void ReferenceWriter::add_search_index(const std::string& lang, const std::string& bytes) {
    try {
        SQLite::Statement q(m_db, "INSERT OR REPLACE INTO search_index (lang, data) VALUES (?, ?)"); // SQL search_index
        q.bind(1, lang);
        q.bind(2, bytes.data(), static_cast<int>(bytes.size()));
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw StorageError(TR_("Cannot store the search index of the rules digest ({0}).").arg(lang), e.what());
    }
}

} // namespace ost::storage
