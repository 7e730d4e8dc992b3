// The player's guide (data/guide/guide.xml): the same pages in French and English, found by the
// rules search, rendered with links and pictures; the welcome page's bundled sample armies.
#include "bundled_reference.h"

#include "core/io/rule_markup.h"
#include "core/io/rules_reader.h"
#include "core/model/rule_section.h"
#include "core/services/guide_html.h"
#include "core/reference/rules_service.h"
#include "core/services/sample_rosters.h"
#include "core/services/session.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"
#include "core/support/translator.h"

#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

namespace fs = std::filesystem;
using namespace ost;
using namespace ost::reference;

namespace {
const fs::path kGuideDir = fs::path(OST_SOURCE_DIR) / "data" / "guide";

std::vector<std::string> link_targets(const std::string& body) {
    std::vector<std::string> out;
    for (const auto& link : markup_links(body)) {
        out.push_back(link.target);
    }
    return out;
}

/// A translator rendering in French without a catalog (the page's texts fall back to English,
/// the guide's own text is in French).
class FrenchLabels final : public Translator {
  public:
    std::string_view language() const override { return "fr"; }
    std::string translate(std::string_view msgid) const override { return std::string(msgid); }
    std::string translate_plural(std::string_view one, std::string_view many, long long n) const override {
        return std::string(n > 1 ? many : one);
    }
};
} // namespace

TEST_CASE("the guide has the same pages in French and English", "[rules][guide]") {
    const auto file = read_rules(XmlDocument::load_file(kGuideDir / "guide.xml"));
    CHECK(file.system_id == kGuideSystem);
    REQUIRE(file.sections.size() >= 8);
    std::set<std::string> ids;
    for (const auto& s : file.sections) {
        INFO(s.id);
        ids.insert(s.id);
        CHECK(s.id.rfind("guide.", 0) == 0);
        // A page says the same in both languages: the same links, in the same order, and about
        // as much text (neither language left a paragraph short).
        CHECK(link_targets(s.body_fr) == link_targets(s.body_en));
        const auto fr = markup_to_plain(s.body_fr).size();
        const auto en = markup_to_plain(s.body_en).size();
        CHECK(fr * 10 >= en * 8);
        CHECK(en * 10 >= fr * 7);
    }
    // Every task the guide promises has its page, the welcome page first.
    CHECK(file.sections.front().id == kGuideWelcome);
    for (const char* id : {"guide.build", "guide.check", "guide.print", "guide.rules", "guide.engine", "guide.event"}) {
        CHECK(ids.count(id) == 1);
    }
    // Pictures: <section>.<lang>.png of an existing page, in both languages, small.
    std::set<std::string> pictures;
    for (const auto& entry : fs::directory_iterator(kGuideDir / "pictures")) {
        const auto name = entry.path().filename().string();
        INFO(name);
        REQUIRE(entry.path().extension() == ".png");
        const auto stem = entry.path().stem().string(); // guide.build.en
        const auto dot = stem.rfind('.');
        REQUIRE(dot != std::string::npos);
        CHECK(ids.count(stem.substr(0, dot)) == 1);
        CHECK(fs::file_size(entry.path()) < 100 * 1024);
        pictures.insert(stem);
    }
    for (const auto& stem : pictures) {
        const auto page = stem.substr(0, stem.rfind('.'));
        CHECK(pictures.count(page + ".fr") == 1);
        CHECK(pictures.count(page + ".en") == 1);
    }
}

TEST_CASE("a <guide> file reads as the guide, any other root is refused", "[rules][guide]") {
    const auto file = read_rules(XmlDocument::load_string(
        "<guide><section id=\"guide.x\"><title lang=\"fr\">T</title><title lang=\"en\">T</title>"
        "<body lang=\"fr\">b</body><body lang=\"en\">b</body></section></guide>", "g.xml"));
    CHECK(file.system_id == kGuideSystem);
    REQUIRE(file.sections.size() == 1);
    CHECK(file.sections[0].system_id == kGuideSystem);
    CHECK_THROWS_WITH(read_rules(XmlDocument::load_string("<guide><page/></guide>", "g.xml")),
                      Catch::Contains("Unknown element <page> in <guide>"));
    CHECK_THROWS_WITH(read_rules(XmlDocument::load_string("<book/>", "g.xml")),
                      Catch::Contains("Expected a <rules> root element"));
}

TEST_CASE("the rules search finds the guide's pages", "[rules][guide]") {
    storage::UserDatabase db(":memory:", test::bundled_reference());
    RulesService service(db);
    const auto top3 = [&](const std::string& text, const std::string& lang) {
        std::vector<std::string> keys;
        for (const auto& hit : service.answer({text, "", lang, 3}).hits) {
            keys.push_back(hit.key);
        }
        return keys;
    };
    const auto has = [](const std::vector<std::string>& keys, const std::string& key) {
        return std::find(keys.begin(), keys.end(), key) != keys.end();
    };
    CHECK(has(top3("imprimer", "fr"), "guide.print"));
    CHECK(has(top3("print", "en"), "guide.print"));
    CHECK(has(top3("partager", "fr"), "guide.print"));
    CHECK(has(top3("tournoi", "fr"), "guide.event"));
    // The guide is no game: searching one game leaves it out.
    for (const auto& hit : service.answer({"imprimer", "wme", "fr", 20}).hits) {
        CHECK(hit.system_id != kGuideSystem);
    }
    // The contents, in the file's order.
    const auto contents = guide_contents(service);
    REQUIRE(contents.size() >= 8);
    CHECK(contents.front().id == kGuideWelcome);
}

TEST_CASE("a guide page has its text, links, picture and neighbours", "[rules][guide]") {
    storage::UserDatabase db(":memory:", test::bundled_reference());
    RulesService service(db);
    const auto pictures = test::unique_temp_dir("guide-pictures");
    { std::ofstream(pictures / "guide.print.en.png") << "png"; }
    const auto src = [](const fs::path& file) { return "file://" + file.string(); };
    const auto& en = EnglishTranslator::instance();
    const auto page = guide_page_html(service, "guide.print", pictures, src, en);
    CHECK(page.find("<h2>Print and share</h2>") != std::string::npos);
    CHECK(page.find("<img src=\"file://" + (pictures / "guide.print.en.png").string() + "\"") != std::string::npos);
    CHECK(page.find("href=\"section:guide.check\"") != std::string::npos); // previous
    CHECK(page.find("href=\"section:guide.rules\"") != std::string::npos); // next
    CHECK(page.find("href=\"section:guide.build\">Build an army list</a>") != std::string::npos); // see also
    const FrenchLabels fr;
    const auto french = guide_page_html(service, "guide.print", pictures, src, fr);
    CHECK(french.find("<h2>Imprimer et partager</h2>") != std::string::npos);
    CHECK(french.find("<img") == std::string::npos); // no French picture in that folder
    CHECK(guide_page_html(service, "adlg.rout.unit", pictures, src, en).empty()); // not a guide page
    CHECK(guide_page_html(service, "guide.nope", pictures, src, en).empty());
    fs::remove_all(pictures);

    const auto welcome = welcome_page_html(service, {"Game: List <1>, 200 points"}, en);
    CHECK(welcome.find("<h2>Welcome to Ost</h2>") != std::string::npos);
    CHECK(welcome.find("<a href=\"roster:0\">Game: List &lt;1&gt;, 200 points</a>") != std::string::npos);
    CHECK(welcome.find("href=\"section:guide.build\"") != std::string::npos);
    CHECK(welcome_page_html(service, {}, en).find("No sample army is installed.") != std::string::npos);
    // A game without army lists is offered its engine pages instead (issue 29), named, not by id.
    CHECK(welcome.find("Games without army lists") == std::string::npos);
    const auto engine = welcome_page_html(service, {"Game: List, 200 points"}, en, {{"hexgame", "Hex & Co"}});
    CHECK(engine.find("<b>Hex &amp; Co</b>: Ost has no army list for this game yet") != std::string::npos);
    CHECK(engine.find("<a href=\"legality:hexgame\">") != std::string::npos);
    CHECK(engine.find("<a href=\"combat:hexgame\">") != std::string::npos);
    CHECK(engine.find("roster:0") < engine.find("legality:hexgame")); // the sample armies first
    CHECK(welcome_page_html(service, {}, en, {}, "file:///w.png").find("<img src=\"file:///w.png\"") != std::string::npos);
}

TEST_CASE("every guide page has its picture in both languages, each under 100 KB", "[rules][guide]") {
    storage::UserDatabase db(":memory:", test::bundled_reference());
    RulesService service(db);
    const auto pictures = fs::path(OST_SOURCE_DIR) / "data" / "guide" / "pictures";
    const auto contents = guide_contents(service);
    REQUIRE(contents.size() >= 9);
    for (const auto& section : contents) {
        for (const std::string lang : {"en", "fr"}) {
            INFO(section.id << " in " << lang);
            const auto file = guide_picture(pictures, section.id, lang);
            REQUIRE(!file.empty());
            CHECK(fs::file_size(file) < 100 * 1024);
        }
    }
}

TEST_CASE("the bundled sample armies are offered with their game, list and size", "[rules][guide]") {
    const auto dir = test::unique_temp_dir("guide-samples");
    Session session(SessionOptions{test::bundled_reference().parent_path(), dir / "user.sqlite"});
    const auto samples_folder = fs::path(OST_SOURCE_DIR) / "data" / "samples";
    const auto found = sample_rosters(session, samples_folder);
    CHECK(found.problems.empty());
    REQUIRE(found.rosters.size() == 2);
    // In the games' order: ADLG before WME.
    CHECK(found.rosters[0].system_id == "adlg");
    CHECK(found.rosters[0].label.english() == "L'Art de la Guerre: Sumer and Akkad, 200 points");
    CHECK(found.rosters[1].label.english() == "Warmaster Evolution: The Empire, 2000 points");
    // The games without army lists, in the games' order: their engine pages are offered instead.
    REQUIRE(found.without_lists.size() == 2);
    CHECK(found.without_lists[0].name.english() == "Alexandre et Bayard");
    CHECK(found.without_lists[1].name.english() == "Jomini");
    // A damaged sample is told, the others still offered; no folder, no sample.
    fs::copy(samples_folder / "wme-empire.ostr", dir / "wme-empire.ostr");
    { std::ofstream(dir / "broken.ostr") << "<roster"; }
    const auto partial = sample_rosters(session, dir);
    CHECK(partial.rosters.size() == 1);
    REQUIRE(partial.problems.size() == 1);
    CHECK(partial.problems[0].english().find("broken.ostr") != std::string::npos);
    CHECK(sample_rosters(session, dir / "none").rosters.empty());
    CHECK(samples_dir(session.paths()).filename() == "samples");
    fs::remove_all(dir);
}
