// Warmaster Evolution: the rules of one combat round (wme.combat.*), shared by the resolver's exact
// and rolled combats and the two-round double path (wme_fast_combat). Internal to the WME module.
#pragma once

#include "core/engine/probability.h"
#include "core/systems/wme/wme_resolver.h"
#include "core/systems/wme/wme_tables.h"

#include <string>

namespace ost::engine::wme_detail {

/// The roll to hit a unit in `cover` (wme.shooting.hits, wme.combat.resolution).
int to_hit(const WmeTables& t, const std::string& cover);

/// P(one attack die makes an unsaved hit): hit on `target`+, not saved on `armour`+ (0: none).
Probability unsaved_hit(int target, int armour);

/// Only infantry is supported, and only while it fights an enemy on its front: a unit fighting
/// an enemy on its flank or rear cannot be supported (wme.combat.support).
bool can_be_supported(const WmeCombatant& c);
bool monster_or_chariot(const WmeCombatant& c);

struct SideState {
    int lost = 0;
    int carried = 0;
    int shot = 0; ///< wounds from shooting at its charge, counted in the enemy's next result (round one)
};

struct RoundSetup {
    int dice_a = 0;
    int dice_b = 0;
    Probability p_a; // attacker's unsaved hit per die
    Probability p_b;
};

/// What the round results depend on, worked out once per combat (no string compares in the
/// enumeration loops).
struct CombatRules {
    int support_a = 0; ///< added to the attacker's result (wme.combat.support: infantry only)
    int support_b = 0;
    int units_a = 1;   ///< engaged units: the losing side's retreat is divided by them (wme.combat.retreat)
    int units_b = 1;
    bool a_may_pursue = false;
    bool b_may_pursue = false;
    bool a_artillery = false; ///< artillery forced to retreat is destroyed (wme.combat.retreat)
    bool b_artillery = false;
};

struct RoundOutcome {
    int result = 0; // 1 attacker wins, 0 draw, -1 defender wins
    SideState a;
    SideState b;
    int retreat = 0;
    bool artillery_destroyed = false;
};

/// Pursuit bonus per stand for the winner of a round that retreated the loser `retreat` cm.
inline int pursuit_bonus(const WmeTables& t, int retreat) { return t.pursuing + t.per_full_3cm_pursuit * (retreat / 3); }

/// The loser's retreat for a difference of results `diff` (> 0): divided by the losing side's
/// engaged units, rounded up (wme.combat.retreat).
inline int retreat_of(int diff, int losing_units) { return (diff + losing_units - 1) / losing_units; }

/// Who wins a round (1: side A, -1: side B, 0: a draw): a destroyed side loses, both destroyed is
/// a draw, otherwise the higher combat result wins.
inline int round_result(bool a_destroyed, bool b_destroyed, int result_a, int result_b) {
    if (a_destroyed && b_destroyed) {
        return 0;
    }
    if (a_destroyed != b_destroyed) {
        return b_destroyed ? 1 : -1;
    }
    return result_a > result_b ? 1 : (result_a < result_b ? -1 : 0);
}

CombatRules combat_rules(const WmeTables& t, const WmeCombatRequest& r);

/// One round's setup. `round` 1: the cover and charges apply; 2: the winner (`pursuer`: +1 for
/// the attacker, -1 for the defender) pursues and everyone is in the open.
RoundSetup setup_round(const WmeTables& t, const WmeCombatRequest& r, const SideState& a, const SideState& b, int round,
                       int pursuer, int retreat);

/// Applies `wounds_on_b` (by the attacker) and `wounds_on_a` to the state (wme.combat.results,
/// .casualties, .retreat): the loser retreats the difference divided by its engaged units,
/// rounded up; artillery that would retreat is destroyed instead (and nobody pursues it).
RoundOutcome settle(const WmeCombatRequest& r, const CombatRules& c, SideState a, SideState b, int wounds_on_b,
                    int wounds_on_a);

/// Whether the round `o` leads to a second round: two rounds asked, a winner that retreated the
/// loser and may pursue it (wme.combat.pursuit).
inline bool second_round(const WmeCombatRequest& r, const CombatRules& c, const RoundOutcome& o) {
    if (r.rounds < 2 || !r.pursue || o.result == 0 || o.retreat == 0) {
        return false;
    }
    return o.result > 0 ? c.a_may_pursue : c.b_may_pursue;
}

} // namespace ost::engine::wme_detail
