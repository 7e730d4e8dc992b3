// The rules companion service both front ends use: search over the digest and the user's
// imported rulebooks (merged, user results labelled), sections by id, HTML bodies, bookmarks.
#pragma once

#include "core/model/rule_hit.h"
#include "core/model/rule_listing.h"
#include "core/model/rule_section.h"
#include "core/support/text.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ost::storage {
class UserDatabase;
}

namespace ost::reference {

class RulesSearch;

/// A search request. Empty `system_id` or `lang` means all systems / both languages.
struct RulesQuery {
    std::string text;
    std::string system_id;
    std::string lang;
    int limit = 20;
};

/// What a search answered (issue 16): the hits, best first, and what the front ends say above
/// them: the typos corrected, and whether any section is really about the query.
struct RulesAnswer {
    std::vector<RuleHit> hits;
    /// The text as searched after typo correction; equal to the typed text when nothing changed.
    std::string searched;
    /// True when at least one word was corrected (« Résultats pour charge (au lieu de chrage) »).
    bool corrected = false;
    /// True when a hit's title or glossary term matches the query (its main topic), not only
    /// passing mentions in bodies.
    bool good_match = false;
    /// When there is no good match: keys of the digest sections with the nearest titles.
    std::vector<std::string> nearest;
    /// What the front ends say above the hits when no section is about the query (issue 29):
    /// "No section about X." only when no hit follows; when hits follow, that they mention it;
    /// empty on a good match. Never "no section" above a list of sections.
    Text notice() const;
};

/// The façade: its header names no storage type (issue 25), the search itself is RulesSearch
/// (rules_search.h). A front end uses the one its Session holds (Session::rules()).
class RulesService {
public:
    explicit RulesService(storage::UserDatabase& db);
    ~RulesService();
    RulesService(const RulesService&) = delete;
    RulesService& operator=(const RulesService&) = delete;

    /// How many RulesService objects this process has built: a session builds one, on its first
    /// Session::rules(), and its search worker one on its own thread and connection (tests count).
    static int built();

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
    std::vector<Rulebook> rulebooks() const;

    /// Title of a digest section in `lang` (empty when unknown).
    std::string title(const std::string& id, const std::string& lang) const;
    /// Body of a digest section as an HTML fragment in `lang`: markup rendered, [[links]] and
    /// glossary words as <a href="section:ID"> (see rule_markup.h).
    std::string body_html(const RuleSection& section, const std::string& lang) const;
    /// The glossary forms of a system's digest in `lang` (every system when empty), each with
    /// the section explaining it: what the army sheet links unit terms with.
    std::vector<GlossaryForm> glossary(const std::string& system_id, const std::string& lang) const;
    /// Body of a digest section as plain text.
    std::string body_plain(const RuleSection& section, const std::string& lang) const;

    std::vector<std::string> bookmarks() const;
    void set_bookmark(const std::string& key, bool on);

private:
    std::unique_ptr<RulesSearch> m_search;
};

/// True for a key naming a user rulebook section ("user:12").
bool is_user_key(const std::string& key);

} // namespace ost::reference
