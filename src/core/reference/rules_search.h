// What RulesService (rules_service.h) runs on: the search over the digest and the user's
// rulebooks with its in-memory indexes, on a rules repository. Inside core/reference only.
#pragma once

#include "core/model/rule_hit.h"
#include "core/reference/rules_service.h"
#include "core/model/rule_section.h"
#include "core/reference/search_index.h"
#include "core/storage/rules_repository.h"
#include "core/storage/search_index_cache.h"
#include "core/support/stemmer.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ost::storage {
class UserDatabase;
}

namespace ost::reference {

/// The implementation behind RulesService (see there for what each call does).
class RulesSearch {
public:
    explicit RulesSearch(storage::UserDatabase& db);

    /// Best hits first (bm25 with titles weighted above glossary names above bodies), digest and
    /// user rulebooks merged; one hit per section (its best language). Any text is accepted:
    /// it goes through build_fts_query. Throws InvalidInputError for a bad `lang`.
    std::vector<RuleHit> search(const RulesQuery& query) const { return answer(query).hits; }

    /// The search with everything the front ends show around the hits (issue 16):
    /// - a word with no match in the index (either language) is corrected to the nearest indexed
    ///   word (restricted Damerau–Levenshtein, see osa_distance: <= 1 up to 5 letters, <= 2
    ///   beyond; most used word on ties);
    ///   a word with a match is never corrected;
    /// - both languages are always searched (sections share ids); with `lang` set, hits found
    ///   in the other language are shown with their title in `lang`;
    /// - a one- or two-letter word also matches title words starting with it;
    /// - ranking: the query equal to a title, then a glossary name of the section or all its
    ///   words in the title, then the section level (a chapter before its sub-sections), then
    ///   glossary name and exact title words before stem or prefix matches, then bm25;
    /// - no title or glossary hit: good_match false and the nearest titles in `nearest`.
    RulesAnswer answer(const RulesQuery& query) const;

    std::optional<RuleSection> section(const std::string& id) const;
    /// A user rulebook section from its key "user:<n>".
    std::optional<UserRuleSection> user_section(const std::string& key) const;
    std::vector<RuleSectionSummary> sections(const std::string& system_id = {}) const;
    std::vector<Rulebook> rulebooks() const { return m_repo.rulebooks(); }

    /// Title of a digest section in `lang` (empty when unknown).
    std::string title(const std::string& id, const std::string& lang) const;
    /// Body of a digest section as an HTML fragment in `lang`: markup rendered, [[links]] and
    /// glossary words as <a href="section:ID"> (see rule_markup.h).
    std::string body_html(const RuleSection& section, const std::string& lang) const;
    /// The glossary forms of a system's digest in `lang` (every system when empty), each with
    /// the section explaining it: what the army sheet links unit terms with.
    std::vector<GlossaryForm> glossary(const std::string& system_id,
                                                const std::string& lang) const {
        return m_repo.glossary(system_id, lang);
    }
    /// Body of a digest section as plain text.
    std::string body_plain(const RuleSection& section, const std::string& lang) const;

    std::vector<std::string> bookmarks() const { return m_repo.bookmarks(); }
    void set_bookmark(const std::string& key, bool on) { m_repo.set_bookmark(key, on); }

private:
    /// A folded word with its French and English stems, computed once (issue 16: stemming
    /// every title word of every hit was a good part of each query's cost).
    struct Word {
        std::string text, fr, en;
    };
    struct TitleWords {
        std::vector<Word> words_fr, words_en; ///< folded words of each title
        std::string folded_fr, folded_en; ///< whole titles, folded
        std::vector<std::size_t> vocabulary; ///< its words' places in m_title_vocabulary
        bool stemmed = false; ///< the words' stems are set (see title_words)
    };
    std::vector<Word> stemmed_words(std::string_view text) const;
    /// The digest's section titles (m_titles), read on first use; their words are folded per
    /// section when a hit or the title lists need them (folded_title; issue 26).
    void load_titles() const;
    /// The folded words of section `id` (titles `s`), folded on first call.
    TitleWords& folded_title(const std::string& id, const RuleSectionSummary& s) const;
    /// The sorted title words and (word, section) lists below, built when first needed (a
    /// query with no good match, one or two typed letters): issue 26, most one-shot searches
    /// need neither.
    void load_title_lists() const;
    /// The words of a digest section's titles with their stems, stemmed on first use (issue
    /// 26: stemming every title of the digest was a sixth of a one-shot search); null for an
    /// unknown id.
    const TitleWords* title_words(const std::string& id) const;
    void load_glossary() const;
    /// The full-text indexes in memory, loaded on the first search and again (the user's
    /// rulebooks only) when a rulebook was imported or deleted since (issue 16: FTS5 prefix
    /// queries with bm25 cost most of a millisecond), from their stored copies when valid
    /// (stored_index.h, issue 26: a one-shot search rebuilt them in every process).
    void load_indexes() const;
    /// True when the user has no rulebook and no cache file of their indexes (`state`: what
    /// rulebooks_state() gave): the user's indexes are then empty without reading FTS5 or a file
    /// (issue 26: most users have none, and every one-shot search read both).
    bool no_rulebook_indexes(const std::string& state) const;
    /// True when an index holds `word` (`prefix` false) or a word starting with it (a word
    /// with no match is corrected by nearest_word over the indexes' words).
    bool indexed(std::string_view word, bool prefix) const;
    /// Search through the in-memory indexes (plain words; see plain_query_words).
    std::vector<RuleHit> memory_search(const std::vector<std::string>& words, const RulesQuery& query,
                                       int fetch, bool titles_only) const;
    /// Snippets of the shown hits from the in-memory indexes' positions.
    void memory_snippets(std::vector<RuleHit>& hits, const std::vector<std::string>& words,
                         bool titles_only) const;
    /// Folded, stemmed words of a user rulebook section title (cached: issue 16).
    const std::pair<std::string, std::vector<Word>>& user_title(const RuleHit& hit) const;
    std::string correct(const std::string& text, bool& changed) const;
    int tier(const RuleHit& hit, const std::string& folded_query, const std::vector<Word>& words,
             const std::string& lang) const;
    int strength(const RuleHit& hit, const std::string& folded_query,
                 const std::vector<Word>& words) const;
    std::vector<std::string> nearest_titles(const std::vector<Word>& words,
                                            const std::string& system_id) const;
    mutable std::map<std::string, TitleWords> m_title_words;
    mutable std::map<std::string, std::vector<std::string>> m_glossary; ///< folded form → sections
    mutable bool m_glossary_loaded = false;
    mutable storage::RulesRepository m_repo;
    mutable std::map<std::string, RuleSectionSummary> m_titles;
    mutable std::vector<std::string> m_title_vocabulary; ///< every distinct title word
    mutable std::vector<std::u32string> m_title_code_points; ///< the same, decoded
    /// (folded title word, section id) sorted, per language: titles with a word starting with
    /// one or two typed letters, found without walking every title.
    mutable std::vector<std::pair<std::string, std::string>> m_title_prefix_fr, m_title_prefix_en;
    mutable bool m_titles_loaded = false;
    mutable bool m_title_lists_loaded = false;
    storage::SearchIndexCache m_cache; ///< the user's rulebooks' indexes beside the user DB
    struct Index {
        SearchIndex fr, en;
        std::map<long long, storage::IndexedRow> rows;
    };
    mutable Index m_ref_index;
    mutable Index m_user_index;
    mutable bool m_ref_loaded = false;
    mutable std::map<std::string, long long> m_ref_row; ///< digest section id → index row
    mutable std::map<std::string, std::pair<std::string, std::vector<Word>>> m_user_titles;
    mutable std::string m_vocabulary_state; ///< rulebooks_state() when the indexes were read
    mutable bool m_vocabulary_loaded = false;
    mutable Stemmer m_stem_fr{"fr"};
    mutable Stemmer m_stem_en{"en"};
};

} // namespace ost::reference
