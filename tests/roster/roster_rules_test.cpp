// One test per army-composition rule, each with a legal and an illegal roster, on test lists
// (tests/data/rosters/lists/adlg, tests/data/lists/wme/tiny.xml) and the bundled lists.
// Expected figures are computed by hand from those files (costs in the comments).
#include "core/io/army_list_reader.h"
#include "core/io/roster_reader.h"
#include "core/io/xml_document.h"
#include "core/support/atomic_file.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {

RosterValidator adlg_test_validator() {
    return RosterValidator(bundled_system("adlg"), test_list("adlg", "test-main"),
                           {test_list("adlg", "test-ally")});
}

/// A legal 200-point roster of test-main in -250 with an allied command (97 points).
Roster adlg_base() {
    auto r = make_roster("adlg", "test-main", 200);
    r.year = -250;
    r.commands = {{"c1", "Left", ""}, {"c2", "Right", ""}, {"c3", "Allies", "test-ally"}};
    add(r, "general", 1, "c1").general_grade = "competent";       // e1: 3 pts, 1 command point
    add(r, "general", 1, "c2").general_grade = "brilliant";       // e2: 6 pts, 2 command points
    add(r, "general", 1, "c3").list_id = "test-ally";             // e3: ordinary
    add(r, "spearmen", 4, "c1").options.push_back({"pavise", 4}); // e4: 4×8 + 4×1
    add(r, "light-horse", 2, "c3").list_id = "test-ally";         // e5: 2×6
    add(r, "scythed-chariots", 2, "c2")
        .options.push_back({"crew", 2}); // e6: 2×7, expendable, crew compulsory
    add(r, "late-archers", 3, "c2");     // e7: 3×6
    add(r, "guard-archers", 1, "c2");    // e8: 8, counts as late archers
    return r;
}

bool only(const RosterReport& report, const std::vector<std::string>& codes) {
    auto got = error_codes(report);
    std::sort(got.begin(), got.end());
    auto want = codes;
    std::sort(want.begin(), want.end());
    if (got != want) {
        for (const auto& d : report.diagnostics) {
            UNSCOPED_INFO(d.code << ": " << d.message.english());
        }
    }
    return got == want;
}

RosterValidator tiny_validator() {
    const auto file = std::filesystem::path(OST_TEST_DATA_DIR) / "lists" / "wme" / "tiny.xml";
    return RosterValidator(bundled_system("wme"),
                           read_army_list(XmlDocument::load_file(file), bundled_system("wme")));
}

/// tiny at `size`: General, 2 Spearmen per 1000, and the given shooters.
Roster tiny(int size, int archers, int crossbows, bool spearmen = true) {
    auto r = make_roster("wme", "tiny", size);
    add(r, "general");
    if (spearmen) {
        add(r, "spearmen", 2 * std::max(1, size / 1000));
    }
    if (archers > 0) {
        add(r, "archers", archers);
    }
    if (crossbows > 0) {
        add(r, "crossbows", crossbows);
    }
    return r;
}

} // namespace

TEST_CASE("ADLG base roster: legal, with its figures", "[roster][rules][adlg]") {
    const auto report = adlg_test_validator().validate(adlg_base());
    CHECK(only(report, {}));
    CHECK(report.points == 3 + 6 + 0 + 36 + 12 + 14 + 18 + 8);
    CHECK(report.units == 4 + 2 + 2 + 3 + 1);
    CHECK(report.cohesion == 12 - 2); // scythed chariots are expendable (adlg.army.rout)
    CHECK(report.command_points == 3);
    CHECK(report.command_value == 3);
    REQUIRE(report.commands.size() == 3);
    CHECK(report.commands[2].points == 12);
    CHECK(report.commands[2].units == 2);
}

TEST_CASE("ADLG dates: list, unit, option and ally windows", "[roster][rules][adlg]") {
    const auto v = adlg_test_validator();
    auto r = adlg_base();
    r.year = -600; // before the list (-500), the ally window (-450) and the pavise (-400)
    const auto before = v.validate(r);
    CHECK(has_code(before, "roster.list-date"));
    CHECK(has_code(before, "adlg.ally-date"));
    CHECK(has_code(before, "roster.option-date"));
    CHECK(has_code(before, "roster.unit-date")); // late archers from -300
    r.year = -350;                               // inside the list and the ally window
    CHECK(only(v.validate(r), {"roster.unit-date"}));
    r.year = -220; // after the ally window (-250)
    CHECK(only(v.validate(r), {"adlg.ally-date"}));
    r.year.reset();
    const auto undated = v.validate(r);
    CHECK(only(undated, {}));
    CHECK(has_code(undated, "roster.year-missing"));
}

TEST_CASE("ADLG allies: allowed lists, their own limits, units in the right command",
          "[roster][rules][adlg]") {
    const auto v = adlg_test_validator();
    auto r = adlg_base();
    r.entry("e5")->count = 1; // the ally list's minimum is 2 light horse
    CHECK(message_of(v.validate(r), "roster.unit-min") ==
          "Light horse: at least 2 for a 200-point army, 1 chosen");
    r = adlg_base();
    r.entry("e5")->command_id = "c1";
    CHECK(only(v.validate(r), {"adlg.ally-unit"}));
    r = adlg_base();
    r.commands[2].ally_list = "001-sumer-and-akkad";
    const auto foreign = v.validate(r);
    CHECK(has_code(foreign, "adlg.ally-not-allowed"));
    CHECK(has_code(foreign, "adlg.ally-unit"));
    r = adlg_base();
    r.entry("e5")->list_id = "nowhere";
    CHECK(has_code(v.validate(r), "roster.list-unknown"));
}

TEST_CASE("ADLG generals: one per command, competences, strategist, command points",
          "[roster][rules][adlg]") {
    const auto v = adlg_test_validator();
    auto r = adlg_base();
    r.entry("e2")->command_id = "c1";
    const auto two = v.validate(r);
    CHECK(only(two, {"adlg.general-per-command", "adlg.general-per-command"}));
    CHECK_THAT(message_of(two, "adlg.general-per-command"), Catch::Contains("\"Left\" has 2"));
    r = adlg_base();
    r.entry("e3")->general_grade = "strategist"; // test-ally has no strategist
    CHECK(only(v.validate(r), {"adlg.grade-not-allowed", "adlg.command-points"}));
    r = adlg_base();
    r.entry("e1")->general_grade = "strategist";
    r.entry("e2")->general_grade = "strategist";
    const auto strategists = v.validate(r);
    CHECK(only(strategists, {"adlg.strategist-max", "adlg.command-points"}));
    CHECK(strategists.command_points == 4);
    CHECK(message_of(strategists, "adlg.command-points") ==
          "The generals' competences cost 4 command points; Test list allows 3.");
    r = adlg_base();
    r.entry("e1")->general_grade = "heroic";
    CHECK(only(v.validate(r), {"adlg.grade-unknown"}));
    r = adlg_base();
    r.entry("e4")->general_grade = "competent";
    CHECK(only(v.validate(r), {"roster.grade-not-general"}));
    r = adlg_base();
    r.entry("e4")->command_id = "c9";
    CHECK(only(v.validate(r), {"adlg.command-unknown"}));
}

TEST_CASE("ADLG sizes 100, 200, 300: commands, scaled limits and size-dependent costs",
          "[roster][rules][adlg]") {
    const auto v = adlg_test_validator();
    for (const auto& [size, commands, spear_min, camp, competent] :
         {std::tuple{100, 1, 2, 3, 2}, std::tuple{200, 3, 4, 6, 3}, std::tuple{300, 4, 6, 9, 5}}) {
        INFO(size);
        auto r = make_roster("adlg", "test-main", size);
        for (int i = 1; i <= commands; ++i) {
            r.commands.push_back({"c" + std::to_string(i), "", ""});
            add(r, "general", 1, "c" + std::to_string(i));
        }
        r.entries.front().general_grade = "competent";
        add(r, "spearmen", spear_min, "c1");
        add(r, "fortified-camp", 1, "c1");
        // The camp line's 0-1 stays 0-1 at 100 points: a line allowed at 200 stays allowed
        // (lists/README.md, Scaling); a second camp is over it at every size.
        const auto ok = v.validate(r);
        CHECK(only(ok, {}));
        CHECK(ok.commands_required == commands);
        CHECK(ok.points == competent + spear_min * 8 + camp);
        r.entries.back().count = 2;
        CHECK(has_code(v.validate(r), "roster.unit-max"));
        r.entries.back().count = 1;
        r.entries[static_cast<std::size_t>(commands)].count = spear_min - 1;
        CHECK(only(v.validate(r), {"roster.unit-min"}));
        r.commands.pop_back();
        CHECK(has_code(v.validate(r), "adlg.command-count"));
    }
    auto r = make_roster("adlg", "test-main", 250);
    CHECK(only(v.validate(r), {"roster.size-invalid"}));
}

TEST_CASE("ADLG camp and fortifications", "[roster][rules][adlg]") {
    const auto v = adlg_test_validator();
    auto r = adlg_base();
    add(r, "fortified-camp", 1, "c1");
    add(r, "fortifications", 6, "c1");
    const auto ok = v.validate(r);
    CHECK(only(ok, {}));
    CHECK(ok.units == 12); // neither counts as a unit
    r.entries.back().count = 7;
    const auto forts = v.validate(r);
    CHECK(only(forts, {"roster.unit-max"}));
    for (const auto& d : forts.diagnostics) {
        CHECK(d.rule_id == "adlg.army-composition.camp");
    }
    add(r, "fortified-camp", 1, "c2");
    CHECK(only(v.validate(r), {"roster.unit-max", "roster.unit-max", "adlg.camp-max"}));
}

TEST_CASE("replacements, caps, prerequisites and options", "[roster][rules]") {
    const auto v = adlg_test_validator();
    auto r = adlg_base();
    r.entry("e7")->count = 4; // 4 late archers + 1 guard archer counted against the late archers' 4
    const auto replaced = v.validate(r);
    CHECK(only(replaced, {"roster.unit-max", "roster.cap-max"}));
    CHECK(message_of(replaced, "roster.unit-max") ==
          "Late archers: at most 4 for a 200-point army, 5 chosen");
    r = adlg_base();
    add(r, "elephants", 1, "c2");
    CHECK(only(v.validate(r), {}));
    r.entries.erase(r.entries.begin() + 3); // no more spearmen
    const auto alone = v.validate(r);
    CHECK(has_code(alone, "roster.requires"));
    CHECK(message_of(alone, "roster.requires") ==
          "Elephants needs Spearmen in the army, and there is none.");
    r = adlg_base();
    r.entry("e4")->options.push_back({"royal-standard", 1});
    CHECK(only(v.validate(r), {"roster.option-requires"}));
    add(r, "elephants", 1, "c2");
    CHECK(only(v.validate(r), {}));
    add(r, "spearmen", 1, "c2").options.push_back({"royal-standard", 1});
    CHECK(only(v.validate(r), {"roster.option-army-max"}));
    r = adlg_base();
    r.entry("e4")->options[0].count = 5;
    CHECK(only(v.validate(r), {"roster.option-max"}));
    r.entry("e4")->options[0] = {"chainmail", 1};
    CHECK(only(v.validate(r), {"roster.option-unknown"}));
    r = adlg_base();
    r.entry("e6")->options[0].count = 1; // the crew is compulsory: one per chariot
    CHECK(only(v.validate(r), {"roster.option-min"}));
    CHECK(message_of(v.validate(r), "roster.option-min") ==
          "Crew: at least 1 per unit of Scythed chariots, 1 chosen for 2 units");
}

TEST_CASE("WME either/or groups, scaled caps, replacements and prerequisites",
          "[roster][rules][wme]") {
    const auto v = tiny_validator();
    CHECK(only(v.validate(tiny(1000, 2, 1)), {}));
    CHECK(only(v.validate(tiny(1000, 0, 0)), {"roster.group-min"}));
    // archers 2 + crossbows 2: group 4 ≤ 4, archers counted 4 ≤ 4, but the cap is 3 per 1000.
    const auto capped = v.validate(tiny(1000, 2, 2));
    CHECK(only(capped, {"roster.cap-max"}));
    CHECK(message_of(capped, "roster.cap-max") ==
          "Shooting: at most 3 units in a 1000-point army, 4 in the army");
    CHECK(only(v.validate(tiny(2000, 2, 2)), {}));
    CHECK(only(v.validate(tiny(1000, 3, 2)),
               {"roster.group-max", "roster.unit-max", "roster.cap-max"}));
    CHECK(only(v.validate(tiny(1000, 2, 1, false)), {"roster.requires", "roster.unit-min"}));
}

TEST_CASE("WME General, characters, points", "[roster][rules][wme]") {
    const auto v = bundled_validator("wme", "empire");
    auto r = make_roster("wme", "empire", 1000);
    add(r, "halberdiers", 2);
    add(r, "arbaletriers", 2);
    CHECK(only(v.validate(r), {"wme.general-count"}));
    add(r, "general");
    CHECK(only(v.validate(r), {}));
    add(r, "heros", 2);
    CHECK(only(v.validate(r), {}));
    r.entries.back().count = 3; // 2 Heroes per 1000
    CHECK(only(v.validate(r), {"wme.character-max"}));
    r.army_size = 2000; // now 4 Heroes, but 4 Halberdiers and Crossbowmen needed
    CHECK(only(v.validate(r), {"roster.unit-min", "roster.unit-min"}));
    r.army_size = 1000;
    r.entries.back().count = 1;
    add(r, "chevaliers", 6); // 6 × 110: 90+110+125+80+660 = 1065
    const auto over = v.validate(r);
    CHECK(only(over, {"roster.points-over"}));
    CHECK(over.points == 1065);
    CHECK(over.units == 10);
    CHECK(over.break_point == 5);
}

TEST_CASE("WME magic items and attachments", "[roster][rules][wme]") {
    const auto v = bundled_validator("wme", "empire");
    auto base = make_roster("wme", "empire", 2000);
    add(base, "general");         // e1
    add(base, "halberdiers", 4);  // e2
    add(base, "arbaletriers", 4); // e3
    add(base, "sorcier");         // e4
    CHECK(only(v.validate(base), {}));
    auto r = base;
    r.entry("e2")->magic_items = {"banniere-de-bataille",
                                  "banniere-de-chance"}; // 2 items, 4 units: fine
    CHECK(only(v.validate(r), {}));
    r.entry("e4")->magic_items = {"anneau-de-sorcellerie",
                                  "baguette-de-pouvoir"}; // a Wizard alone: 2
    CHECK(only(v.validate(r), {"wme.magic-per-unit"}));
    r = base;
    r.entry("e1")->magic_items = {"anneau-de-sorcellerie"}; // Wizards only
    CHECK(only(v.validate(r), {"wme.magic-eligible"}));
    r.entry("e1")->magic_items = {"no-such-item"};
    CHECK(only(v.validate(r), {"wme.magic-unknown"}));
    r = base;
    r.entry("e2")->magic_items = {"banniere-de-bataille"};
    r.entry("e3")->magic_items = {"banniere-de-bataille"};
    CHECK(only(v.validate(r), {"wme.magic-unique"}));
    r = base;
    add(r, "tirailleurs").attached_to = "e2"; // e5
    const auto attached = v.validate(r);
    CHECK(only(attached, {}));
    CHECK(attached.units == 8);                  // the skirmishers are not a unit
    add(r, "tirailleurs", 4).attached_to = "e2"; // 5 stands for 4 halberdiers
    CHECK(only(v.validate(r), {"wme.attachment-max"}));
    r.entries.back().attached_to = "e1"; // not a unit it may join
    CHECK(only(v.validate(r), {"wme.attachment-target"}));
    r.entries.back().attached_to.clear();
    CHECK(only(v.validate(r), {"wme.attachment-target"}));
    r.entries.back().attached_to = "e2";
    r.entries.back().count = 1;
    r.entry("e3")->attached_to = "e2"; // crossbowmen are no attachment
    CHECK(only(v.validate(r), {"wme.attachment-target"}));
}

TEST_CASE("WME shared upgrades: per 1000 points, and per army", "[roster][rules][wme]") {
    const auto v = bundled_validator("wme", "empire");
    auto r = make_roster("wme", "empire", 1000);
    add(r, "general").options.push_back({"griffon", 1});
    add(r, "halberdiers", 2);
    add(r, "arbaletriers", 2);
    add(r, "heros").options.push_back({"griffon", 1}); // one Griffon per 1000 points
    CHECK(only(v.validate(r), {"roster.option-army-max"}));
    r.army_size = 2000;
    r.entries[1].count = 4;
    r.entries[2].count = 4;
    CHECK(only(v.validate(r), {}));
    add(r, "sorcier").options.push_back({"autel-de-guerre", 1});
    add(r, "sorcier").options.push_back({"autel-de-guerre", 1}); // the War Altar is once per army
    CHECK(only(v.validate(r), {"roster.option-army-max"}));
}

TEST_CASE("entries whose unit left the data are kept, flagged and not counted", "[roster][rules]") {
    const auto v = bundled_validator("wme", "empire");
    auto r = make_roster("wme", "empire", 1000);
    add(r, "general");
    add(r, "halberdiers", 2);
    add(r, "arbaletriers", 2);
    add(r, "old-guard", 3);
    const auto report = v.validate(r);
    CHECK(only(report, {"roster.unit-unknown"}));
    CHECK(report.units == 4);
    REQUIRE(report.entry("e4") != nullptr);
    CHECK_FALSE(report.entry("e4")->known);
    CHECK(report.entry("e4")->points == 0);
    CHECK(report.about("e4").size() == 1);
}

TEST_CASE("a finding about an unnamed command names it by position and points at it",
          "[roster][rules][adlg]") {
    auto r = adlg_base();
    r.commands[1].name.clear(); // c2, the second command
    r.commands.push_back({"c4", "", ""});
    std::erase_if(r.entries, [](const RosterEntry& e) { return e.id == "e2"; }); // c2 loses its general
    const auto report = adlg_test_validator().validate(r);
    std::vector<const Diagnostic*> found;
    for (const auto& d : report.diagnostics) {
        if (d.code == "adlg.general-per-command") {
            found.push_back(&d);
        }
    }
    REQUIRE(found.size() == 2);
    CHECK(found[0]->message.english() ==
          "Each command has exactly one general: the command \"Command 2\" has 0");
    CHECK(found[0]->subject == "e6"); // the first entry of c2
    CHECK(found[1]->message.english() ==
          "Each command has exactly one general: the command \"Command 4\" has 0");
    CHECK(found[1]->subject == "c4"); // an empty command is selected itself
}

TEST_CASE("every rules section a roster finding cites exists in the rules digest",
          "[roster][rules]") {
    std::string digest;
    for (const auto& file : std::filesystem::directory_iterator(
             std::filesystem::path(OST_SOURCE_DIR) / "data" / "rules")) {
        digest += read_file(file.path());
    }
    std::set<std::string> cited;
    auto collect = [&](const RosterReport& report) {
        for (const auto& d : report.diagnostics) {
            if (!d.rule_id.empty()) {
                cited.insert(d.rule_id);
            }
        }
    };
    const auto wme = bundled_validator("wme", "empire");
    collect(wme.validate(read_roster_file(roster_path("wme-illegal.ostr"))));
    const auto adlg = bundled_validator("adlg", "001-sumer-and-akkad");
    collect(adlg.validate(read_roster_file(roster_path("adlg-illegal.ostr"))));
    const auto test = adlg_test_validator();
    auto r = adlg_base();
    r.year = -600;
    r.commands[2].ally_list = "001-sumer-and-akkad";
    r.entry("e1")->general_grade = "strategist";
    r.entry("e2")->general_grade = "strategist";
    add(r, "fortifications", 9, "c1");
    collect(test.validate(r));
    CHECK(cited.size() >= 8);
    for (const auto& id : cited) {
        INFO(id);
        CHECK(digest.find("id=\"" + id + "\"") != std::string::npos);
    }
}

TEST_CASE("a competence is refused where the system has none", "[roster][rules][wme]") {
    const auto v = bundled_validator("wme", "empire");
    auto r = make_roster("wme", "empire", 1000);
    add(r, "general").general_grade = "banniere-de-bataille"; // not a grade: no points either
    add(r, "halberdiers", 2);
    add(r, "arbaletriers", 2);
    const auto report = v.validate(r);
    CHECK(only(report, {"roster.grade-not-allowed"}));
    CHECK(report.points == 125 + 90 + 110);
}

TEST_CASE("a roster checked against another list is flagged", "[roster][rules]") {
    const auto v = bundled_validator("wme", "empire");
    auto r = make_roster("wme", "nains", 1000);
    CHECK(has_code(v.validate(r), "roster.list-mismatch"));
    r.list_id = "empire";
    CHECK_FALSE(has_code(v.validate(r), "roster.list-mismatch"));
}
