// SQL for reading the rules digest and the user's rulebooks, FTS5 search included.
// Table names carry the language ("rule_fts_fr"): `lang` is checked against fr/en first.
#include "core/storage/rules_repository.h"

#include "core/support/content_hash.h"

#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

#include <map>

namespace ost::storage {

namespace {
/// The MATCH expression: `fts_query` over the columns a search looks at. Digest: title, body,
/// glossary names, plus the other language's names when `other_language_names`; user
/// rulebooks: title and body. `titles_only` drops the bodies (one- and two-letter prefixes as
/// the user types: they would match nearly every section and only titles rank first anyway).
std::string match_expression(const std::string& fts_query, bool user, bool other_language_names,
                             bool titles_only) {
    if (user) {
        return titles_only ? "{title} : (" + fts_query + ")" : fts_query;
    }
    if (titles_only) {
        return (other_language_names ? "{title terms terms_other} : (" : "{title terms} : (") + fts_query + ")";
    }
    return other_language_names ? fts_query : "{title body terms} : (" + fts_query + ")";
}

const std::string& checked_lang(const std::string& lang) {
    if (lang != "fr" && lang != "en") {
        throw InvalidInputError(TR_("Unknown language \"{0}\" (use fr or en).").arg(lang));
    }
    return lang;
}

[[noreturn]] void rethrow(const SQLite::Exception& e, SQLite::Database& db) {
    throw sqlite_failure(TR_("Cannot read the rules."), e, db);
}

// bm25 column weights: title 10, body 1, glossary names 5, names in the other language 2.
constexpr const char* kReferenceWeights = "10.0, 1.0, 5.0, 2.0";
constexpr const char* kUserWeights = "10.0, 1.0"; // title, body
} // namespace

std::vector<RuleHit> RulesRepository::search_reference(const std::string& fts_query,
                                                       const std::string& lang,
                                                       const std::string& system_id,
                                                       int limit, bool other_language_names,
                                                       bool titles_only) const {
    std::vector<RuleHit> out;
    if (!m_ref || fts_query.empty()) {
        return out;
    }
    // An FTS5 column filter over the whole (already safe) expression.
    const auto match = match_expression(fts_query, false, other_language_names, titles_only);
    const auto table = "rule_fts_" + checked_lang(lang);
    // The best rows are chosen from the index alone (bm25; the section table is joined for
    // every matching row only when a system filters them), then joined for their titles. No
    // snippet here: snippet() runs for the rows shown only.
    const auto top = system_id.empty()
                         ? "SELECT rowid AS r, bm25(" + table + ", " + kReferenceWeights +
                               ") AS score FROM ref." + table + " WHERE " + table +
                               " MATCH ?1 ORDER BY score LIMIT ?3"
                         : "SELECT " + table + ".rowid AS r, bm25(" + table + ", " +
                               kReferenceWeights + ") AS score FROM ref." + table +
                               " JOIN ref.rule_section s ON s.rowid = " + table + ".rowid WHERE " +
                               table + " MATCH ?1 AND s.system_id = ?2 ORDER BY score LIMIT ?3";
    try {
        auto& q = prepared( // SQL rule_fts_fr rule_fts_en rule_section
            "WITH top AS (" + top + ") SELECT s.id, s.system_id, s.title_" + lang +
            ", top.score, top.r, coalesce(s.page, 0) FROM top JOIN ref.rule_section s ON s.rowid = top.r "
            "ORDER BY top.score");
        q.bind(1, match);
        q.bind(2, system_id);
        q.bind(3, limit);
        while (q.executeStep()) {
            RuleHit h;
            h.key = q.getColumn(0).getString();
            h.system_id = q.getColumn(1).getString();
            h.lang = lang;
            h.title = q.getColumn(2).getString();
            h.score = q.getColumn(3).getDouble();
            h.row = q.getColumn(4).getInt64();
            h.page = q.getColumn(5).getInt();
            out.push_back(std::move(h));
        }
        q.reset();
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::vector<RuleHit> RulesRepository::search_user(const std::string& fts_query,
                                                  const std::string& lang,
                                                  const std::string& system_id, int limit,
                                                  bool titles_only) const {
    std::vector<RuleHit> out;
    if (fts_query.empty()) {
        return out;
    }
    const auto table = "rulebook_fts_" + checked_lang(lang);
    const auto top = system_id.empty()
                         ? "SELECT rowid AS r, bm25(" + table + ", " + kUserWeights +
                               ") AS score FROM main." + table + " WHERE " + table +
                               " MATCH ?1 ORDER BY score LIMIT ?3"
                         : "SELECT " + table + ".rowid AS r, bm25(" + table + ", " + kUserWeights +
                               ") AS score FROM main." + table +
                               " JOIN main.rulebook_section rs ON rs.id = " + table +
                               ".rowid JOIN main.rulebook b ON b.id = rs.rulebook_id WHERE " +
                               table + " MATCH ?1 AND b.system_id = ?2 ORDER BY score LIMIT ?3";
    try {
        auto& q = prepared( // SQL rulebook_fts_fr rulebook_fts_en rulebook_section rulebook
            "WITH top AS (" + top + ") SELECT rs.id, b.system_id, rs.title, top.score, b.title, "
            "coalesce(rs.page_first, 0) "
            "FROM top JOIN main.rulebook_section rs ON rs.id = top.r JOIN main.rulebook b ON "
            "b.id = rs.rulebook_id ORDER BY top.score");
        q.bind(1, match_expression(fts_query, true, false, titles_only));
        q.bind(2, system_id);
        q.bind(3, limit);
        while (q.executeStep()) {
            RuleHit h;
            h.row = q.getColumn(0).getInt64();
            h.key = "user:" + std::to_string(h.row);
            h.user = true;
            h.system_id = q.getColumn(1).getString();
            h.lang = lang;
            h.title = q.getColumn(2).getString();
            h.score = q.getColumn(3).getDouble();
            h.rulebook_title = q.getColumn(4).getString();
            h.page = q.getColumn(5).getInt();
            out.push_back(std::move(h));
        }
        q.reset();
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

void RulesRepository::fill_snippets(const std::vector<RuleHit*>& hits, const std::string& fts_query,
                                    bool other_language_names, bool titles_only) const {
    if (fts_query.empty()) {
        return;
    }
    for (const bool user : {false, true}) {
        if (!user && !m_ref) {
            continue;
        }
        for (const std::string lang : {"fr", "en"}) {
            std::map<long long, RuleHit*> rows;
            for (auto* h : hits) {
                if (h->user == user && h->lang == lang && h->row != 0) {
                    rows[h->row] = h;
                }
            }
            if (rows.empty()) {
                continue;
            }
            std::string ids = "[";
            for (const auto& [row, hit] : rows) {
                ids += (ids.size() > 1 ? "," : "") + std::to_string(row);
            }
            ids += "]";
            const auto table = (user ? "rulebook_fts_" : "rule_fts_") + lang;
            const auto match = match_expression(fts_query, user, other_language_names, titles_only);
            try {
                // "+rowid": the rows are filtered after one pass over the matches, not looked up
                // one by one (each lookup would rebuild the prefix terms' lists).
                auto& q = prepared( // SQL rule_fts_fr rule_fts_en rulebook_fts_fr rulebook_fts_en json_each
                    "SELECT rowid, snippet(" + table + ", 1, char(2), char(3), '…', 14) FROM " +
                    (user ? "main." : "ref.") + table + " WHERE " + table +
                    " MATCH ?1 AND +rowid IN (SELECT value FROM json_each(?2))");
                q.bind(1, match);
                q.bind(2, ids);
                while (q.executeStep()) {
                    const auto it = rows.find(q.getColumn(0).getInt64());
                    if (it != rows.end()) {
                        it->second->snippet = q.getColumn(1).getString();
                    }
                }
                q.reset();
            } catch (const SQLite::Exception& e) {
                rethrow(e, m_db);
            }
        }
    }
}

RulesRepository::ReadScope::ReadScope(const RulesRepository& repo) {
    try {
        // Both statements are prepared here so that the destructor cannot fail to prepare.
        m_release = &repo.prepared("RELEASE ost_rules_read");
        repo.prepared("SAVEPOINT ost_rules_read").exec();
    } catch (const SQLite::Exception& e) {
        rethrow(e, repo.m_db);
    }
}

RulesRepository::ReadScope::~ReadScope() {
    // Nothing was written, so releasing cannot lose work; a destructor must not throw, and
    // tryExecuteStep reports through its result code.
    (void)m_release->tryExecuteStep();
    (void)m_release->tryReset();
}

std::string RulesRepository::rulebooks_state() const {
    try {
        auto& q = prepared("SELECT count(*), coalesce(max(id), 0) FROM main.rulebook"); // SQL rulebook
        q.executeStep();
        auto out = std::to_string(q.getColumn(0).getInt64()) + ":" + std::to_string(q.getColumn(1).getInt64());
        q.reset();
        return out;
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
}

std::vector<VocabularyTerm> RulesRepository::vocabulary(const std::string& lang) const {
    std::map<std::string, long long> counts;
    const auto& l = checked_lang(lang);
    try {
        const auto read = [&](const std::string& schema, const std::string& table) {
            const auto vocab = "ost_vocab_" + schema + "_" + l;
            // SQL fts5vocab: a temp "row" view of the index (one row per word, with its rows).
            m_db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp." + vocab + " USING fts5vocab(" +
                      schema + ", " + table + ", row)");
            SQLite::Statement q(m_db, "SELECT term, doc FROM temp." + vocab); // SQL fts5vocab
            while (q.executeStep()) {
                counts[q.getColumn(0).getString()] += q.getColumn(1).getInt64();
            }
        };
        if (m_ref) {
            read("ref", "rule_fts_" + l);
        }
        read("main", "rulebook_fts_" + l);
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    std::vector<VocabularyTerm> out;
    out.reserve(counts.size());
    for (auto& [term, n] : counts) {
        out.push_back({term, n});
    }
    return out;
}

void RulesRepository::index_instances(
    const std::string& lang, bool user,
    const std::function<void(std::string_view, long long, int, int)>& each) const {
    if (!user && !m_ref) {
        return;
    }
    const auto& l = checked_lang(lang);
    const std::string schema = user ? "main" : "ref";
    const auto table = (user ? "rulebook_fts_" : "rule_fts_") + l;
    const auto vocab = "ost_instances_" + schema + "_" + l;
    try {
        // An index without rows has no tokens: not worth creating the view (issue 26: a third
        // of a millisecond in every search of a user without rulebooks in that language).
        auto& any = prepared("SELECT 1 FROM " + schema + "." + table + " LIMIT 1"); // SQL rulebook_fts rule_fts
        const bool empty = !any.executeStep();
        any.reset();
        if (empty) {
            return;
        }
        // SQL fts5vocab: a temp "instance" view of the index (one row per token).
        m_db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp." + vocab + " USING fts5vocab(" +
                  schema + ", " + table + ", instance)");
        SQLite::Statement q(m_db, "SELECT term, doc, col, offset FROM temp." + vocab); // SQL fts5vocab
        const int columns = user ? 2 : 4;
        static const char* const kReference[] = {"title", "body", "terms", "terms_other"};
        while (q.executeStep()) {
            const auto term = q.getColumn(0);
            const char* text = term.getText();
            const std::string_view col = q.getColumn(2).getText();
            int c = 0;
            while (c < columns && col != kReference[c]) {
                ++c;
            }
            each(std::string_view(text, static_cast<std::size_t>(term.getBytes())),
                 q.getColumn(1).getInt64(), c, q.getColumn(3).getInt());
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
}

std::string RulesRepository::index_state(const std::string& lang, bool user) const {
    std::string out;
    if (!user && !m_ref) {
        return out;
    }
    const auto table = (user ? "main.rulebook_fts_" : "ref.rule_fts_") + checked_lang(lang) + "_data";
    try {
        // SQL fts5 shadow table: id 1 is the averages record, id 10 the structure record, the
        // others the index's pages. The digest's copy lives in the same read-only file as its
        // index: its records suffice. The user's lives in a file of its own, beside a database
        // that may be replaced: every page is hashed (a content hash, about 2 ms a megabyte).
        auto& q = prepared(user ? "SELECT id, block FROM " + table + " ORDER BY id"
                                : "SELECT id, block FROM " + table + " WHERE id IN (1, 10) ORDER BY id");
        std::uint64_t hash = 0;
        while (q.executeStep()) {
            const auto id = q.getColumn(0).getInt64();
            const auto block = q.getColumn(1);
            const std::string_view bytes(static_cast<const char*>(block.getBlob()),
                                         static_cast<std::size_t>(block.getBytes()));
            if (id == 1 || id == 10) {
                out += std::to_string(id) + ":" + std::to_string(bytes.size()) + ":";
                out.append(bytes);
            }
            hash = content_hash(bytes, content_hash(std::to_string(id), hash));
        }
        q.reset();
        if (user) {
            out += "hash:" + std::to_string(hash);
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::string RulesRepository::stored_reference_index(const std::string& lang) const {
    std::string out;
    read_stored_reference_index(lang, [&](std::string_view bytes) { out.assign(bytes); });
    return out;
}

void RulesRepository::read_stored_reference_index(const std::string& lang,
                                                  const std::function<void(std::string_view)>& read) const {
    if (!m_ref) {
        return;
    }
    auto& q = prepared("SELECT data FROM ref.search_index WHERE lang = ?"); // SQL search_index
    try {
        // The reference DB read by mapping it, not page by page (issue 26: a megabyte of index
        // through read() calls). Set here, not when it is attached, where a user DB locked by
        // another program would make it wait a second time. The file is never written in
        // place: build-db writes a new one and renames it over the old.
        m_db.exec("PRAGMA ref.mmap_size = 268435456"); // SQL pragma
        q.bind(1, checked_lang(lang));
        if (q.executeStep()) {
            const auto data = q.getColumn(0);
            const auto* bytes = static_cast<const char*>(data.getBlob());
            read(std::string_view(bytes, static_cast<std::size_t>(data.getBytes())));
        }
        q.reset();
    } catch (const SQLite::Exception& e) {
        q.reset();
        rethrow(e, m_db);
    } catch (...) {
        q.reset();
        throw;
    }
}

std::vector<IndexedRow> RulesRepository::index_rows(bool user) const {
    std::vector<IndexedRow> out;
    if (!user && !m_ref) {
        return out;
    }
    try {
        SQLite::Statement q(m_db, user ? "SELECT rs.id, b.system_id, rs.title, b.title, coalesce(rs.page_first, 0) " // SQL rulebook_section rulebook
                                         "FROM main.rulebook_section rs JOIN main.rulebook b ON b.id = rs.rulebook_id"
                                       : "SELECT rowid, system_id, id, coalesce(page, 0) FROM ref.rule_section"); // SQL rule_section
        while (q.executeStep()) {
            IndexedRow r;
            r.row = q.getColumn(0).getInt64();
            r.system_id = q.getColumn(1).getString();
            if (user) {
                r.key = "user:" + std::to_string(r.row);
                r.title = q.getColumn(2).getString();
                r.rulebook_title = q.getColumn(3).getString();
                r.page = q.getColumn(4).getInt();
            } else {
                r.key = q.getColumn(2).getString();
                r.page = q.getColumn(3).getInt();
            }
            out.push_back(std::move(r));
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::vector<std::pair<long long, std::string>> RulesRepository::index_bodies(
    const std::string& lang, bool user, const std::vector<long long>& rows) const {
    std::vector<std::pair<long long, std::string>> out;
    if ((!user && !m_ref) || rows.empty()) {
        return out;
    }
    const auto table = (user ? "rulebook_fts_" : "rule_fts_") + checked_lang(lang);
    std::string ids = "[";
    for (const auto row : rows) {
        ids += (ids.size() > 1 ? "," : "") + std::to_string(row);
    }
    ids += "]";
    try {
        auto& q = prepared( // SQL rule_fts_fr rule_fts_en rulebook_fts_fr rulebook_fts_en json_each
            "SELECT rowid, body FROM " + std::string(user ? "main." : "ref.") + table +
            " WHERE rowid IN (SELECT value FROM json_each(?1))");
        q.bind(1, ids);
        while (q.executeStep()) {
            out.emplace_back(q.getColumn(0).getInt64(), q.getColumn(1).getString());
        }
        q.reset();
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::optional<RuleSection> RulesRepository::section(const std::string& id) const {
    if (!m_ref) {
        return std::nullopt;
    }
    try {
        auto& q = prepared("SELECT id, system_id, position, coalesce(source_id, ''), ref, " // SQL rule_section
                           "title_fr, title_en, body_fr, body_en, coalesce(page, 0) FROM ref.rule_section WHERE id = ?");
        q.bind(1, id);
        if (!q.executeStep()) {
            return std::nullopt;
        }
        RuleSection s;
        s.id = q.getColumn(0).getString();
        s.system_id = q.getColumn(1).getString();
        s.position = q.getColumn(2).getInt();
        s.source_id = q.getColumn(3).getString();
        s.ref = q.getColumn(4).getString();
        s.title_fr = q.getColumn(5).getString();
        s.title_en = q.getColumn(6).getString();
        s.body_fr = q.getColumn(7).getString();
        s.body_en = q.getColumn(8).getString();
        s.page = q.getColumn(9).getInt();
        q.reset();
        auto& see = prepared("SELECT target_id FROM ref.rule_see_also WHERE section_id = ? " // SQL rule_see_also
                             "ORDER BY position");
        see.bind(1, id);
        while (see.executeStep()) {
            s.see_also.push_back(see.getColumn(0).getString());
        }
        see.reset();
        return s;
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
}

std::vector<RuleSectionSummary> RulesRepository::sections(const std::string& system_id) const {
    std::vector<RuleSectionSummary> out;
    if (!m_ref) {
        return out;
    }
    try {
        SQLite::Statement q(m_db, "SELECT s.id, s.system_id, s.title_fr, s.title_en FROM ref.rule_section s " // SQL rule_section
                                  "LEFT JOIN ref.game_system g ON g.id = s.system_id WHERE ?1 = '' OR "
                                  "s.system_id = ?1 ORDER BY coalesce(g.position, 999), s.system_id, s.position");
        q.bind(1, system_id);
        while (q.executeStep()) {
            out.push_back({q.getColumn(0).getString(), q.getColumn(1).getString(),
                           q.getColumn(2).getString(), q.getColumn(3).getString()});
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::vector<GlossaryForm> RulesRepository::all_glossary_forms() const {
    std::vector<GlossaryForm> out;
    if (!m_ref) {
        return out;
    }
    try {
        SQLite::Statement q(m_db, "SELECT f.form, t.section_id FROM ref.rule_term_form f " // SQL rule_term_form rule_term
                                  "JOIN ref.rule_term t ON t.id = f.term_id");
        while (q.executeStep()) {
            out.push_back({q.getColumn(0).getString(), q.getColumn(1).getString()});
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::vector<RuleSectionSummary> RulesRepository::section_titles() const {
    std::vector<RuleSectionSummary> out;
    if (!m_ref) {
        return out;
    }
    try {
        SQLite::Statement q(m_db, "SELECT id, system_id, title_fr, title_en FROM ref.rule_section"); // SQL rule_section
        while (q.executeStep()) {
            out.push_back({q.getColumn(0).getString(), q.getColumn(1).getString(), q.getColumn(2).getString(),
                           q.getColumn(3).getString()});
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::vector<GlossaryForm> RulesRepository::glossary(const std::string& system_id,
                                                    const std::string& lang) const {
    std::vector<GlossaryForm> out;
    if (!m_ref) {
        return out;
    }
    try {
        SQLite::Statement q(m_db, "SELECT f.form, t.section_id FROM ref.rule_term t JOIN ref.rule_term_form f " // SQL rule_term rule_term_form
                                  "ON f.term_id = t.id WHERE f.lang = ?1 AND (?2 = '' OR t.system_id = ?2) "
                                  "ORDER BY t.id, f.position");
        q.bind(1, checked_lang(lang));
        q.bind(2, system_id);
        while (q.executeStep()) {
            out.push_back({q.getColumn(0).getString(), q.getColumn(1).getString()});
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

namespace {
constexpr const char* kUserSectionColumns =
    "SELECT rs.id, rs.rulebook_id, b.title, b.system_id, b.lang, rs.position, rs.title, rs.body, "
    "coalesce(rs.page_first, 0), coalesce(rs.page_last, 0) "
    "FROM main.rulebook_section rs JOIN main.rulebook b ON b.id = rs.rulebook_id ";

UserRuleSection row_to_user_section(SQLite::Statement& q) {
    UserRuleSection s;
    s.id = q.getColumn(0).getInt64();
    s.rulebook_id = q.getColumn(1).getInt64();
    s.rulebook_title = q.getColumn(2).getString();
    s.system_id = q.getColumn(3).getString();
    s.lang = q.getColumn(4).getString();
    s.position = q.getColumn(5).getInt();
    s.title = q.getColumn(6).getString();
    s.body = q.getColumn(7).getString();
    s.page_first = q.getColumn(8).getInt();
    s.page_last = q.getColumn(9).getInt();
    return s;
}
} // namespace

std::optional<UserRuleSection> RulesRepository::user_section(long long id) const {
    try {
        SQLite::Statement q(m_db, std::string(kUserSectionColumns) + "WHERE rs.id = ?"); // SQL rulebook_section
        q.bind(1, static_cast<int64_t>(id));
        if (q.executeStep()) {
            return row_to_user_section(q);
        }
        return std::nullopt;
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
}

std::vector<UserRuleSection> RulesRepository::user_sections(long long rulebook_id) const {
    std::vector<UserRuleSection> out;
    try {
        SQLite::Statement q(m_db, std::string(kUserSectionColumns) + // SQL rulebook_section
                                      "WHERE rs.rulebook_id = ? ORDER BY rs.position");
        q.bind(1, static_cast<int64_t>(rulebook_id));
        while (q.executeStep()) {
            out.push_back(row_to_user_section(q));
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::vector<Rulebook> RulesRepository::rulebooks() const {
    std::vector<Rulebook> out;
    try {
        SQLite::Statement q(m_db, "SELECT b.id, b.system_id, b.lang, b.title, b.source_file, " // SQL rulebook
                                  "(SELECT count(*) FROM rulebook_section rs WHERE rs.rulebook_id = b.id) "
                                  "FROM main.rulebook b ORDER BY b.id");
        while (q.executeStep()) {
            out.push_back({q.getColumn(0).getInt64(), q.getColumn(1).getString(),
                           q.getColumn(2).getString(), q.getColumn(3).getString(),
                           q.getColumn(4).getString(), q.getColumn(5).getInt()});
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

std::vector<std::string> RulesRepository::bookmarks() const {
    std::vector<std::string> out;
    try {
        SQLite::Statement q(m_db, "SELECT section_key FROM main.rule_bookmark ORDER BY created_at, section_key"); // SQL rule_bookmark
        while (q.executeStep()) {
            out.push_back(q.getColumn(0).getString());
        }
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
    return out;
}

void RulesRepository::set_bookmark(const std::string& key, bool on) {
    try {
        SQLite::Statement q(m_db, on ? "INSERT OR IGNORE INTO main.rule_bookmark (section_key) VALUES (?)" // SQL rule_bookmark
                                     : "DELETE FROM main.rule_bookmark WHERE section_key = ?");
        q.bind(1, key);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw sqlite_failure(TR_("Cannot save the bookmark."), e, m_db);
    }
}

} // namespace ost::storage
