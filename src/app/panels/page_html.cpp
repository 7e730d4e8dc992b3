// HTML pieces shared by the wxHtmlWindow pages: escaping and rule links.
// See page_html.h.
#include "app/panels/page_html.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "core/services/rule_navigator.h"
#include "core/services/rules_companion.h"
#include "core/services/session.h"
#include "core/support/strings.h"

namespace ost::app::html {
namespace {
constexpr std::string_view kRuleLinkPrefix = "rule:";
}

std::string lang() {
    return std::string(WxTranslator::current().language());
}

std::string esc(const std::string& text) {
    return ost::html_escape(text);
}

std::string esc(const wxString& text) {
    return ost::html_escape(from_wx(text));
}

std::string esc(const Text& text) {
    return esc(to_wx(text));
}

std::string local(const LocalizedString& s) {
    return esc(s.in(lang()));
}

std::string rule_link(const std::string& section, const std::string& label_html) {
    return "<a href=\"" + std::string(kRuleLinkPrefix) + esc(section) + "\">" + label_html + "</a>";
}

std::string rule_title_link(const std::string& section) {
    const auto title = section.empty() ? std::string() : wxGetApp().session().rules().title(section, lang());
    return rule_link(section, esc(title.empty() ? section : title));
}

std::string rule_html(const SpecialRule& rule) {
    return rule.section.empty() ? local(rule.name) : rule_link(rule.section, local(rule.name));
}

bool open_rule_link(RuleNavigator& rules, const std::string& href) {
    if (href.rfind(kRuleLinkPrefix, 0) != 0) {
        return false;
    }
    rules.open_rule(href.substr(kRuleLinkPrefix.size()));
    return true;
}

} // namespace ost::app::html
