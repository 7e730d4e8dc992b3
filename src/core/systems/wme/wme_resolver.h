// Warmaster Evolution resolvers: the command test and order chains (wme.command.*), shooting
// (wme.shooting.*), shooting drive-back, and a combat of one or two rounds (wme.combat.*).
// Each takes facts as the player sees them and applies the modifiers of data/engine/wme.json.
#pragma once

#include "core/engine/dice_source.h"
#include "core/engine/odds_result.h"
#include "core/systems/wme/wme_tables.h"

#include <string>
#include <vector>

namespace ost::engine {

/// The facts of one unit receiving an order (wme.command.modifiers).
struct WmeOrderTarget {
    int distance_cm = 0;
    bool enemy_within_20cm = false;
    bool exposed_flank = false;
    bool difficult_terrain = false;
    int stands_lost = 0;
    bool slow = false;
    bool unreliable = false;
};

/// A command test: `order` is which successive order this is (1, 2 or 3). With `brigade`
/// non-empty the order goes to those units together (wme.command.brigades) and `unit` is unused.
struct WmeCommandRequest {
    int command = 8;
    int order = 1;
    WmeOrderTarget unit;
    std::vector<WmeOrderTarget> brigade;
};

/// Shots at one target (wme.shooting.hits, .armour, .casualties). `armour` is the save roll
/// (5 for "5+"), 0 for none. `cover`: "open", "defended" or "fortified" (ignored for a type
/// always in the open).
struct WmeShootingRequest {
    int dice = 0;
    std::string type = "infantry"; ///< the target's type: some are always in the open (wme.shooting.hits)
    int armour = 0;
    std::string cover = "open";
    int hits = 3;
    int stands = 3;
};

/// A shooting drive-back (wme.shooting.drive-back). `pace_cm` 0 = the type's full pace.
struct WmeDriveBackRequest {
    int wounds = 0;
    std::string type = "infantry";
    std::string cover = "open";
    int pace_cm = 0;
    bool charging = false;
    bool fanatic = false; ///< never driven back by shooting (wme.special.fanatic)
};

/// One side of a combat, per stand values as on the stat line.
struct WmeCombatant {
    std::string type = "infantry";
    int attacks = 3;
    int hits = 3;
    int armour = 0;
    int stands = 3;
    bool charging = false;
    bool confused = false;
    bool flank_or_rear = false; ///< an enemy's front touches this unit's flank or rear
    bool terrifying = false;    ///< this unit terrifies its enemy
    int supports = 0;           ///< supporting stands (counted for infantry only)
    int units = 1;              ///< engaged units on this side: a loss's retreat is divided among them (wme.combat.retreat)
    bool flying = false;        ///< Fly: only flyers pursue it (wme.combat.pursuit)
    int shot_wounds = 0;        ///< charger: wounds the shooting at its charge inflicted, kept into round one (wme.shooting.charging-enemy)
};

/// A combat between one attacker unit and one defender unit. `cover` is the defender's status.
struct WmeCombatRequest {
    WmeCombatant attacker;
    WmeCombatant defender;
    std::string cover = "open";
    int rounds = 1;       ///< 2: the winner pursues and a second round is fought when the rules allow
    bool pursue = true;
    /// The charger's wounds from shooting (wme.shooting.charging-enemy): "count" in the enemy's
    /// result of round one as well, "carry" toward its stands lost only; empty: our reading
    /// (readings.shot_wounds of data/engine/wme.json).
    std::string shot_wounds_reading;
    /// false: use the long double path even when exact fractions would fit (tests compare both).
    bool prefer_exact = true;
};

OddsResult wme_command(const WmeTables& t, const WmeCommandRequest& r);
OddsResult wme_shooting(const WmeTables& t, const WmeShootingRequest& r);
OddsResult wme_drive_back(const WmeTables& t, const WmeDriveBackRequest& r);
/// Exact joint distribution of the final result, stands lost each side and retreat; with
/// `rounds` = 2, the second round after a pursuit. Also fills `joint` when every probability
/// is exact (names: result -1/0/1, attacker_stands_lost, defender_stands_lost, retreat_cm).
OddsResult wme_combat(const WmeTables& t, const WmeCombatRequest& r);

/// One resolved roll of the same tests, dice from `dice` (seeded or given), with its log.
RollReport wme_command_roll(const WmeTables& t, const WmeCommandRequest& r, DiceSource& dice);
RollReport wme_shooting_roll(const WmeTables& t, const WmeShootingRequest& r, DiceSource& dice);
RollReport wme_drive_back_roll(const WmeTables& t, const WmeDriveBackRequest& r, DiceSource& dice);
RollReport wme_combat_roll(const WmeTables& t, const WmeCombatRequest& r, DiceSource& dice);

} // namespace ost::engine
