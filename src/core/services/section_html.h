// A whole rules section as an HTML page for the app's wxHtmlWindow (and any HTML viewer):
// title, source, body with links, see-also, the other language one click away, side by side.
#pragma once

#include <string>

namespace ost {
class Translator;
}

namespace ost::reference {

class RulesService;

/// How a digest section is shown: one language, or French and English in two columns.
enum class SectionLayout { French, English, SideBySide };

/// Link targets used in the pages (the front end intercepts them):
/// - "section:ID" opens a digest section, "section:user:N" a section of an imported rulebook;
/// - "layout:fr", "layout:en", "layout:both" switch the language layout.
inline constexpr const char* kSectionLinkPrefix = "section:";
inline constexpr const char* kLayoutLinkPrefix = "layout:";

/// The HTML page of `key` (a digest id or "user:N"), or an empty string when there is no such
/// section. Labels ("See also", "Source") are in the UI language of `translator`; the section
/// text in the language(s) of `layout` (a user rulebook section is shown in its own language).
/// Glossary words in bodies, [[links]] and see-also entries are "section:" links; a single
/// language page links to the other language. All data text is HTML-escaped.
std::string section_page_html(const RulesService& service, const std::string& key,
                              SectionLayout layout, const Translator& translator);

/// The layout named by a "layout:…" link suffix ("fr", "en", "both"); French for anything else.
SectionLayout layout_from_name(const std::string& name);

/// "fr", "en" or "both".
std::string layout_name(SectionLayout layout);

} // namespace ost::reference
