// Tests of the ADLG roster items of issue 15: the camp and fortifications outside the commands
// (validator, editor, exports, older files) and a general placed with a unit of his command.
// Figures are computed by hand from
// tests/data/rosters/lists/adlg/test-main.xml (costs in the comments).
#include "core/io/roster_code.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/services/command_summary.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_export.h"
#include "core/support/error.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {

RosterValidator test_validator() {
    return RosterValidator(bundled_system("adlg"), test_list("adlg", "test-main"), {});
}

/// 200 points, year -250, three commands with a general each and 4 spearmen in c1.
Roster base() {
    auto r = make_roster("adlg", "test-main", 200);
    r.year = -250;
    r.commands = {{"c1", "Left", ""}, {"c2", "Centre", ""}, {"c3", "Right", ""}};
    add(r, "general", 1, "c1");  // e1: ordinary, 0 pts
    add(r, "general", 1, "c2");  // e2
    add(r, "general", 1, "c3");  // e3
    add(r, "spearmen", 4, "c1"); // e4: 4 × 8 = 32
    return r;
}

std::vector<std::string> codes(const RosterReport& report) {
    std::vector<std::string> out;
    for (const auto& d : report.diagnostics) {
        out.push_back(d.code);
    }
    return out;
}

} // namespace

TEST_CASE("ADLG camp and fortifications stand outside the commands", "[roster][adlg][camp]") {
    const auto v = test_validator();
    auto r = base();
    add(r, "fortified-camp", 1);    // e5: 6 pts at 200, no command
    add(r, "fortifications", 2);    // e6: 2 × 1, no command
    const auto report = v.validate(r);
    CHECK(codes(report).empty()); // no adlg.command-unknown for them
    CHECK(v.outside_commands(*r.entry("e5")));
    CHECK(v.outside_commands(*r.entry("e6")));
    CHECK_FALSE(v.outside_commands(*r.entry("e4")));
    CHECK(report.camp_points == 6 + 2);
    CHECK(report.points == 32 + 6 + 2); // still counted in the army total
    REQUIRE(report.commands.size() == 3);
    CHECK(report.commands[0].points == 32); // not in any command's points
    CHECK(report.commands[0].units == 4);
    CHECK(report.units == 4); // neither is a unit

    SECTION("their limits are still checked") {
        r.entry("e6")->count = 7; // max 6
        add(r, "fortified-camp", 1);
        const auto over = codes(v.validate(r));
        CHECK(std::count(over.begin(), over.end(), "roster.unit-max") == 2);
        CHECK(std::count(over.begin(), over.end(), "adlg.camp-max") == 1);
        CHECK(std::count(over.begin(), over.end(), "adlg.command-unknown") == 0);
    }
    SECTION("a unit without a command is still flagged") {
        add(r, "spearmen", 1);
        const auto lost = v.validate(r);
        CHECK(codes(lost) == std::vector<std::string>{"adlg.command-unknown"});
    }
}

TEST_CASE("an older roster file with the camp inside a command reads the same",
          "[roster][adlg][camp]") {
    // Accepted as written (the file is not rewritten on reading): the command it names is
    // ignored, so the figures are those of a camp outside the commands.
    const auto v = test_validator();
    auto inside = base();
    add(inside, "fortified-camp", 1, "c1");
    auto outside = base();
    add(outside, "fortified-camp", 1);
    const auto text = write_roster(inside);
    const auto read = read_roster_text(text, "older.ostr");
    CHECK(read.entry("e5")->command_id == "c1"); // kept as written: the file round-trips
    CHECK(write_roster(read) == text);
    const auto a = v.validate(read);
    const auto b = v.validate(outside);
    CHECK(codes(a).empty());
    CHECK(a.points == b.points);
    CHECK(a.camp_points == 6);
    CHECK(a.commands == b.commands);
    // Even a command that no longer exists raises nothing for the camp.
    auto gone = inside;
    gone.entry("e5")->command_id = "c9";
    CHECK(codes(v.validate(gone)).empty());
    // The bundled legal sample is such an older file.
    const auto sample = read_roster_file(roster_path("adlg-legal.ostr"));
    const auto sv = bundled_validator("adlg", "001-sumer-and-akkad");
    const auto sr = sv.validate(sample);
    CHECK(sr.legal());
    CHECK(sr.camp_points == 6);
    int in_commands = 0;
    for (const auto& c : sr.commands) {
        in_commands += c.points;
    }
    CHECK(in_commands + sr.camp_points == sr.points);
}

TEST_CASE("the editor puts the camp in no command and keeps it there", "[roster][adlg][camp][editor]") {
    auto v = test_validator();
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 200, -250);
    RosterEditor editor(std::move(roster), std::move(v));
    const auto spear = editor.add_unit("spearmen", 4, "c2");
    CHECK(editor.roster().entry(spear)->command_id == "c2");
    // The GUI passes the selected command: the camp ignores it.
    const auto camp = editor.add_unit("fortified-camp", 1, "c2");
    CHECK(editor.roster().entry(camp)->command_id.empty());
    const auto forts = editor.add_unit("fortifications", 3);
    CHECK(editor.roster().entry(forts)->command_id.empty());
    const auto steps = editor.history().size();
    CHECK_THROWS_AS(editor.move_to_command(camp, "c1"), InvalidInputError);
    CHECK(editor.history().size() == steps);
    CHECK(editor.report().camp_points == 6 + 3);
    // A command holding only an older file's camp can be removed.
    Roster older = editor.roster();
    older.entry(camp)->command_id = "c3";
    RosterEditor reopened(older, test_validator());
    reopened.remove_command("c3");
    CHECK(reopened.roster().command("c3") == nullptr);
    CHECK_THROWS_AS(reopened.remove_command("c2"), InvalidInputError); // spearmen still there
}

TEST_CASE("every export shows the camp and fortifications apart with their points",
          "[roster][adlg][camp][sheet]") {
    const auto v = test_validator();
    auto r = base();
    add(r, "fortified-camp", 1, "c1"); // an older file's camp: printed apart all the same
    add(r, "fortifications", 2);
    const auto report = v.validate(r);
    const auto text = export_roster_text(r, v, report, EnglishTranslator::instance());
    INFO(text);
    const auto camp_title = text.find("\nCamp and fortifications — 8 pts\n");
    REQUIRE(camp_title != std::string::npos);
    const auto camp_line = text.find("  Fortified Camp — 6 pts\n");
    const auto forts_line = text.find("  2 × Fortifications — 2 × 1 = 2 pts\n");
    CHECK(camp_line > camp_title);
    CHECK(forts_line > camp_title);
    CHECK(camp_line != std::string::npos);
    CHECK(forts_line != std::string::npos);
    // Not under the command it names in the file: Left shows the spearmen alone.
    CHECK(text.find("Command 1 — Left — 32 pts\n  General — 0 pts\n  4 × Spearmen") !=
          std::string::npos);
    CHECK(text.find("Points: 40/200 (160 pts left)") != std::string::npos);
    CHECK(text.find("Camp and fortifications: 8 pts (part of the points)") != std::string::npos);
    // The HTML sheet (which the app also prints to PDF) has the same group.
    const auto html = export_roster_html(r, v, report, EnglishTranslator::instance());
    CHECK(html.find("<b>Camp and fortifications — 8 pts</b>") != std::string::npos);
    CHECK(html.find("Camp and fortifications: 8 pts (part of the points)") != std::string::npos);
    // Without a camp, no such group.
    const auto plain = base();
    const auto none = export_roster_text(plain, v, v.validate(plain), EnglishTranslator::instance());
    CHECK(none.find("Camp and fortifications") == std::string::npos);
    CHECK(none.find("Camp and fortifications:") == std::string::npos);
}

// --- a general placed with a unit of his command (adlg.rout.general) ------------------------

TEST_CASE("a general is placed with one of his own command's units", "[roster][adlg][general]") {
    auto v = test_validator();
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 200, -250);
    RosterEditor editor(std::move(roster), std::move(v));
    const auto general = editor.add_unit("general", 1, "c1");
    const auto spears = editor.add_unit("spearmen", 4, "c1");
    const auto archers = editor.add_unit("late-archers", 2, "c1");
    const auto other = editor.add_unit("spearmen", 2, "c2");
    const auto other_general = editor.add_unit("general", 1, "c2");
    editor.add_unit("fortified-camp", 1);
    const auto& validator = editor.validator();
    // The choice offered: the units of his command, in roster order; never a general, the
    // camp, or a unit of another command; nothing for a unit.
    CHECK(validator.general_units(editor.roster(), *editor.roster().entry(general)) ==
          std::vector<std::string>{spears, archers});
    CHECK(validator.general_units(editor.roster(), *editor.roster().entry(other_general)) ==
          std::vector<std::string>{other});
    CHECK(validator.general_units(editor.roster(), *editor.roster().entry(spears)).empty());

    editor.attach(general, spears);
    CHECK(editor.roster().entry(general)->attached_to == spears);
    const auto placed = codes(editor.report());
    CHECK(std::count(placed.begin(), placed.end(), "adlg.general-unit") == 0);

    SECTION("the unit moved to another command: a warning on the general") {
        editor.move_to_command(spears, "c2");
        const auto moved = editor.report().about(general);
        REQUIRE(moved.size() == 1);
        CHECK(moved[0]->code == "adlg.general-unit");
        CHECK(moved[0]->severity == Severity::Warning);
        CHECK(moved[0]->rule_id == "adlg.rout.general");
        CHECK(moved[0]->message.english() ==
              "General is placed with Spearmen, a unit of another command: choose one of his own "
              "command's units.");
    }
    SECTION("the unit removed: the general is no longer placed, nothing dangles") {
        editor.remove_entry(spears);
        CHECK(editor.roster().entry(general)->attached_to.empty());
        CHECK(editor.report().about(general).empty());
    }
    SECTION("a reference the roster does not have, a camp, a non-general: warnings") {
        Roster r = editor.roster();
        r.entry(general)->attached_to = "e99";
        r.entry(spears)->attached_to = archers;
        const auto report = editor.validator().validate(r);
        REQUIRE(report.about(general).size() == 1);
        CHECK(report.about(general)[0]->message.english() ==
              "General is placed with the entry \"e99\", which the roster does not have.");
        REQUIRE(report.about(spears).size() == 1);
        CHECK(report.about(spears)[0]->message.english() ==
              "Spearmen is not a general: only a general is placed with a unit.");
        r.entry(spears)->attached_to.clear();
        r.entry(general)->attached_to = "e6"; // the camp
        const auto camp = editor.validator().validate(r);
        REQUIRE(camp.about(general).size() == 1);
        CHECK(camp.about(general)[0]->message.english() ==
              "General is placed with Fortified Camp, which is not a unit.");
    }
}

TEST_CASE("the exports say which unit the general is with", "[roster][adlg][general][sheet]") {
    const auto v = test_validator();
    auto r = base();
    r.entry("e1")->attached_to = "e4"; // the general of c1 with the spearmen
    const auto report = v.validate(r);
    CHECK(report.about("e1").empty());
    const auto text = export_roster_text(r, v, report, EnglishTranslator::instance());
    INFO(text);
    CHECK(text.find("Command 1 — Left — 32 pts\n  General — with Spearmen — 0 pts\n  4 × Spearmen — 4 × 8 = 32 pts\n") !=
          std::string::npos);
    const auto html = export_roster_html(r, v, report, EnglishTranslator::instance());
    CHECK(html.find(" — with Spearmen</small>") != std::string::npos);
}

TEST_CASE("the unit a general is with survives files and sharing codes; older files load",
          "[roster][adlg][general][file]") {
    auto r = base();
    r.entry("e2")->attached_to = "e4";
    const auto text = write_roster(r);
    CHECK(text.find("<entry id=\"e2\" unit=\"general\" count=\"1\" command=\"c2\" attached-to=\"e4\" />") !=
          std::string::npos);
    const auto back = read_roster_text(text, "placed.ostr");
    CHECK(back.same_content(r));
    CHECK(decode_roster_code(encode_roster_code(r)).same_content(r));
    // A file from before (no placement): read as generals placed with no unit, no finding.
    const auto older = read_roster_text(write_roster(base()), "older.ostr");
    CHECK(older.entry("e2")->attached_to.empty());
    CHECK(test_validator().validate(older).about("e2").empty());
}

// --- per-command figures for the header (adlg.army.rout) -----------------------------------

TEST_CASE("per-command figures: units, cohesion and points of each command, by hand",
          "[roster][adlg][commands]") {
    const auto v = test_validator();
    auto r = base();                     // c1: general + 4 spearmen (32)
    add(r, "late-archers", 3, "c2");     // e5: 3 × 6 = 18
    add(r, "scythed-chariots", 2, "c2")  // e6: 2 × 7 = 14, expendable: not in cohesion
        .options.push_back({"crew", 2});
    r.entry("e2")->general_grade = "brilliant"; // 6 pts at 200
    add(r, "fortified-camp", 1, "c3");   // e7: 6, outside the commands
    r.commands[2].name.clear();          // named by position
    const auto report = v.validate(r);
    const auto commands = command_summaries(r, report);
    REQUIRE(commands.size() == 3);
    CHECK(commands[0].command_id == "c1");
    CHECK(commands[0].units == 4);
    CHECK(commands[0].cohesion == 4);
    CHECK(commands[0].points == 32);
    CHECK(commands[1].units == 3 + 2);
    CHECK(commands[1].cohesion == 3); // the scythed chariots are expendable
    CHECK(commands[1].points == 6 + 18 + 14);
    CHECK(commands[2].units == 0);
    CHECK(commands[2].cohesion == 0);
    CHECK(commands[2].points == 0); // the camp is the army's
    // The commands' cohesion adds up to the army's (adlg.army.rout).
    CHECK(report.cohesion == 4 + 3);
    const auto& en = EnglishTranslator::instance();
    CHECK(command_summary_text(commands[0]).render(en) == "Left: 4 units, cohesion 4, 32 pts");
    CHECK(command_summary_text(commands[1]).render(en) == "Centre: 5 units, cohesion 3, 38 pts");
    CHECK(command_summary_text(commands[2]).render(en) == "Command 3: 0 units, cohesion 0, 0 pts");
    // No per-command break-off figure in our sources: said, never a number.
    CHECK(command_break_off_missing().render(en) == "no break-off figure per command: the army routs as a whole");
    // An allied command says so; a roster without commands (WME) has none.
    r.commands[2].ally_list = "test-ally";
    CHECK(command_summary_text(command_summaries(r, v.validate(r))[2]).render(en) ==
          "Command 3 (allies): 0 units, cohesion 0, 0 pts");
    const auto wme = make_roster("wme", "empire", 2000);
    CHECK(command_summaries(wme, RosterReport{}).empty());
}

TEST_CASE("per-command figures of the bundled ADLG sample", "[roster][adlg][commands]") {
    // tests/data/rosters/adlg-legal.ostr, by hand: Left = competent general 3 + 2 chariots 20 +
    // scouts 6 + 4 levy 12 (the camp it names is outside); Centre = 8 spearmen with pavise 72 +
    // 2 bowmen 10; Right = brilliant general 6 + 4 medium spearmen 28 + 4 Amorites 28.
    const auto v = bundled_validator("adlg", "001-sumer-and-akkad");
    const auto r = read_roster_file(roster_path("adlg-legal.ostr"));
    const auto commands = command_summaries(r, v.validate(r));
    REQUIRE(commands.size() == 3);
    CHECK(commands[0].units == 2 + 1 + 4);
    CHECK(commands[0].points == 3 + 20 + 6 + 12);
    CHECK(commands[1].units == 8 + 2);
    CHECK(commands[1].points == 72 + 10);
    CHECK(commands[2].units == 4 + 4);
    CHECK(commands[2].points == 6 + 28 + 28);
    for (const auto& c : commands) {
        CHECK(c.cohesion == c.units); // no expendables in this roster
    }
}
