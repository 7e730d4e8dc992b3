// The small markup of rules bodies (data/README.md): blank-line paragraphs, "- " bullets,
// "|" tables, **bold**, [[id]] / [[id|label]] links. Parsed once, rendered to HTML or plain text.
// Not wx-specific: the app shows the HTML in a wxHtmlWindow, the CLI prints the plain text.
#pragma once

#include "core/support/strings.h" // html_escape

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

/// A [[target]] or [[target|label]] link and its byte offset in the body.
struct MarkupLink {
    std::string target;
    std::string label; ///< empty for [[target]]
    std::size_t offset = 0;
};

/// Glossary words to turn into links: each form (name, plural, abbreviation) and the section
/// it explains. Short forms holding a capital ("LI", "Cv") match with their exact case only.
struct GlossaryEntry {
    std::string form;
    std::string section_id;
};

/// What the HTML renderer needs from its surroundings.
struct HtmlOptions {
    /// Title of a section for [[id]] links without a label (empty: the id is shown).
    std::function<std::string(const std::string&)> title_of;
    std::vector<GlossaryEntry> glossary;
    /// The section being shown: glossary words pointing to it are not linked.
    std::string current_section;
};

/// Trims the indentation and trailing spaces of each line and the blank lines around the body,
/// as bodies come indented from XML.
std::string normalize_body(std::string_view raw);

/// Every link of `body`, in order.
std::vector<MarkupLink> markup_links(std::string_view body);

/// The body as readable plain text: links become their label (or the target's title), bold
/// marks disappear, bullets stay "- ", table cells are joined with " | ".
std::string markup_to_plain(std::string_view body,
                            const std::function<std::string(const std::string&)>& title_of = {});

/// The body as an HTML fragment: <p>, <ul><li>, <table> (first row as header), <b>, and
/// <a href="section:ID"> for links and glossary words (first occurrence of each term).
/// All text is escaped.
std::string markup_to_html(std::string_view body, const HtmlOptions& options);


} // namespace ost
