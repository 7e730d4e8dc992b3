// Search merging (digest + user rulebooks, both languages) and section rendering helpers.
// No SQL here: storage::RulesRepository does the queries.
#include "core/reference/rules_service.h"

#include "core/io/rule_markup.h"
#include "core/reference/rules_query.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"

#include <algorithm>
#include <set>

namespace ost::reference {

RulesService::RulesService(storage::UserDatabase& db)
    : m_repo(db.connection(), db.has_reference()) {}

std::vector<RuleHit> RulesService::search(const RulesQuery& query) const {
    if (!query.lang.empty() && query.lang != "fr" && query.lang != "en") {
        throw InvalidInputError(TR_("Unknown language \"{0}\" (use fr or en).").arg(query.lang));
    }
    const auto fts = build_fts_query(query.text);
    std::vector<RuleHit> all;
    if (fts.empty() || query.limit <= 0) {
        return all;
    }
    for (const std::string lang : {"fr", "en"}) {
        if (!query.lang.empty() && query.lang != lang) {
            continue;
        }
        auto ref = m_repo.search_reference(fts, lang, query.system_id, query.limit,
                                           !query.lang.empty());
        auto user = m_repo.search_user(fts, lang, query.system_id, query.limit);
        all.insert(all.end(), std::make_move_iterator(ref.begin()), std::make_move_iterator(ref.end()));
        all.insert(all.end(), std::make_move_iterator(user.begin()), std::make_move_iterator(user.end()));
    }
    std::stable_sort(all.begin(), all.end(),
                     [](const RuleHit& a, const RuleHit& b) { return a.score < b.score; });
    std::vector<RuleHit> out;
    std::set<std::string> seen;
    for (auto& hit : all) {
        if (seen.insert(hit.key).second) {
            out.push_back(std::move(hit));
            if (static_cast<int>(out.size()) == query.limit) {
                break;
            }
        }
    }
    return out;
}

std::optional<RuleSection> RulesService::section(const std::string& id) const {
    return m_repo.section(id);
}

bool is_user_key(const std::string& key) { return key.rfind("user:", 0) == 0; }

std::optional<UserRuleSection> RulesService::user_section(const std::string& key) const {
    if (!is_user_key(key)) {
        return std::nullopt;
    }
    try {
        std::size_t used = 0;
        const auto id = std::stoll(key.substr(5), &used);
        if (used != key.size() - 5) {
            return std::nullopt;
        }
        return m_repo.user_section(id);
    } catch (const std::logic_error&) {
        return std::nullopt;
    }
}

std::vector<storage::RuleSectionSummary> RulesService::sections(const std::string& system_id) const {
    return m_repo.sections(system_id);
}

void RulesService::load_titles() const {
    if (!m_titles_loaded) {
        for (auto& s : m_repo.sections({})) {
            m_titles[s.id] = std::move(s);
        }
        m_titles_loaded = true;
    }
}

std::string RulesService::title(const std::string& id, const std::string& lang) const {
    load_titles();
    const auto it = m_titles.find(id);
    if (it == m_titles.end()) {
        return {};
    }
    return lang == "fr" ? it->second.title_fr : it->second.title_en;
}

std::string RulesService::body_html(const RuleSection& section, const std::string& lang) const {
    HtmlOptions options;
    options.title_of = [this, &lang](const std::string& id) { return title(id, lang); };
    options.current_section = section.id;
    for (auto& g : m_repo.glossary(section.system_id, lang)) {
        options.glossary.push_back({std::move(g.form), std::move(g.section_id)});
    }
    return markup_to_html(section.body(lang), options);
}

std::string RulesService::body_plain(const RuleSection& section, const std::string& lang) const {
    return markup_to_plain(section.body(lang),
                           [this, &lang](const std::string& id) { return title(id, lang); });
}

} // namespace ost::reference
