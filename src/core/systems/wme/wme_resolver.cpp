// Warmaster Evolution resolvers. The exact paths enumerate dice distributions; the roll paths
// draw the same dice from a DiceSource. Both share the rule helpers at the top, and the tests
// check one against the other (Monte Carlo) and both against hand fractions.
#include "core/systems/wme/wme_resolver.h"

#include "core/engine/combat_schema.h"

#include "core/engine/binomial_pools.h"
#include "core/engine/dice_pools.h"
#include "core/support/error.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <tuple>

namespace ost::engine {

namespace {
constexpr const char* kCommandRule = "wme.command.modifiers";
constexpr const char* kOrdersRule = "wme.command.orders.issuing";
constexpr int kMaxCombatDice = 120;

int to_hit(const WmeTables& t, const std::string& cover) {
    const auto it = t.to_hit.find(cover);
    if (it == t.to_hit.end()) {
        throw InvalidInputError(TR_("Unknown cover \"{0}\": open, defended or fortified.").arg(cover));
    }
    return it->second;
}

/// P(one attack die makes an unsaved hit): hit on `target`+, not saved on `armour`+ (0: none).
Probability unsaved_hit(int target, int armour) {
    const Probability hit = at_least_on_die(target);
    return armour == 0 ? hit : hit * at_least_on_die(armour).complement();
}

/// Says so when a unit always in the open was given another cover (wme.shooting.hits).
void add_always_open(OddsResult& out, const std::string& type, const std::string& given, const std::string& used) {
    if (given != used) {
        out.mechanics.push_back({"wme.shooting.hits",
                                 TR_("A unit of type \"{0}\" is always in the open whatever its situation: cover \"{1}\" does not apply.")
                                     .arg(type)
                                     .arg(given)});
    }
}

/// The combat as fought: a defender of a type always in the open has no cover (wme.shooting.hits).
WmeCombatRequest as_fought(const WmeTables& t, const WmeCombatRequest& request) {
    WmeCombatRequest r = request;
    r.cover = t.cover_of(r.defender.type, r.cover);
    return r;
}

// ---- command -------------------------------------------------------------------------------

struct CommandPenalty {
    int total = 0;
    std::vector<Mechanic> mechanics;
};

/// The modifier of the `order`-th successive order (wme.command.modifiers; brigades: the
/// farthest unit's distance, a flag if any unit has it, the most stands lost by one unit).
CommandPenalty command_penalty(const WmeTables& t, const WmeCommandRequest& r, int order) {
    std::vector<WmeOrderTarget> units = r.brigade.empty() ? std::vector<WmeOrderTarget>{r.unit} : r.brigade;
    WmeOrderTarget merged;
    for (const auto& u : units) {
        merged.distance_cm = std::max(merged.distance_cm, u.distance_cm);
        merged.enemy_within_20cm = merged.enemy_within_20cm || u.enemy_within_20cm;
        merged.exposed_flank = merged.exposed_flank || u.exposed_flank;
        merged.difficult_terrain = merged.difficult_terrain || u.difficult_terrain;
        merged.slow = merged.slow || u.slow;
        merged.unreliable = merged.unreliable || u.unreliable;
        merged.stands_lost = std::max(merged.stands_lost, u.stands_lost);
    }
    CommandPenalty p;
    auto apply = [&](int value, Text why) {
        if (value != 0) {
            p.total += value;
            p.mechanics.push_back({kCommandRule, TR_("{0}: {1}").arg(std::move(why)).arg(value > 0 ? "+" + std::to_string(value) : std::to_string(value))});
        }
    };
    // 0 to 20 cm: none; 21 to 40: one step... (a "full 20 cm" is passed once beyond 20).
    const int steps = merged.distance_cm <= 0 ? 0 : (merged.distance_cm - 1) / 20;
    apply(steps * t.per_full_20cm, TR_("{0} cm away ({1} full 20 cm)").arg(merged.distance_cm).arg(steps));
    apply((order - 1) * t.per_successive_order, TR_("order {0} to the same unit").arg(order));
    apply(merged.enemy_within_20cm ? t.enemy_within_20cm : 0, TR_("threatening enemy within 20 cm"));
    apply(merged.exposed_flank ? t.exposed_flank : 0, TR_("flank or rear exposed"));
    apply(merged.difficult_terrain ? t.difficult_terrain : 0, TR_("in difficult terrain"));
    apply(merged.stands_lost * t.per_stand_lost, TRP_("{n} stand lost", "{n} stands lost", merged.stands_lost));
    apply(merged.slow && order > 1 ? t.slow_successive_order : 0, TR_("successive order to a Slow unit"));
    apply(merged.unreliable ? t.unreliable : 0, TR_("Unreliable unit"));
    if (!r.brigade.empty()) {
        p.mechanics.push_back({"wme.command.brigades",
                               TRP_("Brigade of {n} unit: one test, penalties counted once for the brigade.",
                                    "Brigade of {n} units: one test, penalties counted once for the brigade.",
                                    r.brigade.size())});
    }
    return p;
}

// ---- combat --------------------------------------------------------------------------------

/// Only infantry is supported, and only while it fights an enemy on its front: a unit fighting
/// an enemy on its flank or rear cannot be supported (wme.combat.support).
bool can_be_supported(const WmeCombatant& c) { return c.type == "infantry" && !c.flank_or_rear; }
bool monster_or_chariot(const WmeCombatant& c) { return c.type == "monster" || c.type == "chariot"; }

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

/// Pursuit bonus per stand for the winner of a round that retreated the loser `retreat` cm.
int pursuit_bonus(const WmeTables& t, int retreat) { return t.pursuing + t.per_full_3cm_pursuit * (retreat / 3); }

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

/// The loser's retreat for a difference of results `diff` (> 0): divided by the losing side's
/// engaged units, rounded up (wme.combat.retreat).
inline int retreat_of(int diff, int losing_units) { return (diff + losing_units - 1) / losing_units; }

/// One round's setup. `round` 1: the cover and charges apply; 2: the winner (`pursuer`: +1 for
/// the attacker, -1 for the defender) pursues and everyone is in the open.
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
/// Who wins a round (1: side A, -1: side B, 0: a draw): a destroyed side loses, both destroyed is
/// a draw, otherwise the higher combat result wins.
int round_result(bool a_destroyed, bool b_destroyed, int result_a, int result_b) {
    if (a_destroyed && b_destroyed) {
        return 0;
    }
    if (a_destroyed != b_destroyed) {
        return b_destroyed ? 1 : -1;
    }
    return result_a > result_b ? 1 : (result_a < result_b ? -1 : 0);
}

struct RoundOutcome {
    int result = 0; // 1 attacker wins, 0 draw, -1 defender wins
    SideState a;
    SideState b;
    int retreat = 0;
    bool artillery_destroyed = false;
};

/// Applies `wounds_on_b` (by the attacker) and `wounds_on_a` to the state (wme.combat.results,
/// .casualties, .retreat): the loser retreats the difference divided by its engaged units,
/// rounded up; artillery that would retreat is destroyed instead (and nobody pursues it).
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

bool second_round(const WmeCombatRequest& r, const CombatRules& c, const RoundOutcome& o) {
    if (r.rounds < 2 || !r.pursue || o.result == 0 || o.retreat == 0) {
        return false;
    }
    return o.result > 0 ? c.a_may_pursue : c.b_may_pursue;
}

using StateKey = std::array<int, 6>; // result, a.lost, a.carried, b.lost, b.carried, retreat

/// Whether the charger's wounds from shooting count in the enemy's round-one result: the
/// request's reading, else ours (readings.shot_wounds: its choice).
bool shot_wounds_count(const WmeTables& t, const WmeCombatRequest& r) {
    if (!r.shot_wounds_reading.empty()) {
        return r.shot_wounds_reading == "count";
    }
    const auto ours = t.readings.find("shot_wounds");
    return ours == t.readings.end() || ours->second.choice != "carry";
}

/// The charger's state as round one starts (wme.shooting.charging-enemy): the wounds the shooting
/// at its charge inflicted, whole stands gone already, the rest kept; counted in the enemy's
/// result as well when `count`.
SideState charger_start(const WmeCombatRequest& r, bool count) {
    const int w = r.attacker.shot_wounds;
    return SideState{w / r.attacker.hits, w % r.attacker.hits, count ? w : 0};
}

void validate_combat(const WmeCombatRequest& r) {
    if (r.attacker.shot_wounds > 0 && !r.attacker.charging) {
        throw InvalidInputError(TR_("Wounds from shooting at a charge need a charging attacker: tick \"Charging\" or give no such wounds."));
    }
    if (r.attacker.shot_wounds >= r.attacker.stands * std::max(r.attacker.hits, 1)) {
        throw InvalidInputError(TR_("The shooting at its charge destroyed the attacker ({0} wounds on {1} stands of {2} Hits): there is no combat.")
                                    .arg(r.attacker.shot_wounds)
                                    .arg(r.attacker.stands)
                                    .arg(r.attacker.hits));
    }
    for (const WmeCombatant* c : {&r.attacker, &r.defender}) {
        if (c->stands < 1 || c->hits < 1) {
            throw InvalidInputError(TR_("A unit in combat needs at least 1 stand and 1 Hit."));
        }
        // The exact enumeration is quadratic per round: keep a combat to what a table can hold.
        if (c->stands * std::max(c->attacks + 2, 1) > kMaxCombatDice || c->stands * c->hits > kMaxCombatDice) {
            throw InvalidInputError(TR_("At most {0} attack dice and {0} Hits a side: this unit has {1} stands of {2} Attacks and {3} Hits.")
                                        .arg(kMaxCombatDice)
                                        .arg(c->stands)
                                        .arg(c->attacks)
                                        .arg(c->hits));
        }
    }
}
} // namespace

// ---- command -------------------------------------------------------------------------------

OddsResult wme_command(const WmeTables& t, const WmeCommandRequest& r) {
    OddsResult out;
    out.system = "wme";
    out.test = "command";
    const CommandPenalty now = command_penalty(t, r, r.order);
    const int needed = r.command + now.total;
    const Distribution two_d6 = dice_sum(2);
    const Probability success = two_d6.at_most(needed);
    out.outcomes.push_back({"success", TR_("Order given"), success});
    out.outcomes.push_back({"failure", TR_("Order failed"), success.complement()});
    out.mechanics.push_back({kOrdersRule, TR_("Command {0}, modified to {1}: the order is given on 2D6 of {1} or less.")
                                              .arg(r.command)
                                              .arg(needed)});
    out.mechanics.insert(out.mechanics.end(), now.mechanics.begin(), now.mechanics.end());
    // Chain: orders `order`..max_orders in a row, stopping at the first failure.
    DistributionBuilder chain;
    Probability reach = Probability::one();
    int received = 0;
    for (int order = r.order; order <= t.max_orders; ++order) {
        const Probability ok = two_d6.at_most(r.command + command_penalty(t, r, order).total);
        chain.add(received, reach * ok.complement());
        reach = reach * ok;
        ++received;
    }
    chain.add(received, reach);
    const Distribution orders = chain.build();
    out.distributions.emplace_back("orders", orders);
    out.expected.emplace_back("orders", orders.mean());
    out.mechanics.push_back({"wme.command.multiple-moves",
                             TR_("Up to {0} orders in a row to the same unit, each one harder; the first failure ends the chain.")
                                 .arg(t.max_orders)});
    return out;
}

RollReport wme_command_roll(const WmeTables& t, const WmeCommandRequest& r, DiceSource& dice) {
    RollReport report;
    int received = 0;
    for (int order = r.order; order <= t.max_orders; ++order) {
        const int needed = r.command + command_penalty(t, r, order).total;
        const int a = dice.roll(6, kOrdersRule);
        const int b = dice.roll(6, kOrdersRule);
        const bool ok = a + b <= needed;
        dice.explain_last(ok ? TR_("order given") : TR_("order failed"));
        report.log.push_back(TR_("Order {0}: 2D6 = {1} + {2} = {3} against {4}: {5}.")
                                 .arg(order)
                                 .arg(a)
                                 .arg(b)
                                 .arg(a + b)
                                 .arg(needed)
                                 .arg(ok ? TR_("given") : TR_("failed")));
        if (!ok) {
            break;
        }
        ++received;
    }
    report.outcome = received > 0 ? "success" : "failure";
    report.values.emplace_back("orders", received);
    return report;
}

// ---- shooting ------------------------------------------------------------------------------

OddsResult wme_shooting(const WmeTables& t, const WmeShootingRequest& r) {
    OddsResult out;
    out.system = "wme";
    out.test = "shooting";
    const std::string& cover = t.cover_of(r.type, r.cover);
    const int target = to_hit(t, cover);
    const Probability p = unsaved_hit(target, r.armour);
    const Distribution wounds = binomial(r.dice, p);
    const int hits = std::max(r.hits, 1);
    const Distribution stands = wounds.map([&](int w) { return std::min(r.stands, w / hits); });
    // Mutually exclusive, summing to 1: no wound, wounds without a stand, a stand or more.
    out.outcomes.push_back({"no_wound", TR_("No wound"), wounds.p(0)});
    out.outcomes.push_back({"wounded", TR_("Wounded, no stand removed"), (wounds.p(0) + stands.at_least(1)).complement()});
    out.outcomes.push_back({"stand_lost", TR_("At least one stand removed"), stands.at_least(1)});
    out.distributions.emplace_back("hits", wounds);
    out.distributions.emplace_back("stands_lost", stands);
    out.expected.emplace_back("hits", wounds.mean());
    out.expected.emplace_back("stands_lost", stands.mean());
    add_always_open(out, r.type, r.cover, cover);
    out.mechanics.push_back({"wme.shooting.hits", TR_("{0} dice hit a target in cover \"{1}\" on {2}+.").arg(r.dice).arg(cover).arg(target)});
    out.mechanics.push_back({"wme.shooting.armour", r.armour == 0 ? TR_("No armour save.")
                                                                  : TR_("Each hit is saved on {0}+.").arg(r.armour)});
    out.mechanics.push_back({"wme.shooting.casualties",
                             TR_("A stand is removed per {0} wounds (Hits), at most {1} stands.").arg(hits).arg(r.stands)});
    return out;
}

RollReport wme_shooting_roll(const WmeTables& t, const WmeShootingRequest& r, DiceSource& dice) {
    RollReport report;
    const int target = to_hit(t, t.cover_of(r.type, r.cover));
    int hits = 0;
    for (int i = 0; i < r.dice; ++i) {
        const bool hit = dice.roll(6, "wme.shooting.hits") >= target;
        dice.explain_last(hit ? TR_("hit") : TR_("miss"));
        hits += hit ? 1 : 0;
    }
    int wounds = hits;
    if (r.armour > 0) {
        for (int i = 0; i < hits; ++i) {
            const bool saved = dice.roll(6, "wme.shooting.armour") >= r.armour;
            dice.explain_last(saved ? TR_("saved") : TR_("wound"));
            wounds -= saved ? 1 : 0;
        }
    }
    const int stands = std::min(r.stands, wounds / std::max(r.hits, 1));
    report.log.push_back(TR_("{0} hits, {1} wounds, {2} stands removed.").arg(hits).arg(wounds).arg(stands));
    report.outcome = stands > 0 ? "stand_lost" : (wounds == 0 ? "no_wound" : "wounded");
    report.values.emplace_back("hits", wounds);
    report.values.emplace_back("stands_lost", stands);
    return report;
}

// ---- drive-back ----------------------------------------------------------------------------

namespace {
int drive_back_dice(const WmeTables& t, const WmeDriveBackRequest& r) {
    const auto it = t.ignored_wounds.find(t.cover_of(r.type, r.cover));
    if (it == t.ignored_wounds.end()) {
        throw InvalidInputError(TR_("Unknown cover \"{0}\": open, defended or fortified.").arg(r.cover));
    }
    return r.charging || r.fanatic ? 0 : std::max(0, r.wounds - it->second);
}

int pace_of(const WmeTables& t, const WmeDriveBackRequest& r) {
    if (r.pace_cm > 0) {
        return r.pace_cm;
    }
    const auto it = t.pace_cm.find(r.type);
    if (it == t.pace_cm.end()) {
        throw InvalidInputError(TR_("No full pace is known for the unit type \"{0}\": give pace_cm.").arg(r.type));
    }
    return it->second;
}

/// P(no die shows the confusion face and the sum is at most `pace`): the sum of `n` dice whose
/// confusion face is taken out, a sub-distribution of mass (5/6)^n (wme.confusion).
Probability steady_chance(const WmeTables& t, int n, int pace) {
    DistributionBuilder calm_die;
    for (int f = 1; f <= 6; ++f) {
        if (f != t.confusion_face) {
            calm_die.add(f, Probability::fraction(1, 6));
        }
    }
    const Distribution one = calm_die.build();
    Distribution calm = Distribution::point(0);
    for (int i = 0; i < n; ++i) {
        calm = calm.plus(one);
    }
    return calm.at_most(pace);
}
} // namespace

OddsResult wme_drive_back(const WmeTables& t, const WmeDriveBackRequest& r) {
    OddsResult out;
    out.system = "wme";
    out.test = "drive-back";
    const int n = drive_back_dice(t, r);
    const int pace = pace_of(t, r);
    const Distribution distance = dice_sum(n);
    // Mutually exclusive, as the roll reports them: destroyed; else confused; else driven back.
    const Probability destroyed = distance.at_least(pace + 1);
    const Probability steady = steady_chance(t, n, pace);
    out.outcomes.push_back({"destroyed", TR_("Destroyed (driven back beyond its pace)"), destroyed});
    out.outcomes.push_back({"confused", TR_("Confused (not destroyed)"), (destroyed + steady).complement()});
    out.outcomes.push_back({"driven_back", TR_("Driven back, neither destroyed nor confused"), steady});
    out.distributions.emplace_back("distance_cm", distance);
    out.expected.emplace_back("distance_cm", distance.mean());
    if (r.fanatic) {
        out.mechanics.push_back({"wme.special.fanatic", TR_("A fanatic unit is never driven back by shooting.")});
    } else if (r.charging) {
        out.mechanics.push_back({"wme.shooting.charging-enemy", TR_("A charging unit is never driven back.")});
    } else {
        out.mechanics.push_back({"wme.shooting.drive-back",
                                 TR_("{0} wounds, {1} ignored for cover \"{2}\": {3}D6 cm.")
                                     .arg(r.wounds)
                                     .arg(r.wounds - n)
                                     .arg(t.cover_of(r.type, r.cover))
                                     .arg(n)});
    }
    add_always_open(out, r.type, r.cover, t.cover_of(r.type, r.cover));
    out.mechanics.push_back({"wme.confusion", TR_("Any {0} among the dice confuses the unit.").arg(t.confusion_face)});
    out.mechanics.push_back({"wme.shooting.drive-back",
                             TR_("Driven back more than its full pace of {0} cm: routed and destroyed.").arg(pace)});
    if (const auto reading = t.readings.find(r.type + "_pace"); r.pace_cm <= 0 && reading != t.readings.end()) {
        out.mechanics.push_back(reading_mechanic(reading->second));
    }
    return out;
}

RollReport wme_drive_back_roll(const WmeTables& t, const WmeDriveBackRequest& r, DiceSource& dice) {
    RollReport report;
    const int n = drive_back_dice(t, r);
    const int pace = pace_of(t, r);
    int total = 0;
    bool confused = false;
    for (int i = 0; i < n; ++i) {
        const int v = dice.roll(6, "wme.shooting.drive-back");
        total += v;
        if (v == t.confusion_face) {
            confused = true;
            dice.explain_last(TR_("{0} cm, confused").arg(v));
        } else {
            dice.explain_last(TR_("{0} cm").arg(v));
        }
    }
    const bool destroyed = total > pace;
    report.log.push_back(TR_("Driven back {0} cm (full pace {1} cm).").arg(total).arg(pace));
    report.outcome = destroyed ? "destroyed" : (confused ? "confused" : "driven_back");
    report.values.emplace_back("distance_cm", total);
    report.values.emplace_back("confused", confused ? 1 : 0);
    report.values.emplace_back("destroyed", destroyed ? 1 : 0);
    return report;
}

// ---- combat --------------------------------------------------------------------------------

namespace {
/// y[k] += a x[k] for k in [from, to]: element by element, the same sums as one at a time,
/// two at a time so that the compiler can pair them (issue 26).
inline void add_scaled(double* __restrict y, const double* __restrict x, double a, int from, int to) {
    int k = from;
    for (; k + 1 <= to; k += 2) {
        y[k] += a * x[k];
        y[k + 1] += a * x[k + 1];
    }
    if (k <= to) {
        y[k] += a * x[k];
    }
}

/// Round-one pairs that lead to round two, summed per the enemy's round-two dice: `state` is
/// the side's after round one (the same for every pair of one wounds count `w`).
struct LossGroup {
    int dice = 0; ///< the row of its dice in LossGroups
    int w = 0;
    SideState state;
    double weight = 0;
};

/// The loss groups of one side and their end-of-round-two losses. The groups are added by
/// increasing wounds w (begin(w), then the pairs in the order met): a group is found by its dice
/// through a table stamped with w, not a search. Kept by the thread from call to call.
class LossGroups {
public:
    /// Starts afresh for `side`.
    void reset(const WmeCombatant& side) {
        m_hits = side.hits;
        m_stands = side.stands;
        std::fill(m_ids.begin(), m_ids.end(), -1);
        std::fill(m_seen.begin(), m_seen.end(), -1);
        m_groups.clear();
        m_dice.clear();
        m_bands.clear();
        m_band_at.clear();
        m_w = 0;
    }

    /// The next adds are pairs where the side took `w` wounds in round one (w increasing).
    void begin(int w) { m_w = w; }

    void add(int dice, const SideState& state, double p) {
        const auto d = static_cast<std::size_t>(dice);
        if (d >= m_ids.size()) {
            m_ids.resize(std::max(d + 1, 2 * m_ids.size()), -1);
            m_seen.resize(m_ids.size(), -1);
            m_slot.resize(m_ids.size(), 0);
        }
        if (m_seen[d] == m_w) {
            m_groups[static_cast<std::size_t>(m_slot[d])].weight += p;
            return;
        }
        if (m_ids[d] < 0) {
            m_ids[d] = static_cast<int>(m_dice.size());
            m_dice.push_back(dice);
        }
        m_seen[d] = m_w;
        m_slot[d] = static_cast<int>(m_groups.size());
        m_groups.push_back({m_ids[d], m_w, state, p});
    }

    /// Adds each group's weight times the distribution of the stands the side has lost at the
    /// end of round two (`pools`: the enemy's round-two wounds), in the order added.
    void add_losses(BinomialPools& pools, std::vector<double>& into);

private:
    const double* bands(BinomialPools& pools, int id, int carried);

    int m_hits = 1;
    int m_stands = 0;
    int m_w = 0;
    std::vector<int> m_ids;  ///< dice -> row, -1: none yet
    std::vector<int> m_seen; ///< dice -> the w of its last group, -1: none
    std::vector<int> m_slot; ///< dice -> its last group in m_groups
    std::vector<int> m_dice; ///< row -> dice
    std::vector<LossGroup> m_groups;
    std::vector<double> m_bands;  ///< band masses, `m_stands` a (row, carried)
    std::vector<int> m_band_at;   ///< [row][carried] -> offset in m_bands, -1: not worked out
    std::vector<const double*> m_tails; ///< row -> its pool's tail
};

/// P(the i-th stand goes in round two) for i < stands: wounds X from the enemy's pool of row
/// `id`, `carried` wounds already on the next stand: X in [i hits - carried, (i+1) hits - carried)
/// (the first band from 0). Worked out once per (pool, carried), shared by the groups (issue 26).
const double* LossGroups::bands(BinomialPools& pools, int id, int carried) {
    const auto hits = static_cast<std::size_t>(m_hits);
    if (m_band_at.size() < m_dice.size() * hits) {
        m_band_at.resize(m_dice.size() * hits, -1);
    }
    int& at = m_band_at[static_cast<std::size_t>(id) * hits + static_cast<std::size_t>(carried)];
    if (at < 0) {
        at = static_cast<int>(m_bands.size());
        m_bands.resize(m_bands.size() + static_cast<std::size_t>(m_stands));
        const BinomialPool& pool = pools.get(m_dice[static_cast<std::size_t>(id)]);
        double* out = m_bands.data() + at;
        int from = 0;
        for (int i = 0; i < m_stands; ++i) {
            const int to = (i + 1) * m_hits - carried;
            out[i] = pool.range_mass(from, to);
            from = to;
        }
    }
    return m_bands.data() + at;
}

void LossGroups::add_losses(BinomialPools& pools, std::vector<double>& into) {
    m_tails.resize(m_dice.size());
    for (std::size_t id = 0; id < m_dice.size(); ++id) {
        m_tails[id] = pools.get(m_dice[id]).tail;
    }
    const int cap = m_stands * m_hits;
    double destroyed = into[static_cast<std::size_t>(m_stands)]; // the same sums, in a register
    for (const LossGroup& g : m_groups) {
        // lost0 stands and `carried` wounds before round two; destroyed at X >= cap - w.
        const int lost0 = g.state.lost;
        const double* mass = bands(pools, g.dice, g.state.carried);
        add_scaled(into.data() + lost0, mass, g.weight, 0, m_stands - lost0 - 1);
        destroyed += g.weight * m_tails[static_cast<std::size_t>(g.dice)][cap - g.w];
    }
    into[static_cast<std::size_t>(m_stands)] = destroyed;
}

/// What round one's pair (wounds on the defender, on the attacker) leads to, worked out once in
/// pass 1 and read again by the pursuit pass (issue 26: not settled twice).
struct PairPlan {
    int dice_a = -1; ///< round-two dice when `second`; -1: not worked out (pruned)
    int dice_b = 0;
    int result = 0;
    bool second = false;
};

struct FastTotals {
    double win = 0, draw = 0, lose = 0;
    std::vector<double> a_lost, b_lost, retreat;
};

/// What the double path keeps from call to call on a thread: buffers, not results.
struct FastScratch {
    LossGroups a_groups;
    LossGroups b_groups;
    std::vector<PairPlan> plans;
    std::vector<int> dice_b;
    std::vector<double> sum;
    std::vector<double> diff;
};

FastScratch& fast_scratch() {
    thread_local FastScratch scratch;
    return scratch;
}

/// The combat by double arithmetic on flat arrays, for pools whose exact fractions do not
/// fit anyway: round two is summed per round-one state as marginals (stands lost each side) and
/// the distribution of the result difference. Round-one pairs below 1e-20 are skipped (well
/// under the 12 significant digits printed for any probability above 1e-8). Fresh units only
/// (no wounds from shooting at the charge): round one's states are tables by wounds.
class FastCombat {
public:
    FastCombat(const WmeTables& t, const WmeCombatRequest& r);
    FastTotals run();

private:
    static constexpr double kPrune = 1e-20;

    RoundOutcome settle_fresh(int x, int y) const;
    int second_dice(const WmeCombatant& self, int base, int lost, int bonus) const;
    std::pair<int, int> second_dice(const RoundOutcome& o) const;
    void pass_one();
    struct PassSums {
        double win, draw, lose, retreat0;
        double b_lost = 0; ///< the defender's stands lost of the current row
    };
    void add_pair(int x, int y, double p, PairPlan& plan, PassSums& sums);
    void pursuit(bool a_pursues);
    void add_retreat(int cm, double p);

    const WmeTables& m_t;
    const WmeCombatRequest& m_r;
    CombatRules m_rules;
    int m_cap_a1; ///< wounds the attacker can take
    int m_cap_b1;
    std::vector<double> m_px; ///< round one: P(x wounds on the defender), capped
    std::vector<double> m_py; ///< P(y wounds on the attacker)
    std::vector<SideState> m_state_a; ///< the attacker after y wounds in round one
    std::vector<SideState> m_state_b;
    std::vector<int> m_retreat_a; ///< the attacker's retreat when it loses by d
    std::vector<int> m_retreat_b;
    int m_base_a = 0; ///< round two's Attacks per stand before the pursuit bonus
    int m_base_b = 0;
    BinomialPools* m_a2 = nullptr; ///< round two: the attacker's wounds on the defender (everyone in the open)
    BinomialPools* m_b2 = nullptr;
    FastScratch& m_scratch;
    LossGroups& m_b_groups; ///< by the defender's round-one wounds
    LossGroups& m_a_groups;
    bool m_pursuits;
    std::vector<PairPlan>& m_plans; ///< [x][y], kept for the pursuit pass only
    FastTotals m_out;
};

/// Round two's Attacks per stand of `self` before the pursuit bonus: attack_dice's modifiers
/// with no charge (wme.combat.modifiers).
int round_two_per_stand(const WmeTables& t, const WmeCombatant& self, const WmeCombatant& enemy) {
    return self.attacks + (enemy.terrifying ? t.terrifying_enemy : 0) + (self.flank_or_rear ? t.enemy_on_flank_or_rear : 0) +
           (self.confused ? t.confused : 0);
}

FastCombat::FastCombat(const WmeTables& t, const WmeCombatRequest& r)
    : m_t(t), m_r(r), m_rules(combat_rules(t, r)), m_cap_a1(r.attacker.stands * r.attacker.hits),
      m_cap_b1(r.defender.stands * r.defender.hits), m_scratch(fast_scratch()), m_b_groups(m_scratch.b_groups),
      m_a_groups(m_scratch.a_groups),
      m_pursuits(r.rounds >= 2 && r.pursue && (m_rules.a_may_pursue || m_rules.b_may_pursue)),
      m_plans(m_scratch.plans) {
    // The pools come from the thread's cache (binomial_pools.h): round one's are read here, before
    // round two's are asked for.
    const RoundSetup s1 = setup_round(t, r, {}, {}, 1, 0, 0);
    const BinomialPool& pa = cached_binomial_pools(static_cast<double>(s1.p_a.value), m_cap_b1).get(s1.dice_a);
    const BinomialPool& pb = cached_binomial_pools(static_cast<double>(s1.p_b.value), m_cap_a1).get(s1.dice_b);
    m_px.resize(static_cast<std::size_t>(m_cap_b1) + 1);
    m_py.resize(static_cast<std::size_t>(m_cap_a1) + 1);
    for (int x = 0; x <= m_cap_b1; ++x) {
        m_px[static_cast<std::size_t>(x)] = pa.clamped(x, m_cap_b1);
        m_state_b.push_back({x / r.defender.hits, x % r.defender.hits, 0});
    }
    for (int y = 0; y <= m_cap_a1; ++y) {
        m_py[static_cast<std::size_t>(y)] = pb.clamped(y, m_cap_a1);
        m_state_a.push_back({y / r.attacker.hits, y % r.attacker.hits, 0});
    }
    const int most = m_cap_a1 + m_cap_b1 + std::abs(m_rules.support_a) + std::abs(m_rules.support_b);
    for (int d = 0; d <= most; ++d) {
        m_retreat_a.push_back(retreat_of(d, m_rules.units_a));
        m_retreat_b.push_back(retreat_of(d, m_rules.units_b));
    }
    m_out.retreat.assign(m_retreat_a.size(), 0.0); // no retreat is longer than the largest difference
    m_base_a = round_two_per_stand(t, r.attacker, r.defender);
    m_base_b = round_two_per_stand(t, r.defender, r.attacker);
    m_out.a_lost.assign(static_cast<std::size_t>(r.attacker.stands) + 1, 0.0);
    m_out.b_lost.assign(static_cast<std::size_t>(r.defender.stands) + 1, 0.0);
    m_plans.assign(m_pursuits ? (static_cast<std::size_t>(m_cap_b1) + 1) * (static_cast<std::size_t>(m_cap_a1) + 1) : 0, PairPlan{});
    m_b_groups.reset(r.defender);
    m_a_groups.reset(r.attacker);
    const RoundSetup open_round = setup_round(t, r, {}, {}, 2, 1, 0);
    m_a2 = &cached_binomial_pools(static_cast<double>(open_round.p_a.value), m_cap_b1);
    m_b2 = &cached_binomial_pools(static_cast<double>(open_round.p_b.value), m_cap_a1);
}

/// settle() of fresh units, from the tables: the same outcome (wme.combat.results, .retreat).
inline RoundOutcome FastCombat::settle_fresh(int x, int y) const {
    RoundOutcome o;
    const bool b_destroyed = x >= m_cap_b1;
    const bool a_destroyed = y >= m_cap_a1;
    const int result_a = x + m_rules.support_a;
    const int result_b = y + m_rules.support_b;
    o.result = round_result(a_destroyed, b_destroyed, result_a, result_b);
    const bool retreats = o.result != 0 && !a_destroyed && !b_destroyed;
    const auto d = static_cast<std::size_t>(std::abs(result_a - result_b));
    o.retreat = retreats ? (o.result > 0 ? m_retreat_b[d] : m_retreat_a[d]) : 0;
    o.a = m_state_a[static_cast<std::size_t>(y)];
    o.b = m_state_b[static_cast<std::size_t>(x)];
    if (retreats && (o.result > 0 ? m_rules.b_artillery : m_rules.a_artillery)) {
        SideState& loser = o.result > 0 ? o.b : o.a;
        loser.lost = o.result > 0 ? m_r.defender.stands : m_r.attacker.stands;
        loser.carried = 0;
        o.retreat = 0;
        o.artillery_destroyed = true;
    }
    return o;
}

/// attack_dice() of round two: `base` Attacks per stand plus the pursuit `bonus`.
int FastCombat::second_dice(const WmeCombatant& self, int base, int lost, int bonus) const {
    const int stands_left = self.stands - lost;
    if (stands_left <= 0) {
        return 0;
    }
    return std::max(stands_left * std::max(0, base + bonus), 1); // the last-effort die (wme.combat.resolution)
}

std::pair<int, int> FastCombat::second_dice(const RoundOutcome& o) const {
    const int bonus = pursuit_bonus(m_t, o.retreat);
    return {second_dice(m_r.attacker, m_base_a, o.a.lost, o.result > 0 ? bonus : 0),
            second_dice(m_r.defender, m_base_b, o.b.lost, o.result > 0 ? 0 : bonus)};
}

void FastCombat::add_retreat(int cm, double p) { m_out.retreat[static_cast<std::size_t>(cm)] += p; }

/// Pass 1: combats that end after round one; for the others, the stands lost (each side's
/// losses depend on the other's dice only: summed per group, added once after the pass) and
/// the destroyed cases (no retreat).
void FastCombat::pass_one() {
    const auto width = static_cast<std::size_t>(m_cap_a1) + 1;
    const auto height = static_cast<std::size_t>(m_cap_b1) + 1;
    std::vector<int>& dice_b = m_scratch.dice_b; // [y][x]: the defender's round-two dice, -1: none
    dice_b.assign(m_pursuits ? width * height : 0, -1);
    // The outcome sums in registers: the same additions in the same order as into m_out.
    PassSums sums{m_out.win, m_out.draw, m_out.lose, 0.0, 0.0};
    for (int x = 0; x <= m_cap_b1; ++x) {
        const double px = m_px[static_cast<std::size_t>(x)];
        m_b_groups.begin(x);
        // The row's stands lost by the defender (but for destroyed artillery), in a register.
        const auto row_lost = static_cast<std::size_t>(m_state_b[static_cast<std::size_t>(x)].lost);
        sums.b_lost = m_out.b_lost[row_lost];
        for (int y = 0; y <= m_cap_a1; ++y) {
            const double p = px * m_py[static_cast<std::size_t>(y)];
            if (p < kPrune) {
                continue;
            }
            PairPlan unkept;
            PairPlan& plan = m_pursuits ? m_plans[static_cast<std::size_t>(x) * width + static_cast<std::size_t>(y)] : unkept;
            add_pair(x, y, p, plan, sums);
            if (plan.second) {
                dice_b[static_cast<std::size_t>(y) * height + static_cast<std::size_t>(x)] = plan.dice_b;
            }
        }
        m_out.b_lost[row_lost] = sums.b_lost;
    }
    m_out.win = sums.win;
    m_out.draw = sums.draw;
    m_out.lose = sums.lose;
    m_out.retreat[0] += sums.retreat0; // retreat[0] had nothing before: the same sum
    // The attacker's groups by its round-one wounds y, each y's pairs by increasing x: the
    // order pass 1 met them in, so each group's weight is the same sum.
    for (std::size_t y = 0; m_pursuits && y < width; ++y) {
        const double py = m_py[y];
        const int* row = dice_b.data() + y * height;
        m_a_groups.begin(static_cast<int>(y));
        for (std::size_t x = 0; x < height; ++x) {
            if (row[x] >= 0) {
                m_a_groups.add(row[x], m_state_a[y], m_px[x] * py);
            }
        }
    }
    m_b_groups.add_losses(*m_a2, m_out.b_lost);
    m_a_groups.add_losses(*m_b2, m_out.a_lost);
}

void FastCombat::add_pair(int x, int y, double p, PairPlan& plan, PassSums& sums) {
    const RoundOutcome o = settle_fresh(x, y);
    plan.result = o.result;
    plan.second = second_round(m_r, m_rules, o);
    if (!plan.second) {
        plan.dice_a = 0;
        sums.win += o.result > 0 ? p : 0.0; // + 0: unchanged
        sums.draw += o.result == 0 ? p : 0.0;
        sums.lose += o.result < 0 ? p : 0.0;
        m_out.a_lost[static_cast<std::size_t>(o.a.lost)] += p;
        if (o.b.lost == m_state_b[static_cast<std::size_t>(x)].lost) {
            sums.b_lost += p;
        } else {
            m_out.b_lost[static_cast<std::size_t>(o.b.lost)] += p; // destroyed artillery
        }
        if (o.retreat == 0) {
            sums.retreat0 += p;
        } else {
            add_retreat(o.retreat, p);
        }
        return;
    }
    std::tie(plan.dice_a, plan.dice_b) = second_dice(o);
    const BinomialPool& on_b = m_a2->get(plan.dice_a);
    const BinomialPool& on_a = m_b2->get(plan.dice_b);
    m_b_groups.add(plan.dice_a, o.b, p); // the attacker's groups: after the pass, by y
    const double b_dead = on_b.tail[m_cap_b1 - x];
    const double a_dead = on_a.tail[m_cap_a1 - y];
    sums.draw += p * b_dead * a_dead;
    sums.win += p * b_dead * (1.0 - a_dead);
    sums.lose += p * (1.0 - b_dead) * a_dead;
    sums.retreat0 += p * (b_dead + a_dead - b_dead * a_dead);
}

/// Pass 2, both alive after round two, for one pursuing side. The other side's dice depend
/// only on the stands it lost in round one (group `lost`); the pursuer's survival of the
/// other's wounds w depends on the round-one wounds it took (u): w < cap - u. Taking u in
/// increasing order, the sum of the pursuer's wound distributions over u' <= u is the one
/// that meets w = cap - 1 - u: each group is one pass, with no table of partial sums. Only the
/// span of the sum that something was added to is read.
void FastCombat::pursuit(bool a_pursues) {
    const WmeCombatant& pursuer = a_pursues ? m_r.attacker : m_r.defender;
    const WmeCombatant& other = a_pursues ? m_r.defender : m_r.attacker;
    const int pursuer_cap = pursuer.stands * pursuer.hits;
    const int other_cap = other.stands * other.hits;
    const std::vector<double>& p_other = a_pursues ? m_px : m_py; // round-one wounds on the other side
    const std::vector<double>& p_pursuer = a_pursues ? m_py : m_px;
    BinomialPools& pursuer_pools = a_pursues ? *m_a2 : *m_b2;
    BinomialPools& other_pools = a_pursues ? *m_b2 : *m_a2;
    const int other_base = a_pursues ? m_base_b : m_base_a;
    const auto width = static_cast<std::size_t>(m_cap_a1) + 1;
    std::vector<double>& sum = m_scratch.sum;
    std::vector<double>& diff = m_scratch.diff; // e + pursuer_cap
    sum.assign(static_cast<std::size_t>(other_cap), 0.0);
    diff.assign(static_cast<std::size_t>(other_cap + pursuer_cap), 0.0);
    for (int lost = 0; lost < other.stands; ++lost) {
        const int from = lost * other.hits;
        const int to = std::min((lost + 1) * other.hits, other_cap);
        const BinomialPool& against = other_pools.get(second_dice(other, other_base, lost, 0));
        std::fill(sum.begin(), sum.end(), 0.0);
        int low = other_cap; // the span of `sum` added to
        int high = -1;
        for (int u = 0; u < pursuer_cap; ++u) {
            const double pu = p_pursuer[static_cast<std::size_t>(u)];
            for (int v = from; v < to && pu >= kPrune; ++v) {
                const double p = pu * p_other[static_cast<std::size_t>(v)];
                if (p < kPrune) {
                    continue;
                }
                const int x = a_pursues ? v : u; // wounds on the defender, on the attacker
                const int y = a_pursues ? u : v;
                PairPlan plan = m_plans[static_cast<std::size_t>(x) * width + static_cast<std::size_t>(y)];
                if (plan.dice_a < 0) { // pruned in pass 1 (it never is: the same product)
                    const RoundOutcome o = settle_fresh(x, y);
                    plan.result = o.result;
                    plan.second = second_round(m_r, m_rules, o);
                    std::tie(plan.dice_a, plan.dice_b) = second_dice(o);
                }
                if (!plan.second || (plan.result > 0) != a_pursues) {
                    continue;
                }
                const BinomialPool& wounds = pursuer_pools.get(a_pursues ? plan.dice_a : plan.dice_b);
                const int top = std::min(other_cap - v - 1, wounds.hi); // the other side alive
                if (wounds.lo <= top) {
                    add_scaled(sum.data(), wounds.pmf, p, wounds.lo, top);
                    low = std::min(low, wounds.lo);
                    high = std::max(high, top);
                }
            }
            const int w = pursuer_cap - 1 - u; // the largest w the pursuer survives after u
            if (high < low || w < against.lo || w > against.hi) {
                continue;
            }
            // e = k - w: the row of w starts at e + pursuer_cap = pursuer_cap - w.
            add_scaled(diff.data() + pursuer_cap - w, sum.data(), against.pmf[w], low, high);
        }
    }
    // e = the pursuer's wounds minus the other's: the attacker's result minus the defender's
    // is e + (sup_a - sup_b) when the attacker pursues, -e + (sup_a - sup_b) otherwise.
    for (std::size_t i = 0; i < diff.size(); ++i) {
        if (diff[i] != 0) {
            const int e = static_cast<int>(i) - pursuer_cap;
            const int d = (a_pursues ? e : -e) + m_rules.support_a - m_rules.support_b;
            (d > 0 ? m_out.win : (d == 0 ? m_out.draw : m_out.lose)) += diff[i];
            add_retreat(d == 0 ? 0 : retreat_of(d < 0 ? -d : d, d > 0 ? m_rules.units_b : m_rules.units_a), diff[i]);
        }
    }
}

FastTotals FastCombat::run() {
    pass_one();
    for (const bool a_pursues : {true, false}) {
        if (m_r.rounds >= 2 && m_r.pursue && (a_pursues ? m_rules.a_may_pursue : m_rules.b_may_pursue)) {
            pursuit(a_pursues);
        }
    }
    return std::move(m_out);
}

FastTotals combat_fast(const WmeTables& t, const WmeCombatRequest& r) { return FastCombat(t, r).run(); }

/// True when round one's pools are exact and their joint fractions fit in 128 bits.
bool exact_combat_fits(const WmeTables& t, const WmeCombatRequest& r) {
    const RoundSetup s1 = setup_round(t, r, {}, {}, 1, 0, 0);
    if (!s1.p_a.exact || !s1.p_b.exact) {
        return false;
    }
    Count den = 1;
    for (int i = 0; i < s1.dice_a; ++i) {
        if (__builtin_mul_overflow(den, s1.p_a.exact->den, &den)) {
            return false;
        }
    }
    for (int i = 0; i < s1.dice_b; ++i) {
        if (__builtin_mul_overflow(den, s1.p_b.exact->den, &den)) {
            return false;
        }
    }
    return true;
}

Distribution from_values(const std::vector<double>& v) {
    std::vector<Probability> p;
    for (const long double x : v) {
        p.push_back(Probability::approximate(x));
    }
    DistributionBuilder b;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i].value > 0) {
            b.add(static_cast<int>(i), p[i]);
        }
    }
    return p.empty() ? Distribution::point(0) : b.build();
}
} // namespace

namespace {
/// The charger's wounds from shooting at its charge (wme.shooting.charging-enemy): said, with the
/// reading of whether they count in the round's result and the other one a switch away.
void add_shot_wounds(const WmeTables& t, const WmeCombatRequest& r, OddsResult& out) {
    if (r.attacker.shot_wounds == 0) {
        return;
    }
    const bool count = shot_wounds_count(t, r);
    out.mechanics.push_back({"wme.shooting.charging-enemy",
                             TRP_("The shooting at the charge wounded the attacker once: kept into round one.",
                                  "The shooting at the charge wounded the attacker {n} times: whole stands are gone before the combat, the other wounds are kept into round one.",
                                  r.attacker.shot_wounds)});
    const auto ours = t.readings.find("shot_wounds");
    const std::string ours_choice = ours == t.readings.end() ? "count" : ours->second.choice;
    const std::string taken = count ? "count" : "carry";
    const SchemaField& field = combat_schema("wme", "combat").field("situation.shot_wounds");
    Text other_label = Text::verbatim(count ? "carry" : "count");
    for (const auto& c : field.choices) {
        if (c.id == (count ? "carry" : "count")) {
            other_label = c.label;
        }
    }
    out.readings.push_back({"wme.shooting.charging-enemy", "situation.shot_wounds", taken, taken == ours_choice,
                            count ? TR_("Those wounds count in the defender's result of round one, as if struck in it.")
                                  : TR_("Those wounds count toward the attacker's stands lost only, not in the round's result."),
                            (taken == ours_choice ? TR_("The other reading, \"{0}\": choose it in \"{1}\".")
                                                  : TR_("Our reading, \"{0}\": choose it in \"{1}\"."))
                                .arg(other_label)
                                .arg(field.label)});
}
} // namespace

OddsResult wme_combat(const WmeTables& t, const WmeCombatRequest& request) {
    const WmeCombatRequest r = as_fought(t, request);
    validate_combat(r);
    OddsResult out;
    out.system = "wme";
    out.test = "combat";
    const SideState start = charger_start(r, shot_wounds_count(t, r));
    // The double path starts from fresh units: a charger shot at goes through the enumeration
    // (in long double when its fractions do not fit).
    if (r.attacker.shot_wounds == 0 && (!r.prefer_exact || !exact_combat_fits(t, r))) {
        const FastTotals f = combat_fast(t, r);
        out.outcomes.push_back({"attacker_wins", TR_("Attacker wins"), Probability::approximate(f.win)});
        out.outcomes.push_back({"draw", TR_("Draw"), Probability::approximate(f.draw)});
        out.outcomes.push_back({"defender_wins", TR_("Defender wins"), Probability::approximate(f.lose)});
        const Distribution al = from_values(f.a_lost);
        const Distribution bl = from_values(f.b_lost);
        out.distributions.emplace_back("attacker_stands_lost", al);
        out.distributions.emplace_back("defender_stands_lost", bl);
        out.distributions.emplace_back("retreat_cm", from_values(f.retreat));
        out.expected.emplace_back("attacker_stands_lost", al.mean());
        out.expected.emplace_back("defender_stands_lost", bl.mean());
    } else {
    const CombatRules rules = combat_rules(t, r);
    std::map<StateKey, Probability> finals;
    // Binomials are cached by (dice, target, armour) since round two repeats them.
    std::map<std::array<int, 3>, Distribution> cache;
    auto pool = [&](int n, const Probability& p, int target, int armour) -> const Distribution& {
        const std::array<int, 3> key{n, target, armour};
        auto it = cache.find(key);
        if (it == cache.end()) {
            it = cache.emplace(key, binomial(n, p)).first;
        }
        return it->second;
    };
    auto run_round = [&](const SideState& a, const SideState& b, int round, int pursuer, int retreat,
                         const Probability& weight, const std::function<void(const RoundOutcome&, const Probability&)>& sink) {
        const RoundSetup s = setup_round(t, r, a, b, round, pursuer, retreat);
        const int target_a = round == 1 ? to_hit(t, r.cover) : to_hit(t, "open");
        const int target_b = to_hit(t, "open");
        const int cap_b = (r.defender.stands - b.lost) * r.defender.hits - b.carried;
        const int cap_a = (r.attacker.stands - a.lost) * r.attacker.hits - a.carried;
        // Wounds beyond what the enemy can take change nothing: clamp before enumerating.
        const Distribution wa = pool(s.dice_a, s.p_a, target_a, r.defender.armour).clamp(0, cap_b);
        const Distribution wb = pool(s.dice_b, s.p_b, target_b, r.attacker.armour).clamp(0, cap_a);
        for (int x = wa.min(); x <= wa.max(); ++x) {
            const Probability px = weight * wa.p(x);
            if (!px.exact && px.value < 1e-30L) {
                continue; // below long double resolution of the total: pruned when not exact
            }
            for (int y = wb.min(); y <= wb.max(); ++y) {
                sink(settle(r, rules, a, b, x, y), px * wb.p(y));
            }
        }
    };
    std::map<StateKey, Probability> after_first;
    run_round(start, {}, 1, 0, 0, Probability::one(), [&](const RoundOutcome& o, const Probability& p) {
        after_first[{o.result, o.a.lost, o.a.carried, o.b.lost, o.b.carried, o.retreat}] += p;
    });
    int second_rounds = 0;
    for (const auto& [k, p] : after_first) {
        const RoundOutcome o{k[0], {k[1], k[2]}, {k[3], k[4]}, k[5]};
        if (!second_round(r, rules, o)) {
            finals[{o.result, o.a.lost, 0, o.b.lost, 0, o.retreat}] += p;
            continue;
        }
        ++second_rounds;
        run_round(o.a, o.b, 2, o.result, o.retreat, p, [&](const RoundOutcome& o2, const Probability& q) {
            finals[{o2.result, o2.a.lost, 0, o2.b.lost, 0, o2.retreat}] += q;
        });
    }
    Probability win;
    Probability draw;
    Probability lose;
    DistributionBuilder a_lost;
    DistributionBuilder b_lost;
    DistributionBuilder retreat;
    JointDistribution joint({"result", "attacker_stands_lost", "defender_stands_lost", "retreat_cm"});
    bool exact = true;
    for (const auto& [k, p] : finals) {
        (k[0] > 0 ? win : (k[0] == 0 ? draw : lose)) += p;
        a_lost.add(k[1], p);
        b_lost.add(k[3], p);
        retreat.add(k[5], p);
        joint.add({k[0], k[1], k[3], k[5]}, p);
        exact = exact && p.exact.has_value();
    }
    out.outcomes.push_back({"attacker_wins", TR_("Attacker wins"), win});
    out.outcomes.push_back({"draw", TR_("Draw"), draw});
    out.outcomes.push_back({"defender_wins", TR_("Defender wins"), lose});
    const Distribution al = a_lost.build();
    const Distribution bl = b_lost.build();
    out.distributions.emplace_back("attacker_stands_lost", al);
    out.distributions.emplace_back("defender_stands_lost", bl);
    out.distributions.emplace_back("retreat_cm", retreat.build());
    out.expected.emplace_back("attacker_stands_lost", al.mean());
    out.expected.emplace_back("defender_stands_lost", bl.mean());
    if (exact) {
        out.joint = std::move(joint);
    }
    }
    // A draw ends the combat: both sides fall back 3D6 cm, a defended or fortified defender
    // holds instead (wme.combat.results, wme.combat.fall-back).
    const Probability draw_p = out.outcome("draw")->p;
    const Distribution three_d6 = dice_sum(3);
    auto fall_back = [&](bool holds) {
        if (holds) {
            return Distribution::point(0);
        }
        DistributionBuilder b;
        b.add(0, draw_p.complement());
        for (int v = three_d6.min(); v <= three_d6.max(); ++v) {
            b.add(v, draw_p * three_d6.p(v));
        }
        return b.build();
    };
    out.distributions.emplace_back("attacker_fall_back_cm", fall_back(false));
    out.distributions.emplace_back("defender_fall_back_cm", fall_back(r.cover != "open"));
    // Mechanics, in the order they apply.
    const RoundSetup first = setup_round(t, r, start, {}, 1, 0, 0);
    add_shot_wounds(t, r, out);
    out.mechanics.push_back({"wme.combat.modifiers",
                             TR_("Round 1: the attacker rolls {0} dice, the defender {1} (Attacks per stand with every modifier; at least 1 die).")
                                 .arg(first.dice_a)
                                 .arg(first.dice_b)});
    if (r.attacker.charging && r.cover == "open") {
        out.mechanics.push_back({"wme.combat.modifiers", monster_or_chariot(r.attacker)
                                                             ? TR_("Monster or chariot charging an enemy in the open: +2 Attacks per stand.")
                                                             : TR_("Charging an enemy in the open: +1 Attack per stand.")});
    }
    add_always_open(out, r.defender.type, request.cover, r.cover);
    auto save_text = [](int armour) { return armour == 0 ? TR_("none") : Text::verbatim(std::to_string(armour) + "+"); };
    out.mechanics.push_back({"wme.combat.resolution",
                             TR_("The attacker hits on {0}+ (defender's cover \"{1}\"), the defender on {2}+.")
                                 .arg(to_hit(t, r.cover))
                                 .arg(r.cover)
                                 .arg(to_hit(t, "open"))});
    out.mechanics.push_back({"wme.shooting.armour", TR_("Armour saves: defender {0}, attacker {1}.")
                                                        .arg(save_text(r.defender.armour))
                                                        .arg(save_text(r.attacker.armour))});
    out.mechanics.push_back({"wme.combat.support",
                             TR_("Supporting stands add to the result of infantry fighting to its front only: attacker +{0}, defender +{1}.")
                                 .arg(can_be_supported(r.attacker) ? r.attacker.supports : 0)
                                 .arg(can_be_supported(r.defender) ? r.defender.supports : 0)});
    out.mechanics.push_back({"wme.combat.results",
                             TR_("Wounds the enemy can still take, plus support, decide the round; equal results are a draw.")});
    const CombatRules rules = combat_rules(t, r);
    if (rules.units_a > 1 || rules.units_b > 1) {
        out.mechanics.push_back({"wme.combat.retreat",
                                 TR_("The loser retreats the difference in cm divided by its engaged units, rounded up (attacker {0}, defender {1} units).")
                                     .arg(rules.units_a)
                                     .arg(rules.units_b)});
    } else {
        out.mechanics.push_back({"wme.combat.retreat", TR_("The loser retreats the difference in cm.")});
    }
    if (rules.a_artillery || rules.b_artillery) {
        out.mechanics.push_back({"wme.combat.retreat", TR_("Artillery that loses is destroyed instead of retreating.")});
    }
    out.mechanics.push_back({"wme.combat.fall-back",
                             r.cover == "open"
                                 ? TR_("On a draw the combat ends and both sides fall back 3D6 cm.")
                                 : TR_("On a draw the combat ends: the attacker falls back 3D6 cm, the defended or fortified defender holds.")});
    if (r.rounds >= 2 && (!rules.a_may_pursue || !rules.b_may_pursue)) {
        out.mechanics.push_back({"wme.combat.pursuit",
                                 !rules.a_may_pursue && !rules.b_may_pursue
                                     ? TR_("Neither side may pursue (artillery, fortified infantry, infantry against cavalry or chariots, or a flyer against a unit that does not fly).")
                                     : (rules.a_may_pursue ? TR_("The defender may not pursue (artillery, fortified infantry, infantry against cavalry or chariots, or a flyer against a unit that does not fly).")
                                                           : TR_("The attacker may not pursue (artillery, infantry against cavalry or chariots, or a flyer against a unit that does not fly)."))});
    }
    if (r.rounds >= 2) {
        out.mechanics.push_back({"wme.combat.pursuit",
                                 TR_("Second round when the winner pursues: +1 Attack per stand, +1 per full 3 cm of retreat; everyone in the open.")});
    }
    return out;
}

RollReport wme_combat_roll(const WmeTables& t, const WmeCombatRequest& request, DiceSource& dice) {
    const WmeCombatRequest r = as_fought(t, request);
    validate_combat(r);
    const CombatRules rules = combat_rules(t, r);
    RollReport report;
    SideState a = charger_start(r, shot_wounds_count(t, r));
    SideState b;
    RoundOutcome o;
    int pursuer = 0;
    int retreat = 0;
    for (int round = 1; round <= 2; ++round) {
        const RoundSetup s = setup_round(t, r, a, b, round, pursuer, retreat);
        const int target_a = round == 1 ? to_hit(t, r.cover) : to_hit(t, "open");
        const int target_b = to_hit(t, "open");
        auto strike = [&](int n, int target, int armour) {
            int wounds = 0;
            for (int i = 0; i < n; ++i) {
                const bool hit = dice.roll(6, "wme.combat.resolution") >= target;
                dice.explain_last(hit ? TR_("hit") : TR_("miss"));
                if (hit && armour > 0) {
                    const bool saved = dice.roll(6, "wme.shooting.armour") >= armour;
                    dice.explain_last(saved ? TR_("saved") : TR_("wound"));
                    wounds += saved ? 0 : 1;
                } else {
                    wounds += hit ? 1 : 0;
                }
            }
            return wounds;
        };
        const int on_b = strike(s.dice_a, target_a, r.defender.armour);
        const int on_a = strike(s.dice_b, target_b, r.attacker.armour);
        o = settle(r, rules, a, b, on_b, on_a);
        report.log.push_back(TR_("Round {0}: the attacker rolls {1} dice and wounds {2}, the defender rolls {3} and wounds {4}.")
                                 .arg(round)
                                 .arg(s.dice_a)
                                 .arg(on_b)
                                 .arg(s.dice_b)
                                 .arg(on_a));
        a = o.a;
        b = o.b;
        if (round == 2 || !second_round(r, rules, o)) {
            break;
        }
        pursuer = o.result;
        retreat = o.retreat;
        report.log.push_back(TR_("The winner pursues {0} cm: a second round.").arg(o.retreat));
    }
    report.outcome = o.result > 0 ? "attacker_wins" : (o.result == 0 ? "draw" : "defender_wins");
    if (o.artillery_destroyed) {
        report.log.push_back(TR_("The losing artillery cannot retreat: it is destroyed."));
    }
    // A draw: each side that does not hold falls back 3D6 cm (wme.combat.fall-back).
    auto fall_back = [&](bool holds, Text who) {
        if (o.result != 0 || holds) {
            return 0;
        }
        int cm = 0;
        for (int i = 0; i < 3; ++i) {
            cm += dice.roll(6, "wme.combat.fall-back");
            dice.explain_last(TR_("fall back"));
        }
        report.log.push_back(TR_("Draw: {0} falls back {1} cm.").arg(std::move(who)).arg(cm));
        return cm;
    };
    const int a_fall = fall_back(false, TR_("the attacker"));
    const int b_fall = fall_back(r.cover != "open", TR_("the defender"));
    report.values.emplace_back("attacker_stands_lost", a.lost);
    report.values.emplace_back("defender_stands_lost", b.lost);
    report.values.emplace_back("retreat_cm", o.retreat);
    report.values.emplace_back("attacker_fall_back_cm", a_fall);
    report.values.emplace_back("defender_fall_back_cm", b_fall);
    return report;
}

} // namespace ost::engine
