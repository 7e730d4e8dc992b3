// HTML pieces shared by the pages that render with wxHtmlWindow (list browser, roster
// inspector): escaping in the UI language and links to rules-reference sections.
#pragma once

#include "core/model/localized_string.h"
#include "core/model/special_rule.h"
#include "core/support/text.h"

#include <wx/string.h>

#include <string>

namespace ost {
class RuleNavigator;
}

namespace ost::app::html {

/// The language the UI shows now ("fr" or "en").
std::string lang();
/// HTML-escaped text (UTF-8, wx string, or core text rendered in the UI language).
std::string esc(const std::string& text);
std::string esc(const wxString& text);
std::string esc(const Text& text);
/// `s` in the UI language, escaped.
std::string local(const LocalizedString& s);
/// `<a href="rule:SECTION">label_html</a>`: a link that open_rule_link() follows.
std::string rule_link(const std::string& section, const std::string& label_html);
/// A link to rules section `section` labelled with its title in the UI language (its id only
/// when the reference has no such section): players read names, not ids (issue 29).
std::string rule_title_link(const std::string& section);
/// A special rule as a link to its section, or its plain name when it has none.
std::string rule_html(const SpecialRule& rule);
/// Follows `href` when it is a rule link (opens the section through `rules`); false otherwise.
bool open_rule_link(RuleNavigator& rules, const std::string& href);

} // namespace ost::app::html
