// Alexandre et Bayard: the facts of an attack become a HexAttackPlan (what each face of the die
// does against this armour, in this situation), then hex_attack gives the odds or one roll.
#include "core/systems/ab/ab_resolver.h"

#include "core/engine/combat_schema.h"
#include "core/engine/dice_pools.h"
#include "core/engine/hex_attack.h"
#include "core/support/error.h"

#include <algorithm>

namespace ost::engine {

namespace {
bool in(const std::vector<std::string>& list, const std::string& v) {
    return std::find(list.begin(), list.end(), v) != list.end();
}

Text colour_label(const std::string& c) {
    if (c == "yellow") {
        return TR_("yellow");
    }
    if (c == "green") {
        return TR_("green");
    }
    if (c == "blue") {
        return TR_("blue");
    }
    if (c == "red") {
        return TR_("red");
    }
    if (c == "black") {
        return TR_("black");
    }
    return Text::verbatim(c);
}

std::string class_of(const AbTables& t, const std::string& kind) {
    const auto it = t.kind_class.find(kind);
    if (it == t.kind_class.end()) {
        throw InvalidInputError(TR_("Unknown Alexandre et Bayard troop kind \"{0}\".").arg(kind));
    }
    return it->second;
}

/// Morale hits a defender ignores (ab.retreat): support (melee) and one leader, added up or one in
/// all as the reading says; the reading is named when both are there, the only case it matters.
int cancelled_hits(const AbTables& t, const AbAttackRequest& r, bool supported, std::vector<Reading>& readings) {
    const int support = supported ? (r.melee ? t.support_cancels_melee : t.support_cancels_shooting) : 0;
    // A character on the hex is a chief with the unit (ab.characters.combat): one leader at least.
    const int with_unit = std::max(r.defender.leaders, r.defender.character.empty() ? 0 : 1);
    const int leaders = std::min(with_unit, t.leaders_counted) * t.leader_cancels;
    const std::string taken = r.morale_cancel.empty() ? t.cancel_reading : r.morale_cancel;
    if (support > 0 && leaders > 0) {
        const SchemaField& field = combat_schema("ab", "attack").field("morale_cancel");
        const std::string other = taken == "each" ? "one" : "each";
        Text other_label = Text::verbatim(other);
        for (const auto& c : field.choices) {
            if (c.id == other) {
                other_label = c.label;
            }
        }
        readings.push_back({"ab.retreat", "morale_cancel", taken, taken == t.cancel_reading,
                            taken == "each" ? TR_("Support and a leader each cancel a morale hit: they add up.")
                                            : TR_("Support or a leader cancels one morale hit: with both, still one."),
                            (taken == t.cancel_reading ? TR_("The other reading, \"{0}\": choose it in \"{1}\".")
                                                       : TR_("Our reading, \"{0}\": choose it in \"{1}\"."))
                                .arg(other_label)
                                .arg(field.label)});
    }
    return taken == "each" ? support + leaders : std::max(support, leaders);
}

/// An evade that falls short (ab.melee.evade: a loss per hex not made) and elephants, whose losses
/// panic them (ab.elephants: a flag apart).
void evade_and_elephants(const AbSide& d, bool evades, HexAttackPlan& plan, std::vector<Mechanic>& mech) {
    if (evades && d.evade_hexes_short > 0) {
        plan.fixed_losses = d.evade_hexes_short;
        mech.push_back({"ab.melee.evade", TRP_("The evade falls {n} hex short of its full move: one loss.",
                                               "The evade falls {n} hexes short of its full move: a loss each.", d.evade_hexes_short)});
    }
    if (d.kind == "elephants" || d.elephant_transport) {
        plan.loss_panics = true;
        mech.push_back({"ab.elephants", d.kind == "elephants"
                                            ? TR_("Elephants do not disappear: each loss is an elephant that panics.")
                                            : TR_("An elephant carries or draws the unit: at its first loss the unit takes the loss and the elephant panics as well.")});
    }
}

/// Builds the plan of an attack into `plan` (which points at `die`).
void build(const AbTables& t, const AbAttackRequest& r, const CustomDie& die, HexAttackPlan& plan,
           std::vector<Mechanic>& mech, std::vector<Reading>& readings) {
    const AbSide& a = r.attacker;
    const AbSide& d = r.defender;
    if (!t.hit_symbol.count(d.armour)) {
        throw InvalidInputError(TR_("Unknown armour colour \"{0}\": yellow, green, blue, red or black.").arg(d.armour));
    }
    const std::string a_class = class_of(t, a.kind);
    const std::string d_class = class_of(t, d.kind);
    const bool evades = r.melee && d.evades;
    const bool melee = r.melee;
    const int range = melee ? 1 : r.range_hexes;

    // Dice (ab.melee.procedure, ab.shooting.procedure, ab.melee.evade).
    int dice = a.dice;
    if (a.flight_blocked) {
        dice = kElephantFlightDice;
        mech.push_back({"ab.elephants.panic", TR_("A panicking elephant that cannot get round the unit in its way attacks it with {0} dice; a riposte may follow, and a new loss makes the elephant disappear.")
                                                  .arg(dice)});
    } else if (evades) {
        dice = a.melee >= 0 ? a.melee : a.dice;
        mech.push_back({"ab.melee.evade", TR_("The defender evades: the attacker uses its melee factor, armour inverted, and only plain hits count.")});
    } else if (dice < 0 && melee) {
        const bool assault = a.moved_hexes >= 1 && a.assault >= 0;
        dice = assault ? a.assault : a.melee;
        mech.push_back({"ab.melee.procedure", assault ? TR_("The attacker moved: it uses its assault factor ({0} dice).").arg(dice)
                                                      : TR_("The attacker did not move: it uses its melee factor ({0} dice).").arg(dice)});
    }
    if (dice < 0) {
        throw InvalidInputError(TR_("The attacker has no dice: give its number of dice, or its assault and melee factors."));
    }
    if (!melee && d.armour == "yellow" && range > 1) {
        const int lost = t.very_light_per_hex_between * (range - 1);
        dice += lost;
        mech.push_back({"ab.shooting.procedure", TR_("Shooting at very light troops {1} hexes away: {0} dice.").arg(lost).arg(range)});
    }
    const int effects = (a.camel_effect ? 1 : 0) + (a.elephant_effect ? 1 : 0) + (a.fire_effect ? 1 : 0);
    if (effects > 0) {
        dice += effects * t.animal_effect;
        mech.push_back({"ab.combat.extra-effects", TR_("Camel, elephant or fire effect on the attacker's animals: {0} dice.").arg(effects * t.animal_effect)});
    }
    if (a.extra_dice != 0) {
        dice += a.extra_dice;
        mech.push_back({"ab.combat.extra-effects", TR_("Terrain and other effects you counted: {0} dice.").arg(a.extra_dice)});
    }
    dice = std::max(dice, 0);
    plan.dice = dice;
    plan.die = &die;
    plan.dice_rule = "ab.dice.results";

    // Armour (ab.armour.colours, ab.armour.inverted).
    std::string colour = d.armour;
    if (r.inverted_armour || evades) {
        colour = t.inverted.at(colour);
        mech.push_back({"ab.armour.inverted", TR_("Inverted armour: {0} counts as {1}.").arg(colour_label(d.armour)).arg(colour_label(colour))});
    }
    const std::string& symbol = t.hit_symbol.at(colour);
    const auto confirm = t.confirm.find(colour);
    if (confirm != t.confirm.end()) {
        for (const auto& f : die.faces()) {
            if (bears(f, confirm->second)) {
                plan.confirm_faces.push_back(f.id);
            }
        }
        plan.confirm_meaning = TR_("confirmed");
        mech.push_back({"ab.dice.results", TR_("Very heavy armour: each hit needs a second die showing a hit to stand.")});
    }

    // Special hits (ab.special-hits.shooting / .melee).
    const bool defender_supported = d.supported || in(t.supports_defender, d.terrain);
    auto holds = [&](const std::string& c) {
        if (c == "attacker_mounted_in_rough") return a_class == "mounted" && (a.in_rough || in(t.rough, d.terrain));
        if (c == "shooter_not_artillery_vs_cover") return !melee && a_class != "artillery" && in(t.cover, d.terrain);
        if (c == "defender_very_light") return colour == "yellow";
        if (c == "attacker_elephant") return a.kind == "elephants";
        if (c == "defender_elusive") return d.elusive;
        if (c == "attacker_rockets_or_fire") return a.kind == "rocket-artillery" || a.fire;
        if (c == "attacker_supported") return a.supported;
        if (c == "defender_not_supported") return !defender_supported;
        if (c == "defender_next_to_attacker_mounted") return d.next_to_attacker_mounted;
        if (c == "defender_next_to_attacker_infantry") return d.next_to_attacker_infantry;
        if (c == "defender_fanatic") return d.fanatic;
        if (c == "range_at_most_2") return range <= 2;
        if (c == "range_over_2") return range > 2;
        return false;
    };
    const SpecialHitTable& table = melee ? *t.melee : *t.shooting;
    const SpecialHitResult special = evades ? SpecialHitResult{} : table.read(a.kind, a_class, d.kind, d_class, holds);
    if (!evades) {
        mech.push_back({table.rule(), TR_("A special hit is {0} here.").arg(describe(special))});
    }

    int hitting = 0;
    for (const auto& f : die.faces()) {
        FaceRule rule;
        rule.face = f.id;
        rule.special = bears(f, "special");
        rule.loss = bears(f, symbol) || (rule.special && special.hit);
        rule.needs_confirm = bears(f, symbol) && confirm != t.confirm.end();
        rule.morale = !evades && (bears(f, "flag") || (rule.special && special.morale));
        if (rule.loss) {
            rule.meaning = rule.needs_confirm ? TR_("hit, to confirm") : TR_("hit");
        } else if (rule.morale) {
            rule.meaning = TR_("morale hit");
        } else {
            rule.meaning = TR_("miss");
        }
        if (rule.loss && !rule.needs_confirm) {
            hitting += f.count;
        }
        plan.faces.push_back(rule);
    }
    if (confirm == t.confirm.end()) {
        mech.push_back({"ab.armour.colours", TR_("Against {0} armour a die hits on {1} faces of {2}.")
                                                 .arg(colour_label(colour))
                                                 .arg(hitting)
                                                 .arg(die.face_total())});
    }

    // Morale hits and retreat (ab.retreat, ab.retreat.rules, ab.retreat.artillery, ab.panic).
    plan.cancel = evades ? 0 : cancelled_hits(t, r, defender_supported, readings);
    if (plan.cancel > 0) {
        mech.push_back({"ab.retreat", TRP_("The defender ignores {n} morale hit (support, leader).",
                                           "The defender ignores {n} morale hits (support, leader).", plan.cancel)});
    }
    const auto retreat = t.retreat.find(d.kind);
    plan.hexes_per_hit = retreat == t.retreat.end() ? 1 : retreat->second;
    mech.push_back({"ab.retreat", TRP_("Each morale hit kept: a retreat of {n} hex.", "Each morale hit kept: a retreat of {n} hexes.",
                                       plan.hexes_per_hit)});
    plan.blocked_after = r.retreat_blocked_after;
    if (r.retreat_blocked_after) {
        mech.push_back({"ab.retreat.rules", TR_("The retreat is blocked after {0} hexes: one loss per hex not made.").arg(*r.retreat_blocked_after)});
    }
    if (d_class == "artillery") {
        if (d.retreat_capacity >= 0) {
            plan.capacity = d.retreat_capacity;
            mech.push_back({"ab.retreat.artillery", TR_("Artillery retreats at most {0} hexes (its move); each hex beyond is a loss.").arg(d.retreat_capacity)});
        }
    }
    plan.panic = d.panic || (d_class == "artillery" && t.artillery_panics);
    if (plan.panic) {
        for (const auto& f : die.faces()) {
            if (bears(f, t.panic_symbol)) {
                plan.panic_faces.push_back(f.id);
            }
        }
        plan.panic_rule = "ab.panic";
        mech.push_back({"ab.panic", TR_("Panic: each hex retreated rolls a die; a special hit costs one more loss.")});
    }
    if (d.elements > 0) {
        plan.elements = d.elements;
    }
    evade_and_elephants(d, evades, plan, mech);
    plan.character = {d.character, d.character_refuge, "ab.characters"};
    if (!d.character.empty()) {
        mech.push_back({"ab.characters.combat", TR_("A character on the hex is a chief with the unit: one leader, with any other (one leader counts per unit).")});
    }
    plan.riposte_possible = melee && !evades && !r.riposte;
    if (plan.riposte_possible) {
        mech.push_back({"ab.riposte", TR_("A defender neither destroyed nor pushed back may riposte with its melee factor.")});
    }
}

} // namespace

CustomDie ab_die(const AbTables& t, const std::map<std::string, int>& overrides) {
    if (!t.die) {
        throw InvalidInputError(TR_("The Alexandre et Bayard die is missing: the system file has no die faces."));
    }
    return t.die->with_counts(overrides);
}

Probability ab_gun_burst(const CustomDie& die, int dice) {
    const auto& faces = die.faces();
    const auto special = std::find_if(faces.begin(), faces.end(), [](const DieFace& f) { return bears(f, "special"); });
    if (special == faces.end() || dice <= 0) {
        return Probability::zero();
    }
    // Exact while faces^dice fits in 128 bits; every count below is at most that.
    const auto total = static_cast<Count>(die.face_total());
    Count den = 1;
    bool exact = true;
    for (int i = 0; i < dice && exact; ++i) {
        exact = !__builtin_mul_overflow(den, total, &den);
    }
    const auto n = static_cast<std::size_t>(dice);
    std::vector<std::vector<Count>> choose(n + 1);
    std::vector<std::vector<long double>> choose_ld(n + 1);
    for (std::size_t m = 0; m <= n; ++m) {
        choose[m].assign(m + 1, 1);
        choose_ld[m].assign(m + 1, 1.0L);
        for (std::size_t k = 1; k < m; ++k) {
            choose[m][k] = exact ? choose[m - 1][k - 1] + choose[m - 1][k] : 0;
            choose_ld[m][k] = choose_ld[m - 1][k - 1] + choose_ld[m - 1][k];
        }
    }
    Count ways = 0;
    long double p = 0;
    const long double t = static_cast<long double>(die.face_total());
    for (std::size_t s = 1; s <= n; ++s) {
        // w[m]: ordered ways (weighted by face counts) for m dice to show the other faces, each
        // fewer than s times; in long double as a probability mass over those faces' share.
        std::vector<Count> w(n - s + 1, 0);
        std::vector<long double> w_ld(n - s + 1, 0.0L);
        w[0] = 1;
        w_ld[0] = 1.0L;
        for (const DieFace& f : faces) {
            if (&f == &*special) {
                continue;
            }
            std::vector<Count> next(w.size(), 0);
            std::vector<long double> next_ld(w.size(), 0.0L);
            for (std::size_t m = 0; m < w.size(); ++m) {
                Count power = 1;
                long double power_ld = 1.0L;
                for (std::size_t k = 0; k <= m && k < s; ++k) {
                    if (exact) {
                        next[m] += choose[m][k] * power * w[m - k];
                    }
                    next_ld[m] += choose_ld[m][k] * power_ld * w_ld[m - k];
                    power *= exact ? static_cast<Count>(f.count) : 1;
                    power_ld *= static_cast<long double>(f.count) / t;
                }
            }
            w = std::move(next);
            w_ld = std::move(next_ld);
        }
        Count specials = 1;
        long double specials_ld = 1.0L;
        for (std::size_t i = 0; i < s; ++i) {
            specials *= exact ? static_cast<Count>(special->count) : 1;
            specials_ld *= static_cast<long double>(special->count) / t;
        }
        if (exact) {
            ways += choose[n][s] * specials * w[n - s];
        }
        p += choose_ld[n][s] * specials_ld * w_ld[n - s];
    }
    if (exact) {
        return Probability::fraction(ways, den);
    }
    return Probability::approximate(p);
}

namespace {
/// The attack as fought: an elephant blocked in its flight rolls its flight dice in melee, nothing
/// added (ab.elephants.panic).
AbAttackRequest as_fought(const AbAttackRequest& r) {
    if (!r.attacker.flight_blocked) {
        return r;
    }
    if (r.attacker.kind != "elephants") {
        throw InvalidInputError(TR_("Only a panicking elephant attacks the unit blocking its flight: choose Elephants as the attacker."));
    }
    AbAttackRequest f = r;
    f.melee = true;
    f.range_hexes = 1;
    f.attacker.extra_dice = 0;
    f.attacker.camel_effect = f.attacker.elephant_effect = f.attacker.fire_effect = false;
    return f;
}
} // namespace

AbAttack::AbAttack(const AbTables& t, const AbAttackRequest& request)
    : m_request(as_fought(request)), m_die(ab_die(t, request.die)) {
    const AbAttackRequest& r = m_request;
    m_mechanics.push_back({"ab.dice.results", r.die.empty()
                                                  ? TR_("The die: one face each for the green, blue and red hits and the special hit, and two flags (the two flags are how Ost reads the die: the rules do not list the faces).")
                                                  : TR_("The die: face counts as given in the scenario.")});
    build(t, r, m_die, m_plan, m_mechanics, m_readings);
    // The riposte of a defender that holds (ab.riposte): its melee factor against the attacker,
    // never the assault factor, and nothing answers a riposte.
    if (m_plan.riposte_possible && r.defender.melee >= 0) {
        AbAttackRequest back;
        back.attacker.kind = r.defender.kind;
        back.attacker.dice = r.defender.melee;
        back.attacker.melee = r.defender.melee;
        back.attacker.supported = r.defender.supported;
        back.defender.kind = r.attacker.kind;
        back.defender.armour = r.attacker.armour;
        back.defender.supported = r.attacker.supported;
        back.defender.leaders = r.attacker.leaders;
        back.defender.elements = r.attacker.elements;
        back.melee = true;
        back.die = r.die;
        back.riposte = true;
        back.morale_cancel = r.morale_cancel;
        m_riposte = std::make_unique<AbAttack>(t, back);
    }
}

void AbAttack::add_gunpowder_and_rockets(OddsResult& out) const {
    if (m_request.melee) {
        return;
    }
    const std::string& kind = m_request.attacker.kind;
    const Probability flag = m_die.p_symbol("flag");
    const Probability special = m_die.p_symbol("special");
    if (kind == "gunpowder-artillery") {
        out.flags.push_back({"gun_bursts", TR_("A gun bursts (the unit takes a shot from itself)"), ab_gun_burst(m_die, m_plan.dice)});
        out.mechanics.push_back({"ab.shooting.gunpowder",
                                 TR_("A gun bursts when the special hit shows on more dice than any other face (each die-face entry counts as one face: our reading); the unit then takes a shot as if it fired at itself.")});
        if (m_request.defender.animal_units_near > 0) {
            const Distribution scared = binomial(m_request.defender.animal_units_near, flag);
            out.distributions.emplace_back("animal_units_retreat", scared);
            out.expected.emplace_back("animal_units_retreat", scared.mean());
            out.mechanics.push_back({"ab.shooting.gunpowder",
                                     TRP_("{n} unit with animals within 1 hex rolls a die: a flag makes it retreat, support and leaders notwithstanding.",
                                          "{n} units with animals within 1 hex each roll a die: a flag makes it retreat, support and leaders notwithstanding.",
                                          m_request.defender.animal_units_near)});
        }
    }
    if (kind == "rocket-artillery") {
        const Probability off = flag + special;
        out.flags.push_back({"on_target", TR_("The rockets strike the target"), off.complement()});
        out.flags.push_back({"scatter_short", TR_("Short: the hex ahead, to the right"), flag});
        out.flags.push_back({"scatter_long", TR_("Long: the hex behind, to the left"), special});
        out.mechanics.push_back({"ab.shooting.rockets",
                                 TR_("Scatter die before the losses: a flag strikes the hex ahead to the right, a special hit the hex behind to the left; the results above are those of the hex struck.")});
    }
}

void AbAttack::add_riposte(OddsResult& out) const {
    if (!m_riposte) {
        if (m_plan.riposte_possible) {
            out.mechanics.push_back({"ab.riposte", TR_("Give the defender's melee factor (\"melee\") to see its riposte.")});
        }
        return;
    }
    const OddsResult back = m_riposte->odds();
    add_riposte_odds(back, out);
    add_elephant_gone(m_request.attacker.flight_blocked, "ab.elephants.panic", out);
    out.mechanics.push_back({"ab.riposte", TR_("The defender ripostes when it holds: {0} dice of its melee factor against the attacker's {1} armour (no follow-up, no pursuit); the riposte distributions count the attacker's losses and morale hits.")
                                               .arg(m_riposte->plan().dice)
                                               .arg(colour_label(m_request.attacker.armour))});
}

/// A panicking elephant's flight (ab.elephants.panic): 3 dice a turn, a hex for each flag or special
/// hit; an artillery's retreat taken from its next move (ab.retreat.artillery).
void AbAttack::add_elephants_and_artillery(OddsResult& out) const {
    if (m_plan.loss_panics) {
        add_elephant_flight(m_die.p_symbol("flag") + m_die.p_symbol("special"), out);
        out.mechanics.push_back({"ab.elephants.panic", TR_("A panicking elephant rolls 3 dice every turn, the turn of the loss included: a hex of flight toward its edge for each flag or special hit; it disappears at a new loss or at the table edge.")});
    }
    if (m_plan.capacity || m_request.defender.kind.find("artillery") != std::string::npos) {
        if (const Distribution* retreat = out.distribution("retreat_hexes")) {
            const Distribution next = *retreat;
            out.distributions.emplace_back("next_move_hexes", next);
            out.mechanics.push_back({"ab.retreat.artillery", TR_("Every hex the artillery retreats is taken from its move in its next turn.")});
        }
    }
}

OddsResult AbAttack::odds() const {
    OddsResult out;
    out.system = "ab";
    out.test = "attack";
    out.mechanics = m_mechanics;
    out.readings = m_readings;
    hex_attack_odds(m_plan, false, out);
    add_gunpowder_and_rockets(out);
    add_riposte(out);
    add_elephants_and_artillery(out);
    return out;
}

RollReport AbAttack::roll(DiceSource& dice) const {
    RollReport report;
    // Rockets: the scatter die comes after the shooting roll, before the losses are read.
    const HexAttackOutcome o = hex_attack_roll(m_plan, dice, report);
    hex_attack_values(o, false, report);
    if (!m_request.melee && m_request.attacker.kind == "rocket-artillery") {
        const DieFace& f = m_die.faces()[dice.roll_face(m_die, "ab.shooting.rockets")];
        const bool short_ = bears(f, "flag");
        const bool long_ = bears(f, "special");
        dice.explain_last(short_ ? TR_("scatter: short") : (long_ ? TR_("scatter: long") : TR_("on target")));
        report.log.push_back(short_ ? TR_("The rockets fall short: the hex ahead, to the right, takes this result.")
                                    : (long_ ? TR_("The rockets fly long: the hex behind, to the left, takes this result.")
                                             : TR_("The rockets strike the target.")));
        report.values.emplace_back("scatter", short_ ? 1 : (long_ ? 2 : 0));
    }
    if (!m_request.melee && m_request.attacker.kind == "gunpowder-artillery") {
        const auto special = std::find_if(m_die.faces().begin(), m_die.faces().end(),
                                          [](const DieFace& f) { return bears(f, "special"); });
        bool burst = special != m_die.faces().end();
        if (burst) {
            const auto si = static_cast<std::size_t>(special - m_die.faces().begin());
            for (std::size_t i = 0; i < o.faces_rolled.size(); ++i) {
                burst = burst && (i == si || o.faces_rolled[si] > o.faces_rolled[i]);
            }
        }
        if (burst) {
            report.log.push_back(TR_("More special hits than any other face: a gun bursts, the unit takes a shot from itself."));
        }
        report.values.emplace_back("gun_bursts", burst ? 1 : 0);
        int scared = 0;
        for (int i = 0; i < m_request.defender.animal_units_near; ++i) {
            const DieFace& f = m_die.faces()[dice.roll_face(m_die, "ab.shooting.gunpowder")];
            const bool flees = bears(f, "flag");
            dice.explain_last(flees ? TR_("the animals retreat") : TR_("the animals hold"));
            scared += flees ? 1 : 0;
        }
        if (m_request.defender.animal_units_near > 0) {
            report.values.emplace_back("animal_units_retreat", scared);
        }
    }
    if (m_riposte && (report.outcome == "no_effect" || report.outcome == "holds")) {
        add_riposte_roll(m_riposte->roll(dice), TR_("The defender holds and ripostes:"), m_request.attacker.flight_blocked, report);
    }
    return report;
}

OddsResult ab_attack(const AbTables& t, const AbAttackRequest& r) { return AbAttack(t, r).odds(); }

RollReport ab_attack_roll(const AbTables& t, const AbAttackRequest& r, DiceSource& dice) { return AbAttack(t, r).roll(dice); }

} // namespace ost::engine
