// Warmaster Evolution: the rules of one combat round (see wme_combat_round.h), moved out of the
// resolver as they were; the exact, rolled and double paths all call them.
#include "core/systems/wme/wme_combat_round.h"

#include "core/engine/dice_pools.h"
#include "core/support/error.h"

#include <algorithm>
#include <cstdlib>

namespace ost::engine::wme_detail {

int to_hit(const WmeTables& t, const std::string& cover) {
    const auto it = t.to_hit.find(cover);
    if (it == t.to_hit.end()) {
        throw InvalidInputError(TR_("Unknown cover \"{0}\": open, defended or fortified.").arg(cover));
    }
    return it->second;
}

Probability unsaved_hit(int target, int armour) {
    const Probability hit = at_least_on_die(target);
    return armour == 0 ? hit : hit * at_least_on_die(armour).complement();
}

bool can_be_supported(const WmeCombatant& c) { return c.type == "infantry" && !c.flank_or_rear; }
bool monster_or_chariot(const WmeCombatant& c) { return c.type == "monster" || c.type == "chariot"; }

namespace {
/// Attack dice of `self` against `enemy` in a round. `enemy_status` is the enemy's cover.
int attack_dice(const WmeTables& t, const WmeCombatant& self, const WmeCombatant& enemy, int stands_left,
                bool first_round, const std::string& enemy_status, int pursuit_bonus) {
    if (stands_left <= 0) {
        return 0;
    }
    int per_stand = self.attacks;
    if (first_round && self.charging && enemy_status == "open") {
        per_stand += t.charging_enemy_in_open;
        if (monster_or_chariot(self)) {
            per_stand += t.monster_or_chariot_charging;
        }
    }
    per_stand += pursuit_bonus;
    if (enemy.terrifying) { // no exception, even for a terrifying unit (wme.special.terror)
        per_stand += t.terrifying_enemy;
    }
    if (self.flank_or_rear) {
        per_stand += t.enemy_on_flank_or_rear;
    }
    if (self.confused) {
        per_stand += t.confused;
    }
    const int total = stands_left * std::max(0, per_stand);
    return std::max(total, 1); // the last-effort die (wme.combat.resolution)
}

/// Whether `winner` may pursue `loser` (wme.combat.pursuit): never artillery (nor machines,
/// our reading), nor fortified infantry; infantry would meet the front of retreating cavalry or
/// chariots; only flyers pursue flyers.
bool may_pursue(const WmeCombatant& winner, const WmeCombatant& loser, bool winner_is_defender, const std::string& cover) {
    if (winner.type == "artillery" || winner.type == "machine") {
        return false;
    }
    if (winner.type == "infantry" && (loser.type == "cavalry" || loser.type == "chariot")) {
        return false;
    }
    if (loser.flying && !winner.flying) {
        return false;
    }
    return !(winner_is_defender && winner.type == "infantry" && cover == "fortified");
}
} // namespace

CombatRules combat_rules(const WmeTables& t, const WmeCombatRequest& r) {
    CombatRules c;
    c.support_a = can_be_supported(r.attacker) ? r.attacker.supports * t.support_per_stand : 0;
    c.support_b = can_be_supported(r.defender) ? r.defender.supports * t.support_per_stand : 0;
    c.units_a = std::max(1, r.attacker.units);
    c.units_b = std::max(1, r.defender.units);
    c.a_may_pursue = may_pursue(r.attacker, r.defender, false, r.cover);
    c.b_may_pursue = may_pursue(r.defender, r.attacker, true, r.cover);
    c.a_artillery = r.attacker.type == "artillery";
    c.b_artillery = r.defender.type == "artillery";
    return c;
}

RoundSetup setup_round(const WmeTables& t, const WmeCombatRequest& r, const SideState& a, const SideState& b, int round,
                       int pursuer, int retreat) {
    RoundSetup s;
    const std::string defender_status = round == 1 ? r.cover : "open";
    const std::string attacker_status = "open"; // a charging or pursuing unit is in the open
    s.dice_a = attack_dice(t, r.attacker, r.defender, r.attacker.stands - a.lost, round == 1, defender_status,
                           round == 2 && pursuer > 0 ? pursuit_bonus(t, retreat) : 0);
    s.dice_b = attack_dice(t, r.defender, r.attacker, r.defender.stands - b.lost, round == 1, attacker_status,
                           round == 2 && pursuer < 0 ? pursuit_bonus(t, retreat) : 0);
    s.p_a = unsaved_hit(to_hit(t, defender_status), r.defender.armour);
    s.p_b = unsaved_hit(to_hit(t, attacker_status), r.attacker.armour);
    return s;
}

RoundOutcome settle(const WmeCombatRequest& r, const CombatRules& c, SideState a, SideState b, int wounds_on_b,
                    int wounds_on_a) {
    const int cap_b = (r.defender.stands - b.lost) * r.defender.hits - b.carried;
    const int cap_a = (r.attacker.stands - a.lost) * r.attacker.hits - a.carried;
    const int on_b = std::min(wounds_on_b, cap_b);
    const int on_a = std::min(wounds_on_a, cap_a);
    const bool b_destroyed = on_b >= cap_b;
    const bool a_destroyed = on_a >= cap_a;
    const int result_a = on_b + c.support_a + b.shot;
    const int result_b = on_a + c.support_b + a.shot;
    a.shot = 0;
    b.shot = 0;
    RoundOutcome o;
    o.result = round_result(a_destroyed, b_destroyed, result_a, result_b);
    const bool retreats = o.result != 0 && !a_destroyed && !b_destroyed;
    o.retreat = retreats ? retreat_of(std::abs(result_a - result_b), o.result > 0 ? c.units_b : c.units_a) : 0;
    b.carried += on_b;
    b.lost += b.carried / r.defender.hits;
    b.carried %= r.defender.hits;
    a.carried += on_a;
    a.lost += a.carried / r.attacker.hits;
    a.carried %= r.attacker.hits;
    if (retreats && (o.result > 0 ? c.b_artillery : c.a_artillery)) {
        SideState& loser = o.result > 0 ? b : a;
        loser.lost = o.result > 0 ? r.defender.stands : r.attacker.stands;
        loser.carried = 0;
        o.retreat = 0;
        o.artillery_destroyed = true;
    }
    o.a = a;
    o.b = b;
    return o;
}

} // namespace ost::engine::wme_detail
