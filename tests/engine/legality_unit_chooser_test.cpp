// The units the Legality page offers (services/legality_unit_chooser.h): troop types, the open
// roster's entries, bundled and user list lines, each resolved to troop type and capabilities,
// and the type-ahead that filters them; a roster unit picked changes the verdict.
#include "legality_fixtures.h"
#include "tests/roster/roster_fixtures.h"

#include "core/services/legality_unit_chooser.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace ost;
using namespace ost::engine::legality;

namespace {

std::vector<std::string> keys_of(const std::vector<const LegalityUnitChoice*>& choices) {
    std::vector<std::string> out;
    for (const auto* c : choices) out.push_back(c->key);
    return out;
}

bool has_key(const std::vector<std::string>& keys, const std::string& key) {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

/// Heavy spearmen in the open, contacted frontally in the movement phase, nothing else about them.
CheckResult contact_front(UnitFacts actor) {
    actor.states.complete = true; // the player said: nothing special about it
    return test::ask("adlg", "contact", actor, test::unit("adlg", "heavy-spearmen", {}, {}, "open"),
                     {{"side", "front"}, {"phase", "move"}});
}

} // namespace

TEST_CASE("Legality unit chooser: troop types first, then the roster, the bundled lists, the user's lists",
          "[legality][chooser]") {
    Roster roster = test::make_roster("adlg", "001-sumer-and-akkad", 200);
    roster.name = "Sumer 200";
    test::add(roster, "militia-bowmen", 2, "c1");
    auto& spears = test::add(roster, "warriors-and-militia-heavy-spearmen", 8, "c1");
    spears.custom_name = "Lagash spears";
    test::add(roster, "general", 1, "c1"); // no troop type: not offered
    const auto validator = test::bundled_validator("adlg", "001-sumer-and-akkad");

    ArmyList mine = test::bundled_list("adlg", "001-sumer-and-akkad");
    mine.id = "my-sumer";
    mine.name = {"Mon Sumer", "My Sumer"};

    LegalityUnitChooser chooser(test::legality());
    chooser.load("adlg", &roster, &validator, {mine});
    const auto& all = chooser.choices();
    const auto troops = test::legality().troops("adlg");
    REQUIRE(all.size() > troops.size());
    // Troop types, in catalogue order.
    for (std::size_t i = 0; i < troops.size(); ++i) {
        CHECK(all[i].key == "troop:" + troops[i]);
        CHECK(all[i].source == UnitSource::Troop);
        CHECK_FALSE(all[i].facts.capabilities.complete); // a bare troop type says nothing of them
    }
    // The roster's two judged entries next, with the player's name and count.
    REQUIRE(all[troops.size()].source == UnitSource::Roster);
    CHECK(all[troops.size()].key == "roster:" + roster.entries[0].id);
    CHECK(all[troops.size()].facts.troop == "bowmen");
    CHECK(all[troops.size()].facts.capabilities.complete);
    CHECK(all[troops.size()].facts.capabilities.on.count("mediocre") == 1);
    CHECK(all[troops.size()].count == 2);
    CHECK(all[troops.size()].from.en == "Sumer 200");
    REQUIRE(all[troops.size() + 1].source == UnitSource::Roster);
    CHECK(all[troops.size() + 1].name.en == "Lagash spears");
    CHECK(all[troops.size() + 1].facts.troop == "heavy-spearmen");
    CHECK(all[troops.size() + 2].source == UnitSource::List);
    CHECK(chooser.find("roster:" + roster.entries[2].id) == nullptr); // the general

    // Bundled and user list lines, keyed by list and line; generals and camps left out.
    const auto* scouts = chooser.find("list:001-sumer-and-akkad/scouts-on-equids");
    REQUIRE(scouts != nullptr);
    CHECK(scouts->facts.troop == "light-cavalry");
    CHECK(scouts->facts.capabilities.on.count("bows") == 1);
    CHECK(chooser.find("list:001-sumer-and-akkad/general") == nullptr);
    CHECK(chooser.find("list:001-sumer-and-akkad/fortified-camp") == nullptr);
    const auto* my_scouts = chooser.find("mine:my-sumer/scouts-on-equids");
    REQUIRE(my_scouts != nullptr);
    CHECK(my_scouts->source == UnitSource::MyList);
    CHECK(my_scouts->from.fr == "Mon Sumer");
    CHECK(all.back().source == UnitSource::MyList);
}

TEST_CASE("Legality unit chooser: a roster of another system or no roster offers no roster unit", "[legality][chooser]") {
    Roster roster = test::make_roster("adlg", "001-sumer-and-akkad", 200);
    test::add(roster, "militia-bowmen", 2, "c1");
    const auto validator = test::bundled_validator("adlg", "001-sumer-and-akkad");
    LegalityUnitChooser chooser(test::legality());
    chooser.load("wme", &roster, &validator, {});
    CHECK(std::none_of(chooser.choices().begin(), chooser.choices().end(),
                       [](const LegalityUnitChoice& c) { return c.source == UnitSource::Roster; }));
    CHECK(chooser.find("list:empire/chevaliers") != nullptr);
    chooser.load("adlg", nullptr, nullptr, {});
    CHECK(chooser.find("roster:" + roster.entries[0].id) == nullptr);
    CHECK(chooser.find("troop:bowmen") != nullptr);
}

TEST_CASE("Legality unit chooser: the roster unit picked decides the verdict", "[legality][chooser]") {
    Roster roster = test::make_roster("adlg", "001-sumer-and-akkad", 200);
    test::add(roster, "militia-bowmen", 2, "c1");
    test::add(roster, "warriors-and-militia-heavy-spearmen", 8, "c1");
    const auto validator = test::bundled_validator("adlg", "001-sumer-and-akkad");
    LegalityUnitChooser chooser(test::legality());
    chooser.load("adlg", &roster, &validator, {});
    const auto* bowmen = chooser.find("roster:" + roster.entries[0].id);
    const auto* spears = chooser.find("roster:" + roster.entries[1].id);
    REQUIRE(bowmen != nullptr);
    REQUIRE(spears != nullptr);
    // Bowmen may not contact heavy infantry frontally in the open; heavy spearmen may.
    const auto by_bowmen = contact_front(bowmen->facts);
    CHECK(by_bowmen.verdict == Verdict::Forbidden);
    CHECK(test::reason(by_bowmen, "bw-cb-lh-restricted") != nullptr);
    const auto by_spears = contact_front(spears->facts);
    CHECK(by_spears.verdict == Verdict::Allowed);
    CHECK(test::reason(by_spears, "bw-cb-lh-restricted") == nullptr);
}

TEST_CASE("Legality unit chooser: type-ahead matches every word typed, blind to case and accents",
          "[legality][chooser]") {
    LegalityUnitChooser chooser(test::legality());
    chooser.load("wme", nullptr, nullptr, {});
    CHECK(chooser.matching("", "en").size() == chooser.choices().size());
    CHECK(chooser.matching("  ", "fr").size() == chooser.choices().size());
    // "Chevaliers Demi-Griffons" of the Empire list, typed without capitals or hyphen.
    const auto griffons = keys_of(chooser.matching("demi griffon", "fr"));
    CHECK(has_key(griffons, "list:empire/chevaliers-demi-griffons"));
    CHECK_FALSE(has_key(griffons, "list:empire/chevaliers"));
    // The list's name counts: "empire cannon" finds the Empire's cannon, not another list's.
    const auto cannons = keys_of(chooser.matching("EMPIRE cannon", "en"));
    CHECK(has_key(cannons, "list:empire/canon"));
    for (const auto& key : cannons) CHECK(key.rfind("list:empire/", 0) == 0);
    CHECK(chooser.matching("no such unit anywhere", "en").empty());
}

TEST_CASE("Legality unit chooser: accents typed or not find the same French names", "[legality][chooser]") {
    LegalityUnitChooser chooser(test::legality());
    chooser.load("adlg", nullptr, nullptr, {});
    const auto with = keys_of(chooser.matching("Gardes royaux élite", "fr"));
    const auto without = keys_of(chooser.matching("gardes royaux elite", "fr"));
    CHECK_FALSE(with.empty());
    CHECK(with == without);
}

// Issue 29 item 8: the data says Light Cavalry, the rules and the players say light horse; the
// other names come from data/engine (<synonym>), in both languages, and find the list lines of
// that troop type too.
TEST_CASE("Legality unit chooser: a troop type found by the other names the data gives it", "[legality][chooser]") {
    LegalityUnitChooser chooser(test::legality());
    chooser.load("adlg", nullptr, nullptr, {});
    const auto light_horse = keys_of(chooser.matching("light horse", "en"));
    CHECK(has_key(light_horse, "troop:light-cavalry"));
    CHECK(has_key(light_horse, "list:001-sumer-and-akkad/scouts-on-equids"));
    CHECK_FALSE(has_key(light_horse, "troop:heavy-spearmen"));
    CHECK(has_key(keys_of(chooser.matching("cavaliers legers", "fr")), "troop:light-cavalry"));
    CHECK(has_key(keys_of(chooser.matching("tirailleurs", "fr")), "troop:light-infantry"));
}
