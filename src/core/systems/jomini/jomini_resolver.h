// Jomini resolver: one attack (a shot or a close combat) of one unit on another, with the symbol
// die as data, hits by target kind, flags ignored, order letters, tactical advantages and retreats.
#pragma once

#include "core/engine/dice_source.h"
#include "core/engine/hex_attack.h"
#include "core/systems/jomini/jomini_tables.h"
#include "core/engine/odds_result.h"

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace ost::engine {

/// One side of a Jomini attack, as the player sees it on the table.
struct JominiSide {
    std::string kind = "infantry"; ///< troop type id (lists/jomini/system.xml)
    std::string troop;             ///< a troop-data line ("troop-line-07-left"): range, factor, notes
    int dice = -1;                 ///< -1: the factor of `troop`
    int moved_hexes = 0;
    int extra_dice = 0;            ///< terrain, orders and other effects as the player counts them
    bool supported = false;
    int officers = 0;
    bool elusive = false, fanatic = false, elite = false, modern = false;
    bool horse_artillery = false;  ///< artillery: horse (2 hexes per retreat) rather than foot
    std::string carries;           ///< elephants: "artillery" or "mounted-infantry" when they carry them
    bool in_rough = false;
    bool camel_effect = false, elephant_effect = false; ///< one die less each
    std::string terrain = "open";  ///< the defender's hex
    bool next_to_attacker_infantry = false, next_to_attacker_mounted = false, next_to_attacker_artillery = false;
    int elements = 0;              ///< 0: not given
    bool wagons = false;           ///< defender: mounted infantry sheltering in its wagons (did not move)
    int order_dice = 0;            ///< attacker: dice its attack order adds (jomini.orders; the player counts them)
    bool flight_blocked = false;   ///< attacker: a panicking elephant attacking the unit that blocks its flight (jomini.elephants.panic)
    std::string character;         ///< defender: a character on its hex, HexCharacter::rank (jomini.characters.*)
    bool character_refuge = false; ///< defender: a friendly unit within the character's flight
};

struct JominiAttackRequest {
    JominiSide attacker;
    JominiSide defender;
    bool melee = true;
    int range_hexes = 1;
    std::optional<int> retreat_blocked_after;
    std::map<std::string, int> die; ///< face id → faces, overriding the system's die
    bool riposte = false;           ///< this attack is a riposte: no attack order, none answers it
};

/// One attack, its plan built once from the facts: odds, or as many rolls as wanted (Monte Carlo
/// in tests). Not copyable: the plan refers to the attack's own die.
class JominiAttack {
public:
    JominiAttack(const JominiTables& t, const JominiAttackRequest& r);
    JominiAttack(const JominiAttack&) = delete;
    JominiAttack& operator=(const JominiAttack&) = delete;
    OddsResult odds() const;
    RollReport roll(DiceSource& dice) const;
    const HexAttackPlan& plan() const { return m_plan; }

private:
    void add_riposte(OddsResult& out) const;

    CustomDie m_die;
    bool m_flight_blocked = false; ///< a panicking elephant attacking the unit in its way
    HexAttackPlan m_plan;
    std::vector<Mechanic> m_mechanics;
    std::unique_ptr<JominiAttack> m_riposte; ///< the supported defender's riposte, when it has dice
};

/// Exact odds (outcomes no_effect, holds, retreats, destroyed adding up to 1; flags riposte,
/// panics; distributions losses, morale_hits, special_hits (tactical advantages), retreat_hexes,
/// orders, riposte_losses and riposte_morale_hits when the defender ripostes).
OddsResult jomini_attack(const JominiTables& t, const JominiAttackRequest& r);
RollReport jomini_attack_roll(const JominiTables& t, const JominiAttackRequest& r, DiceSource& dice);

} // namespace ost::engine
