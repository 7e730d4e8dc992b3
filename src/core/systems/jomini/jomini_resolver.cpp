// Jomini: the facts of an attack become a HexAttackPlan (which symbol hits this target, what a
// tactical advantage does here, which flags are ignored), then hex_attack gives odds or a roll.
#include "core/systems/jomini/jomini_resolver.h"

#include "core/engine/dice_pools.h"
#include "core/engine/hex_attack.h"
#include "core/support/error.h"

#include <algorithm>

namespace ost::engine {

namespace {
bool in(const std::vector<std::string>& list, const std::string& v) {
    return std::find(list.begin(), list.end(), v) != list.end();
}

std::string class_of(const JominiTables& t, const std::string& kind) {
    const auto it = t.kind_class.find(kind);
    if (it == t.kind_class.end()) {
        throw InvalidInputError(TR_("Unknown Jomini troop type \"{0}\".").arg(kind));
    }
    return it->second;
}

const JominiTroopLine* line_of(const JominiTables& t, const JominiSide& s) {
    if (s.troop.empty()) {
        return nullptr;
    }
    const auto it = t.troops.find(s.troop);
    if (it == t.troops.end()) {
        throw InvalidInputError(TR_("The Jomini troop table has no line \"{0}\".").arg(s.troop));
    }
    return &it->second;
}

CustomDie die_of(const JominiTables& t, const std::map<std::string, int>& overrides) {
    if (!t.die) {
        throw InvalidInputError(TR_("The Jomini die is missing: the system file has no die faces."));
    }
    return t.die->with_counts(overrides);
}

int order_dice(const JominiAttackRequest& r, std::vector<Mechanic>& mech);

int dice_of(const JominiTables& t, const JominiAttackRequest& r, const std::string& target, std::vector<Mechanic>& mech) {
    const JominiSide& a = r.attacker;
    if (a.flight_blocked) {
        if (a.kind != "elephants") {
            throw InvalidInputError(TR_("Only a panicking elephant attacks the unit blocking its flight: choose Elephants as the attacker."));
        }
        if (!r.melee) {
            throw InvalidInputError(TR_("A panicking elephant attacks the unit blocking its flight in close combat: set the range to 1."));
        }
        mech.push_back({"jomini.elephants.panic", TR_("A panicking elephant that cannot get round the unit in its way attacks it with {0} dice; a riposte may follow, and a new loss makes the elephant disappear.")
                                                      .arg(kElephantFlightDice)});
        return kElephantFlightDice;
    }
    const JominiTroopLine* line = line_of(t, a);
    const JominiTroopLine* enemy = line_of(t, r.defender);
    int dice = a.dice;
    if (dice < 0) {
        if (line == nullptr) {
            throw InvalidInputError(TR_("The attacker has no dice: choose its line of the troop table, or give its number of dice."));
        }
        dice = line->factor;
        mech.push_back({"jomini.troops.table", TR_("Troop table: range {0}, factor {1} dice.").arg(line->range).arg(line->factor)});
    }
    if (line != nullptr) {
        if (!line->notes.empty()) {
            mech.push_back({"jomini.troops.notes", line->notes});
        }
        if (!r.melee && r.range_hexes > line->range) {
            mech.push_back({"jomini.shooting.range", TR_("The target is {0} hexes away, beyond the range of {1}: no dice.").arg(r.range_hexes).arg(line->range)});
            return 0;
        }
        if (r.melee && line->close_combat != 0) {
            dice += line->close_combat;
            mech.push_back({"jomini.troops.notes", TR_("Close combat: {0} dice.").arg(line->close_combat)});
        }
        if (a.moved_hexes > 0) {
            if (!r.melee && line->no_fire_after_move) {
                mech.push_back({"jomini.troops.notes", TR_("It moved: it cannot shoot.")});
                return 0;
            }
            const int moved = line->per_hex_moved * a.moved_hexes + line->if_moved;
            if (moved != 0) {
                dice += moved;
                mech.push_back({"jomini.troops.notes", TR_("Moved {0} hexes: {1} dice.").arg(a.moved_hexes).arg(moved)});
            }
        }
        if (line->vs_cavalry_artillery != 0 && (target == "cavalry" || target == "artillery")) {
            dice += line->vs_cavalry_artillery;
            mech.push_back({"jomini.troops.notes", TR_("Attacking cavalry or artillery: +{0} dice.").arg(line->vs_cavalry_artillery)});
        }
    }
    if (enemy != nullptr) {
        if (enemy->opponent != 0) {
            dice += enemy->opponent;
            mech.push_back({"jomini.troops.notes", TR_("The defender makes its opponent lose dice: {0}.").arg(enemy->opponent)});
        }
        if (r.melee && a.modern && enemy->irregular != 0) {
            dice += enemy->irregular;
            mech.push_back({"jomini.troops.notes", TR_("A modern attacker against irregulars in close combat: +{0} dice.").arg(enemy->irregular)});
        }
    }
    const int effects = (a.camel_effect ? 1 : 0) + (a.elephant_effect ? 1 : 0);
    if (effects > 0) {
        dice += effects * t.animal_effect;
        mech.push_back({"jomini.combat.extra-effects", TR_("Camel or elephant effect on the attacker's animals: {0} dice.").arg(effects * t.animal_effect)});
    }
    if (a.extra_dice != 0) {
        dice += a.extra_dice;
        mech.push_back({"jomini.combat.extra-effects", TR_("Terrain, orders and other effects you counted: {0} dice.").arg(a.extra_dice)});
    }
    if (r.melee && r.defender.wagons && dice > t.wagon_max_dice) {
        dice = t.wagon_max_dice;
        mech.push_back({"jomini.combat.extra-effects", TR_("The defender shelters in its wagons: the attack rolls at most {0} dice.").arg(t.wagon_max_dice)});
    }
    return std::max(dice, 0) + order_dice(r, mech);
}

/// The dice of an attack order (jomini.orders): added last, beyond any limit; never in a riposte.
int order_dice(const JominiAttackRequest& r, std::vector<Mechanic>& mech) {
    if (r.attacker.order_dice == 0) {
        return 0;
    }
    if (r.riposte) {
        mech.push_back({"jomini.riposte", TR_("A riposte is made without an attack order: its dice do not count.")});
        return 0;
    }
    mech.push_back({"jomini.orders", TR_("Attack order: {0} dice, added beyond the limits of terrain and wagons (our reading for the wagons).")
                                         .arg(r.attacker.order_dice)});
    return r.attacker.order_dice;
}

/// The defender's troop-table notes about its losses (jomini.troops.notes): the first loss panics
/// it (a flag apart) or removes it (destroyed at one loss); the ambush note is said, not modelled.
void defender_notes(const JominiTables& t, const JominiAttackRequest& r, HexAttackPlan& plan, std::vector<Mechanic>& mech) {
    const JominiTroopLine* line = line_of(t, r.defender);
    if (line == nullptr) {
        return;
    }
    if (line->loss == "gone") {
        plan.elements = 1;
        mech.push_back({"jomini.troops.notes", TR_("A loss removes this troop: it is gone at its first loss.")});
    } else if (line->loss == "panic") {
        plan.loss_panics = true;
        mech.push_back({"jomini.elephants.panic", TR_("Its first loss sends it into panic: it flees from then on (3 dice a turn).")});
    }
    if (line->ambush && r.attacker.modern) {
        mech.push_back({"jomini.troops.notes", TR_("A modern attacker has the equivalent of an Ambush order against it: that order's effect is not in our texts; count it in the other dice.")});
    }
}

void build(const JominiTables& t, const JominiAttackRequest& r, const CustomDie& die, HexAttackPlan& plan,
           std::vector<Mechanic>& mech) {
    const JominiSide& a = r.attacker;
    const JominiSide& d = r.defender;
    const std::string a_class = class_of(t, a.kind);
    const std::string d_class = class_of(t, d.kind);
    std::string target = t.target_symbol.at(d.kind);
    if (d.kind == "elephants" && d.carries == "artillery") {
        target = "artillery";
    } else if (d.kind == "elephants" && d.carries == "mounted-infantry") {
        target = "infantry";
    }
    const int range = r.melee ? 1 : r.range_hexes;
    plan.die = &die;
    plan.dice_rule = "jomini.dice.symbols";
    plan.dice = dice_of(t, r, target, mech);
    mech.push_back({"jomini.dice.hits", TR_("Each die showing the {0} symbol is a hit on this target.").arg(
                                            target == "infantry" ? TR_("infantry") : (target == "cavalry" ? TR_("cavalry") : TR_("artillery")))});

    const bool defender_supported = d.supported || in(t.supports_defender, d.terrain);
    auto holds = [&](const std::string& c) {
        if (c == "attacker_mounted_in_rough") return a_class == "mounted" && (a.in_rough || in(t.rough, d.terrain));
        if (c == "shooter_not_artillery_vs_cover") return !r.melee && a_class != "artillery" && in(t.cover, d.terrain);
        if (c == "defender_elusive") return d.elusive;
        if (c == "attacker_supported") return a.supported;
        if (c == "defender_not_supported") return !defender_supported;
        if (c == "defender_next_to_attacker_mounted") return d.next_to_attacker_mounted;
        if (c == "defender_next_to_attacker_infantry") return d.next_to_attacker_infantry;
        if (c == "defender_next_to_attacker_artillery") return d.next_to_attacker_artillery;
        if (c == "defender_fanatic") return d.fanatic;
        if (c == "range_at_most_2") return range <= 2;
        if (c == "range_over_2") return range > 2;
        if (c == "attacker_elite") return a.elite;
        if (c == "attacker_elephant") return a.kind == "elephants";
        return false;
    };
    const bool wagons = r.melee && d.wagons;
    const SpecialHitResult ta = wagons ? SpecialHitResult{} : t.tactical_advantage->read(a.kind, a_class, d.kind, d_class, holds);
    mech.push_back(wagons ? Mechanic{"jomini.combat.extra-effects", TR_("The defender shelters in its wagons: a tactical advantage is a miss.")}
                          : Mechanic{t.tactical_advantage->rule(), TR_("A tactical advantage is {0} here.").arg(describe(ta))});
    for (const auto& f : die.faces()) {
        FaceRule rule;
        rule.face = f.id;
        rule.special = bears(f, "tactical-advantage");
        rule.loss = bears(f, target) || (rule.special && ta.hit);
        rule.morale = bears(f, "flag") || (rule.special && ta.morale);
        rule.order = bears(f, "order-letter");
        rule.meaning = rule.loss ? TR_("hit") : (rule.morale ? TR_("morale hit") : (rule.order ? TR_("order letter") : TR_("miss")));
        plan.faces.push_back(rule);
    }
    if (a_class == "artillery") {
        plan.first_order_is_flag = t.artillery_first_letter_is_flag;
        mech.push_back({"jomini.dice.order-letter", TR_("Artillery: the first order letter rolled counts as a flag.")});
    }
    // A character on the hex counts as one officer at least (jomini.characters.combat: its effect is moral).
    const int officers = std::max(d.officers, d.character.empty() ? 0 : 1);
    plan.character = {d.character, d.character_refuge, "jomini.characters"};
    if (!d.character.empty()) {
        mech.push_back({"jomini.characters.combat", TR_("Our reading: a character on the hex is one of its officers, each ignoring a flag (his effect is moral only); with other officers, count him among \"Officers with the unit\".")});
    }
    plan.cancel = (defender_supported ? t.ignore_supported : 0) + officers * t.ignore_per_officer +
                  (d_class == "artillery" ? t.ignore_artillery : 0) + (wagons ? t.wagon_flags_ignored : 0);
    if (plan.cancel > 0) {
        mech.push_back({"jomini.dice.morale", TRP_("The defender ignores {n} flag (support, officers, artillery, wagons).",
                                                   "The defender ignores {n} flags (support, officers, artillery, wagons).", plan.cancel)});
    }
    std::string retreat_key = d.kind;
    if (d.kind == "artillery") {
        retreat_key = d.horse_artillery ? "horse_artillery" : "foot_artillery";
    }
    const auto retreat = t.retreat.find(retreat_key);
    plan.hexes_per_hit = retreat == t.retreat.end() ? 1 : retreat->second;
    mech.push_back({"jomini.retreat", TRP_("Each flag kept: a retreat of {n} hex.", "Each flag kept: a retreat of {n} hexes.",
                                           plan.hexes_per_hit)});
    plan.blocked_after = r.retreat_blocked_after;
    if (r.retreat_blocked_after) {
        mech.push_back({"jomini.retreat.rules", TR_("The retreat is blocked after {0} hexes: one loss per hex not made.").arg(*r.retreat_blocked_after)});
    }
    if (d.elements > 0) {
        plan.elements = d.elements;
    }
    defender_notes(t, r, plan, mech);
    plan.riposte_possible = r.melee && defender_supported && !r.riposte;
    if (r.melee && !r.riposte) {
        mech.push_back({"jomini.riposte", TR_("Only a supported defender that stays adjacent may riposte.")});
    }
}

/// The riposte of a supported defender that stays (jomini.riposte): the defender's own factors
/// (its dice or troop line) against the attacker, which counts as the defender in the tactical
/// advantage table; no attack order, and nothing answers it.
std::optional<JominiAttackRequest> riposte_of(const JominiAttackRequest& r) {
    const JominiSide& d = r.defender;
    if (d.dice < 0 && d.troop.empty()) {
        return std::nullopt;
    }
    JominiAttackRequest back;
    back.attacker.kind = d.kind;
    back.attacker.troop = d.troop;
    back.attacker.dice = d.dice;
    back.attacker.supported = d.supported;
    back.attacker.elite = d.elite;
    back.defender.kind = r.attacker.kind;
    back.defender.troop = r.attacker.troop;
    back.defender.supported = r.attacker.supported;
    back.defender.elements = r.attacker.elements;
    back.melee = true;
    back.die = r.die;
    back.riposte = true;
    return back;
}
} // namespace

JominiAttack::JominiAttack(const JominiTables& t, const JominiAttackRequest& r)
    : m_die(die_of(t, r.die)), m_flight_blocked(r.attacker.flight_blocked) {
    m_mechanics.push_back({"jomini.dice.symbols", r.die.empty()
                                                      ? TR_("The die: one face per symbol (how Ost reads the die: the rules name the six symbols, not how many faces bear each).")
                                                      : TR_("The die: face counts as given in the scenario.")});
    build(t, r, m_die, m_plan, m_mechanics);
    if (m_plan.riposte_possible) {
        if (const auto back = riposte_of(r)) {
            m_riposte = std::make_unique<JominiAttack>(t, *back);
        }
    }
}

void JominiAttack::add_riposte(OddsResult& out) const {
    if (!m_riposte) {
        if (m_plan.riposte_possible) {
            out.mechanics.push_back({"jomini.riposte", TR_("Give the defender's dice or troop line to see its riposte.")});
        }
        return;
    }
    const OddsResult back = m_riposte->odds();
    add_riposte_odds(back, out);
    add_elephant_gone(m_flight_blocked, "jomini.elephants.panic", out);
    out.mechanics.push_back({"jomini.riposte", TR_("The defender ripostes when it stays: {0} dice of its own factors against the attacker, without an attack order (no follow-up, no pursuit); the riposte distributions count the attacker's losses and morale hits.")
                                                   .arg(m_riposte->plan().dice)});
}

OddsResult JominiAttack::odds() const {
    OddsResult out;
    out.system = "jomini";
    out.test = "attack";
    out.mechanics = m_mechanics;
    hex_attack_odds(m_plan, true, out);
    add_riposte(out);
    if (m_plan.loss_panics) {
        // jomini.elephants.panic: 3 dice a turn, a hex of flight per flag or tactical advantage.
        add_elephant_flight(m_die.p_symbol("flag") + m_die.p_symbol("tactical-advantage"), out);
    }
    return out;
}

RollReport JominiAttack::roll(DiceSource& dice) const {
    RollReport report;
    const HexAttackOutcome o = hex_attack_roll(m_plan, dice, report);
    hex_attack_values(o, true, report);
    if (m_riposte && (report.outcome == "no_effect" || report.outcome == "holds")) {
        add_riposte_roll(m_riposte->roll(dice), TR_("The defender stays and ripostes:"), m_flight_blocked, report);
    }
    return report;
}

OddsResult jomini_attack(const JominiTables& t, const JominiAttackRequest& r) { return JominiAttack(t, r).odds(); }

RollReport jomini_attack_roll(const JominiTables& t, const JominiAttackRequest& r, DiceSource& dice) {
    return JominiAttack(t, r).roll(dice);
}

} // namespace ost::engine
