// Tests of the army sheet (issue 15): one line per kind of unit with its own cost, identical
// units grouped, the player/event/date and data header, the caveat on unconfirmed data in every
// export, rosters without a size, "not allowed" instead of "at most 0".
#include "core/io/roster_reader.h"
#include "core/services/roster_export.h"
#include "core/support/translator.h"
#include "core/validation/army_limits.h"

#include <catch2/catch.hpp>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {

int points_of(const ArmyList& list, const std::string& unit) {
    const auto* u = list.unit(unit);
    REQUIRE(u != nullptr);
    return u->points().value_or(-1);
}

int item_points(const GameSystem& system, const std::string& id) {
    const auto* item = system.catalogue_entry(id);
    REQUIRE(item != nullptr);
    return cost_of(item->costs, "points").value_or(-1);
}

std::string text_of(const Roster& roster, const RosterValidator& v) {
    return export_roster_text(roster, v, v.validate(roster), EnglishTranslator::instance());
}

std::string html_of(const Roster& roster, const RosterValidator& v) {
    return export_roster_html(roster, v, v.validate(roster), EnglishTranslator::instance());
}

/// A small Alexandre et Bayard list (Ost ships none): two lines with points, no limits.
ArmyList ab_list() {
    ArmyList list;
    list.id = "test-ab";
    list.system_id = "ab";
    list.name = {"Suisses", "Swiss"};
    list.edition = "Test edition";
    UnitEntry pikes;
    pikes.id = "pikes";
    pikes.name = {"Piquiers", "Pikemen"};
    pikes.costs = {Cost{"points", 30, 0}};
    UnitEntry crossbows;
    crossbows.id = "crossbows";
    crossbows.name = {"Arbalétriers", "Crossbowmen"};
    crossbows.costs = {Cost{"points", 12, 0}};
    list.units = {pikes, crossbows};
    return list;
}

} // namespace

TEST_CASE("the text sheet gives one line per kind of unit with its own cost", "[roster][sheet]") {
    const auto v = bundled_validator("wme", "empire");
    const auto& list = v.list();
    const int halberdier = points_of(list, "halberdiers");
    const int crossbow = points_of(list, "arbaletriers");
    const int banner = item_points(v.system(), "banniere-de-bataille");
    Roster r = make_roster("wme", "empire", 2000);
    add(r, "general");
    add(r, "halberdiers", 4).magic_items = {"banniere-de-bataille"};
    add(r, "arbaletriers", 2);
    add(r, "arbaletriers", 3);
    const auto text = text_of(r, v);
    INFO(text);
    // The banner is carried by one unit: that unit has its own line and its own cost.
    CHECK_THAT(text, Catch::Contains("\nHalberdiers + Battle Banner — " +
                                     std::to_string(halberdier + banner) + " pts\n"));
    CHECK_THAT(text, Catch::Contains("\n3 × Halberdiers — 3 × " + std::to_string(halberdier) +
                                     " = " + std::to_string(3 * halberdier) + " pts\n"));
    // Identical units of two entries are grouped.
    CHECK_THAT(text, Catch::Contains("\n5 × Crossbowmen — 5 × " + std::to_string(crossbow) +
                                     " = " + std::to_string(5 * crossbow) + " pts\n"));
    CHECK(text.find("2 × Crossbowmen") == std::string::npos);
    // The lines add up to the total.
    const auto report = v.validate(r);
    CHECK(report.points == points_of(list, "general") + 4 * halberdier + banner + 5 * crossbow);
}

TEST_CASE("an option on some units of an entry is printed on those units only",
          "[roster][sheet]") {
    const auto v = bundled_validator("adlg", "001-sumer-and-akkad");
    Roster r = make_roster("adlg", "001-sumer-and-akkad", 200);
    r.commands.push_back({"c1", "", ""});
    auto& spears = add(r, "warriors-and-militia-heavy-spearmen", 8, "c1");
    spears.options.push_back({"pavise", 3});
    const auto report = v.validate(r);
    const int total = report.entries.at(0).points;
    RosterEntry one = spears;
    one.count = 1;
    one.options.clear();
    const int plain = v.entry_points(one, 200);
    one.options.push_back({"pavise", 1});
    const int with_pavise = v.entry_points(one, 200);
    REQUIRE(with_pavise != plain);
    REQUIRE(3 * with_pavise + 5 * plain == total);
    const auto text = text_of(r, v);
    INFO(text);
    CHECK_THAT(text, Catch::Contains("  3 × Warriors and Militia: Heavy Spearmen + Pavise — 3 × " +
                                     std::to_string(with_pavise) + " = " +
                                     std::to_string(3 * with_pavise) + " pts\n"));
    CHECK_THAT(text, Catch::Contains("  5 × Warriors and Militia: Heavy Spearmen — 5 × " +
                                     std::to_string(plain) + " = " + std::to_string(5 * plain) +
                                     " pts\n"));
    // An option counted more times than there are units cannot be split: the entry as it is.
    spears.options[0].count = 9;
    const auto whole = text_of(r, v);
    CHECK_THAT(whole, Catch::Contains("  8 × Warriors and Militia: Heavy Spearmen + 9 × Pavise — "));
}

TEST_CASE("the sheet's header names the player, the event, the date and the data",
          "[roster][sheet]") {
    const auto v = bundled_validator("wme", "empire");
    Roster r = make_roster("wme", "empire", 2000);
    r.name = "Reikland";
    r.player = "Jeanne <Dupré>";
    r.event = "Spring Tournament";
    r.event_date = "2027-03-14";
    add(r, "general");
    const auto text = text_of(r, v);
    CHECK_THAT(text,
               Catch::StartsWith("Reikland\nWarmaster Evolution — The Empire — 2000 points\n"
                                 "Player: Jeanne <Dupré> · Event: Spring Tournament · Date: "
                                 "2027-03-14\nData: Warmaster Evolution v4 — " +
                                 v.list().source + "\n"));
    const auto html = html_of(r, v);
    CHECK_THAT(html, Catch::Contains("<small>Player: Jeanne &lt;Dupré&gt; · Event: "
                                     "Spring Tournament · Date: 2027-03-14</small>"));
    CHECK_THAT(html, Catch::Contains("<small>Data: Warmaster Evolution v4 — "));
    // Without them: no empty "Player:" line.
    r.player.clear();
    r.event.clear();
    r.event_date.clear();
    CHECK(text_of(r, v).find("Player:") == std::string::npos);
    CHECK(text_of(r, v).find("Event:") == std::string::npos);
}

TEST_CASE("unconfirmed data is never called legal without the caveat, in every export",
          "[roster][sheet]") {
    const std::string caveat = "by figures not confirmed for the current edition of the rules";
    SECTION("ADLG: the bundled lists are third-edition community data") {
        const auto v = bundled_validator("adlg", "001-sumer-and-akkad");
        const auto legal = read_roster_file(roster_path("adlg-legal.ostr"));
        const auto report = v.validate(legal);
        REQUIRE(report.legal());
        CHECK(report.unconfirmed_data);
        CHECK(roster_verdict(report).english() ==
              "Legal army, by figures not confirmed for the current edition of the rules.");
        CHECK_THAT(text_of(legal, v), Catch::Contains("\nLegal army, " + caveat + ".\n"));
        CHECK_THAT(html_of(legal, v), Catch::Contains("Legal army, " + caveat + "."));
        const auto illegal = read_roster_file(roster_path("adlg-illegal.ostr"));
        const auto bad = v.validate(illegal);
        REQUIRE_FALSE(bad.legal());
        CHECK_THAT(roster_verdict(bad).english(), Catch::StartsWith("NOT LEGAL: "));
        CHECK_THAT(roster_verdict(bad).english(), Catch::EndsWith("(" + caveat + ")."));
        CHECK_THAT(text_of(illegal, v), Catch::Contains("(" + caveat + ").\n"));
        CHECK_THAT(html_of(illegal, v), Catch::Contains("(" + caveat + ")."));
    }
    SECTION("WME: confirmed figures, no caveat; one unconfirmed line used brings it") {
        auto v = bundled_validator("wme", "empire");
        const auto roster = read_roster_file(roster_path("wme-legal.ostr"));
        const auto report = v.validate(roster);
        REQUIRE(report.legal());
        CHECK_FALSE(report.unconfirmed_data);
        CHECK(roster_verdict(report).english() == "Legal army.");
        CHECK(text_of(roster, v).find(caveat) == std::string::npos);
        CHECK(html_of(roster, v).find(caveat) == std::string::npos);

        auto list = v.list();
        for (auto& unit : list.units) {
            if (unit.id == "canon") {
                unit.confirmed = false;
            }
        }
        const RosterValidator marked(v.system(), list);
        CHECK(marked.uses_unconfirmed_data(roster)); // the sample fields a cannon
        CHECK_THAT(text_of(roster, marked), Catch::Contains("Legal army, " + caveat + "."));
        Roster without = roster;
        std::erase_if(without.entries, [](const RosterEntry& e) { return e.unit_id == "canon"; });
        CHECK_FALSE(marked.uses_unconfirmed_data(without));

        auto system = v.system();
        for (auto& entry : system.catalogue) {
            if (entry.id == "banniere-de-bataille") {
                entry.confirmed = false;
            }
        }
        const RosterValidator item_marked(system, v.list());
        CHECK(item_marked.uses_unconfirmed_data(roster)); // e4 carries the banner
        Roster no_banner = roster;
        for (auto& e : no_banner.entries) {
            e.magic_items.clear();
        }
        CHECK_FALSE(item_marked.uses_unconfirmed_data(no_banner));
    }
}

TEST_CASE("a roster of a game without points sizes shows its total and no size",
          "[roster][sheet]") {
    const RosterValidator v(bundled_system("ab"), ab_list());
    REQUIRE_FALSE(v.system().has_points());
    Roster r = make_roster("ab", "test-ab", 0);
    add(r, "pikes", 3);
    add(r, "crossbows", 2);
    const auto report = v.validate(r);
    CHECK(report.points == 3 * 30 + 2 * 12);
    CHECK(report.army_size == 0);
    CHECK(report.diagnostics.empty());
    CHECK(report.legal());
    const auto text = text_of(r, v);
    INFO(text);
    CHECK_THAT(text, Catch::Contains("Alexandre et Bayard — Swiss\n"));
    CHECK(text.find("0 points") == std::string::npos);
    CHECK(text.find("allowed") == std::string::npos);
    CHECK_THAT(text, Catch::Contains("\nPoints: 114 · Units: "));
    CHECK_THAT(text, Catch::Contains("3 × Pikemen — 3 × 30 = 90 pts\n"));
    // A size given by the player is still a size: spending over it is reported.
    r.army_size = 100;
    const auto sized = v.validate(r);
    CHECK(has_code(sized, "roster.points-over"));
}

TEST_CASE("a size-invalid message never lists an empty set of sizes", "[roster][sheet]") {
    auto system = bundled_system("wme");
    system.army_sizes.clear(); // any size, a default, no listed sizes
    REQUIRE(system.has_points());
    const RosterValidator v(system, bundled_list("wme", "empire"));
    Roster r = make_roster("wme", "empire", 0);
    const auto report = v.validate(r);
    REQUIRE(has_code(report, "roster.size-invalid"));
    CHECK(message_of(report, "roster.size-invalid") ==
          "0 points is not an army size of Warmaster Evolution: the size must be a positive "
          "number of points.");
}

TEST_CASE("a limit of zero says the line is not allowed, never \"at most 0\"", "[roster][sheet]") {
    auto list = bundled_list("wme", "empire");
    for (auto& unit : list.units) {
        if (unit.id == "canon") {
            unit.max = 0;
        }
    }
    const RosterValidator v(bundled_system("wme"), list);
    Roster r = make_roster("wme", "empire", 2000);
    add(r, "canon");
    const auto report = v.validate(r);
    REQUIRE(has_code(report, "roster.unit-max"));
    CHECK(message_of(report, "roster.unit-max") ==
          "Cannon is not allowed in a 2000-point army: 1 chosen");
    for (const auto& d : report.diagnostics) {
        CHECK(d.message.english().find("At most 0") == std::string::npos);
    }
}

TEST_CASE("ADLG at 100 points: a line allowed at 200 stays allowed", "[roster][sheet]") {
    const auto& system = bundled_system("adlg");
    // 0-1 at 200 points: 1/2 rounds down to 0, kept at 1 (lists/README.md, Scaling).
    CHECK(scale_limits(system, 0, 1, 100).max == 1);
    CHECK(scale_limits(system, 0, 1, 200).max == 1);
    CHECK(scale_limits(system, 0, 1, 300).max == 1);
    // Other figures round down as before.
    CHECK(scale_limits(system, 2, 4, 100).max == 2);
    CHECK(scale_limits(system, 2, 4, 100).min == 1);
    CHECK(scale_limits(system, 1, 3, 100).max == 1);
    CHECK(scale_limits(system, 1, 3, 100).min == 0);
    CHECK(scale_limits(system, 0, 0, 100).max == 0); // never allowed stays never allowed
    CHECK(scale_limits(system, 0, 3, 300).max == 4);
}

TEST_CASE("the magic-item chooser offers only what the unit may carry, taken items marked",
          "[roster][sheet]") {
    const auto v = bundled_validator("wme", "empire");
    Roster r = make_roster("wme", "empire", 2000);
    add(r, "halberdiers", 2).magic_items = {"banniere-de-bataille"};
    add(r, "arbaletriers", 2);
    add(r, "sorcier");
    const auto choices = v.magic_item_choices(r, r.entries[1]);
    // The same items as the eligibility rule gives, in the same order.
    const auto eligible = v.magic_items_for(r.entries[1]);
    REQUIRE(choices.size() == eligible.size());
    bool banner = false;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        CHECK(choices[i].item == eligible[i]);
        const auto& id = choices[i].item->id;
        INFO(id);
        CHECK(id != "baguette-de-pouvoir"); // a wizard's item, not a crossbowman's
        if (id == "banniere-de-bataille") {
            banner = true;
            CHECK(choices[i].taken_by == "e1"); // once per army, carried by the halberdiers
            CHECK_FALSE(choices[i].available());
        } else {
            CHECK(choices[i].available());
        }
    }
    CHECK(banner);
    // The carrier itself may keep it; the wizard is offered the wand.
    for (const auto& c : v.magic_item_choices(r, r.entries[0])) {
        CHECK(c.available());
    }
    const auto wizard = v.magic_item_choices(r, r.entries[2]);
    CHECK(std::any_of(wizard.begin(), wizard.end(), [](const MagicItemChoice& c) {
        return c.item->id == "baguette-de-pouvoir" && c.available();
    }));
}
