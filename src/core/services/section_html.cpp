// Builds section pages from RulesService data with rule_markup's HTML renderer. Plain HTML 3
// (tables, <font>), which wxHtmlWindow renders; no scripts, no styles.
#include "core/services/section_html.h"

#include "core/io/rule_markup.h"
#include "core/reference/rules_service.h"
#include "core/support/text.h"
#include "core/support/translator.h"

namespace ost::reference {

namespace {
std::string link(const std::string& href, const std::string& label) {
    return "<a href=\"" + html_escape(href) + "\">" + html_escape(label) + "</a>";
}

/// One language column of a digest section: title, source, body, see-also.
std::string digest_column(const RulesService& service, const RuleSection& section,
                          const std::string& lang, const Translator& tr) {
    std::string out = "<h2>" + html_escape(section.title(lang)) + "</h2>\n";
    if (!section.ref.empty()) {
        out += "<p><font color=\"#666666\"><i>" +
               html_escape(TR_("Source: {0}").arg(section.ref).render(tr)) + "</i></font></p>\n";
    }
    out += service.body_html(section, lang);
    if (!section.see_also.empty()) {
        out += "<h4>" + html_escape(TR_("See also").render(tr)) + "</h4>\n<ul>\n";
        for (const auto& id : section.see_also) {
            const auto title = service.title(id, lang);
            out += "<li>" + link(kSectionLinkPrefix + id, title.empty() ? id : title) + "</li>\n";
        }
        out += "</ul>\n";
    }
    return out;
}

std::string page(const std::string& body) {
    return "<html><head><meta charset=\"UTF-8\"></head><body>\n" + body + "</body></html>\n";
}
} // namespace

SectionLayout layout_from_name(const std::string& name) {
    if (name == "en") {
        return SectionLayout::English;
    }
    if (name == "both") {
        return SectionLayout::SideBySide;
    }
    return SectionLayout::French;
}

std::string layout_name(SectionLayout layout) {
    switch (layout) {
    case SectionLayout::English: return "en";
    case SectionLayout::SideBySide: return "both";
    case SectionLayout::French: break;
    }
    return "fr";
}

std::string section_page_html(const RulesService& service, const std::string& key,
                              SectionLayout layout, const Translator& tr) {
    if (is_user_key(key)) {
        const auto user = service.user_section(key);
        if (!user) {
            return {};
        }
        std::string body = "<h2>" + html_escape(user->title) + "</h2>\n<p><font color=\"#8a5a00\"><b>" +
                           html_escape(TR_("Your rulebook \"{0}\"").arg(user->rulebook_title).render(tr)) +
                           "</b></font></p>\n";
        HtmlOptions options;
        body += markup_to_html(user->body, options);
        return page(body);
    }
    const auto section = service.section(key);
    if (!section) {
        return {};
    }
    if (layout == SectionLayout::SideBySide) {
        return page("<p>" + link(std::string(kLayoutLinkPrefix) + "fr", TR_("French only").render(tr)) +
                    " &nbsp; " + link(std::string(kLayoutLinkPrefix) + "en", TR_("English only").render(tr)) +
                    "</p>\n<table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\"><tr>"
                    "<td width=\"50%\" valign=\"top\">\n" +
                    digest_column(service, *section, "fr", tr) +
                    "</td><td width=\"50%\" valign=\"top\">\n" +
                    digest_column(service, *section, "en", tr) + "</td></tr></table>\n");
    }
    const bool fr = layout == SectionLayout::French;
    const auto other = fr ? TR_("Read in English") : TR_("Read in French");
    return page("<p>" + link(std::string(kLayoutLinkPrefix) + (fr ? "en" : "fr"), other.render(tr)) +
                " &nbsp; " + link(std::string(kLayoutLinkPrefix) + "both", TR_("Side by side").render(tr)) +
                "</p>\n" + digest_column(service, *section, fr ? "fr" : "en", tr));
}

} // namespace ost::reference
