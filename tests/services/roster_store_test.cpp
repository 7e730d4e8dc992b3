// Tests of the RosterStore service (autosave, last roster, recent list, files) and of the
// Catalogue and Settings services, on a fresh user DB with the bundled reference.
#include "core/services/catalogue.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_store.h"
#include "core/services/settings.h"
#include "core/services/user_lists.h"
#include "core/support/error.h"
#include "core/support/translator.h"

#include <fstream>

#include <catch2/catch.hpp>

#include "fresh_session.h"
#include "scripted_prompter.h"

using namespace ost;
namespace fs = std::filesystem;

TEST_CASE("RosterStore: a new roster is autosaved, remembered and listed", "[services][roster-store]") {
    test::FreshSession s("roster-store");
    RosterStore store(*s.session);
    CHECK_FALSE(store.last());
    CHECK(store.recent().empty());

    auto editor = store.create("wme", "empire", 2000, std::nullopt, "Empire 2000");
    CHECK(editor->roster().id == 0);
    CHECK(editor->validator().list().id == "empire");
    CHECK(store.autosave(*editor)); // first time: a new row, whose id the editor now carries
    const auto id = editor->roster().id;
    CHECK(id > 0);
    CHECK_FALSE(store.autosave(*editor)); // then the same row
    editor->add_unit("general");
    store.autosave(*editor);

    const auto last = store.last();
    REQUIRE(last);
    CHECK(last->id == id);
    CHECK(last->entries.size() == 1);
    const auto recent = store.recent("wme");
    REQUIRE(recent.size() == 1);
    CHECK(recent[0].name == "Empire 2000");
    CHECK(recent[0].army_size == 2000);
    CHECK(store.recent("adlg").empty());

    // Saving to a file marks the history clean and keeps the autosave in step.
    const auto file = s.dir / "empire.ostr";
    editor->add_unit("halberdiers", 3);
    CHECK(editor->history().dirty());
    store.save(*editor, file);
    CHECK_FALSE(editor->history().dirty());
    CHECK(store.load(id)->entries.size() == 2);
    const auto reopened = store.edit(store.read_file(file));
    CHECK(reopened->roster().entries.size() == 2);
    CHECK(reopened->report().points == editor->report().points);

    // Import makes a second row, newest first; the stored one goes back to a file.
    const auto imported = store.import_file(file);
    CHECK(imported.id != id);
    CHECK(store.recent().size() == 2);
    CHECK(store.recent().front().id == imported.id);
    store.export_file(id, s.dir / "copy.ostr");
    CHECK(store.read_file(s.dir / "copy.ostr").entries.size() == 2);
    CHECK(store.remove(imported.id));
    CHECK_FALSE(store.remove(imported.id));

    // A deleted or damaged last roster: nothing is reopened.
    store.remember(imported.id);
    CHECK_FALSE(store.last());
    s.session->settings().set(RosterStore::kLastRosterKey, "not a number");
    CHECK_FALSE(store.last());
}

TEST_CASE("RosterStore: unknown systems and lists are refused before anything opens", "[services][roster-store]") {
    test::FreshSession s("roster-store-bad");
    RosterStore store(*s.session);
    CHECK_THROWS_AS(store.create("xyz", "empire", 2000, std::nullopt, ""), InvalidInputError);
    CHECK_THROWS_AS(store.create("wme", "nope", 2000, std::nullopt, ""), InvalidInputError);
    CHECK(store.recent().empty());
}

TEST_CASE("Catalogue: systems and lists by id, the user's lists after the bundled ones", "[services][catalogue]") {
    test::FreshSession s("catalogue");
    Catalogue catalogue(*s.session);
    CHECK(catalogue.systems().size() == 4);
    CHECK(catalogue.full_systems().size() == 4);
    CHECK(catalogue.require_system("wme").id == "wme");
    CHECK_FALSE(catalogue.system("xyz"));
    try {
        catalogue.require_system("xyz");
        FAIL("an unknown system was found");
    } catch (const InvalidInputError& e) {
        // One message for every front end: the unknown name, then the nearest systems.
        const auto text = e.message().render(EnglishTranslator::instance());
        CHECK(text.rfind("Unknown game system \"xyz\"", 0) == 0);
        CHECK(text.find("did you mean") != std::string::npos);
        CHECK(text.find("(wme)") != std::string::npos);
    }
    // Names work as well as ids, accents and case ignored.
    CHECK(catalogue.require_system("warmaster evolution").id == "wme");
    CHECK(catalogue.require_system("L'ART DE LA GUERRE").id == "adlg");
    CHECK(catalogue.require_list("wme", "empire").units.size() > 5);
    CHECK_THROWS_AS(catalogue.require_list("wme", "nope"), InvalidInputError);

    test::ScriptedPrompter none({});
    UserLists(*s.session).import_file(fs::path(OST_TEST_DATA_DIR) / "lists/wme/tiny.xml", none);
    ArmyListQuery query;
    query.system_id = "wme";
    const auto bundled = catalogue.find(query);
    const auto all = catalogue.find_with_mine(query);
    CHECK(bundled.size() == 15);
    REQUIRE(all.size() == 16);
    CHECK(all.back().id == "tiny");
    CHECK(all.back().user_made);
    query.year = 2000; // tiny is dated -500 to 1500
    CHECK(catalogue.find_with_mine(query).size() == catalogue.find(query).size());
    query.year.reset();
    query.text = "tiny"; // text and number filter the bundled data only
    CHECK(catalogue.find_with_mine(query).empty());

    CHECK_FALSE(catalogue.list("wme", "tiny"));
    CHECK(catalogue.list_or_mine("wme", "tiny"));
    CHECK_FALSE(catalogue.list_or_mine("adlg", "tiny"));
}

TEST_CASE("Settings: typed reads fall back on damaged values", "[services][settings]") {
    test::FreshSession s("settings");
    auto& settings = s.session->settings();
    CHECK(settings.get_or("window.area", "none") == "none");
    settings.set_int("window.area", 2);
    CHECK(settings.get_int("window.area", 0) == 2);
    settings.set("window.area", "two");
    CHECK(settings.get_int("window.area", 1) == 1);
    settings.remove("window.area");
    CHECK_FALSE(settings.get("window.area"));
}

TEST_CASE("RosterStore imports a wm-selector army from its link or a file holding it",
          "[services][roster-store][wm-selector]") {
    test::FreshSession s("roster-store-wms");
    RosterStore store(*s.session);
    std::ifstream in(std::string(OST_SOURCE_DIR) + "/tests/data/wm-selector/saves/empire.txt");
    std::string link;
    std::getline(in, link);
    REQUIRE(link.find("jsonPath=") != std::string::npos);
    const Translator& en = EnglishTranslator::instance();
    // The link as pasted: 7 entries at the game's default size, what does not map flagged.
    const auto pasted = store.import_wm_selector(link, std::nullopt, en);
    CHECK(pasted.roster.system_id == "wme");
    CHECK(pasted.roster.list_id == "empire");
    CHECK(pasted.roster.army_size == 2000);
    CHECK(pasted.roster.entries.size() == 7);
    // tests/data/wm-selector/README.md: an upgrade "Zz_9" and a unit number 23 do not map.
    const auto flagged_line = [&](const std::string& part) {
        for (const auto& line : pasted.unmapped) {
            if (line.english().find(part) != std::string::npos) {
                return true;
            }
        }
        return false;
    };
    CHECK(flagged_line("\"Zz_9\""));
    CHECK(flagged_line("Unit number 23"));
    CHECK_FALSE(flagged_line("Halberdiers"));
    // A file's content with words and lines around the link reads the same roster.
    const auto file = store.import_wm_selector("My army for Lyon:\r\n  " + link + "\n(saved from wm-selector)\n", 1000, en);
    CHECK(file.roster.army_size == 1000);
    CHECK(file.roster.entries == pasted.roster.entries);
    // Through the editor, the unmapped unit is reported by the validator (kept, flagged).
    auto editor = store.edit(file.roster);
    CHECK(editor->report().points == 815);
    bool flagged = false;
    for (const auto& d : editor->report().diagnostics) {
        flagged = flagged || d.code == "roster.unit-unknown";
    }
    CHECK(flagged);
    // Not a link, or another game's army: refused with the reason.
    CHECK_THROWS_AS(store.import_wm_selector("hello", std::nullopt, en), InvalidInputError);
    CHECK_THROWS_AS(store.import_wm_selector("https://x/#/?jsonPath=warmaster-revolution%2Fempire&0=1",
                                             std::nullopt, en),
                    InvalidInputError);
}
