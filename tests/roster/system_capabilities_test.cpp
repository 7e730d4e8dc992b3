// Tests for GameSystem capabilities (has dates, points, commands, catalogue kinds…) read from
// every bundled system.xml, the catalogue-kind constants, and a validator that follows the data.
#include "core/io/rules_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/model/catalogue_kinds.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include "roster_fixtures.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace fs = std::filesystem;
using namespace ost::test;

namespace {
const fs::path kSource = OST_SOURCE_DIR;

std::map<std::string, ost::GameSystem> bundled_systems() {
    std::map<std::string, ost::GameSystem> out;
    for (const auto& dir : fs::directory_iterator(kSource / "lists")) {
        if (fs::exists(dir.path() / "system.xml")) {
            auto s = ost::read_system(ost::XmlDocument::load_file(dir.path() / "system.xml"));
            out.emplace(s.id, std::move(s));
        }
    }
    return out;
}

/// What lists/README.md says of each bundled system, written out by hand.
struct Expected {
    bool dates, hex, points, commands, command_points;
    ost::LimitScaling scaling;
    std::string rules;
    std::string section;
    std::vector<std::string> kinds;
};
} // namespace

TEST_CASE("Every bundled system declares its capabilities in its data", "[capabilities][lists]") {
    namespace k = ost::catalogue_kind;
    const std::map<std::string, Expected> expected{
        {"adlg",
         {true, false, true, true, true, ost::LimitScaling::SizeTable, "adlg", "adlg.army-composition",
          {k::kTroopType, k::kCapability, k::kGeneralGrade}}},
        {"wme",
         {false, false, true, false, false, ost::LimitScaling::PerThousand, "wme", "wme.army-selection",
          {k::kMagicItem}}},
        {"ab", {false, true, false, false, false, ost::LimitScaling::None, "", "",
                {k::kTroopKind, k::kArmourColour, k::kDieFace}}},
        {"jomini", {false, true, false, false, false, ost::LimitScaling::None, "", "",
                    {k::kDieFace, k::kTroopData}}},
    };
    const auto systems = bundled_systems();
    REQUIRE(systems.size() == expected.size());
    std::set<std::string> sections;
    for (const auto& entry : fs::directory_iterator(kSource / "data/rules")) {
        if (entry.path().extension() == ".xml") {
            for (const auto& s : ost::read_rules(ost::XmlDocument::load_file(entry.path())).sections) {
                sections.insert(s.id);
            }
        }
    }
    std::set<std::string> kinds_used;
    for (const auto& [id, system] : systems) {
        INFO(id);
        REQUIRE(expected.count(id) == 1);
        const auto& e = expected.at(id);
        CHECK(system.has_dates() == e.dates);
        CHECK(system.has_hex_board() == e.hex);
        CHECK(system.has_points() == e.points);
        CHECK(system.has_commands() == e.commands);
        CHECK(system.has_command_points() == e.command_points);
        CHECK(system.scaling == e.scaling);
        CHECK(system.army_rules == e.rules);
        CHECK(system.selection_section == e.section);
        if (!system.selection_section.empty()) {
            CHECK(sections.count(system.selection_section) == 1);
        }
        CHECK(system.catalogue_kinds() == e.kinds);
        for (const auto& kind : system.catalogue_kinds()) {
            CHECK(system.has_catalogue(kind));
            // Every kind in the data has its named constant.
            CHECK(std::find(k::kAll.begin(), k::kAll.end(), kind) != k::kAll.end());
            kinds_used.insert(kind);
        }
        CHECK_FALSE(system.has_catalogue("no-such-kind"));
    }
    // And every constant is used by some system.
    CHECK(kinds_used.size() == k::kAll.size());
}

TEST_CASE("Army rules and dates are read from system.xml, with located errors", "[capabilities][lists]") {
    const auto text = ost::read_file(kSource / "lists/ab/system.xml");
    const auto with = [&](const std::string& from, const std::string& to) {
        auto changed = text;
        const auto at = changed.find(from);
        REQUIRE(at != std::string::npos);
        changed.replace(at, from.size(), to);
        return ost::read_system(ost::XmlDocument::load_string(changed, "system.xml"));
    };
    const auto plain = with("position=\"3\" board=\"hex\"", "position=\"3\"");
    CHECK_FALSE(plain.has_dates());
    CHECK_FALSE(plain.has_hex_board());
    CHECK(with("board=\"hex\"", "board=\"table\"").has_hex_board() == false);
    CHECK(with("position=\"3\"", "position=\"3\"").has_hex_board());
    CHECK_THROWS_AS(with("board=\"hex\"", "board=\"hexes\""), ost::InvalidInputError);
    CHECK(plain.army_rules.empty());
    CHECK(with("position=\"3\"", "position=\"3\" army-rules=\"none\"").army_rules.empty());
    CHECK(with("position=\"3\"", "position=\"3\" army-rules=\"my-game2\"").army_rules == "my-game2");
    CHECK_THROWS_AS(with("position=\"3\"", "position=\"3\" army-rules=\"WME\""), ost::InvalidInputError);
    CHECK_THROWS_AS(with("position=\"3\"", "position=\"3\" army-rules=\"\""), ost::InvalidInputError);
    const auto changed = with("position=\"3\"", "position=\"3\" dated=\"true\" army-rules=\"adlg\"");
    CHECK(changed.has_dates());
    CHECK(changed.army_rules == "adlg");
    const auto sized = with("<army-sizes scaling=\"none\" any=\"true\"/>",
                            "<army-sizes scaling=\"none\" any=\"true\" default=\"400\" section=\"ab.combat.overview\"/>");
    CHECK(sized.has_points());
    CHECK(sized.selection_section == "ab.combat.overview");
    // A well-formed name no rule set has is read (check-data and build-db refuse it:
    // require_known_army_rules, tests/roster/army_rule_set_test.cpp); a malformed one is located.
    CHECK(with("position=\"3\"", "position=\"3\" army-rules=\"chess\"").army_rules == "chess");
    try {
        with("position=\"3\"", "position=\"3\" army-rules=\"Chess rules\"");
        FAIL("a malformed army rules name accepted");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().line == 2);
        CHECK_THAT(e.message().english(), Catch::Contains("Chess rules"));
    }
    CHECK_THROWS_AS(with("position=\"3\"", "position=\"3\" dated=\"maybe\""), ost::InvalidInputError);
}

TEST_CASE("The roster validator follows the system's data, not its id", "[capabilities][roster]") {
    auto system = bundled_system("adlg");
    const auto list = test_list("adlg", "test-main");
    auto r = make_roster("adlg", "test-main", 200);
    add(r, "spearmen", 1);
    const auto as_bundled = ost::RosterValidator(system, list).validate(r);
    CHECK(has_code(as_bundled, "roster.year-missing")); // the list is dated, the roster has no year
    CHECK(has_code(as_bundled, "adlg.command-count"));
    CHECK(as_bundled.cohesion.has_value());
    CHECK(message_of(as_bundled, "roster.unit-min").find("Spearmen") != std::string::npos);
    const auto rule_of = [](const ost::RosterReport& report, const std::string& code) {
        for (const auto& d : report.diagnostics) {
            if (d.code == code) {
                return d.rule_id;
            }
        }
        return std::string("(none)");
    };
    CHECK(rule_of(as_bundled, "roster.unit-min") == "adlg.army-composition");

    // The same system with other data: no dates, no ADLG army rules, another section.
    system.dated = false;
    system.army_rules.clear();
    system.selection_section = "test.section";
    const auto changed = ost::RosterValidator(system, list).validate(r);
    CHECK_FALSE(has_code(changed, "roster.year-missing"));
    CHECK_FALSE(has_code(changed, "adlg.command-count"));
    CHECK_FALSE(changed.cohesion.has_value());
    CHECK(rule_of(changed, "roster.unit-min") == "test.section");

    // Magic items are refused where the catalogue has none, allowed where it has some.
    r.entries.front().magic_items = {"banniere-de-bataille"};
    CHECK(has_code(ost::RosterValidator(system, list).validate(r), "roster.magic-not-allowed"));
    CHECK_THAT(message_of(ost::RosterValidator(system, list).validate(r), "roster.magic-not-allowed"),
               Catch::Contains("has no magic items"));
    ost::CatalogueEntry item;
    item.id = "banniere-de-bataille";
    item.kind = ost::catalogue_kind::kMagicItem;
    system.catalogue.push_back(item);
    CHECK(system.has_catalogue(ost::catalogue_kind::kMagicItem));
    CHECK_FALSE(has_code(ost::RosterValidator(system, list).validate(r), "roster.magic-not-allowed"));
}
