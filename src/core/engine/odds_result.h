// What every resolver answers: outcome probabilities, expectations, distributions, the mechanics
// applied with their rules section ids, and optionally one resolved roll with its dice log.
#pragma once

#include "core/engine/custom_die.h"
#include "core/engine/dice_source.h"
#include "core/engine/distribution.h"
#include "core/support/text.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ost::engine {

/// A named outcome ("attacker_wins") and its probability.
struct Outcome {
    std::string id;
    Text label;
    Probability p;
};

/// A rule our texts allow to be read two ways: the reading the answer took and the other one,
/// one scenario field away (`field`, a choice of the test's combat schema).
struct Reading {
    std::string rule;   ///< the section the rule is in
    std::string field;  ///< the scenario field that switches the reading
    std::string taken;  ///< the choice id of `field` the answer used
    bool ours = true;   ///< `taken` is our reading (the data's), not the player's switch
    Text reading;       ///< the reading taken, in words
    Text other;         ///< the other reading and the choice that takes it, in words
};

/// One mechanic the resolver applied, in words, with the section it comes from.
struct Mechanic {
    std::string rule; ///< a data/rules section id, e.g. "wme.combat.modifiers"
    Text text;
};

/// One resolved roll: the dice, the narrative and the outcome id it ended in.
struct RollReport {
    std::vector<RolledDie> dice;
    std::vector<Text> log;
    std::string outcome; ///< an outcome id, or a short result ("3 hexes")
    std::vector<std::pair<std::string, long long>> values; ///< e.g. {"stands_lost", 1}
};

/// The answer to one scenario. Ids are stable (CLI JSON, GUI, tests); labels are translatable.
struct OddsResult {
    std::string system;
    std::string test;
    std::vector<Outcome> outcomes; ///< mutually exclusive: their probabilities sum to 1
    /// Events apart from the outcomes ("may riposte", "a gun bursts"): each its own probability,
    /// not exclusive with the outcomes nor with each other.
    std::vector<Outcome> flags;
    std::vector<Reading> readings; ///< the readings of the rules this answer depends on
    std::vector<std::pair<std::string, long double>> expected;
    std::vector<std::pair<std::string, Distribution>> distributions;
    std::vector<Mechanic> mechanics;
    std::optional<RollReport> roll;
    /// The full joint distribution when the resolver computes one (WME combat).
    std::optional<JointDistribution> joint;

    const Outcome* outcome(const std::string& id) const;
    const Outcome* flag(const std::string& id) const;
    const Distribution* distribution(const std::string& id) const;
    std::optional<long double> expectation(const std::string& id) const;
};

/// A reading in one sentence for every front end: "Our reading: …" (or "The reading you chose:
/// …") followed by the other reading and the choice that takes it.
Text reading_text(const Reading& r);

/// The label of a distribution or expectation id ("attacker_stands_lost" → "Stands lost by the
/// attacker"), for every front end; unknown ids are shown as they are.
/// `system` picks the game's own words (its combat schema's `quantity_labels`), then the hex
/// games' words where its schema says `hex_board` (losses are elements there, orders are counters).
Text quantity_label(const std::string& id, const std::string& system = {});

} // namespace ost::engine
