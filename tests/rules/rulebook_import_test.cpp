// Import of the user's own rulebook: text decoding (UTF-8, Latin-1, binary, empty), splitting
// by headings, the size limit, and the rulebook then found by search and labelled as the user's.
#include "core/services/rulebook_import.h"
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
    fs::resize_file(file, ost::kMaxRulebookBytes + 1); // sparse: nothing is really written
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

namespace {
/// Asks to stop once the import has reported `after` steps (the Cancel button of the app).
class CancelAfter final : public ost::ProgressSink {
public:
    explicit CancelAfter(int after) : m_after(after) {}
    void update(double, const ost::Text&) override { ++m_updates; }
    bool cancelled() const override { return m_updates >= m_after; }
    int updates() const { return m_updates; }

private:
    int m_after;
    int m_updates = 0;
};
} // namespace

TEST_CASE("a cancelled rulebook import leaves the database unchanged", "[rules][import][cancel]") {
    // A book of 300 sections: the indexing step reports progress every 64 sections, so Cancel
    // is seen in the middle of writing (issue 16: cancel must leave nothing half-imported).
    const auto dir = ost::test::unique_temp_dir("cancel-import");
    const auto file = dir / "big.md";
    {
        std::ofstream out(file);
        for (int s = 0; s < 300; ++s) {
            out << "## Section " << s << "\n\nThe quokka rule number " << s << " applies.\n\n";
        }
    }
    ost::storage::UserDatabase db(":memory:");
    RulesService service(db);
    const auto before = service.search({"quokka", {}, {}, 5});
    CHECK(before.empty());
    // Cancelled while the sections are written (after reading, splitting and two batches).
    for (const int after : {1, 3, 5}) {
        INFO("cancelled after " << after << " progress reports");
        CancelAfter cancel(after);
        CHECK_THROWS_AS(import_rulebook(db, {file, "wme", "en", "Big"}, cancel), ost::UserCancelled);
        CHECK(cancel.updates() >= after);
        CHECK(service.rulebooks().empty());
        CHECK(service.search({"quokka", {}, {}, 5}).empty());
    }
    // Not cancelled: everything is there.
    CancelAfter never(1000000);
    const auto report = import_rulebook(db, {file, "wme", "en", "Big"}, never);
    CHECK(report.sections == 300);
    CHECK(never.updates() >= 5); // the cases above did stop in the middle
    REQUIRE(service.rulebooks().size() == 1);
    CHECK(service.search({"quokka", {}, {}, 5}).size() == 5);
    std::error_code ec;
    fs::remove_all(dir, ec);
}

TEST_CASE("a rulebook is split at the heading level chosen", "[rules][import][split-level]") {
    const std::string md = "# Moving\nMove rules.\n## Roads\nRoad rules.\n### Bridges\nBridge rules.\n"
                           "# Shooting\nShoot rules.\n## Range\nRange rules.\n";
    const auto titles = [](const std::vector<ost::ImportedSection>& sections) {
        std::vector<std::string> out;
        for (const auto& s : sections) {
            out.push_back(s.title + "@" + std::to_string(s.level));
        }
        return out;
    };
    const auto all = split_rulebook(md, true, "Book");
    CHECK(titles(all) == std::vector<std::string>{"Moving@1", "Roads@2", "Bridges@3", "Shooting@1", "Range@2"});
    CHECK(deepest_level(all) == 3);
    CHECK(titles(split_rulebook(md, true, "Book", 3)) == titles(all));
    const auto chapters = split_rulebook(md, true, "Book", 1);
    REQUIRE(titles(chapters) == std::vector<std::string>{"Moving@1", "Shooting@1"});
    // A deeper heading stays a line of its chapter's text: nothing is lost.
    CHECK(chapters[0].body == "Move rules.\n## Roads\nRoad rules.\n### Bridges\nBridge rules.");
    CHECK(chapters[1].body.find("## Range\nRange rules.") != std::string::npos);
    CHECK(titles(split_rulebook(md, true, "Book", 2)) ==
          std::vector<std::string>{"Moving@1", "Roads@2", "Shooting@1", "Range@2"});
    // Numbered headings: "3" is level 1, "3.2" level 2, "3.2.1" level 3; capitals level 1.
    const std::string text = "3 Moving\nMove rules.\n3.2 Roads\nRoad rules.\n3.2.1 Bridges\nBridge rules.\n"
                             "PILLAGE\nLoot rules.\n";
    CHECK(titles(split_rulebook(text, false, "Book")) ==
          std::vector<std::string>{"3 Moving@1", "3.2 Roads@2", "3.2.1 Bridges@3", "PILLAGE@1"});
    CHECK(titles(split_rulebook(text, false, "Book", 2)) ==
          std::vector<std::string>{"3 Moving@1", "3.2 Roads@2", "PILLAGE@1"});
    CHECK(titles(split_rulebook(text, false, "Book", 1)) == std::vector<std::string>{"3 Moving@1", "PILLAGE@1"});
    // PDF pages: the same, and a chapter keeps the pages of the sub-sections folded into it.
    const auto pdf = split_pdf_pages({"1 Marching\nMarch rules.\n1.1 Roads\nRoad rules.\n1",
                                      "1.2 Rivers\nFord rules.\n2", "2 Pillage\nLoot rules.\n3"},
                                     "Book", 1);
    REQUIRE(titles(pdf) == std::vector<std::string>{"1 Marching@1", "2 Pillage@1"});
    CHECK(pdf[0].page_first == 1);
    CHECK(pdf[0].page_last == 2);
    CHECK(pdf[0].body.find("1.2 Rivers") != std::string::npos);
    CHECK(split_pdf_pages({"1 Marching\nMarch rules.\n1.1 Roads\nRoad rules."}, "Book").size() == 2);
}

TEST_CASE("a rulebook read once is split at each level and imported at the one chosen", "[rules][import][split-level]") {
    const auto dir = ost::test::unique_temp_dir("split-level");
    const auto file = dir / "book.md";
    std::ofstream(file) << "# Moving\nMove rules.\n## Roads\nRoad rules with quokkas.\n# Shooting\nShoot rules.\n";
    ost::NullProgress progress;
    RulebookImportRequest request{file, "wme", "en", "Book"};
    const auto source = read_rulebook(request, progress);
    CHECK(source.markdown);
    CHECK(split_source(source, 0).size() == 3);
    CHECK(split_source(source, 1).size() == 2);
    ost::storage::UserDatabase db(":memory:");
    request.split_level = 1;
    const auto report = import_rulebook(db, request, source, progress);
    CHECK(report.sections == 2);
    RulesService service(db);
    const auto hits = service.search({"quokkas", {}, {}, 5});
    REQUIRE(hits.size() == 1);
    CHECK(hits[0].title == "Moving"); // the level-2 section went into its chapter
    // The one-call import splits at the request's level too.
    request.split_level = 0;
    CHECK(import_rulebook(db, request, progress).sections == 3);
    std::error_code ec;
    fs::remove_all(dir, ec);
}

TEST_CASE("a rulebook imported on a connection of its own is seen by the others", "[rules][import][worker]") {
    // What the app does off its UI thread: read the file, then import on a second connection
    // to the same user DB file; the first connection sees the book, and a cancel leaves none.
    const auto dir = ost::test::unique_temp_dir("import-own-connection");
    const auto file = dir / "book.md";
    {
        std::ofstream out(file);
        for (int s = 0; s < 200; ++s) {
            out << "## Section " << s << "\n\nThe wombat rule number " << s << ".\n\n";
        }
    }
    const auto user_db = dir / "user.sqlite";
    ost::storage::UserDatabase ui(user_db);
    RulesService service(ui);
    ost::NullProgress quiet;
    const RulebookImportRequest request{file, "wme", "en", "Wombats"};
    const auto source = read_rulebook(request, quiet);
    CancelAfter cancel(2);
    CHECK_THROWS_AS(import_rulebook(user_db, {}, request, source, cancel), ost::UserCancelled);
    CHECK(service.rulebooks().empty());
    const auto report = import_rulebook(user_db, {}, request, source, quiet);
    CHECK(report.sections == 200);
    REQUIRE(service.rulebooks().size() == 1);
    CHECK(service.search({"wombat", {}, {}, 3}).size() == 3);
    std::error_code ec;
    fs::remove_all(dir, ec);
}
