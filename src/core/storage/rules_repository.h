// Reads the rules digest (reference DB, schema "ref") and the user's imported rulebooks (user
// DB): full-text search, sections by id, glossary, see-also, bookmarks. All rules SQL lives here
// and in rulebook_repository.cpp / reference_writer.cpp.
#pragma once

#include "core/model/rule_hit.h"
#include "core/model/rule_section.h"

#include <SQLiteCpp/Database.h>

#include <optional>
#include <string>
#include <vector>

namespace ost::storage {

/// A digest section in a listing (no body).
struct RuleSectionSummary {
    std::string id;
    std::string system_id;
    std::string title_fr;
    std::string title_en;
};

/// One glossary form and the section it points to.
struct GlossaryForm {
    std::string form;
    std::string section_id;
};

/// One indexed word (an accent-folded form or its stem) and how many sections hold it.
struct VocabularyTerm {
    std::string term;
    long long sections = 0;
};

class RulesRepository {
public:
    /// `has_reference` false: the digest is not attached and only the user's rulebooks answer.
    RulesRepository(SQLite::Database& db, bool has_reference) : m_db(db), m_ref(has_reference) {}

    /// Runs an FTS5 expression (from build_fts_query, never raw user text) over the digest in
    /// `lang`, filtered by `system_id` when not empty, best first. `other_language_names`: also
    /// match the glossary names of the other language (wanted when the user chose a language;
    /// not when both are searched, where the other index answers with its own words).
    std::vector<RuleHit> search_reference(const std::string& fts_query, const std::string& lang,
                                          const std::string& system_id, int limit,
                                          bool other_language_names = true) const;
    /// The same over the user's imported rulebooks.
    std::vector<RuleHit> search_user(const std::string& fts_query, const std::string& lang,
                                     const std::string& system_id, int limit) const;

    /// The words indexed in `lang` (digest and user rulebooks, FTS5 `fts5vocab`), each with the
    /// number of sections holding it, sorted by word: the vocabulary typos are corrected against.
    std::vector<VocabularyTerm> vocabulary(const std::string& lang) const;

    std::optional<RuleSection> section(const std::string& id) const;
    /// Every digest section, in system then file order (all systems when `system_id` is empty).
    std::vector<RuleSectionSummary> sections(const std::string& system_id) const;
    /// Glossary forms of `lang` for a system (all systems when empty).
    std::vector<GlossaryForm> glossary(const std::string& system_id, const std::string& lang) const;

    std::optional<UserRuleSection> user_section(long long id) const;
    std::vector<UserRuleSection> user_sections(long long rulebook_id) const;
    std::vector<Rulebook> rulebooks() const;

    std::vector<std::string> bookmarks() const;
    void set_bookmark(const std::string& key, bool on);

private:
    SQLite::Database& m_db;
    bool m_ref;
};

} // namespace ost::storage
