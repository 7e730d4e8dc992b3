// Tests of the .ostr roster format: exact round-trip, canonical re-write, located errors for
// broken files, unknown units kept on read.
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <unistd.h>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {
Roster full_roster() {
    Roster r = make_roster("adlg", "001-sumer-and-akkad", 300);
    r.name = "Ur & <Lagash> \"2026\"";
    r.year = -2300;
    r.notes = "Line one\nLine two with accents: éàü — and tabs\there.";
    r.commands.push_back({"c1", "Aile gauche", ""});
    r.commands.push_back({"c2", "", "004-elamite"});
    auto& e1 = add(r, "general", 1, "c1");
    e1.general_grade = "strategist";
    e1.custom_name = "Sargon";
    auto& e2 = add(r, "warriors-and-militia-heavy-spearmen", 8, "c1");
    e2.options.push_back({"pavise", 8});
    e2.note = "front line";
    auto& e3 = add(r, "gone-from-the-data", 2, "c2");
    e3.list_id = "004-elamite";
    auto& e4 = add(r, "tirailleurs", 1, "");
    e4.attached_to = "e2";
    e4.magic_items = {"banniere-de-bataille", "epee-de-puissance"};
    return r;
}
} // namespace

TEST_CASE("a roster survives write then read unchanged, and re-writes byte for byte",
          "[roster][file]") {
    const auto roster = full_roster();
    const auto text = write_roster(roster);
    const auto back = read_roster_text(text, "mem.ostr");
    CHECK(back.same_content(roster));
    CHECK(write_roster(back) == text);
}

TEST_CASE("the committed sample rosters are in canonical form", "[roster][file]") {
    for (const char* name :
         {"wme-legal.ostr", "wme-illegal.ostr", "adlg-legal.ostr", "adlg-illegal.ostr"}) {
        const auto text = read_file(roster_path(name));
        CHECK(write_roster(read_roster_text(text, name)) == text);
    }
}

TEST_CASE("a roster whose unit left the data is read with that entry kept", "[roster][file]") {
    const auto r = read_roster_file(roster_path("wme-illegal.ostr"));
    REQUIRE(r.entry("e11") != nullptr);
    CHECK(r.entry("e11")->unit_id == "old-guard");
    CHECK(r.entry("e11")->count == 2);
}

TEST_CASE("broken roster files are refused with file:line:column", "[roster][file]") {
    struct Case {
        const char* text;
        const char* location;
        const char* message;
    };
    const Case cases[] = {
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">\n  <entry id=\"e1\"",
         "bad.ostr:2:", "not well-formed"},
        {"<army-list/>", "bad.ostr:1:1", "Expected a <roster> root"},
        {"<roster system=\"wme\" list=\"empire\" size=\"2000\"/>", "bad.ostr:1:1", "\"format\""},
        {"<roster format=\"9\" system=\"wme\" list=\"empire\" size=\"2000\"/>", "bad.ostr:1:9",
         "format version 9"},
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"0\"/>",
         "bad.ostr:1:", "between 1 and"},
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">\n<entry id=\"e1\" "
         "unit=\"a\" count=\"-1\"/></roster>",
         "bad.ostr:2:", "between 1 and 10000"},
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">\n<entry id=\"e1\" "
         "unit=\"Bad Id\"/></roster>",
         "bad.ostr:2:", "lowercase letters"},
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">\n<entry id=\"e1\" "
         "unit=\"a\" count=\"1\"/>\n<entry id=\"e1\" unit=\"b\" count=\"1\"/></roster>",
         "bad.ostr:3:1", "used twice"},
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">\n<entry id=\"e1\" "
         "unit=\"a\" colour=\"red\"/></roster>",
         "bad.ostr:2:", "Unknown attribute \"colour\""},
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" "
         "size=\"2000\">\n<name>a</name><name>b</name></roster>",
         "bad.ostr:2:", "given twice"},
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">\n  <dragon/></roster>",
         "bad.ostr:2:3", "Unknown element <dragon>"},
        {"<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">\n  "
         "<notes>a&#7;b</notes></roster>",
         "bad.ostr:2:11", "control character"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        try {
            read_roster_text(c.text, "bad.ostr");
            FAIL("accepted");
        } catch (const InvalidInputError& e) {
            const auto text = e.describe(EnglishTranslator::instance());
            CHECK_THAT(text, Catch::Contains(c.location));
            CHECK_THAT(text, Catch::Contains(c.message));
        }
    }
}

TEST_CASE("a truncated roster file gets a located message", "[roster][file]") {
    auto text = read_file(roster_path("wme-legal.ostr"));
    text.resize(text.size() / 2);
    CHECK_THROWS_AS(read_roster_text(text, "half.ostr"), InvalidInputError);
}

TEST_CASE("saving a roster is atomic and refuses control characters", "[roster][file]") {
    const auto dir =
        std::filesystem::temp_directory_path() / ("ost-roster-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto file = dir / "a.ostr";
    auto roster = full_roster();
    save_roster_file(file, roster);
    CHECK(read_roster_file(file).same_content(roster));
    roster.name = std::string("bell\a");
    CHECK_THROWS_AS(save_roster_file(file, roster), InvalidInputError);
    CHECK(read_roster_file(file).name == full_roster().name); // the old file is intact
    std::filesystem::remove_all(dir);
}

TEST_CASE("player, event and date are kept in a format 2 file; without them the file stays "
          "format 1",
          "[roster][file]") {
    auto r = make_roster("wme", "empire", 2000);
    add(r, "general");
    const auto plain = write_roster(r);
    CHECK(plain.find("format=\"1\"") != std::string::npos);
    CHECK(plain.find("<player>") == std::string::npos);
    r.player = "Jeanne Dupré";
    r.event = "Tournoi de Printemps";
    r.event_date = "14 mars 2027";
    const auto text = write_roster(r);
    CHECK(text.find("format=\"2\"") != std::string::npos);
    CHECK(text.find("<player>Jeanne Dupré</player>") != std::string::npos);
    CHECK(text.find("<event>Tournoi de Printemps</event>") != std::string::npos);
    CHECK(text.find("<date>14 mars 2027</date>") != std::string::npos);
    const auto back = read_roster_text(text, "mem.ostr");
    CHECK(back.same_content(r));
    CHECK(back.player == r.player);
    CHECK(back.event_date == r.event_date);
    CHECK(write_roster(back) == text);
    r.event_date.clear();
    CHECK_FALSE(read_roster_text(write_roster(r), "mem.ostr").same_content(back));
    try {
        (void)read_roster_text("<roster format=\"3\" system=\"wme\" list=\"empire\" size=\"2000\"/>",
                               "new.ostr");
        FAIL("format 3 was read");
    } catch (const InvalidInputError& e) {
        CHECK(e.message().english() == "This roster file has format version 3; this Ost reads "
                                       "versions 1 to 2 (a newer Ost wrote it?).");
    }
    r.player = "bad\x01name";
    CHECK_THROWS_AS(write_roster(r), InvalidInputError);
}
