// Reads the rules digest (reference DB, schema "ref") and the user's imported rulebooks (user
// DB): full-text search, sections by id, glossary, see-also, bookmarks. All rules SQL lives here
// and in rulebook_repository.cpp / reference_writer.cpp.
#pragma once

#include "core/model/rule_hit.h"
#include "core/model/rule_listing.h"
#include "core/model/rule_section.h"
#include "core/storage/statement_cache.h"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <functional>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

namespace ost::storage {

using ost::GlossaryForm;       // core/model/rule_listing.h
using ost::RuleSectionSummary; // core/model/rule_listing.h

/// A row of a full-text index with what a search shows of it without another query: for the
/// digest, its section (the row is rule_section.rowid, the same in both languages) and page;
/// for a user rulebook, the section's title, book and first page.
struct IndexedRow {
    long long row = 0;
    std::string key; ///< digest section id, or "user:<n>"
    std::string system_id;
    std::string title; ///< user rulebook sections only (digest titles come from sections())
    std::string rulebook_title;
    int page = 0;
};

/// One indexed word (an accent-folded form or its stem) and how many sections hold it.
struct VocabularyTerm {
    std::string term;
    long long sections = 0;
};

class RulesRepository {
public:
    /// `has_reference` false: the digest is not attached and only the user's rulebooks answer.
    /// `statements`: where the search statements are kept prepared (owned with `db`).
    RulesRepository(SQLite::Database& db, bool has_reference, StatementCache& statements)
        : m_db(db), m_ref(has_reference), m_statements(statements) {}

    /// Runs an FTS5 expression (from build_fts_query, never raw user text) over the digest in
    /// `lang`, filtered by `system_id` when not empty, best first. `other_language_names`: also
    /// match the glossary names of the other language (wanted when the user chose a language;
    /// not when both are searched, where the other index answers with its own words).
    /// The hits carry no snippet (see fill_snippets: only the rows shown need one, issue 16).
    /// `titles_only`: titles and glossary names, not bodies (for one- and two-letter prefixes).
    std::vector<RuleHit> search_reference(const std::string& fts_query, const std::string& lang,
                                          const std::string& system_id, int limit,
                                          bool other_language_names = true,
                                          bool titles_only = false) const;
    /// The same over the user's imported rulebooks.
    std::vector<RuleHit> search_user(const std::string& fts_query, const std::string& lang,
                                     const std::string& system_id, int limit,
                                     bool titles_only = false) const;
    /// Sets the snippet of each hit of search_reference/search_user (found by `hit.row`,
    /// `hit.lang`, `hit.user`): the body extract with the words matching `fts_query` between
    /// kMatchBegin and kMatchEnd. One statement per index holding some of the hits: run for the
    /// rows shown only, never for every match (issue 16).
    void fill_snippets(const std::vector<RuleHit*>& hits, const std::string& fts_query,
                       bool other_language_names = true, bool titles_only = false) const;

    /// Keeps one read transaction open over the statements of a search instead of one per
    /// statement (a savepoint, so it nests in a transaction already open).
    class ReadScope {
    public:
        explicit ReadScope(const RulesRepository& repo);
        ~ReadScope();
        ReadScope(const ReadScope&) = delete;
        ReadScope& operator=(const ReadScope&) = delete;

    private:
        SQLite::Statement* m_release = nullptr;
    };
    ReadScope read_scope() const { return ReadScope(*this); }

    /// A value that changes whenever a rulebook is imported or deleted: what the search keeps
    /// in memory (the vocabulary) is reloaded when it changes.
    std::string rulebooks_state() const;

    /// The words indexed in `lang` (digest and user rulebooks, FTS5 `fts5vocab`), each with the
    /// number of sections holding it, sorted by word: the vocabulary typos are corrected against.
    std::vector<VocabularyTerm> vocabulary(const std::string& lang) const;

    /// Every token of a full-text index (digest when `user` is false, else the user's
    /// rulebooks) in `lang`, as FTS5 `fts5vocab` "instance" rows: word, row, column, token
    /// position, sorted by word then row (issue 16: the search keeps the index in memory).
    void index_instances(const std::string& lang, bool user,
                         const std::function<void(std::string_view term, long long row, int column,
                                                  int offset)>& each) const;
    /// What a full-text index in `lang` (digest when `user` is false, else the user's rulebooks)
    /// holds now, as FTS5 records it: its averages record (rows and tokens per column) and its
    /// structure record (segments and a counter every write changes), as bytes, and for the
    /// user's index a hash of all its pages. A copy of the index tagged with another state is
    /// stale (issue 26). Empty when there is no digest.
    std::string index_state(const std::string& lang, bool user) const;
    /// The digest's in-memory search index in `lang` as build-db stored it (SearchIndex bytes,
    /// issue 26); empty when the reference DB holds none.
    std::string stored_reference_index(const std::string& lang) const;
    /// The same bytes handed to `read` where SQLite holds them (valid during the call only),
    /// sparing a copy of a megabyte; not called when there are none.
    void read_stored_reference_index(const std::string& lang,
                                     const std::function<void(std::string_view bytes)>& read) const;
    /// Every row of the digest index (`user` false) or of the user's rulebooks' indexes.
    std::vector<IndexedRow> index_rows(bool user) const;
    /// The indexed body text (markup removed) of `rows` of an index in `lang`, by row: what
    /// snippets are cut from.
    std::vector<std::pair<long long, std::string>> index_bodies(const std::string& lang, bool user,
                                                                const std::vector<long long>& rows) const;

    std::optional<RuleSection> section(const std::string& id) const;
    /// Every digest section, in system then file order (all systems when `system_id` is empty).
    std::vector<RuleSectionSummary> sections(const std::string& system_id) const;
    /// Glossary forms of `lang` for a system (all systems when empty).
    std::vector<GlossaryForm> glossary(const std::string& system_id, const std::string& lang) const;
    /// Every glossary form of every system in both languages, in no set order: what the search
    /// ranks names with (one statement, no sort; issue 26).
    std::vector<GlossaryForm> all_glossary_forms() const;
    /// Every digest section's id, system and titles, in no set order (one statement, no join or
    /// sort; issue 26): what the search shows titles from.
    std::vector<RuleSectionSummary> section_titles() const;

    std::optional<UserRuleSection> user_section(long long id) const;
    std::vector<UserRuleSection> user_sections(long long rulebook_id) const;
    std::vector<Rulebook> rulebooks() const;

    std::vector<std::string> bookmarks() const;
    void set_bookmark(const std::string& key, bool on);

private:
    /// The statement for `sql`, prepared once per repository and reset for reuse (issue 16:
    /// preparing the search statements was part of every query's fixed cost).
    SQLite::Statement& prepared(const std::string& sql) const { return m_statements.get(sql); }

    SQLite::Database& m_db;
    bool m_ref;
    StatementCache& m_statements;
};

} // namespace ost::storage
