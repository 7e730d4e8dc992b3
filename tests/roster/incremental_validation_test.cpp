// Property tests of incremental revalidation (issue 26): after random sequences of count and
// option edits (and, through RosterEditor, any edit, undo and redo) of WME and ADLG rosters, the
// report kept up to date equals a full validation, figures and findings in the same order.
#include "core/services/roster_editor.h"
#include "core/support/error.h"
#include "core/validation/incremental_validation.h"

#include <catch2/catch.hpp>

#include "roster_fixtures.h"

#include <random>
#include <string>
#include <vector>

using namespace ost;
using namespace ost::test;

namespace {

/// One finding as a comparable line (severity, code, English message, section, subject, field).
std::string line_of(const Diagnostic& d) {
    return std::to_string(static_cast<int>(d.severity)) + '|' + d.code + '|' + d.message.english() + '|' +
           d.rule_id + '|' + d.subject + '|' + d.field;
}

/// Requires `kept` to equal `full` in every figure and finding.
void require_same(const RosterReport& kept, const RosterReport& full) {
    std::vector<std::string> a, b;
    for (const auto& d : kept.diagnostics) {
        a.push_back(line_of(d));
    }
    for (const auto& d : full.diagnostics) {
        b.push_back(line_of(d));
    }
    REQUIRE(a == b);
    REQUIRE(kept.army_size == full.army_size);
    REQUIRE(kept.points == full.points);
    REQUIRE(kept.command_points == full.command_points);
    REQUIRE(kept.command_value == full.command_value);
    REQUIRE(kept.units == full.units);
    REQUIRE(kept.break_point == full.break_point);
    REQUIRE(kept.cohesion == full.cohesion);
    REQUIRE(kept.commands_required == full.commands_required);
    REQUIRE(kept.commands == full.commands);
    REQUIRE(kept.camp_points == full.camp_points);
    REQUIRE(kept.entries == full.entries);
    REQUIRE(kept.unconfirmed_data == full.unconfirmed_data);
}

/// Runs `edit`, ignoring the edits the editor refuses (an attachment to a unit that may not
/// take it, an option the line does not have…): they change nothing.
template <typename Edit> void attempt(Edit edit) {
    try {
        edit();
    } catch (const InvalidInputError&) {
    }
}

int pick(std::mt19937& rng, int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng); }

/// A random option id of `entry`'s line (empty when it has none).
std::string some_option(std::mt19937& rng, const RosterValidator& v, const RosterEntry& entry) {
    const auto options = v.available_options(entry);
    return options.empty() ? std::string() : options[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(options.size()) - 1))].id;
}

/// `n` random entries of every line of the list (and of the first ally when there is one), with
/// options, magic items, attachments, competences and commands drawn at random.
void fill(std::mt19937& rng, RosterEditor& editor, int n) {
    const auto& v = editor.validator();
    for (int i = 0; i < n; ++i) {
        const bool ally = !v.allies().empty() && pick(rng, 0, 5) == 0;
        const auto& list = ally ? v.allies().front() : v.list();
        const auto& unit = list.units[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(list.units.size()) - 1))];
        std::string command;
        if (!editor.roster().commands.empty()) {
            command = editor.roster().commands[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(editor.roster().commands.size()) - 1))].id;
        }
        std::string id;
        attempt([&] { id = editor.add_unit(unit.id, pick(rng, 1, 4), command, ally ? list.id : std::string()); });
        if (id.empty()) {
            continue;
        }
        const auto entry = *editor.roster().entry(id);
        if (const auto option = some_option(rng, v, entry); !option.empty() && pick(rng, 0, 1) == 0) {
            attempt([&] { editor.set_option(id, option, pick(rng, 0, 3)); });
        }
        if (const auto items = v.magic_items_for(entry); !items.empty() && pick(rng, 0, 3) == 0) {
            attempt([&] { editor.add_magic_item(id, items[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(items.size()) - 1))]->id); });
        }
        if (const auto grades = v.general_grades(entry); !grades.empty()) {
            attempt([&] { editor.set_general(id, grades[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(grades.size()) - 1))]->id); });
        }
        if (const auto targets = v.attachment_targets(editor.roster(), entry); !targets.empty()) {
            attempt([&] { editor.attach(id, targets.front()); });
        }
    }
}

const RosterEntry& some_entry(std::mt19937& rng, const Roster& roster) {
    return roster.entries[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(roster.entries.size()) - 1))];
}

/// Count and option edits straight on the roster, each followed by update_entry (or a full
/// validate() when it declines), compared with a full validation every time.
void check_direct(RosterEditor& editor, unsigned seed) {
    std::mt19937 rng(seed);
    const auto& v = editor.validator();
    Roster roster = editor.roster();
    IncrementalValidation incremental(v);
    RosterReport report;
    incremental.validate(roster, report);
    int edits = 0;
    for (int step = 0; step < 400; ++step) {
        const auto at = static_cast<std::size_t>(pick(rng, 0, static_cast<int>(roster.entries.size()) - 1));
        auto& entry = roster.entries[at];
        const RosterEntry before = entry;
        if (pick(rng, 0, 1) == 0) {
            entry.count = pick(rng, 1, 12);
        } else if (const auto option = some_option(rng, v, entry); !option.empty()) {
            const int count = pick(rng, 0, 3);
            std::erase_if(entry.options, [&](const RosterOption& o) { return o.id == option; });
            if (count > 0) {
                entry.options.push_back({option, count});
            }
        }
        if (!incremental.update_entry(at, before)) {
            incremental.validate(roster, report);
        }
        ++edits;
        INFO("step " << step << ", entry " << entry.id);
        require_same(report, v.validate(roster));
    }
    // Most of them took the incremental path (generals, camps, attachments… do not).
    CHECK(incremental.updates() > static_cast<std::size_t>(edits) / 3);
}

/// Random edits of every kind through the editor, undo and redo included.
void check_editor(RosterEditor& editor, unsigned seed) {
    std::mt19937 rng(seed);
    const auto& v = editor.validator();
    for (int step = 0; step < 300; ++step) {
        const int kind = pick(rng, 0, 19);
        const auto& entry = some_entry(rng, editor.roster());
        const auto id = entry.id;
        if (kind < 8) {
            attempt([&] { editor.set_count(id, pick(rng, 1, 12)); });
        } else if (kind < 12) {
            const auto option = some_option(rng, v, entry);
            attempt([&] { kind % 2 == 0 ? editor.take_option(id, option) : editor.set_option(id, option, pick(rng, 0, 3)); });
        } else if (kind < 14 && editor.history().can_undo()) {
            editor.undo();
        } else if (kind == 14 && editor.history().can_redo()) {
            editor.redo();
        } else if (kind == 15) {
            fill(rng, editor, 1);
        } else if (kind == 16 && editor.roster().entries.size() > 5) {
            editor.remove_entry(id);
        } else if (kind == 17) {
            editor.move_entry(id, static_cast<std::size_t>(pick(rng, 0, 10)));
        } else if (kind == 18) {
            attempt([&] { editor.rename_entry(id, "Renamed"); });
        } else {
            attempt([&] { editor.set_army_size(editor.roster().army_size); });
        }
        INFO("step " << step << " kind " << kind << " entry " << id);
        require_same(editor.report(), v.validate(editor.roster()));
    }
}

/// `units` random entries added to `roster` (seed `seed`), then random edits made directly
/// (seed `first_check`) and through the editor (seed `first_check` + 1), each checked.
void check_random_edits(RosterValidator v, Roster roster, unsigned seed, int units, unsigned first_check) {
    RosterEditor editor(std::move(roster), std::move(v));
    std::mt19937 rng(seed);
    fill(rng, editor, units);
    check_direct(editor, first_check);
    check_editor(editor, first_check + 1);
}

} // namespace

TEST_CASE("Incremental validation equals a full validation after random count and option edits",
          "[roster][validation][incremental]") {
    SECTION("WME Empire") {
        auto v = bundled_validator("wme", "empire");
        auto roster = RosterEditor::new_roster(v.system(), v.list(), 2000);
        check_random_edits(std::move(v), std::move(roster), 26, 40, 1);
    }
    SECTION("ADLG test list with an ally (caps, replacements, prerequisites, dates)") {
        RosterValidator v(bundled_system("adlg"), test_list("adlg", "test-main"), {test_list("adlg", "test-ally")});
        auto roster = RosterEditor::new_roster(v.system(), v.list(), 200, -300);
        roster.commands.push_back({"c9", "", "test-ally"});
        check_random_edits(std::move(v), std::move(roster), 27, 40, 3);
    }
    SECTION("ADLG Sumer and Akkad (groups)") {
        auto v = bundled_validator("adlg", "001-sumer-and-akkad");
        auto roster = RosterEditor::new_roster(v.system(), v.list(), 200);
        check_random_edits(std::move(v), std::move(roster), 28, 60, 5);
    }
}

TEST_CASE("Roster and report lookups by id stay right after the entries change",
          "[roster][validation][incremental]") {
    auto v = bundled_validator("wme", "empire");
    auto roster = RosterEditor::new_roster(v.system(), v.list(), 2000);
    RosterEditor editor(std::move(roster), std::move(v));
    const auto a = editor.add_unit("halberdiers");
    const auto b = editor.add_unit("chevaliers");
    REQUIRE(editor.roster().entry(b)->unit_id == "chevaliers");
    REQUIRE(editor.report().entry(b)->entry_id == b);
    editor.move_entry(b, 0); // positions change: the index is rebuilt on the lookup that misses
    CHECK(&editor.roster().entries[0] == editor.roster().entry(b));
    CHECK(&editor.report().entries[0] == editor.report().entry(b));
    editor.remove_entry(a);
    CHECK(editor.roster().entry(a) == nullptr);
    CHECK(editor.report().entry(a) == nullptr);
    Roster copy = editor.roster(); // a copy has its own index
    copy.entries[0].id = "renamed";
    CHECK(copy.entry("renamed") == &copy.entries[0]);
    CHECK(copy.entry(b) == nullptr);
    CHECK(editor.roster().entry(b) != nullptr);
}
