// Tests of the one rule for names (white space only is empty, on read and on write; typed text
// must be UTF-8) and of the size limits of rosters and army lists, at the limits.
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/model/limits.h"
#include "core/services/list_editor.h"
#include "core/services/roster_editor.h"
#include "core/services/user_lists.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/user_text.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <string>

#include "../roster/roster_fixtures.h"
#include "fresh_session.h"

using namespace ost;
namespace fs = std::filesystem;

namespace {
const fs::path kData = fs::path(OST_TEST_DATA_DIR) / "lists/wme";

std::string error_of(const std::function<void()>& action) {
    try {
        action();
    } catch (const InvalidInputError& e) {
        return e.what();
    }
    return "no error";
}

GameSystem wme() { return read_system(XmlDocument::load_file(kData / "system.xml")); }
ArmyList tiny() { return read_army_list(XmlDocument::load_file(kData / "tiny.xml"), wme()); }

/// The tiny list grown to `units` units (its own, then copies of its first with their own ids).
ArmyList list_of(std::size_t units) {
    auto list = tiny();
    const auto model = list.units.front();
    for (std::size_t i = 1; list.units.size() < units; ++i) {
        auto u = model;
        u.id = "u" + std::to_string(i);
        list.units.push_back(u);
    }
    return list;
}

/// A roster document with `entries` entries (the reader checks their form, not the list).
std::string roster_with(std::size_t entries, const std::string& name_xml = "<name>Big</name>") {
    std::string xml = "<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">" + name_xml + "\n";
    for (std::size_t i = 0; i < entries; ++i) {
        xml += "<entry id=\"e" + std::to_string(i + 1) + "\" unit=\"halberdiers\" count=\"1\"/>\n";
    }
    return xml + "</roster>\n";
}
} // namespace

TEST_CASE("Names: white space only is empty, the one rule of readers and editors", "[names]") {
    CHECK(canonical_text(" \t\r\n ").empty());
    CHECK(canonical_text("").empty());
    CHECK(canonical_text(" Reiksguard  ") == " Reiksguard  "); // other text is kept as typed
    CHECK(canonical_text("a\nb") == "a\nb");
}

TEST_CASE("Roster names: white space only reads and writes as no name", "[names][roster]") {
    // Read: even where the XML parser would keep it (CDATA), a blank name is no name.
    const auto read = read_roster_text(roster_with(0, "<name><![CDATA[ \t ]]></name>"), "r.ostr");
    CHECK(read.name.empty());
    CHECK(write_roster(read_roster_text(write_roster(read), "again.ostr")) == write_roster(read));
    // Write: the editor applies the same rule, so what it writes reads back the same.
    auto v = test::bundled_validator("wme", "empire");
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 2000, std::nullopt, " \n ");
    RosterEditor editor(std::move(roster), std::move(v));
    CHECK(editor.roster().name.empty());
    editor.rename("  Empire  ");
    CHECK(editor.roster().name == "  Empire  ");
    CHECK(read_roster_text(write_roster(editor.roster()), "e.ostr").name == "  Empire  ");
    const auto e1 = editor.add_unit("halberdiers");
    editor.rename_entry(e1, "\t\t");
    CHECK(editor.roster().entry(e1)->custom_name.empty());
    CHECK(read_roster_text(write_roster(editor.roster()), "e.ostr").entries == editor.roster().entries);
    // Typed text must be UTF-8 (GUI field or CLI argument: the same service check).
    CHECK(error_of([&] { editor.rename("Caf\xE9"); }) ==
          "A name or note (\"Caf\\xE9\") holds bytes that are not UTF-8 text, at byte 4.");
    CHECK(editor.roster().name == "  Empire  ");
}

TEST_CASE("Army list names: white space only is no name, on read and in the list editor", "[names][lists]") {
    // Read: a blank name is refused like an empty one, located.
    auto text = write_army_list(tiny());
    const std::string en = "<name lang=\"en\">Tiny army</name>";
    REQUIRE(text.find(en) != std::string::npos);
    text.replace(text.find(en), en.size(), "<name lang=\"en\"><![CDATA[   ]]></name>");
    CHECK(error_of([&] { read_army_list(XmlDocument::load_string(text, "t.xml"), wme()); }) ==
          "t.xml:4:3: The <name lang=\"en\"> element is empty.");
    // Edit: a blank name takes the other language's name, two blank names are no name.
    ListEditor editor(wme(), tiny());
    auto header = editor.header();
    header.name = {"Petite armée", "   "};
    editor.set_header(header);
    CHECK(editor.list().name.en == "Petite armée");
    header.name = {" \n", "\t"};
    CHECK(error_of([&] { editor.set_header(header); }) == "Give the list a name.");
    header.name = {"Caf\xE9", "Cafe"};
    CHECK(error_of([&] { editor.set_header(header); }) ==
          "The French name (\"Caf\\xE9\") holds bytes that are not UTF-8 text, at byte 4.");
    // What the editor made reads back the same.
    CHECK(read_army_list(XmlDocument::load_string(write_army_list(editor.list()), "e.xml"), wme()) == editor.list());
}

TEST_CASE("User list names: a list saved with a blank name is stored and read back", "[names][user-lists]") {
    test::FreshSession s("names-user-lists");
    UserLists lists(*s.session);
    ListEditor editor(wme(), tiny());
    auto header = editor.header();
    header.name = {"  ", "Mine"};
    editor.set_header(header);
    lists.save(editor.list());
    const auto stored = lists.require("tiny");
    CHECK(stored.name.fr == "Mine");
    CHECK(stored.name.en == "Mine");
    CHECK(lists.all("wme").front().name.fr == "Mine");
}

TEST_CASE("Rosters hold at most kMaxRosterEntries entries, read or edited", "[limits][roster]") {
    CHECK(kMaxRosterEntries == 1000);
    CHECK(read_roster_text(roster_with(kMaxRosterEntries), "full.ostr").entries.size() == kMaxRosterEntries);
    CHECK(error_of([] { read_roster_text(roster_with(kMaxRosterEntries + 1), "over.ostr"); }) ==
          "over.ostr:1002:1: A roster holds at most 1000 entries; this one has more.");
    auto v = test::bundled_validator("wme", "empire");
    RosterEditor editor(read_roster_text(roster_with(kMaxRosterEntries - 1), "r.ostr"), std::move(v));
    const auto last = editor.add_unit("halberdiers"); // the 1000th: allowed
    CHECK(editor.roster().entries.size() == kMaxRosterEntries);
    CHECK(error_of([&] { editor.add_unit("halberdiers"); }) ==
          "A roster holds at most 1000 entries; this one is full.");
    CHECK(error_of([&] { editor.duplicate(last); }) == "A roster holds at most 1000 entries; this one is full.");
    CHECK(editor.roster().entries.size() == kMaxRosterEntries);
}

TEST_CASE("Army lists hold at most kMaxListUnits units, read or edited", "[limits][lists]") {
    CHECK(kMaxListUnits == 1000);
    const auto full = list_of(kMaxListUnits);
    CHECK(read_army_list(XmlDocument::load_string(write_army_list(full), "full.xml"), wme()).units.size() ==
          kMaxListUnits);
    const auto over = error_of([] {
        read_army_list(XmlDocument::load_string(write_army_list(list_of(kMaxListUnits + 1)), "over.xml"), wme());
    });
    CHECK(over.rfind("over.xml:", 0) == 0);
    CHECK(over.find(": An army list holds at most 1000 units; this one has more.") != std::string::npos);
    ListEditor at_limit(wme(), list_of(kMaxListUnits));
    auto unit = at_limit.list().units.front();
    unit.id = "one-more";
    CHECK(error_of([&] { at_limit.add_unit(unit); }) == "An army list holds at most 1000 units; this one is full.");
    ListEditor below(wme(), list_of(kMaxListUnits - 1));
    CHECK(below.add_unit(unit) == kMaxListUnits - 1);
}

TEST_CASE("Every text field of the roster and list editors refuses bytes that are not UTF-8", "[names][utf8]") {
    // One test per service entry point a GUI field (or a CLI argument) goes through.
    const std::string bad = "Caf\xE9";
    const auto refused = [](const std::string& message) {
        return message.find("holds bytes that are not UTF-8 text, at byte 4.") != std::string::npos;
    };
    auto v = test::bundled_validator("wme", "empire");
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 2000, std::nullopt, "Empire");
    CHECK(refused(error_of([&] { (void)RosterEditor::new_roster(v.system(), v.list(), 2000, std::nullopt, bad); })));
    RosterEditor editor(std::move(roster), std::move(v));
    const auto e1 = editor.add_unit("halberdiers");
    const auto before = editor.roster();
    CHECK(refused(error_of([&] { editor.rename(bad); })));
    CHECK(refused(error_of([&] { editor.set_notes(bad); })));
    CHECK(refused(error_of([&] { editor.rename_entry(e1, bad); })));
    CHECK(refused(error_of([&] { editor.set_entry_note(e1, bad); })));
    CHECK(refused(error_of([&] { editor.add_command(bad, ""); })));
    CHECK(refused(error_of([&] { editor.set_player(bad); })));
    CHECK(refused(error_of([&] { editor.set_event(bad); })));
    CHECK(refused(error_of([&] { editor.set_event_date(bad); })));
    CHECK(write_roster(editor.roster()) == write_roster(before)); // nothing changed

    ListEditor lists(wme(), tiny());
    auto header = lists.header();
    header.source = bad;
    CHECK(refused(error_of([&] { lists.set_header(header); })));
    header = lists.header();
    header.edition = bad;
    CHECK(refused(error_of([&] { lists.set_header(header); })));
    auto unit = lists.list().units.front();
    unit.id = "new-unit";
    unit.note_fr = bad;
    CHECK(refused(error_of([&] { lists.add_unit(unit); })));
    unit.note_fr.clear();
    unit.note_en = bad;
    CHECK(refused(error_of([&] { lists.replace_unit(0, unit); })));
    unit.note_en.clear();
    REQUIRE_FALSE((unit.options.empty() && unit.profile.values.empty()));
    if (!unit.profile.values.empty()) {
        unit.profile.values.front().second = bad;
        CHECK(refused(error_of([&] { lists.replace_unit(0, unit); })));
    }
    CHECK(lists.list() == tiny());
}

TEST_CASE("Every text field of the roster and list editors refuses control characters as they are typed",
          "[names][control][issue28]") {
    // The XML writers' and readers' rule (strings.h forbidden_control), applied at entry: before,
    // a bell, DEL or C1 character was accepted by the editor and refused by the save (a roster)
    // or written into a list Ost then could not read back.
    for (const std::string& control : {std::string("\x07"), std::string("\x7F"), std::string("\xC2\x85"),
                                      std::string(1, '\0')}) {
        const std::string bad = "Caf\xC3\xA9 " + control + "x"; // "Café " then the control: character 6
        const auto refused = [](const std::string& message) {
            return message.find("invisible control character") != std::string::npos &&
                   message.find("at character 6") != std::string::npos;
        };
        auto v = test::bundled_validator("wme", "empire");
        auto roster = RosterEditor::new_roster(v.system(), v.list(), 2000, std::nullopt, "Empire");
        CHECK(refused(error_of([&] { (void)RosterEditor::new_roster(v.system(), v.list(), 2000, std::nullopt, bad); })));
        RosterEditor editor(std::move(roster), std::move(v));
        const auto e1 = editor.add_unit("halberdiers");
        const auto before = editor.roster();
        CHECK(refused(error_of([&] { editor.rename(bad); })));
        CHECK(refused(error_of([&] { editor.set_notes(bad); })));
        CHECK(refused(error_of([&] { editor.rename_entry(e1, bad); })));
        CHECK(refused(error_of([&] { editor.set_entry_note(e1, bad); })));
        CHECK(refused(error_of([&] { editor.add_command(bad, ""); })));
        CHECK(refused(error_of([&] { editor.set_player(bad); })));
        CHECK(refused(error_of([&] { editor.set_event(bad); })));
        CHECK(refused(error_of([&] { editor.set_event_date(bad); })));
        CHECK(write_roster(editor.roster()) == write_roster(before)); // nothing changed

        ListEditor lists(wme(), tiny());
        auto header = lists.header();
        header.name.fr = bad;
        CHECK(refused(error_of([&] { lists.set_header(header); })));
        header = lists.header();
        header.source = bad;
        CHECK(refused(error_of([&] { lists.set_header(header); })));
        auto unit = lists.list().units.front();
        unit.id = "new-unit";
        unit.name.en = bad;
        CHECK(refused(error_of([&] { lists.add_unit(unit); })));
        unit.name = lists.list().units.front().name;
        unit.note_en = bad;
        CHECK(refused(error_of([&] { lists.replace_unit(0, unit); })));
        auto facts = lists.facts();
        facts.note.fr = bad;
        CHECK(refused(error_of([&] { lists.set_facts(facts); })));
        CHECK(lists.list() == tiny());
        // What the editors accept, the writers write and the readers read back.
        CHECK_NOTHROW(editor.set_notes("Line one\n\tLine two\r\nLine three"));
        CHECK(read_roster_text(write_roster(editor.roster()), "typed.ostr").notes ==
              "Line one\n\tLine two\nLine three");
    }
}
