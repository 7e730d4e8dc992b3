// The rules companion service both front ends use: search over the digest and the user's
// imported rulebooks (merged, user results labelled), sections by id, HTML bodies, bookmarks.
#pragma once

#include "core/model/rule_hit.h"
#include "core/model/rule_section.h"
#include "core/storage/rules_repository.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ost::storage {
class UserDatabase;
}

namespace ost::reference {

/// A search request. Empty `system_id` or `lang` means all systems / both languages.
struct RulesQuery {
    std::string text;
    std::string system_id;
    std::string lang;
    int limit = 20;
};

class RulesService {
public:
    explicit RulesService(storage::UserDatabase& db);

    /// Best hits first (bm25 with titles weighted above glossary names above bodies), digest and
    /// user rulebooks merged; one hit per section (its best language). Any text is accepted:
    /// it goes through build_fts_query. Throws InvalidInputError for a bad `lang`.
    std::vector<RuleHit> search(const RulesQuery& query) const;

    std::optional<RuleSection> section(const std::string& id) const;
    /// A user rulebook section from its key "user:<n>".
    std::optional<UserRuleSection> user_section(const std::string& key) const;
    std::vector<storage::RuleSectionSummary> sections(const std::string& system_id = {}) const;
    std::vector<Rulebook> rulebooks() const { return m_repo.rulebooks(); }

    /// Title of a digest section in `lang` (empty when unknown).
    std::string title(const std::string& id, const std::string& lang) const;
    /// Body of a digest section as an HTML fragment in `lang`: markup rendered, [[links]] and
    /// glossary words as <a href="section:ID"> (see rule_markup.h).
    std::string body_html(const RuleSection& section, const std::string& lang) const;
    /// Body of a digest section as plain text.
    std::string body_plain(const RuleSection& section, const std::string& lang) const;

    std::vector<std::string> bookmarks() const { return m_repo.bookmarks(); }
    void set_bookmark(const std::string& key, bool on) { m_repo.set_bookmark(key, on); }

private:
    void load_titles() const;
    mutable storage::RulesRepository m_repo;
    mutable std::map<std::string, storage::RuleSectionSummary> m_titles;
    mutable bool m_titles_loaded = false;
};

/// True for a key naming a user rulebook section ("user:12").
bool is_user_key(const std::string& key);

} // namespace ost::reference
