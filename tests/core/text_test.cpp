// Tests for ost::Text: placeholders, plurals, bilingual data text and English fallback.
// Uses a scripted translator so no catalog file is needed.
#include "core/support/text.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <map>

namespace {
class FakeFrench final : public ost::Translator {
public:
    std::string_view language() const override { return "fr"; }
    std::string translate(std::string_view id) const override {
        static const std::map<std::string, std::string, std::less<>> table{
            {"Cannot open {0}.", "Impossible d'ouvrir {0}."}, {"{1} before {0}", "{0} après {1}"}};
        const auto it = table.find(id);
        return it == table.end() ? std::string(id) : it->second;
    }
    std::string translate_plural(std::string_view, std::string_view, long long n) const override {
        return n > 1 ? "{n} unités" : "{n} unité";
    }
};
} // namespace

TEST_CASE("Text substitutes positional arguments after translation", "[text]") {
    FakeFrench fr;
    CHECK(TR_("Cannot open {0}.").arg("a.xml").render(fr) == "Impossible d'ouvrir a.xml.");
    CHECK(TR_("Cannot open {0}.").arg("a.xml").english() == "Cannot open a.xml.");
    CHECK(TR_("{1} before {0}").arg("x").arg("y").render(fr) == "x après y");
}

TEST_CASE("Text keeps unknown placeholders visible", "[text]") {
    CHECK(TR_("{0} and {1} and {7}").arg(1).english() == "1 and {1} and {7}");
    CHECK(ost::substitute("{", {}) == "{");
    CHECK(ost::substitute("{abc}", {"x"}) == "{abc}");
}

TEST_CASE("Plural text picks the form from the count", "[text]") {
    FakeFrench fr;
    CHECK(TRP_("{n} unit", "{n} units", 1).english() == "1 unit");
    CHECK(TRP_("{n} unit", "{n} units", 0).english() == "0 units");
    CHECK(TRP_("{n} unit", "{n} units", 3).render(fr) == "3 unités");
    CHECK(TRP_("{n} unit", "{n} units", 0).render(fr) == "0 unité");
}

TEST_CASE("Localized data text follows the translator language", "[text]") {
    FakeFrench fr;
    const auto name = ost::Text::localized("Hallebardiers", "Halberdiers");
    CHECK(name.render(fr) == "Hallebardiers");
    CHECK(name.english() == "Halberdiers");
    CHECK(TR_("Cannot open {0}.").arg(name).render(fr) == "Impossible d'ouvrir Hallebardiers.");
}

TEST_CASE("Numbers format with fixed decimals", "[text]") {
    CHECK(ost::Text::verbatim("{0} s").arg(1.23456, 2).english() == "1.23 s");
    CHECK(ost::Text().empty());
}

TEST_CASE("Languages are parsed from user input and the environment", "[text]") {
    CHECK(ost::parse_language("FR") == "fr");
    CHECK(ost::parse_language("fr_FR.UTF-8") == "fr");
    CHECK(ost::parse_language("en") == "en");
    CHECK_THROWS_AS(ost::parse_language("de"), ost::InvalidInputError);
    setenv("LC_ALL", "fr_FR.UTF-8", 1);
    CHECK(ost::language_from_environment() == "fr");
    setenv("LC_ALL", "C", 1);
    CHECK(ost::language_from_environment() == "en");
    unsetenv("LC_ALL");
}

TEST_CASE("trim drops surrounding ASCII white space only", "[text]") {
    CHECK(ost::trim("  a b \t\r\n") == "a b");
    CHECK(ost::trim("\n\n").empty());
    CHECK(ost::trim("").empty());
    CHECK(ost::trim("é ") == "é");
    CHECK(ost::trim("\xC2\xA0x") == "\xC2\xA0x"); // a no-break space is text, not padding
}
