// Options with a count per entry (issue 29, item 1): ticking an option in the app and
// `ost-cli roster add … --option ID` both take it for every unit, through one editor call.
#include "core/io/roster_code.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_figures.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {
RosterEditor sumer_editor() {
    auto v = bundled_validator("adlg", "001-sumer-and-akkad");
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 200, -2300, "Ur");
    return RosterEditor(std::move(roster), std::move(v));
}

std::string english(const Text& text) { return text.english(); }
} // namespace

TEST_CASE("A ticked option is taken by every unit of the entry, in the app and the CLI alike",
          "[roster][editor][options]") {
    auto editor = sumer_editor();
    const auto spears = editor.add_unit("warriors-and-militia-heavy-spearmen", 8, "c1");
    const int bare = editor.report().entry(spears)->points;
    CHECK(bare == 64);
    // The one call both front ends make for a tick / an --option without "=N".
    editor.take_option(spears, "pavise");
    REQUIRE(editor.roster().entry(spears)->options.size() == 1);
    CHECK(editor.roster().entry(spears)->options[0].count == 8);
    CHECK(editor.report().entry(spears)->points == 72); // 8 × 8 + 8 × 1, not 65
    CHECK(editor.validator().entry_points(*editor.roster().entry(spears), 200) == 72);
    // What the tree, the inspector and `roster show` print.
    const auto figures = entry_option_figures(*editor.roster().entry(spears), editor.validator(), 200);
    REQUIRE(figures.size() == 1);
    CHECK(english(figures[0].text()) == "Pavise ×8 (+8)");
    CHECK(figures[0].points == 8);
    CHECK_FALSE(has_code(editor.report(), "roster.option-max"));
}

TEST_CASE("An option every unit took follows the number of units; a part stays as chosen",
          "[roster][editor][options]") {
    auto editor = sumer_editor();
    const auto spears = editor.add_unit("warriors-and-militia-heavy-spearmen", 8, "c1");
    editor.take_option(spears, "pavise");
    editor.set_count(spears, 10);
    CHECK(editor.roster().entry(spears)->options.at(0).count == 10);
    CHECK(editor.report().entry(spears)->points == 90);
    editor.undo();
    CHECK(editor.roster().entry(spears)->options.at(0).count == 8);
    // Four of the eight with a pavise: a count the player chose, kept when the number changes.
    editor.set_option(spears, "pavise", 4);
    editor.set_count(spears, 6);
    CHECK(editor.roster().entry(spears)->options.at(0).count == 4);
    CHECK(editor.report().entry(spears)->points == 52);
}

TEST_CASE("An option taken by more units than the entry has is a finding", "[roster][validator][options]") {
    auto editor = sumer_editor();
    const auto spears = editor.add_unit("warriors-and-militia-heavy-spearmen", 8, "c1");
    editor.set_option(spears, "pavise", 9); // no maximum of its own: one per unit
    CHECK(has_code(editor.report(), "roster.option-max"));
    CHECK(message_of(editor.report(), "roster.option-max").find("at most 1 per unit") != std::string::npos);
    editor.set_option(spears, "pavise", 8);
    CHECK_FALSE(has_code(editor.report(), "roster.option-max"));
}

TEST_CASE("Option counts survive the file and the sharing code; an old file reads as it did",
          "[roster][io][options]") {
    auto editor = sumer_editor();
    const auto spears = editor.add_unit("warriors-and-militia-heavy-spearmen", 8, "c1");
    editor.set_option(spears, "pavise", 5);
    const auto text = write_roster(editor.roster());
    CHECK(read_roster_text(text, "test.ostr").entry(spears)->options.at(0).count == 5);
    CHECK(decode_roster_code(encode_roster_code(editor.roster())).entry(spears)->options.at(0).count == 5);
    // A file of before the counts were shown (an option without "count"): one option for the
    // entry, as it always meant; the tree now says so ("×1") and nothing is priced differently.
    const auto old = read_roster_text(R"(<roster format="1" system="adlg" list="001-sumer-and-akkad" size="200">
  <command id="c1"/>
  <entry id="e1" unit="warriors-and-militia-heavy-spearmen" count="8" command="c1"><option id="pavise"/></entry>
</roster>)", "old.ostr");
    CHECK(old.entries.at(0).options.at(0).count == 1);
}
