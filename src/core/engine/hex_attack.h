// The attack of the two hex games (Alexandre et Bayard, Jomini) once their rules have said what each
// face of the die does: exact odds over the pool, one resolved roll, and the shared aftermath.
#pragma once

#include "core/engine/custom_die.h"
#include "core/engine/dice_source.h"
#include "core/engine/odds_result.h"

#include <optional>
#include <string>
#include <vector>

namespace ost::engine {

/// The dice a panicking elephant rolls each turn, and when its flight is blocked by a unit it
/// cannot avoid, the dice of its attack on that unit (ab.elephants.panic, jomini.elephants.panic).
inline constexpr int kElephantFlightDice = 3;

/// A character (chief, general, officer) on the defender's hex (ab.characters.*,
/// jomini.characters.*): it follows its unit's retreat, flees when the unit is destroyed.
struct HexCharacter {
    std::string rank;    ///< "" none, "officer" (flees next door), "general" or "commander" (up to 2 hexes)
    bool refuge = false; ///< a friendly unit within its flight, not through an enemy: else it is removed
    std::string rules;   ///< the game's section prefix ("ab.characters")
};

/// What one face of the system's die does in this attack, as decided by the game's resolver.
struct FaceRule {
    std::string face;          ///< the die-face id ("face-red-hit")
    Text meaning;              ///< "hit", "morale hit", "special hit: miss"… for the dice log
    bool loss = false;         ///< a hit that removes one element
    bool morale = false;       ///< a morale hit (flag, or a special hit read as one)
    bool special = false;      ///< a special hit / tactical advantage (counted as rolled)
    bool order = false;        ///< a Jomini order letter
    bool needs_confirm = false; ///< the loss stands only if a second die confirms it (A&B black)
};

/// Everything the aftermath of an attack needs, in the game's own numbers.
struct HexAttackPlan {
    const CustomDie* die = nullptr;          ///< the system's die
    std::vector<FaceRule> faces;             ///< one per face kind of `die`
    std::vector<std::string> confirm_faces;  ///< faces of a confirming die that confirm
    Text confirm_meaning;                    ///< log text of a confirming die
    std::string dice_rule;                   ///< section of the attack roll
    int dice = 0;
    int first_order_is_flag = 0;             ///< Jomini artillery: the first order letter is a flag
    int fixed_losses = 0;                    ///< losses whatever the dice (A&B: hexes of an evade not made)
    int cancel = 0;                          ///< morale hits the defender ignores
    std::string cancel_rule;
    int hexes_per_hit = 1;                   ///< retreat per morale hit kept
    std::string retreat_rule;
    std::optional<int> blocked_after;        ///< the retreat path is blocked after this many hexes
    std::optional<int> capacity;             ///< most hexes the unit can retreat (artillery)
    bool panic = false;                      ///< each hex retreated rolls a die for a further loss
    std::vector<std::string> panic_faces;    ///< faces of that die that cost a loss
    std::string panic_rule;
    std::optional<int> elements;             ///< the defender's elements (destruction)
    bool riposte_possible = false;           ///< melee: the defender may riposte if it stays
    bool loss_panics = false;                ///< its first loss sends the defender into panic (a flag apart)
    HexCharacter character;                  ///< a character with the defender (rank empty: none)
};

/// The settled result of one roll of the pool.
struct HexAttackOutcome {
    int losses = 0;         ///< all losses: hits, hexes of retreat not made, panic
    int morale_hits = 0;    ///< morale hits received (flags and special hits read as morale)
    int flags_ignored = 0;  ///< of those, ignored or cancelled by the defender
    int retreat_hexes = 0;  ///< hexes actually retreated
    int blocked_losses = 0; ///< losses for hexes of retreat not made
    int panic_losses = 0;
    int special_hits = 0;
    int orders = 0;
    bool destroyed = false;
    std::vector<int> faces_rolled; ///< attack dice showing each face kind of the die (confirming dice apart)
};

/// The outcome a settled roll falls in, exactly one of: destroyed, retreats (not destroyed),
/// holds (losses, no retreat), no_effect (hex_attack.cpp's odds add up to 1 over them).
std::string outcome_id(const HexAttackOutcome& o);
/// The words of an outcome id of `outcome_id`.
Text hex_outcome_label(const std::string& id);

/// Exact odds: outcomes no_effect, holds, retreats, destroyed (with elements) adding up to 1; the
/// flag riposte (melee) apart;
/// expectations and distributions losses, morale_hits, special_hits, retreat_hexes (+ orders
/// when `with_orders`). Appends to `out`.
void hex_attack_odds(const HexAttackPlan& plan, bool with_orders, OddsResult& out);

/// The character's fate as a partition of its own (flags character_stays, character_follows,
/// character_flees, character_removed: they add up to 1), from the attack's outcomes already in
/// `out`; a removed commander-in-chief costs its side the next turn (…characters.c-in-c-loss).
void add_character_odds(const HexCharacter& c, OddsResult& out);
/// The character's fate after a resolved roll ended in `outcome`: logged, value `character`
/// (0 stays, 1 follows the retreat, 2 flees to a friend, 3 removed).
void add_character_roll(const HexCharacter& c, const std::string& outcome, RollReport& report);

/// The riposte of a defender that stays (ab.riposte, jomini.riposte), `back` its odds as an attack
/// on the attacker: riposte_losses and riposte_morale_hits, 0 unless the `riposte` flag of `out`.
void add_riposte_odds(const OddsResult& back, OddsResult& out);
/// A panicking elephant attacking the unit that blocks its flight disappears at a new loss
/// (`rule`: ab.elephants.panic, jomini.elephants.panic): flag elephant_gone, P(the riposte costs it
/// a loss), read from riposte_losses in `out`. Nothing when `flight_blocked` is false.
void add_elephant_gone(bool flight_blocked, const std::string& rule, OddsResult& out);
/// A panicking elephant's flight (ab.elephants.panic, jomini.elephants.panic): kElephantFlightDice
/// dice a turn, a hex for each die showing a face of chance `per_die` (distribution flight_hexes).
void add_elephant_flight(const Probability& per_die, OddsResult& out);
/// A resolved riposte `back`, made when the attack ended with the defender staying: its log
/// after `intro`, its losses and morale hits as riposte_losses, riposte_morale_hits; with
/// `flight_blocked`, a loss makes the panicking elephant disappear (value elephant_gone).
void add_riposte_roll(const RollReport& back, Text intro, bool flight_blocked, RollReport& report);

/// One roll of the pool from `dice` (seeded or the player's), settled and logged.
HexAttackOutcome hex_attack_roll(const HexAttackPlan& plan, DiceSource& dice, RollReport& report);

/// The values a resolved roll reports (losses, morale_hits, flags_ignored, retreat_hexes…).
void hex_attack_values(const HexAttackOutcome& o, bool with_orders, RollReport& report);

} // namespace ost::engine
