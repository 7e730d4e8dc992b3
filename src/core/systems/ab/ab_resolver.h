// Alexandre et Bayard resolver: one attack (a shot or a melee) of one unit on another, with the
// die and armour colours as data, special hits, morale hits, retreats, panic (ab.* sections).
#pragma once

#include "core/systems/ab/ab_tables.h"
#include "core/engine/dice_source.h"
#include "core/engine/hex_attack.h"
#include "core/engine/odds_result.h"

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace ost::engine {

/// One side of an A&B attack, as the player sees it on the table.
struct AbSide {
    std::string kind = "infantry";  ///< troop kind id (lists/ab/system.xml)
    std::string armour = "blue";    ///< armour colour id
    int dice = -1;                  ///< dice to roll; -1: from the factors below
    int assault = -1, melee = -1;   ///< weapon factors (assault needs a move of 1 hex or more)
    int moved_hexes = 0;
    int extra_dice = 0;             ///< terrain and other effects of the annexes, as the player counts them
    bool supported = false;
    int leaders = 0;
    bool elusive = false, fanatic = false, panic = false;
    bool fire = false;              ///< the attacker uses fire
    bool in_rough = false;          ///< the attacker fights from rough terrain
    bool camel_effect = false, elephant_effect = false, fire_effect = false; ///< one die less each
    std::string terrain = "open";   ///< the defender's hex
    bool next_to_attacker_mounted = false, next_to_attacker_infantry = false;
    int elements = 0;               ///< 0: not given (no destruction odds)
    int retreat_capacity = -1;      ///< artillery: hexes it can move (-1: not limited)
    int animal_units_near = 0;      ///< gunpowder shot: units with animals within 1 hex of the gun (ab.shooting.gunpowder)
    bool evades = false;            ///< the defender evades (ab.melee.evade)
    int evade_hexes_short = 0;      ///< evading: hexes of its full move it cannot make, a loss each (ab.melee.evade)
    bool elephant_transport = false; ///< infantry or artillery carried or drawn by an elephant (ab.elephants)
    bool flight_blocked = false;    ///< attacker: a panicking elephant attacking the unit that blocks its flight (ab.elephants.panic)
    std::string character;          ///< defender: a character on its hex, HexCharacter::rank (ab.characters.*)
    bool character_refuge = false;  ///< defender: a friendly unit within the character's flight
};

/// An attack: `melee` (range 1) or a shot at `range_hexes`.
struct AbAttackRequest {
    AbSide attacker;
    AbSide defender;
    bool melee = true;
    int range_hexes = 1;
    bool inverted_armour = false;
    std::optional<int> retreat_blocked_after;
    std::map<std::string, int> die; ///< face id → faces, overriding the system's die
    bool riposte = false;           ///< this attack is a riposte: none answers it (ab.riposte)
    /// A supported defender with a leader (ab.retreat): "one" morale hit cancelled in all, "each"
    /// cancels one; empty: our reading (AbTables::cancel_reading).
    std::string morale_cancel;
};

/// One attack, its plan built once from the facts: odds, or as many rolls as wanted (Monte Carlo
/// in tests). Not copyable: the plan refers to the attack's own die.
class AbAttack {
public:
    AbAttack(const AbTables& t, const AbAttackRequest& r);
    AbAttack(const AbAttack&) = delete;
    AbAttack& operator=(const AbAttack&) = delete;
    OddsResult odds() const;
    RollReport roll(DiceSource& dice) const;
    const HexAttackPlan& plan() const { return m_plan; }

private:
    void add_gunpowder_and_rockets(OddsResult& out) const;
    void add_riposte(OddsResult& out) const;
    void add_elephants_and_artillery(OddsResult& out) const;

    AbAttackRequest m_request;
    CustomDie m_die;
    HexAttackPlan m_plan;
    std::vector<Mechanic> m_mechanics;
    std::vector<Reading> m_readings;
    std::unique_ptr<AbAttack> m_riposte; ///< the defender's riposte, when it has a melee factor
};

/// P(the special-hit face shows on more of `dice` dice than any other face of `die`): a gun
/// bursts (ab.shooting.gunpowder). Faces are the die's face kinds (its `die-face` entries).
Probability ab_gun_burst(const CustomDie& die, int dice);

/// Exact odds of the attack (outcomes no_effect, retreats, destroyed, riposte; distributions
/// losses, morale_hits, special_hits, retreat_hexes).
OddsResult ab_attack(const AbTables& t, const AbAttackRequest& r);
/// One roll of the attack with its dice log and values.
RollReport ab_attack_roll(const AbTables& t, const AbAttackRequest& r, DiceSource& dice);

/// The die of the request: the system's, with the counts of `r.die` applied.
CustomDie ab_die(const AbTables& t, const std::map<std::string, int>& overrides);

} // namespace ost::engine
