// Search over the bundled rules digest: accent and case folding, prefixes, FR/EN stemming,
// phrases, title weighting, highlighted snippets, filters, glossary synonyms, user rulebooks.
#include "bundled_reference.h"

#include "core/model/rule_hit.h"
#include "core/reference/rules_service.h"
#include "core/storage/rulebook_repository.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"
#include "core/support/progress.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using ost::reference::RulesQuery;
using ost::reference::RulesService;

namespace {
std::vector<ost::RuleHit> find(const RulesService& service, const std::string& text,
                               const std::string& lang = {}, const std::string& system = {},
                               int limit = 20) {
    return service.search(RulesQuery{text, system, lang, limit});
}

bool has(const std::vector<ost::RuleHit>& hits, const std::string& key) {
    return std::any_of(hits.begin(), hits.end(), [&](const auto& h) { return h.key == key; });
}

std::string first(const std::vector<ost::RuleHit>& hits) {
    return hits.empty() ? std::string("(none)") : hits.front().key;
}
} // namespace

TEST_CASE("rules search folds accents and case", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    for (const char* text : {"deroute", "déroute", "DEROUTE", "Déroute", "DÉROUTE"}) {
        INFO(text);
        CHECK(first(find(service, text, "fr")) == "adlg.rout.unit");
    }
}

TEST_CASE("rules search matches prefixes as the user types", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    const auto charges = find(service, "charg", {}, "wme");
    CHECK(has(charges, "wme.charge"));
    CHECK(has(charges, "wme.charge.fortified"));
    CHECK(first(find(service, "furi", "fr")) == "adlg.elephant-fury");
    CHECK(has(find(service, "eleph fur", "en"), "adlg.elephant-fury"));
    // Accented prefixes are folded too.
    CHECK(has(find(service, "élép", "fr"), "adlg.elephant-fury"));
}

TEST_CASE("rules search stems French and English words", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    // Unaccented, inflected input meets stemmed accented text.
    CHECK(has(find(service, "elephants furies", "fr"), "adlg.elephant-fury"));
    CHECK(has(find(service, "derouter", "fr"), "adlg.rout.unit"));
    CHECK(has(find(service, "poursuivre", "fr"), "adlg.pursuit"));
    CHECK(has(find(service, "routed", "en"), "adlg.rout.unit"));
    CHECK(has(find(service, "pursuing", "en"), "adlg.pursuit"));
}

TEST_CASE("rules search honours quoted phrases", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    CHECK(first(find(service, "\"elephant fury\"", "en")) == "adlg.elephant-fury");
    // The same words, not side by side, are not this phrase.
    const auto loose = find(service, "fury unit", "en", "adlg", 100);
    const auto phrase = find(service, "\"fury unit\"", "en", "adlg", 100);
    CHECK(phrase.size() < loose.size());
}

TEST_CASE("rules search ranks titles above bodies", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    CHECK(first(find(service, "pursuit", "en", "adlg")) == "adlg.pursuit");
    CHECK(first(find(service, "army rout", "en", "adlg")) == "adlg.army.rout");

    // A user rulebook: "volley" in one title, three times in another section's body.
    ost::storage::RulebookRepository books(db.connection());
    ost::NullProgress progress;
    ost::Rulebook book;
    book.system_id = "wme";
    book.lang = "en";
    book.title = "House rules";
    book.source_file = "house.md";
    books.add(book,
              {{"Notes", "Volley volley volley: see the other section for the volley rule."},
               {"Volley", "Shooting twice in a turn is allowed once per game."}},
              progress);
    const auto hits = find(service, "volley", "en", "wme");
    REQUIRE(hits.size() == 2);
    CHECK(hits[0].title == "Volley");
}

TEST_CASE("rules search returns snippets with highlighted matches", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    const auto hits = find(service, "deroute", "fr");
    REQUIRE_FALSE(hits.empty());
    const auto& snippet = hits.front().snippet;
    const auto open = snippet.find(ost::kMatchBegin);
    const auto close = snippet.find(ost::kMatchEnd);
    REQUIRE(open != std::string::npos);
    REQUIRE(close != std::string::npos);
    CHECK(open < close);
    CHECK(snippet.substr(open + 1, close - open - 1) == "déroute");
    CHECK(hits.front().title == "Déroute d'une unité");
}

TEST_CASE("digest hits carry the page of their source when it is known", "[rules][search][pages]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    // Issue 16: the WME sections say where they start in the v4.0.0 rulebook (data/rules/wme.xml).
    for (const std::string text : {"charge", "ch", "\"la charge\""}) { // in memory, titles, FTS5
        INFO(text);
        const auto hits = find(service, text, "fr", "wme", 50);
        const auto it = std::find_if(hits.begin(), hits.end(), [](const auto& h) { return h.key == "wme.charge"; });
        REQUIRE(it != hits.end());
        CHECK(it->page == 26);
    }
    REQUIRE(service.section("wme.combat.pursuit"));
    CHECK(service.section("wme.combat.pursuit")->page == 49);
    // An unpaginated source: no page.
    const auto rout = find(service, "deroute", "fr", "adlg");
    REQUIRE_FALSE(rout.empty());
    CHECK(rout.front().page == 0);
}

TEST_CASE("rules search filters by system and language", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    const auto wme = find(service, "charge", {}, "wme", 50);
    REQUIRE_FALSE(wme.empty());
    CHECK(std::all_of(wme.begin(), wme.end(), [](const auto& h) { return h.system_id == "wme"; }));
    const auto en = find(service, "charge", "en", {}, 50);
    REQUIRE_FALSE(en.empty());
    CHECK(std::all_of(en.begin(), en.end(), [](const auto& h) { return h.lang == "en"; }));
    const auto fr = find(service, "charge", "fr", {}, 50);
    CHECK(std::all_of(fr.begin(), fr.end(), [](const auto& h) { return h.lang == "fr"; }));
    CHECK(find(service, "charge", {}, "nosuchsystem").empty());
    CHECK(find(service, "charge", {}, {}, 3).size() == 3);
    CHECK_THROWS_AS(find(service, "charge", "de"), ost::InvalidInputError);
}

TEST_CASE("rules search knows glossary synonyms in both languages", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    // "skirmishers" is only a glossary synonym of light infantry, whose term leads to the troop
    // types (the section defining it).
    CHECK(has(find(service, "skirmishers", "en", "adlg"), "adlg.troop-types"));
    // The English name finds the French section too; the sections naming it are found too.
    CHECK(has(find(service, "light infantry", "fr", "adlg"), "adlg.troop-types"));
    CHECK(has(find(service, "light infantry", "fr", "adlg"), "adlg.light-infantry.destruction"));
    CHECK(has(find(service, "LI", "fr", "adlg"), "adlg.light-infantry.destruction"));
}

TEST_CASE("searching both languages answers in the language of the words typed", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    const auto en = find(service, "pursuit", {}, "adlg");
    REQUIRE_FALSE(en.empty());
    CHECK(en.front().lang == "en");
    const auto fr = find(service, "deroute", {}, "adlg");
    REQUIRE_FALSE(fr.empty());
    CHECK(fr.front().lang == "fr");
    CHECK(fr.front().key == "adlg.rout.unit");
}

TEST_CASE("rules search never fails on odd user text", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    const std::vector<std::string> nasty{
        "", " ", "\"", "\"\"", "\"\"\"", "*", "**", "-", "--", "- -", "-*", "(", ")", "()",
        "AND", "OR", "NOT", "NEAR", "NEAR(", "NEAR(a b, 2)", "a AND", "OR b", "NOT NOT",
        "a OR OR b", "\"unclosed phrase", "charge\"", "char*ge", "*charge", "charge*",
        "-charge", "charge -", "charge -\"", "^charge", "title:charge", "body : x", "{title}: a",
        "'; DROP TABLE rule_section; --", "a'b", "x\\y", "\x01\x02\x03", "\xff\xfe\xfd",
        "\xc3", "é\xcc", "日本語", "🐘 fury", "a+b", "c#", "100%", "1D6", "1/2", "+1",
        std::string(5000, 'a'), std::string(3000, '"'), std::string(2000, '-') + "x",
        "charge NEAR/3 flank", "\"a\" NEAR \"b\"", "(charge OR", "rowid", "rank", "bm25()",
    };
    for (const auto& text : nasty) {
        INFO("query: " << text);
        CHECK_NOTHROW(find(service, text));
        CHECK_NOTHROW(find(service, text, "fr", "adlg"));
    }
    // Operators typed by the user are plain words, not syntax.
    CHECK(has(find(service, "charge AND OR NOT", "en", "wme"), "wme.charge"));
}

TEST_CASE("rules search excludes words after a minus", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    const auto all = find(service, "rout", "en", "adlg", 100);
    const auto without = find(service, "rout -elephant", "en", "adlg", 100);
    CHECK(has(all, "adlg.elephant-fury"));
    CHECK_FALSE(has(without, "adlg.elephant-fury"));
    CHECK_FALSE(without.empty());
}

TEST_CASE("rules search labels the user's own rulebook", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    RulesService service(db);
    ost::storage::RulebookRepository books(db.connection());
    ost::NullProgress progress;
    ost::Rulebook book;
    book.system_id = "adlg";
    book.lang = "fr";
    book.title = "Mes règles maison";
    book.source_file = "maison.txt";
    books.add(book, {{"Déroute des camps", "Un camp pillé part en déroute immédiate."}}, progress);
    const auto hits = find(service, "deroute camp", "fr", "adlg");
    REQUIRE_FALSE(hits.empty());
    const auto it = std::find_if(hits.begin(), hits.end(), [](const auto& h) { return h.user; });
    REQUIRE(it != hits.end());
    CHECK(it->rulebook_title == "Mes règles maison");
    CHECK(it->key.rfind("user:", 0) == 0);
    CHECK(service.user_section(it->key)->title == "Déroute des camps");
}
