// Tests of RosterEditor's undo history as deltas (issue 26): every kind of edit undone and redone
// restores each state exactly, entries are found by id after inserts, removals and moves, and
// 500 edits of a 1000-entry roster keep the undo memory under 10 MB.
#include "core/services/roster_editor.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include "roster_fixtures.h"

#include <functional>
#include <malloc.h>
#include <string>
#include <vector>

using namespace ost;
using namespace ost::test;

namespace {

/// Runs `steps` on `editor`, then checks undo walks back through every state and redo forward
/// again, each state equal to the one recorded after its step (report included).
void check_history(RosterEditor& editor, const std::vector<std::function<void()>>& steps) {
    std::vector<Roster> states{editor.roster()};
    std::vector<int> points{editor.report().points};
    for (const auto& step : steps) {
        step();
        states.push_back(editor.roster());
        points.push_back(editor.report().points);
    }
    REQUIRE(editor.history().size() == steps.size());
    for (std::size_t i = states.size() - 1; i > 0; --i) {
        editor.undo();
        INFO("undone back to state " << i - 1);
        CHECK(editor.roster().same_content(states[i - 1]));
        CHECK(editor.report().points == points[i - 1]);
    }
    for (std::size_t i = 1; i < states.size(); ++i) {
        editor.redo();
        INFO("redone to state " << i);
        CHECK(editor.roster().same_content(states[i]));
        CHECK(editor.report().points == points[i]);
    }
}

} // namespace

TEST_CASE("RosterEditor history: every WME edit undoes and redoes to the exact state",
          "[roster][editor][history]") {
    auto v = bundled_validator("wme", "empire");
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 2000, std::nullopt, "Empire");
    RosterEditor editor(std::move(roster), std::move(v));
    std::string general, halberdiers, skirmishers, knights, copy;
    check_history(
        editor,
        {[&] { general = editor.add_unit("general"); },
         [&] { halberdiers = editor.add_unit("halberdiers", 2); },
         [&] { skirmishers = editor.add_unit("tirailleurs"); },
         [&] { knights = editor.add_unit("chevaliers", 1); },
         [&] { editor.add_unit("halberdiers", 1, {}, {}, AddMode::Merge); },
         [&] { editor.set_count(halberdiers, 4); },
         [&] { editor.set_option(general, "griffon", 1); },
         [&] { editor.set_option(general, "griffon", 0); },
         [&] { editor.add_magic_item(halberdiers, "banniere-de-bataille"); },
         [&] { editor.set_magic_item(knights, "banniere-de-chance"); },
         [&] { editor.remove_magic_item(halberdiers, "banniere-de-bataille"); },
         [&] { editor.attach(skirmishers, halberdiers); },
         [&] { editor.rename_entry(halberdiers, "Reiksguard"); },
         [&] { editor.set_entry_note(knights, "left\r\nflank"); },
         [&] { copy = editor.duplicate(halberdiers); },
         [&] { editor.move_entry(copy, 0); },
         [&] { editor.move_entry(general, 99); },
         [&] { editor.remove_entry(halberdiers); }, // detaches the skirmishers in the same step
         [&] { editor.rename("Reikland"); },
         [&] { editor.set_notes("Notes"); },
         [&] { editor.set_player("Anne"); },
         [&] { editor.set_event("Open"); },
         [&] { editor.set_event_date("2027-03-14"); },
         [&] { editor.set_army_size(3000); }});
    CHECK(editor.roster().entry(halberdiers) == nullptr);
    CHECK(editor.roster().entry(skirmishers)->attached_to.empty());
}

TEST_CASE("RosterEditor history: every ADLG edit undoes and redoes to the exact state",
          "[roster][editor][history]") {
    auto v = bundled_validator("adlg", "001-sumer-and-akkad");
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 200, -2500);
    RosterEditor editor(std::move(roster), std::move(v));
    std::string general, spears, extra;
    check_history(editor,
                  {[&] { general = editor.add_unit("general", 1, "c1"); },
                   [&] { spears = editor.add_unit("warriors-and-militia-heavy-spearmen", 4, "c1"); },
                   [&] { editor.set_general(general, "competent"); },
                   [&] { editor.attach(general, spears); },
                   [&] { extra = editor.add_command("Reserve"); },
                   [&] { editor.rename_command(extra, "Left wing"); },
                   [&] { editor.move_to_command(spears, extra); },
                   [&] { editor.move_to_command(spears, "c1"); },
                   [&] { editor.remove_command(extra); },
                   [&] { editor.set_year(-2400); },
                   [&] { editor.set_army_size(300); },
                   [&] { editor.remove_entry(spears); }});
    CHECK(editor.roster().entry(general)->attached_to.empty());
}

TEST_CASE("RosterEditor finds entries by id after inserts, removals, moves and undo",
          "[roster][editor][history]") {
    auto v = bundled_validator("wme", "empire");
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 2000);
    RosterEditor editor(std::move(roster), std::move(v));
    std::vector<std::string> ids;
    for (int i = 0; i < 6; ++i) {
        ids.push_back(editor.add_unit("halberdiers"));
    }
    editor.remove_entry(ids[1]);
    CHECK_THROWS_AS(editor.set_count(ids[1], 2), InvalidInputError);
    editor.set_count(ids[4], 3); // shifted one place down by the removal
    CHECK(editor.roster().entries[3].id == ids[4]);
    CHECK(editor.roster().entries[3].count == 3);
    editor.move_entry(ids[5], 0);
    editor.set_count(ids[5], 5);
    CHECK(editor.roster().entries[0].id == ids[5]);
    CHECK(editor.roster().entries[0].count == 5);
    const auto copy = editor.duplicate(ids[0]);
    editor.set_count(copy, 7);
    CHECK(editor.roster().entry(copy)->count == 7);
    CHECK(editor.roster().entries[2].id == copy); // right after the original, which is second
    editor.undo(); // the copy's count
    editor.undo(); // the copy
    editor.undo(); // ids[5]'s count
    editor.undo(); // the move
    editor.undo(); // ids[4]'s count
    editor.undo(); // the removal
    editor.set_count(ids[1], 2);
    CHECK(editor.roster().entries[1].id == ids[1]);
    CHECK(editor.roster().entries[1].count == 2);
    CHECK_THROWS_AS(editor.set_count(copy, 2), InvalidInputError);
}

#if !defined(__SANITIZE_ADDRESS__) // ASan's allocator does not report through mallinfo2
TEST_CASE("RosterEditor: 500 edits of a 1000-entry roster keep the undo memory under 10 MB",
          "[roster][editor][history][memory]") {
    auto v = bundled_validator("wme", "empire");
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 3000);
    for (int i = 0; i < 1000; ++i) {
        add(roster, i % 2 == 0 ? "halberdiers" : "arbaletriers", 1 + i % 3);
    }
    RosterEditor editor(std::move(roster), std::move(v));
    const auto before = mallinfo2().uordblks;
    for (int i = 0; i < 500; ++i) {
        editor.set_count("e" + std::to_string(1 + (i * 7) % 1000), 1 + i % 5);
    }
    const auto after = mallinfo2().uordblks;
    REQUIRE(editor.history().size() == 500);
    const double megabytes = static_cast<double>(after - before) / 1e6;
    INFO("heap growth " << megabytes << " MB");
    CHECK(megabytes <= 10.0);
    CHECK(megabytes > 0.0); // the history holds something: the measure works
}
#endif
