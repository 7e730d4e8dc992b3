// The digest markup: paragraphs, bullets, tables, bold, [[links]], glossary words as links.
#include "core/io/rule_markup.h"

#include <catch2/catch.hpp>

#include <string>

using namespace ost;

namespace {
std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
        ++n;
    }
    return n;
}
} // namespace

TEST_CASE("markup renders blocks, bold and links to HTML", "[rules][markup]") {
    HtmlOptions options;
    options.title_of = [](const std::string& id) { return id == "x.a" ? "Section A" : ""; };
    const auto html = markup_to_html("Some **bold** <text>.\n\n- one\n- two [[x.a]]\n\n| H1 | H2 |\n| a | b |\n",
                                     options);
    CHECK(html.find("<p>Some <b>bold</b> &lt;text&gt;.</p>") != std::string::npos);
    CHECK(html.find("<li>two <a href=\"section:x.a\">Section A</a></li>") != std::string::npos);
    CHECK(html.find("<th>H1</th>") != std::string::npos);
    CHECK(html.find("<td>b</td>") != std::string::npos);
    CHECK(markup_to_plain("see [[x.a|the label]] and **this**") == "see the label and this\n");
}

TEST_CASE("glossary words become links once, exact case for abbreviations", "[rules][markup]") {
    HtmlOptions options;
    options.glossary = {{"light infantry", "x.li"}, {"LI", "x.li"}, {"Impact capability", "x.impact"}};
    options.current_section = "x.current";
    const auto html = markup_to_html("Light Infantry and LI again; li is not LI-linked twice.", options);
    CHECK(count(html, "href=\"section:x.li\"") == 1);
    CHECK(html.find("<a href=\"section:x.li\">Light Infantry</a>") != std::string::npos);
    // A section the body already links to explicitly gets no second glossary link.
    const auto linked = markup_to_html("the Impact capability ([[x.impact|see]])", options);
    CHECK(count(linked, "href=\"section:x.impact\"") == 1);
    // Words pointing to the section being shown are not linked.
    options.current_section = "x.li";
    CHECK(markup_to_html("light infantry", options).find("<a ") == std::string::npos);
    // ... and a shorter term inside such words is not linked either.
    options.glossary.push_back({"infantry", "x.foot"});
    CHECK(markup_to_html("light infantry", options).find("<a ") == std::string::npos);
    CHECK(markup_to_html("heavy infantry", options).find("section:x.foot") != std::string::npos);
}
