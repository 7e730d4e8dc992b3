// Warmaster Evolution resolvers. The exact paths enumerate dice distributions; the roll paths
// draw the same dice from a DiceSource. Both share the round's rules (wme_combat_round.h); large
// combats take the double path (wme_fast_combat.h). The tests check them against each other.
#include "core/systems/wme/wme_resolver.h"

#include "core/engine/combat_schema.h"

#include "core/engine/dice_pools.h"
#include "core/support/error.h"
#include "core/systems/wme/wme_combat_round.h"
#include "core/systems/wme/wme_fast_combat.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <tuple>

namespace ost::engine {

using namespace wme_detail; // the round's rules (wme_combat_round.h) and the double path

namespace {
constexpr const char* kCommandRule = "wme.command.modifiers";
constexpr const char* kOrdersRule = "wme.command.orders.issuing";
constexpr int kMaxCombatDice = 120;

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
/// The double path's totals as the result's outcomes, marginals and expectations.
void add_fast_totals(const FastTotals& f, OddsResult& out) {
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
}

/// The final states of the combat (result, stands lost each side, retreat; no wounds carried)
/// by enumeration of both rounds from `start`, exact when the pools' fractions fit.
std::map<StateKey, Probability> enumerated_finals(const WmeTables& t, const WmeCombatRequest& r, const SideState& start) {
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
    for (const auto& [k, p] : after_first) {
        const RoundOutcome o{k[0], {k[1], k[2]}, {k[3], k[4]}, k[5]};
        if (!second_round(r, rules, o)) {
            finals[{o.result, o.a.lost, 0, o.b.lost, 0, o.retreat}] += p;
            continue;
        }
        run_round(o.a, o.b, 2, o.result, o.retreat, p, [&](const RoundOutcome& o2, const Probability& q) {
            finals[{o2.result, o2.a.lost, 0, o2.b.lost, 0, o2.retreat}] += q;
        });
    }
    return finals;
}

/// The enumerated final states as the result's outcomes, marginals, expectations and, when every
/// probability is exact, the joint distribution.
void add_finals(const std::map<StateKey, Probability>& finals, OddsResult& out) {
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

/// A draw ends the combat: both sides fall back 3D6 cm, a defended or fortified defender holds
/// instead (wme.combat.results, wme.combat.fall-back).
void add_fall_backs(const WmeCombatRequest& r, OddsResult& out) {
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
}

/// The mechanics of round one as fought: dice, charge, cover, hits and saves, support.
void add_round_mechanics(const WmeTables& t, const WmeCombatRequest& r, const WmeCombatRequest& request, const SideState& start,
                         OddsResult& out) {
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
}

/// The mechanics of the results: who wins, retreats, artillery, draws and the pursuit.
void add_result_mechanics(const WmeTables& t, const WmeCombatRequest& r, OddsResult& out) {
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
        add_fast_totals(combat_fast(t, r), out);
    } else {
        add_finals(enumerated_finals(t, r, start), out);
    }
    add_fall_backs(r, out);
    // Mechanics, in the order they apply.
    add_round_mechanics(t, r, request, start, out);
    add_result_mechanics(t, r, out);
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
