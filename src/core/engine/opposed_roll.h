// The opposed roll, a shared mechanic a game declares in its engine data (data/engine/<id>.json,
// "mechanic": "opposed-roll"): two sides each roll dice and add their factors; the higher wins.
#pragma once

#include "core/engine/game_module.h"
#include "core/support/json_document.h"
#include "core/support/text.h"

#include <array>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ost::engine {

/// The value of "mechanic" that selects this mechanic in a game's engine data.
inline constexpr std::string_view kOpposedRollMechanic = "opposed-roll";

/// One opposed-roll test as the data declares it. Every Integer field of a side adds to that
/// side's total; a Boolean field with "ties_to" makes a tie a win of that side when it is true.
struct OpposedRollTest {
    std::string id;
    std::string section;              ///< the rules section the test cites
    int dice = 1;                     ///< dice each side rolls
    int faces = 6;                    ///< faces of each die (numbered 1..faces)
    std::array<std::string, 2> sides; ///< the two sides' objects ("attacker", "defender")
    std::array<Text, 2> side_labels;
    std::array<Text, 3> outcome_labels; ///< first side wins, tie, second side wins
    std::vector<std::string> factors;   ///< Integer field paths ("attacker.fight")
    std::vector<std::pair<std::string, int>> tie_breakers; ///< Boolean path, the side a tie goes to
};

/// The tables of a game played with opposed rolls: its tests, from its engine data.
struct OpposedRollTables {
    std::vector<OpposedRollTest> tests;
    std::vector<TestSchema> schemas; ///< each test's published fields, in the same order

    /// Reads and checks the data (located errors).
    static OpposedRollTables read(const JsonDocument& doc);
    /// The test `id`; an unknown one is a programming error (std::logic_error).
    const OpposedRollTest& test(std::string_view id) const;
};

/// A parsed opposed-roll scenario: every field's value by path (Booleans 0/1).
struct OpposedRollRequest {
    std::map<std::string, int> values;
};

/// The module of game `system` whose tests are the opposed rolls its engine data `doc` declares:
/// its schema (fields, labels in both languages, ranges, defaults) comes from that data.
GameModule opposed_roll_module(const std::string& system, const JsonDocument& doc);

/// The exact odds of `test` with the given facts: outcomes, the margin's distribution.
OddsResult opposed_roll_odds(const OpposedRollTest& test, const OpposedRollRequest& request);
/// One roll of `test`, its dice drawn from `dice`.
RollReport opposed_roll_roll(const OpposedRollTest& test, const OpposedRollRequest& request, DiceSource& dice);

} // namespace ost::engine
