// Builds the guide's pages from RulesService data with the digest's HTML renderer. Plain HTML 3
// (tables, <font>), which wxHtmlWindow renders; every data text is escaped.
#include "core/services/guide_html.h"

#include "core/model/rule_section.h"
#include "core/reference/rules_service.h"
#include "core/io/rule_markup.h"
#include "core/support/text.h"
#include "core/support/translator.h"

#include <algorithm>
#include <system_error>

namespace ost::reference {

namespace {
std::string link(const std::string& target, const std::string& label) {
    return "<a href=\"" + html_escape(target) + "\">" + html_escape(label) + "</a>";
}

std::string section_link(const RuleSectionSummary& s, const std::string& lang) {
    return link(std::string("section:") + s.id, lang == "fr" ? s.title_fr : s.title_en);
}

/// "← Previous · Contents · Next →" around the page `id` of the guide.
std::string neighbours(const std::vector<RuleSectionSummary>& contents, const std::string& id,
                       const std::string& lang, const Translator& tr) {
    const auto at = std::find_if(contents.begin(), contents.end(), [&](const auto& s) { return s.id == id; });
    if (at == contents.end()) {
        return {};
    }
    std::string out = "<hr><p>";
    if (at != contents.begin()) {
        out += html_escape(TR_("Previous:").render(tr)) + " " + section_link(*(at - 1), lang);
    }
    if (at + 1 != contents.end()) {
        out += std::string(at != contents.begin() ? " &nbsp;&middot;&nbsp; " : "") +
               html_escape(TR_("Next:").render(tr)) + " " + section_link(*(at + 1), lang);
    }
    return out + "</p>\n";
}
/// What the welcome page offers for the games without army lists: their engine pages.
std::string engine_games_html(const std::vector<EngineGame>& games, const Translator& tr) {
    if (games.empty()) {
        return {};
    }
    std::string out = "<h3>" + html_escape(TR_("Games without army lists").render(tr)) + "</h3>\n<ul>\n";
    for (const auto& game : games) {
        // "{0}: {1}" with the name set apart in bold: the colon as the language writes it (« : »).
        const Text sentence = TR_("Ost has no army list for this game yet, but its engine is ready.");
        out += "<li><b>" + html_escape(game.name) + "</b>" +
               html_escape(TR_("{0}: {1}").arg(std::string()).arg(sentence.render(tr)).render(tr)) + "<br>" +
               link(kLegalityLinkPrefix + game.system_id,
                    TR_("May this unit charge or shoot? A sample board on the Legality page").render(tr)) +
               "<br>" + link(kCombatLinkPrefix + game.system_id, TR_("The odds of an attack on the Combat page").render(tr)) +
               "</li>\n";
    }
    return out + "</ul>\n<p><font size=\"-1\">" +
           html_escape(TR_("To build an army for such a game, enter your book's lists in My lists.").render(tr)) +
           "</font></p>\n";
}
} // namespace

std::vector<RuleSectionSummary> guide_contents(const RulesService& service) {
    return service.sections(kGuideSystem);
}

std::filesystem::path guide_picture(const std::filesystem::path& pictures, const std::string& id,
                                    const std::string& lang) {
    const auto file = pictures / (id + "." + lang + ".png");
    std::error_code ec;
    return std::filesystem::is_regular_file(file, ec) ? file : std::filesystem::path();
}

std::string guide_page_html(const RulesService& service, const std::string& id,
                            const std::filesystem::path& pictures, const ImageSource& image_src,
                            const Translator& tr) {
    const auto section = service.section(id);
    if (!section || section->system_id != kGuideSystem) {
        return {};
    }
    const std::string lang(tr.language() == "fr" ? "fr" : "en");
    std::string out = "<html><body>\n<h2>" + html_escape(section->title(lang)) + "</h2>\n";
    out += service.body_html(*section, lang);
    if (const auto picture = guide_picture(pictures, id, lang); !picture.empty() && image_src) {
        out += "<p><img src=\"" + html_escape(image_src(picture)) + "\" alt=\"" +
               html_escape(section->title(lang)) + "\"></p>\n";
    }
    if (!section->see_also.empty()) {
        out += "<h4>" + html_escape(TR_("See also").render(tr)) + "</h4>\n<ul>\n";
        for (const auto& target : section->see_also) {
            out += "<li>" + link(std::string("section:") + target, service.title(target, lang)) + "</li>\n";
        }
        out += "</ul>\n";
    }
    out += neighbours(guide_contents(service), id, lang, tr);
    return out + "</body></html>\n";
}

std::string welcome_page_html(const RulesService& service, const std::vector<std::string>& samples,
                              const Translator& tr, const std::vector<EngineGame>& engine_games,
                              const std::string& picture_src) {
    const std::string lang(tr.language() == "fr" ? "fr" : "en");
    std::string out = "<html><body>\n";
    if (const auto section = service.section(kGuideWelcome)) {
        out += "<h2>" + html_escape(section->title(lang)) + "</h2>\n";
        // The sample armies first: one click and the player is building.
        out += "<h3>" + html_escape(TR_("Try a sample army").render(tr)) + "</h3>\n";
        if (samples.empty()) {
            out += "<p>" + html_escape(TR_("No sample army is installed.").render(tr)) + "</p>\n";
        } else {
            out += "<ul>\n";
            for (std::size_t i = 0; i < samples.size(); ++i) {
                out += "<li>" + link(kRosterLinkPrefix + std::to_string(i), samples[i]) + "</li>\n";
            }
            out += "</ul>\n<p><font size=\"-1\">" +
                   html_escape(TR_("It opens in the Rosters page, ready to change.").render(tr)) + "</font></p>\n";
        }
        out += engine_games_html(engine_games, tr);
        out += service.body_html(*section, lang);
        if (!picture_src.empty()) {
            out += "<p><img src=\"" + html_escape(picture_src) + "\" alt=\"" + html_escape(section->title(lang)) +
                   "\"></p>\n";
        }
    }
    return out + "</body></html>\n";
}

} // namespace ost::reference
