// The digest reader: a good file read into sections and terms, and located errors for a
// missing language, a duplicate id, a source not defined, unknown elements, broken links.
#include "core/io/rules_reader.h"
#include "core/io/xml_document.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <string>

namespace {
const std::string kHead = R"(<rules system="wme">
<source id="wme-v4"><title lang="fr">Livre</title><title lang="en">Book</title></source>
)";
std::string section(const std::string& id, const std::string& extra = "") {
    return "<section id=\"" + id + "\" source=\"wme-v4\" ref=\"p. 3\">"
           "<title lang=\"fr\">Titre</title><title lang=\"en\">Title</title>"
           "<body lang=\"fr\">Texte [[wme.a]].</body><body lang=\"en\">Text.</body>" + extra + "</section>\n";
}
ost::RulesFile read(const std::string& text) {
    return ost::read_rules(ost::XmlDocument::load_string(text, "t.xml"));
}
/// The message and line of the error reading `text` (line 0: no error).
std::pair<std::string, int> error_of(const std::string& text) {
    try {
        ost::validate_rules({read(text)});
    } catch (const ost::InvalidInputError& e) {
        return {e.message().msgid(), e.location().line};
    }
    return {"", 0};
}
} // namespace

TEST_CASE("the rules reader reads sections, see-also and terms", "[rules][reader]") {
    const auto file = read(kHead + section("wme.a", "<see-also ref=\"wme.b\"/>") + section("wme.b") +
                           "<term id=\"wme.term.x\" section=\"wme.b\"><name lang=\"fr\">ex</name>"
                           "<synonym lang=\"fr\">exs</synonym><name lang=\"en\">ix</name></term></rules>");
    REQUIRE(file.sections.size() == 2);
    CHECK(file.system_id == "wme");
    CHECK(file.sections[0].title_en == "Title");
    CHECK(file.sections[0].body_fr == "Texte [[wme.a]].");
    CHECK(file.sections[0].ref == "p. 3");
    CHECK(file.sections[0].see_also == std::vector<std::string>{"wme.b"});
    REQUIRE(file.terms.size() == 1);
    CHECK(file.terms[0].forms_fr == std::vector<std::string>{"ex", "exs"});
    CHECK(file.terms[0].forms_en == std::vector<std::string>{"ix"});
    CHECK_NOTHROW(ost::validate_rules({file}));
}

TEST_CASE("the rules reader locates bad digest files", "[rules][reader]") {
    const auto missing_en = kHead + "<section id=\"wme.a\" source=\"wme-v4\"><title lang=\"fr\">T</title>"
                                    "<body lang=\"fr\">x</body><body lang=\"en\">y</body></section></rules>";
    CHECK(error_of(missing_en).first.find("needs a <{1} lang") != std::string::npos);
    CHECK(error_of(missing_en).second == 3);
    CHECK(error_of(kHead + section("wme.a") + section("wme.a") + "</rules>").first ==
          "The section \"{0}\" is defined twice.");
    CHECK(error_of(kHead + section("wme.a").replace(section("wme.a").find("wme-v4"), 6, "other") +
                   "</rules>").first == "The source \"{0}\" is not defined above this section.");
    CHECK(error_of(kHead + section("wme.a", "<note/>") + "</rules>").first ==
          "Unknown element <{0}> in <section>.");
    CHECK(error_of(kHead + section("Bad Id") + "</rules>").first.find("lowercase") != std::string::npos);
    CHECK(error_of(kHead + section("wme.a", "<see-also ref=\"wme.zz\"/>") + "</rules>").first ==
          "There is no section \"{0}\".");
    CHECK(error_of(kHead + section("wme.b") + "</rules>").first == "There is no section \"{0}\".");
    CHECK(error_of("<lists/>").first == "Expected a <rules> root element, found <{0}>.");
}
