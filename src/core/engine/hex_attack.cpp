// The shared aftermath of an A&B or Jomini attack: the pool is enumerated over an "effect die"
// (each face of the real die replaced by what it does here), then morale hits are cancelled,
// retreats made or paid for in losses, and panic dice rolled, exactly or from a DiceSource.
#include "core/engine/hex_attack.h"

#include "core/engine/dice_pools.h"
#include "core/support/error.h"

#include <algorithm>

namespace ost::engine {

namespace {
const std::vector<std::string> kEffects{"loss", "morale", "special", "order"};

const FaceRule& rule_of(const HexAttackPlan& p, const std::string& face) {
    for (const auto& r : p.faces) {
        if (r.face == face) {
            return r;
        }
    }
    throw InvalidInputError(TR_("The die face \"{0}\" has no rule in this attack.").arg(face));
}

int face_count(const CustomDie& die, const std::vector<std::string>& ids) {
    int n = 0;
    for (const auto& f : die.faces()) {
        if (std::find(ids.begin(), ids.end(), f.id) != ids.end()) {
            n += f.count;
        }
    }
    return n;
}

std::vector<std::string> marks(const FaceRule& r, bool loss) {
    std::vector<std::string> s;
    if (loss) {
        s.push_back("loss");
    }
    if (r.morale) {
        s.push_back("morale");
    }
    if (r.special) {
        s.push_back("special");
    }
    if (r.order) {
        s.push_back("order");
    }
    return s;
}

/// The die whose faces are the effects: a face needing confirmation splits in two (confirmed or
/// not), every other face is scaled by the same total so the probabilities stay exact.
CustomDie effect_die(const HexAttackPlan& p) {
    const bool confirm = std::any_of(p.faces.begin(), p.faces.end(), [](const FaceRule& r) { return r.needs_confirm; });
    const int total = p.die->face_total();
    const int confirming = face_count(*p.die, p.confirm_faces);
    std::vector<DieFace> faces;
    for (const auto& f : p.die->faces()) {
        const FaceRule& r = rule_of(p, f.id);
        if (r.needs_confirm) {
            faces.push_back(DieFace{f.id + "+confirmed", f.name, f.count * confirming, marks(r, true)});
            faces.push_back(DieFace{f.id + "+unconfirmed", f.name, f.count * (total - confirming), marks(r, false)});
        } else {
            faces.push_back(DieFace{f.id, f.name, f.count * (confirm ? total : 1), marks(r, r.loss)});
        }
    }
    return CustomDie(p.die->id() + "-effects", std::move(faces));
}

/// Losses, cancelled morale hits and the retreat, before panic dice.
HexAttackOutcome settle(const HexAttackPlan& p, int loss, int morale, int special, int letters) {
    HexAttackOutcome o;
    o.special_hits = special;
    const int converted = std::min(letters, p.first_order_is_flag);
    o.orders = letters - converted;
    o.morale_hits = morale + converted;
    o.losses = loss + p.fixed_losses;
    if (p.elements && o.losses >= *p.elements) {
        o.losses = *p.elements;
        o.destroyed = true;
        return o;
    }
    o.flags_ignored = std::min(o.morale_hits, p.cancel);
    const int hexes = (o.morale_hits - o.flags_ignored) * p.hexes_per_hit;
    int made = hexes;
    if (p.blocked_after) {
        made = std::min(made, *p.blocked_after);
    }
    if (p.capacity) {
        made = std::min(made, *p.capacity);
    }
    o.retreat_hexes = made;
    o.blocked_losses = hexes - made;
    o.losses += o.blocked_losses;
    if (p.elements && o.losses >= *p.elements) {
        o.losses = *p.elements;
        o.destroyed = true;
    }
    return o;
}

void add_panic(const HexAttackPlan& p, HexAttackOutcome& o, int extra) {
    o.panic_losses = extra;
    o.losses += extra;
    if (p.elements && o.losses >= *p.elements) {
        o.panic_losses -= o.losses - *p.elements;
        o.losses = *p.elements;
        o.destroyed = true;
    }
}

struct Builders {
    DistributionBuilder losses, morale, special, retreat, orders;
    Probability none, holds, retreats, destroyed, riposte, panics;

    /// Each settled roll falls in exactly one outcome (destroyed, retreats, holds, no effect);
    /// the riposte is a flag apart.
    void add(const HexAttackPlan& p, const HexAttackOutcome& o, const Probability& pr) {
        losses.add(o.losses, pr);
        morale.add(o.morale_hits, pr);
        special.add(o.special_hits, pr);
        retreat.add(o.retreat_hexes, pr);
        orders.add(o.orders, pr);
        const std::string id = outcome_id(o);
        (id == "destroyed" ? destroyed : id == "retreats" ? retreats : id == "holds" ? holds : none) += pr;
        if (p.riposte_possible && id != "destroyed" && id != "retreats") {
            riposte += pr;
        }
        if (p.loss_panics && id != "destroyed" && o.losses > 0) {
            panics += pr;
        }
    }
};
} // namespace

void hex_attack_odds(const HexAttackPlan& p, bool with_orders, OddsResult& out) {
    const CustomDie effects = effect_die(p);
    const JointDistribution pool = symbol_pool(effects, std::max(p.dice, 0), kEffects);
    const Probability panic_p = p.die->p_faces(p.panic_faces);
    Builders b;
    for (const auto& [counts, pr] : pool.cells()) {
        const HexAttackOutcome base = settle(p, counts[0], counts[1], counts[2], counts[3]);
        if (!p.panic || base.retreat_hexes == 0 || base.destroyed) {
            b.add(p, base, pr);
            continue;
        }
        const Distribution extra = binomial(base.retreat_hexes, panic_p);
        for (int k = extra.min(); k <= extra.max(); ++k) {
            HexAttackOutcome o = base;
            add_panic(p, o, k);
            b.add(p, o, pr * extra.p(k));
        }
    }
    for (const auto& [id, pr] : {std::pair{"no_effect", b.none}, std::pair{"holds", b.holds}, std::pair{"retreats", b.retreats},
                                 std::pair{"destroyed", b.destroyed}}) {
        if (id != std::string("destroyed") || p.elements) {
            out.outcomes.push_back({id, hex_outcome_label(id), pr});
        }
    }
    if (p.riposte_possible) {
        out.flags.push_back({"riposte", TR_("The defender stays and may riposte"), b.riposte});
    }
    if (p.loss_panics) {
        out.flags.push_back({"panics", TR_("A loss sends the defender into panic"), b.panics});
    }
    const Distribution losses = b.losses.build();
    const Distribution morale = b.morale.build();
    const Distribution retreat = b.retreat.build();
    out.expected.emplace_back("losses", losses.mean());
    out.expected.emplace_back("morale_hits", morale.mean());
    out.expected.emplace_back("retreat_hexes", retreat.mean());
    out.distributions.emplace_back("losses", losses);
    out.distributions.emplace_back("morale_hits", morale);
    out.distributions.emplace_back("special_hits", b.special.build());
    out.distributions.emplace_back("retreat_hexes", retreat);
    if (with_orders) {
        const Distribution orders = b.orders.build();
        out.expected.emplace_back("orders", orders.mean());
        out.distributions.emplace_back("orders", orders);
    }
    add_character_odds(p.character, out);
}

HexAttackOutcome hex_attack_roll(const HexAttackPlan& p, DiceSource& dice, RollReport& report) {
    int loss = 0;
    int morale = 0;
    int special = 0;
    int letters = 0;
    std::vector<int> faces_rolled(p.die->faces().size(), 0);
    for (int i = 0; i < p.dice; ++i) {
        const std::size_t index = dice.roll_face(*p.die, p.dice_rule);
        ++faces_rolled[index];
        const DieFace& face = p.die->faces()[index];
        const FaceRule& r = rule_of(p, face.id);
        dice.explain_last(r.meaning);
        bool hit = r.loss;
        if (r.needs_confirm) {
            const DieFace& c = p.die->faces()[dice.roll_face(*p.die, p.dice_rule)];
            hit = std::find(p.confirm_faces.begin(), p.confirm_faces.end(), c.id) != p.confirm_faces.end();
            dice.explain_last(hit ? p.confirm_meaning : TR_("not confirmed"));
        }
        loss += hit ? 1 : 0;
        morale += r.morale ? 1 : 0;
        special += r.special ? 1 : 0;
        letters += r.order ? 1 : 0;
    }
    HexAttackOutcome o = settle(p, loss, morale, special, letters);
    o.faces_rolled = std::move(faces_rolled);
    report.log.push_back(TRP_("{n} die rolled: hits {0}, morale hits {1}, special {2}.",
                              "{n} dice rolled: hits {0}, morale hits {1}, special {2}.", p.dice)
                             .arg(loss)
                             .arg(o.morale_hits)
                             .arg(special));
    if (o.flags_ignored > 0) {
        report.log.push_back(TRP_("{n} morale hit ignored.", "{n} morale hits ignored.", o.flags_ignored));
    }
    if (o.retreat_hexes > 0) {
        report.log.push_back(TRP_("Retreat of {n} hex.", "Retreat of {n} hexes.", o.retreat_hexes));
    }
    if (o.blocked_losses > 0) {
        report.log.push_back(TRP_("{n} hex of retreat cannot be made: one more loss.",
                                  "{n} hexes of retreat cannot be made: as many losses.", o.blocked_losses));
    }
    if (p.panic && o.retreat_hexes > 0 && !o.destroyed) {
        int extra = 0;
        for (int h = 0; h < o.retreat_hexes; ++h) {
            const DieFace& face = p.die->faces()[dice.roll_face(*p.die, p.panic_rule)];
            const bool lost = std::find(p.panic_faces.begin(), p.panic_faces.end(), face.id) != p.panic_faces.end();
            dice.explain_last(lost ? TR_("panic: one more loss") : TR_("panic: no loss"));
            extra += lost ? 1 : 0;
        }
        add_panic(p, o, extra);
        report.log.push_back(TRP_("Panic costs {n} more loss.", "Panic costs {n} more losses.", o.panic_losses));
    }
    if (o.destroyed) {
        report.log.push_back(TR_("The defender is destroyed."));
    }
    report.outcome = outcome_id(o);
    add_character_roll(p.character, report.outcome, report);
    return o;
}

namespace {
Probability outcome_p(const OddsResult& out, const char* id) {
    const Outcome* o = out.outcome(id);
    return o != nullptr ? o->p : Probability::zero();
}

Text character_flight_text(const HexCharacter& c) {
    return c.rank == "officer" ? TR_("An officer flees to a friendly unit on a hex next to his own; with none there he is removed.")
                               : TR_("A general flees up to 2 hexes to a friendly unit, never through a hex held by the enemy; with none he can reach he is removed.");
}
} // namespace

void add_character_odds(const HexCharacter& c, OddsResult& out) {
    if (c.rank.empty()) {
        return;
    }
    const bool commander = c.rank == "commander";
    const Probability destroyed = outcome_p(out, "destroyed");
    out.flags.push_back({"character_stays", TR_("The character stays with his unit"), outcome_p(out, "no_effect") + outcome_p(out, "holds")});
    out.flags.push_back({"character_follows", TR_("The character follows the retreat"), outcome_p(out, "retreats")});
    out.flags.push_back({"character_flees", TR_("Unit destroyed: the character flees to a friend"),
                         c.refuge ? destroyed : Probability::zero()});
    out.flags.push_back({"character_removed",
                         commander ? TR_("Commander-in-chief removed: his side loses a turn")
                                   : TR_("Unit destroyed: the character is removed"),
                         c.refuge ? Probability::zero() : destroyed});
    out.mechanics.push_back({c.rules + ".combat", TR_("A character on the unit's hex follows its retreat, follow-up and pursuit, and must flee if the unit is destroyed.")});
    out.mechanics.push_back({c.rules + ".flight", character_flight_text(c)});
    if (commander) {
        out.mechanics.push_back({c.rules + ".c-in-c-loss", TR_("A commander-in-chief removed: his side does nothing in its next turn but put him back in place of a sub-general or an officer (anywhere if none is left); the enemy gains a turn.")});
    }
}

void add_character_roll(const HexCharacter& c, const std::string& outcome, RollReport& report) {
    if (c.rank.empty()) {
        return;
    }
    int fate = outcome == "retreats" ? 1 : 0;
    if (outcome == "destroyed") {
        fate = c.refuge ? 2 : 3;
    }
    if (fate == 1) {
        report.log.push_back(TR_("The character follows his unit's retreat."));
    } else if (fate == 2) {
        report.log.push_back(TR_("The character flees to a friendly unit."));
    } else if (fate == 3) {
        report.log.push_back(c.rank == "commander" ? TR_("The commander-in-chief cannot flee: he is removed and his side loses its next turn.")
                                                   : TR_("The character cannot flee: he is removed."));
    }
    report.values.emplace_back("character", fate);
}

void add_riposte_odds(const OddsResult& back, OddsResult& out) {
    const Outcome* stays = out.flag("riposte");
    const Probability p = stays != nullptr ? stays->p : Probability::zero();
    for (const char* id : {"losses", "morale_hits"}) {
        const Distribution* d = back.distribution(id);
        if (d == nullptr) {
            continue;
        }
        DistributionBuilder mix;
        mix.add(0, p.complement());
        for (int v = d->min(); v <= d->max(); ++v) {
            mix.add(v, p * d->p(v));
        }
        const Distribution m = mix.build();
        const std::string key = std::string("riposte_") + id;
        out.distributions.emplace_back(key, m);
        out.expected.emplace_back(key, m.mean());
    }
}

void add_elephant_gone(bool flight_blocked, const std::string& rule, OddsResult& out) {
    const Distribution* losses = out.distribution("riposte_losses");
    if (!flight_blocked || losses == nullptr) {
        return;
    }
    out.flags.push_back({"elephant_gone", TR_("The riposte costs the elephant a loss: it disappears"), losses->p(0).complement()});
    out.mechanics.push_back({rule, TR_("A panicking elephant disappears at its next loss.")});
}

void add_elephant_flight(const Probability& per_die, OddsResult& out) {
    const Distribution flight = binomial(kElephantFlightDice, per_die);
    out.distributions.emplace_back("flight_hexes", flight);
    out.expected.emplace_back("flight_hexes", flight.mean());
}

void add_riposte_roll(const RollReport& back, Text intro, bool flight_blocked, RollReport& report) {
    report.log.push_back(std::move(intro));
    report.log.insert(report.log.end(), back.log.begin(), back.log.end());
    for (const auto& [id, v] : back.values) {
        if (id == "losses" || id == "morale_hits") {
            report.values.emplace_back("riposte_" + id, v);
        }
        if (id == "losses" && flight_blocked) {
            if (v > 0) {
                report.log.push_back(TR_("The panicking elephant takes a new loss: it disappears."));
            }
            report.values.emplace_back("elephant_gone", v > 0 ? 1 : 0);
        }
    }
}

std::string outcome_id(const HexAttackOutcome& o) {
    if (o.destroyed) {
        return "destroyed";
    }
    if (o.retreat_hexes > 0) {
        return "retreats";
    }
    return o.losses > 0 ? "holds" : "no_effect";
}

Text hex_outcome_label(const std::string& id) {
    if (id == "destroyed") {
        return TR_("The defender is destroyed");
    }
    if (id == "retreats") {
        return TR_("The defender retreats");
    }
    if (id == "holds") {
        return TR_("The defender holds with its losses");
    }
    return TR_("No loss and no retreat");
}

void hex_attack_values(const HexAttackOutcome& o, bool with_orders, RollReport& report) {
    report.values.emplace_back("losses", o.losses);
    report.values.emplace_back("morale_hits", o.morale_hits);
    report.values.emplace_back("flags_ignored", o.flags_ignored);
    report.values.emplace_back("retreat_hexes", o.retreat_hexes);
    report.values.emplace_back("special_hits", o.special_hits);
    if (with_orders) {
        report.values.emplace_back("orders", o.orders);
    }
}

} // namespace ost::engine
