// The army rule sets of the validator: each per-game rule fires with the wording it always had,
// the registry follows system@army-rules, and the game constants are data (<army-limit>).
#include "core/io/roster_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/systems/game_registry.h"
#include "core/validation/army_rule_set.h"

#include <catch2/catch.hpp>

#include <filesystem>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {

/// lists/<system>/system.xml with `from` replaced by `to` (the test system.xml of a variant).
GameSystem system_with(const std::string& system_id, const std::string& from, const std::string& to) {
    auto text = read_file(std::filesystem::path(OST_SOURCE_DIR) / "lists" / system_id / "system.xml");
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    return read_system(XmlDocument::load_string(text, system_id + "-variant/system.xml"));
}

/// A legal 2000-point Empire roster: e1 General, e2 4 Halberdiers, e3 4 Crossbowmen, e4 Wizard.
Roster empire_base() {
    auto r = make_roster("wme", "empire", 2000);
    add(r, "general");
    add(r, "halberdiers", 4);
    add(r, "arbaletriers", 4);
    add(r, "sorcier");
    return r;
}

/// The legal 200-point ADLG sample (Sumer and Akkad, three commands, a camp).
Roster adlg_sample() {
    return read_roster_file(roster_path("adlg-legal.ostr"));
}

} // namespace

TEST_CASE("the registry picks the rule set named by the system's data", "[validator][rule-set]") {
    CHECK(army_rule_set("wme").counts_generals());
    CHECK(army_rule_set("adlg").places_generals_with_units());
    CHECK_FALSE(army_rule_set("wme").places_generals_with_units());
    CHECK_FALSE(army_rule_set("").counts_generals());
    CHECK(army_rule_set("adlg").generals_section() == "adlg.army-composition.generals");
    // An id no rule set has: the generic limits at validation, refused when the data is checked.
    CHECK(&army_rule_set("no-such-rules") == &army_rule_set(""));
    CHECK(army_rule_sets().size() == 2);
    auto unknown = bundled_system("wme");
    unknown.army_rules = "no-such-rules";
    CHECK_THROWS_AS(systems::require_known_army_rules(unknown), InvalidInputError);
    CHECK_NOTHROW(systems::require_known_army_rules(bundled_system("wme")));
    CHECK(RosterValidator(bundled_system("adlg"), bundled_list("adlg", adlg_sample().list_id)).places_generals_with_units());
    // A system with the same lists but no army-rules gets the generic limits only.
    auto plain = bundled_system("wme");
    plain.army_rules.clear();
    auto r = empire_base();
    r.entries.erase(r.entries.begin()); // no General
    CHECK(has_code(RosterValidator(bundled_system("wme"), bundled_list("wme", "empire")).validate(r),
                   "wme.general-count"));
    const auto generic = RosterValidator(plain, bundled_list("wme", "empire")).validate(r);
    CHECK_FALSE(has_code(generic, "wme.general-count"));
    CHECK_FALSE(generic.break_point.has_value());
}

TEST_CASE("WME rules fire with the wording they always had", "[validator][rule-set][wme]") {
    const auto v = bundled_validator("wme", "empire");
    auto r = empire_base();
    r.entries.erase(r.entries.begin());
    CHECK(message_of(v.validate(r), "wme.general-count") ==
          "The army must have exactly one General, whatever its size: 0 chosen");
    r = empire_base();
    r.entry("e4")->magic_items = {"anneau-de-sorcellerie", "baguette-de-pouvoir"};
    CHECK(message_of(v.validate(r), "wme.magic-per-unit") ==
          "Each unit or character carries one magic item at most: Wizard has 2 for 1 unit");
    r = empire_base();
    add(r, "tirailleurs", 5).attached_to = "e2";
    CHECK(message_of(v.validate(r), "wme.attachment-max") ==
          "One attachment per unit at most: 5 attached to 4 units of Halberdiers");
}

TEST_CASE("ADLG rules fire with the wording they always had", "[validator][rule-set][adlg]") {
    const auto system = bundled_system("adlg");
    const auto list = bundled_list("adlg", adlg_sample().list_id);
    const RosterValidator v(system, list);
    auto r = adlg_sample();
    REQUIRE(v.validate(r).legal());
    std::vector<std::string> generals;
    for (const auto& e : r.entries) {
        if (const auto* unit = v.unit_of(e); unit != nullptr && unit->role == UnitRole::General) {
            generals.push_back(e.id);
        }
    }
    REQUIRE(generals.size() >= 2);
    auto strategists = r;
    for (const auto& id : generals) {
        strategists.entry(id)->general_grade = "strategist";
    }
    CHECK(message_of(v.validate(strategists), "adlg.strategist-max") ==
          "At most one strategist per army: " + std::to_string(generals.size()) + " chosen");
    const auto camp = std::find_if(list.units.begin(), list.units.end(),
                                   [](const UnitEntry& u) { return u.role == UnitRole::Camp; });
    REQUIRE(camp != list.units.end());
    auto camps = r; // the sample has its camp: one more
    add(camps, camp->id, 1);
    CHECK(message_of(v.validate(camps), "adlg.camp-max") == "An army has one camp at most: 2 chosen");
}

TEST_CASE("a constant changed in system.xml changes the verdict: the limits are data",
          "[validator][rule-set][data]") {
    SECTION("WME: two Generals allowed") {
        const auto two = system_with("wme", R"(<army-limit id="generals" min="1" max="1"/>)",
                                     R"(<army-limit id="generals" min="2" max="2"/>)");
        REQUIRE(two.army_limit("generals")->max == 2);
        auto r = empire_base();
        const RosterValidator bundled(bundled_system("wme"), bundled_list("wme", "empire"));
        const RosterValidator variant(two, bundled_list("wme", "empire"));
        CHECK_FALSE(has_code(bundled.validate(r), "wme.general-count"));
        CHECK(message_of(variant.validate(r), "wme.general-count") ==
              "The army must have exactly 2 Generals, whatever its size: 1 chosen");
        r.entry("e1")->count = 2;
        CHECK(has_code(bundled.validate(r), "wme.general-count"));
        CHECK_FALSE(has_code(variant.validate(r), "wme.general-count"));
    }
    SECTION("WME: two magic items per unit, two attachments per unit") {
        auto two = system_with("wme", R"(<army-limit id="magic-items-per-unit" max="1"/>)",
                               R"(<army-limit id="magic-items-per-unit" max="2"/>)");
        auto r = empire_base();
        r.entry("e4")->magic_items = {"anneau-de-sorcellerie", "baguette-de-pouvoir"};
        CHECK_FALSE(has_code(RosterValidator(two, bundled_list("wme", "empire")).validate(r),
                             "wme.magic-per-unit"));
        two.army_limits.clear(); // no limit given: not checked at all
        r = empire_base();
        r.entries.erase(r.entries.begin());
        add(r, "tirailleurs", 5).attached_to = "e2";
        const auto unlimited = RosterValidator(two, bundled_list("wme", "empire")).validate(r);
        CHECK_FALSE(has_code(unlimited, "wme.general-count"));
        CHECK_FALSE(has_code(unlimited, "wme.attachment-max"));
    }
    SECTION("ADLG: two camps, and a strategist limit of two") {
        const auto roster = adlg_sample();
        const auto list = bundled_list("adlg", roster.list_id);
        const auto two_camps = system_with("adlg", R"(<army-limit id="camps" max="1"/>)",
                                           R"(<army-limit id="camps" max="2"/>)");
        const auto camp = std::find_if(list.units.begin(), list.units.end(),
                                       [](const UnitEntry& u) { return u.role == UnitRole::Camp; });
        REQUIRE(camp != list.units.end());
        auto r = roster; // the sample has its camp: one more
        add(r, camp->id, 1);
        CHECK(has_code(RosterValidator(bundled_system("adlg"), list).validate(r), "adlg.camp-max"));
        CHECK_FALSE(has_code(RosterValidator(two_camps, list).validate(r), "adlg.camp-max"));
        const auto two_strategists =
            system_with("adlg", R"(<army-limit id="strategists" grade="strategist" max="1"/>)",
                        R"(<army-limit id="strategists" grade="strategist" max="2"/>)");
        r = roster;
        int given = 0;
        for (auto& e : r.entries) {
            const auto* unit = list.unit(e.unit_id);
            if (unit != nullptr && unit->role == UnitRole::General && given < 2) {
                e.general_grade = "strategist";
                ++given;
            }
        }
        REQUIRE(given == 2);
        CHECK(has_code(RosterValidator(bundled_system("adlg"), list).validate(r), "adlg.strategist-max"));
        CHECK_FALSE(has_code(RosterValidator(two_strategists, list).validate(r), "adlg.strategist-max"));
    }
}

TEST_CASE("a bad <army-limit> is refused with its place", "[validator][rule-set][data]") {
    const auto refused = [](const std::string& to) {
        try {
            system_with("adlg", R"(<army-limit id="camps" max="1"/>)", to);
        } catch (const Error& e) {
            return e.message().english();
        }
        return std::string();
    };
    CHECK_THAT(refused(R"(<army-limit id="camps"/>)"), Catch::Contains("needs a min or a max"));
    CHECK_THAT(refused(R"(<army-limit id="camps" min="2" max="1"/>)"), Catch::Contains("min 2 is above max 1"));
    CHECK_THAT(refused(R"(<army-limit id="camps" max="1" grade="nobody"/>)"),
               Catch::Contains("Unknown general grade \"nobody\""));
    CHECK_THAT(refused(R"(<army-limit id="camps" max="1"/><army-limit id="camps" max="2"/>)"),
               Catch::Contains("camps"));
}
