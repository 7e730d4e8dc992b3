// Where the dice of one resolved roll come from: a seeded generator ("roll it") or the dice the
// player actually rolled ("I rolled this"), logged die by die with what each meant and its rule.
#pragma once

#include "core/engine/custom_die.h"
#include "core/support/text.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace ost::engine {

/// One die of a resolved roll, as the log shows it.
struct RolledDie {
    std::string die;   ///< "D6" or a custom die id
    std::string face;  ///< "4" or a face id ("face-flag")
    Text meaning;      ///< "hit", "saved"… in the user's language
    std::string rule;  ///< the rules section applied, e.g. "wme.shooting.hits"
};

/// A source of dice for the deterministic resolvers. Every die drawn is recorded in log().
class DiceSource {
public:
    virtual ~DiceSource() = default;
    /// One die of `faces` faces (1..faces); `rule` is the section that calls for it.
    int roll(int faces, const std::string& rule);
    /// One custom die: the index of the face kind rolled in die.faces().
    std::size_t roll_face(const CustomDie& die, const std::string& rule);
    /// Sets what the last die meant (called once the resolver knows).
    void explain_last(Text meaning);
    const std::vector<RolledDie>& log() const { return m_log; }
    /// Stops recording dice (Monte Carlo loops in tests roll millions and read no log).
    void keep_log(bool keep) { m_keep_log = keep; }
    /// Called by resolve_roll once the roll is resolved: a source that was given its dice
    /// refuses those it did not use (GivenDice); generated dice have nothing to check.
    virtual void finish() {}

protected:
    virtual int next_number(int faces) = 0;
    virtual std::size_t next_face(const CustomDie& die) = 0;

private:
    std::vector<RolledDie> m_log;
    bool m_keep_log = true;
};

/// Simulated dice from a seeded generator: the same seed gives the same dice on every machine
/// (mt19937_64 with our own uniform mapping, not std::uniform_int_distribution).
class SeededDice final : public DiceSource {
public:
    explicit SeededDice(std::uint64_t seed) : m_engine(seed) {}

private:
    int next_number(int faces) override;
    std::size_t next_face(const CustomDie& die) override;
    std::uint64_t uniform(std::uint64_t n);
    std::mt19937_64 m_engine;
};

/// The dice the player rolled, used in order. Running out, a value that is not on the die, or
/// (at finish()) dice left over throw InvalidInputError: the roll is short, wrong or has extra
/// dice. The app's Combat page and ost-cli share this one behaviour through resolve_roll.
class GivenDice final : public DiceSource {
public:
    /// Numbers for numbered dice and face ids for custom dice, in the order the rules use them.
    explicit GivenDice(std::vector<std::string> dice) : m_dice(std::move(dice)) {}
    /// How many given dice were not used (the caller may warn).
    std::size_t unused() const { return m_dice.size() - m_next; }
    /// Throws InvalidInputError when dice are left over: "6 dice were given, but this roll uses
    /// only 4: remove the extra ones." An extra die is a mistyped roll, never silently left out.
    void finish() override;

private:
    int next_number(int faces) override;
    std::size_t next_face(const CustomDie& die) override;
    const std::string& take();
    std::vector<std::string> m_dice;
    std::size_t m_next = 0;
};

} // namespace ost::engine
