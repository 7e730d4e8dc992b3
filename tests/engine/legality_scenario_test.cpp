// Legality scenario files: units by troop, list line, roster entry or camp; states and
// capabilities as exact lists or partial objects; facts typed by the table; located errors.
#include "legality_fixtures.h"

#include "core/services/legality_scenario.h"
#include "core/support/error.h"
#include "core/support/json_document.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace ost::engine::legality;

namespace {

Situation read(const std::string& text) {
    const auto doc = ost::JsonDocument::load_string(text, "s.json");
    return ost::read_legality_scenario(doc, ost::test::legality(),
                                       std::filesystem::path(OST_SOURCE_DIR) / "tests/data/engine/legality");
}

std::string error_of(const std::string& text) {
    try {
        (void)read(text);
    } catch (const ost::InvalidInputError& e) {
        return e.location().to_string() + " " + e.message().english();
    }
    return "no error";
}

} // namespace

TEST_CASE("Legality scenario: the issue's example reads into a situation", "[legality][scenario]") {
    const auto s = read(R"({ "system": "adlg", "question": "contact",
  "actor":  { "troop": "bowmen" },
  "target": { "troop": "heavy-spearmen", "state": ["in-melee"], "terrain": "open" },
  "side": "flank", "phase": "move" })");
    CHECK(s.system == "adlg");
    CHECK(s.question == "contact");
    CHECK(s.actor.troop == "bowmen");
    CHECK(s.actor.category == "LMI");
    CHECK_FALSE(s.actor.capabilities.complete);
    REQUIRE(s.target);
    CHECK(s.target->states.has("in-melee") == std::optional<bool>(true));
    CHECK(s.target->states.has("disordered") == std::optional<bool>(false));
    CHECK(s.target->terrain == std::optional<std::string>("open"));
    CHECK(s.facts == std::map<std::string, std::string>{{"side", "flank"}, {"phase", "move"}});
    CHECK(ost::test::legality().check(s).verdict == Verdict::Allowed);
}

TEST_CASE("Legality scenario: partial states, booleans and distances", "[legality][scenario]") {
    const auto s = read(R"({ "system": "wme", "question": "charge",
  "actor": { "troop": "cavalry", "formation": "column", "state": {"confused": false} },
  "target": { "troop": "infantry" }, "distance": 35, "sees-target": true })");
    CHECK(s.actor.states.has("confused") == std::optional<bool>(false));
    CHECK_FALSE(s.actor.states.has("engaged").has_value());
    CHECK(s.actor.formation == std::optional<std::string>("column"));
    CHECK(s.target->troop == "infantry");
    CHECK(s.facts.at("distance") == "35");
    CHECK(s.facts.at("sees-target") == "yes");
}

TEST_CASE("Legality scenario: list lines and roster entries bring their troop and capabilities", "[legality][scenario]") {
    const auto list = read(R"({ "system": "wme", "question": "charge", "actor": { "unit": "elfes-sylvains/guerriers-faucon" } })");
    CHECK(list.actor.troop == "cavalry");
    CHECK(list.actor.capabilities.has("fly") == std::optional<bool>(true));
    const auto with_system = read(R"({ "system": "wme", "question": "charge", "actor": { "unit": "wme/elfes-sylvains/guerriers-faucon" } })");
    CHECK(with_system.actor.capabilities.has("fly") == std::optional<bool>(true));
    const auto roster = read(R"({ "system": "adlg", "question": "contact", "actor": { "roster": "rosters/adlg-legal.ostr", "entry": "e6" } })");
    CHECK(roster.actor.troop == "bowmen");
    CHECK(roster.actor.capabilities.complete);
}

TEST_CASE("Legality scenario: errors are located and name what is wrong", "[legality][scenario]") {
    CHECK(error_of(R"({"system": "adlg", "question": "contact", "actor": {"troop": "bowman"}})") ==
          "s.json:1:62 \"bowman\" is not a known troop; did you mean \"bowmen\"?");
    CHECK(error_of(R"({"system": "adlg", "question": "charge", "actor": {"troop": "bowmen"}})")
              .starts_with("s.json:1:32 \"charge\" is not a known question"));
    CHECK(error_of(R"({"system": "adlg", "question": "contact", "actor": {"troop": "bowmen", "state": ["tired"]}})")
              .starts_with("s.json:1:82 \"tired\" is not a known state"));
    CHECK(error_of(R"({"system": "adlg", "question": "contact", "actor": {"troop": "bowmen"}, "sid": "flank"})")
              .starts_with("s.json:1:"));
    CHECK(error_of(R"({"system": "adlg", "question": "contact", "actor": {"troop": "bowmen"}, "side": "left"})")
              .starts_with("s.json:1:"));
    CHECK(error_of(R"({"system": "adlg", "question": "contact", "actor": {"troop": "bowmen", "camp": true}})")
              .ends_with("A unit needs exactly one of \"troop\", \"unit\", \"roster\" and \"camp\"."));
    // The camp is an extra target of ADLG's data; WME's data declares none.
    CHECK(error_of(R"({"system": "wme", "question": "charge", "actor": {"troop": "cavalry"}, "target": {"camp": true}})") ==
          "s.json:1:91 There is no \"camp\" to aim at in wme.");
    CHECK(error_of(R"({"system": "adlg", "question": "contact", "actor": {"camp": true}})")
              .ends_with("The camp cannot act; it can only be a target."));
    CHECK(error_of(R"({"system": "adlg", "question": "contact", "actor": {"unit": "001-sumer-and-akkad/nobody"}})")
              .ends_with("The army list \"001-sumer-and-akkad\" has no unit \"nobody\"."));
    CHECK(error_of(R"({"system": "wme", "question": "charge", "actor": {"troop": "cavalry"}, "distance": -4})")
              .ends_with("A distance is a number of zero or more."));
    CHECK(error_of(R"({"system": "chess", "question": "contact"})").starts_with("s.json:1:12 \"chess\""));
    CHECK(error_of(R"({"system": "wme", "test": "combat"})").starts_with("s.json:1:"));
}

TEST_CASE("Legality scenario: a hex board answers distance, adjacent enemy and line of sight", "[legality][scenario]") {
    const auto s = read(R"({ "system": "ab", "question": "line-of-sight",
  "actor": { "troop": "infantry" }, "target": { "troop": "cavalry" },
  "board": { "actor": "0,0", "target": "3,0",
             "hexes": { "0,0": { "unit": { "side": 0 } }, "2,0": { "terrain": "wood" }, "3,0": { "unit": { "side": 1 } } } } })");
    CHECK(s.facts.at("distance") == "3");
    CHECK(s.facts.at("line-of-sight") == "no");
    CHECK(s.facts.at("adjacent-enemy") == "no");
    CHECK(ost::test::legality().check(s).verdict == Verdict::Forbidden);
    // Without the wood the line is clear; a fact written beside the board wins.
    const auto clear = read(R"({ "system": "ab", "question": "line-of-sight",
  "actor": { "troop": "infantry" }, "target": { "troop": "cavalry" }, "line-of-sight": false,
  "board": { "actor": "0,0", "target": "3,0", "hexes": { "3,0": { "unit": { "side": 1 } } } } })");
    CHECK(clear.facts.at("line-of-sight") == "no");
    const auto open = read(R"({ "system": "jomini", "question": "line-of-sight",
  "actor": { "troop": "infantry" }, "target": { "troop": "infantry" },
  "board": { "actor": "0,0", "target": "0,2", "hexes": { "0,2": { "unit": { "side": 1 } } } } })");
    CHECK(open.facts.at("line-of-sight") == "yes");
    CHECK(open.facts.at("distance") == "2");
    CHECK(error_of(R"({"system": "adlg", "question": "contact", "actor": {"troop": "bowmen"}, "board": {"actor": "0,0", "target": "1,0"}})")
              .ends_with("is not played on hexes: it has no board."));
    CHECK(error_of(R"({"system": "ab", "question": "shoot", "actor": {"troop": "infantry"}, "board": {"actor": "0,0", "target": "x"}})") ==
          "s.json:1:107 A hex is written \"q,r\" in axial coordinates (whole numbers from -1000 to 1000), e.g. \"2,-1\"; not \"x\".");
}
