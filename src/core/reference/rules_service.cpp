// RulesService: forwards to RulesSearch, so the façade's header names no storage type.
// What each call does is said in rules_service.h.
#include "core/reference/rules_service.h"

#include "core/reference/rules_search.h"

#include <atomic>

namespace ost::reference {

namespace {
std::atomic<int> g_built{0};
} // namespace

RulesService::RulesService(storage::UserDatabase& db) : m_search(std::make_unique<RulesSearch>(db)) { ++g_built; }
int RulesService::built() { return g_built.load(); }
RulesService::~RulesService() = default;

Text RulesAnswer::notice() const {
    if (good_match) return {};
    if (hits.empty()) return TR_("No section about \"{0}\".").arg(searched);
    return TR_("No section is about \"{0}\" itself; these sections mention it:").arg(searched);
}

RulesAnswer RulesService::answer(const RulesQuery& query) const { return m_search->answer(query); }
std::optional<RuleSection> RulesService::section(const std::string& id) const { return m_search->section(id); }
std::optional<UserRuleSection> RulesService::user_section(const std::string& key) const {
    return m_search->user_section(key);
}
std::vector<RuleSectionSummary> RulesService::sections(const std::string& system_id) const {
    return m_search->sections(system_id);
}
std::vector<Rulebook> RulesService::rulebooks() const { return m_search->rulebooks(); }
std::string RulesService::title(const std::string& id, const std::string& lang) const {
    return m_search->title(id, lang);
}
std::string RulesService::body_html(const RuleSection& section, const std::string& lang) const {
    return m_search->body_html(section, lang);
}
std::vector<GlossaryForm> RulesService::glossary(const std::string& system_id, const std::string& lang) const {
    return m_search->glossary(system_id, lang);
}
std::string RulesService::body_plain(const RuleSection& section, const std::string& lang) const {
    return m_search->body_plain(section, lang);
}
std::vector<std::string> RulesService::bookmarks() const { return m_search->bookmarks(); }
void RulesService::set_bookmark(const std::string& key, bool on) { m_search->set_bookmark(key, on); }

bool is_user_key(const std::string& key) { return key.rfind("user:", 0) == 0; }

} // namespace ost::reference
