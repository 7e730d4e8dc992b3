// Import of the user's own rulebook: text decoding (UTF-8, Latin-1, binary, empty), splitting
// by headings, the size limit, and the rulebook then found by search and labelled as the user's.
#include "core/reference/rulebook_import.h"
#include "core/reference/rules_service.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"
#include "core/support/progress.h"

#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using namespace ost::reference;

TEST_CASE("rulebook text is decoded as UTF-8 or Latin-1", "[rules][import]") {
    bool latin1 = false;
    CHECK(decode_rulebook_text("\xEF\xBB\xBF" "Déroute", "a.txt", latin1) == "Déroute");
    CHECK_FALSE(latin1);
    CHECK(decode_rulebook_text("D\xE9route", "b.txt", latin1) == "Déroute");
    CHECK(latin1);
    CHECK_THROWS_AS(decode_rulebook_text("", "c.txt", latin1), ost::InvalidInputError);
    CHECK_THROWS_AS(decode_rulebook_text(std::string("ab\0cd", 5), "d.txt", latin1),
                    ost::InvalidInputError);
}

TEST_CASE("rulebook text is split at its headings", "[rules][import]") {
    const auto md = split_rulebook("Intro text.\n\n# Charges\nCharge rules.\n\n## Shooting\nShoot.\n",
                                   true, "Book");
    REQUIRE(md.size() == 3);
    CHECK(md[0].title == "Book");
    CHECK(md[1].title == "Charges");
    CHECK(md[2].title == "Shooting");
    CHECK(md[2].body.find("Shoot.") != std::string::npos);
    const auto text = split_rulebook("CHARGES\nCharge rules.\n\n3.2 Moving\nMove rules.\n", false,
                                     "Book");
    REQUIRE(text.size() == 2);
    CHECK(text[0].title == "CHARGES");
    CHECK(text[1].title == "3.2 Moving");
}

TEST_CASE("a Markdown line made only of # is an empty heading, not a crash", "[rules][import][hardening]") {
    // find_first_not_of('#') gave npos and substr threw std::out_of_range up to main.
    const auto sections = split_rulebook("# Charges\nCharge rules.\n###\n#\nMore.\n## Shooting\nShoot.\n",
                                         true, "Book");
    REQUIRE(sections.size() == 2);
    CHECK(sections[0].title == "Charges");
    CHECK(sections[0].body == "Charge rules.\nMore.");
    CHECK(sections[1].title == "Shooting");
    CHECK(split_rulebook("#", true, "Book").empty());
    CHECK(split_rulebook("####", true, "Book").empty());
}

TEST_CASE("rulebook import refuses enormous files with a clear message", "[rules][import]") {
    const auto dir = ost::test::unique_temp_dir("enormous-rulebook");
    const auto file = dir / "enormous.txt";
    { std::ofstream(file) << "x"; }
    fs::resize_file(file, kMaxRulebookBytes + 1); // sparse: nothing is really written
    ost::storage::UserDatabase db(":memory:");
    ost::NullProgress progress;
    try {
        import_rulebook(db, {file, "wme", "en", {}}, progress);
        FAIL("an enormous file was imported");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.message().msgid().find("too large") != std::string::npos);
    }
    fs::remove_all(dir);
}

TEST_CASE("an imported rulebook is searchable and labelled as the user's", "[rules][import]") {
    ost::storage::UserDatabase db(":memory:");
    ost::NullProgress progress;
    const auto report = import_rulebook(
        db, {fs::path(OST_TEST_DATA_DIR) / "rulebooks/regles_latin1.txt", "adlg", "fr", "Maison"},
        progress);
    CHECK(report.latin1);
    CHECK(report.sections == 3);
    RulesService service(db);
    const auto hits = service.search({"elephants effrayes", {}, {}, 5});
    REQUIRE(hits.size() == 1);
    CHECK(hits[0].user);
    CHECK(hits[0].rulebook_title == "Maison");
    CHECK(hits[0].title == "2.1 Combats de nuit");
    REQUIRE(service.rulebooks().size() == 1);
    CHECK(service.rulebooks()[0].sections == 3);
}
