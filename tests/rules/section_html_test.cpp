// Section pages: glossary words and [[links]] become section links, see-also, the other
// language one click away, the side-by-side layout, user rulebook sections labelled.
#include "bundled_reference.h"

#include "core/services/rulebook_import.h"
#include "core/reference/rules_service.h"
#include "core/services/section_html.h"
#include "core/storage/user_database.h"
#include "core/support/progress.h"
#include "core/support/translator.h"

#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

using namespace ost::reference;

TEST_CASE("a section page links glossary words, see-also and the other language", "[rules][html]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    const auto& en = ost::EnglishTranslator::instance();
    const auto fr_page = section_page_html(service, "adlg.rout.unit", SectionLayout::French, en);
    CHECK(fr_page.find("<h2>Déroute d'une unité</h2>") != std::string::npos);
    CHECK(fr_page.find("href=\"layout:en\">Read in English</a>") != std::string::npos);
    CHECK(fr_page.find("href=\"layout:both\"") != std::string::npos);
    // See also, with the target's title in the page's language.
    CHECK(fr_page.find("<a href=\"section:adlg.pursuit\">Poursuite</a>") != std::string::npos);
    // [[adlg.elephant-fury]] in the body becomes a link.
    CHECK(fr_page.find("href=\"section:adlg.elephant-fury\"") != std::string::npos);

    const auto en_page = section_page_html(service, "adlg.contact.restrictions", SectionLayout::English, en);
    CHECK(en_page.find("<h2>Contact restrictions</h2>") != std::string::npos);
    CHECK(en_page.find("href=\"layout:fr\">Read in French</a>") != std::string::npos);
    // A glossary word in the body (light infantry, LI, bowmen) links to the section defining it.
    CHECK(en_page.find("href=\"section:adlg.troop-types\"") != std::string::npos);
    CHECK(en_page.find("Déroute") == std::string::npos);

    CHECK(section_page_html(service, "adlg.nope", SectionLayout::French, en).empty());
    CHECK(section_page_html(service, "user:999", SectionLayout::French, en).empty());
}

TEST_CASE("the side-by-side page shows both languages", "[rules][html]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    const auto page = section_page_html(service, "adlg.pursuit", SectionLayout::SideBySide,
                                        ost::EnglishTranslator::instance());
    const auto fr = page.find("<h2>Poursuite</h2>");
    const auto en = page.find("<h2>Pursuit</h2>");
    REQUIRE(fr != std::string::npos);
    REQUIRE(en != std::string::npos);
    CHECK(fr < en);
    CHECK(page.find("width=\"50%\"") != std::string::npos);
    CHECK(layout_from_name(layout_name(SectionLayout::SideBySide)) == SectionLayout::SideBySide);
    CHECK(layout_from_name("en") == SectionLayout::English);
    CHECK(layout_from_name("??") == SectionLayout::French);
}

TEST_CASE("a user rulebook section page is labelled and escaped", "[rules][html]") {
    ost::storage::UserDatabase db(":memory:");
    ost::NullProgress progress;
    import_rulebook(db, {std::filesystem::path(OST_TEST_DATA_DIR) / "rulebooks/house_rules.md", "wme", "en", "<Club>"},
                    progress);
    RulesService service(db);
    const auto hits = service.search({"ambush", {}, {}, 1});
    REQUIRE(hits.size() == 1);
    const auto page = section_page_html(service, hits[0].key, SectionLayout::French,
                                        ost::EnglishTranslator::instance());
    CHECK(page.find("<h2>Ambush markers</h2>") != std::string::npos);
    CHECK(page.find("Your rulebook &quot;&lt;Club&gt;&quot;") != std::string::npos);
    CHECK(page.find("<Club>") == std::string::npos);
}

TEST_CASE("bookmarks are kept in the user database", "[rules][bookmarks]") {
    const auto dir = ost::test::unique_temp_dir("bookmarks");
    const auto file = dir / "user.sqlite";
    {
        ost::storage::UserDatabase db(file, ost::test::bundled_reference());
        RulesService service(db);
        CHECK(service.bookmarks().empty());
        service.set_bookmark("adlg.pursuit", true);
        service.set_bookmark("wme.charge", true);
        service.set_bookmark("adlg.pursuit", true); // twice is once
        service.set_bookmark("wme.charge", false);
        service.set_bookmark("ab.pursuit", true);
    }
    ost::storage::UserDatabase again(file, ost::test::bundled_reference());
    RulesService service(again);
    const auto marks = service.bookmarks();
    REQUIRE(marks.size() == 2);
    CHECK(std::find(marks.begin(), marks.end(), "adlg.pursuit") != marks.end());
    CHECK(std::find(marks.begin(), marks.end(), "ab.pursuit") != marks.end());
    std::filesystem::remove_all(dir);
}
