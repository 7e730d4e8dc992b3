// L'Art de la Guerre resolvers on the probability core; tables from data/engine/adlg.json.
#include "core/systems/adlg/adlg_resolver.h"

#include "core/engine/dice_pools.h"

namespace ost::engine {

namespace {
OddsResult start(const char* test) {
    OddsResult out;
    out.system = "adlg";
    out.test = test;
    return out;
}

Text direction_label(const std::string& d) {
    if (d == "forward") {
        return TR_("Straight ahead");
    }
    if (d == "left") {
        return TR_("90° to the left");
    }
    if (d == "right") {
        return TR_("90° to the right");
    }
    return TR_("To the rear");
}
} // namespace

OddsResult adlg_opposed(const AdlgTables& t, const AdlgOpposedRequest& r) {
    OddsResult out = start("opposed");
    const Distribution margin = opposed_margin(r.attacker_factor, r.defender_factor);
    out.outcomes.push_back({"attacker_wins", TR_("Attacker wins"), margin.at_least(1)});
    out.outcomes.push_back({"tie", TR_("Tie"), margin.p(0)});
    out.outcomes.push_back({"defender_wins", TR_("Defender wins"), margin.at_most(-1)});
    out.distributions.emplace_back("margin", margin);
    out.expected.emplace_back("margin", margin.mean());
    out.mechanics.push_back({"adlg.term.cohesion",
                             TR_("Each side rolls 1D6 and adds its factor ({0} against {1}); the margin is the difference.")
                                 .arg(r.attacker_factor)
                                 .arg(r.defender_factor)});
    if (const auto reading = t.readings.find("opposed"); reading != t.readings.end()) {
        out.mechanics.push_back(reading_mechanic(reading->second));
    }
    if (t.cohesion_loss_by_margin.empty()) {
        out.mechanics.push_back({"adlg.term.cohesion",
                                 TR_("The rules Ost holds do not give the cohesion points a margin costs: no figure is given.")});
    }
    return out;
}

RollReport adlg_opposed_roll(const AdlgTables&, const AdlgOpposedRequest& r, DiceSource& dice) {
    RollReport report;
    const int a = dice.roll(6, "adlg.term.cohesion");
    dice.explain_last(TR_("attacker"));
    const int d = dice.roll(6, "adlg.term.cohesion");
    dice.explain_last(TR_("defender"));
    const int margin = (a + r.attacker_factor) - (d + r.defender_factor);
    report.log.push_back(TR_("Attacker {0} + {1} = {2}, defender {3} + {4} = {5}: margin {6}.")
                             .arg(a)
                             .arg(r.attacker_factor)
                             .arg(a + r.attacker_factor)
                             .arg(d)
                             .arg(r.defender_factor)
                             .arg(d + r.defender_factor)
                             .arg(margin));
    report.outcome = margin > 0 ? "attacker_wins" : (margin == 0 ? "tie" : "defender_wins");
    report.values.emplace_back("margin", margin);
    return report;
}

AdlgArmyCount adlg_count(const AdlgTables& t, const AdlgArmyState& a) {
    AdlgArmyCount c;
    c.cohesion = a.units - a.expendables - a.flank_marching;
    c.losses = a.disordered * t.disordered + a.off_table * t.off_table + a.eliminated * t.eliminated +
               (a.camp_taken ? t.camp_taken : 0);
    for (const int value : a.generals_lost) {
        c.losses += t.general_lost + value;
    }
    return c;
}

OddsResult adlg_army_rout(const AdlgTables& t, const AdlgArmyRoutRequest& r) {
    OddsResult out = start("army-rout");
    const AdlgArmyCount own = adlg_count(t, r.army);
    const bool routs = own.losses >= own.cohesion;
    bool opponent_routs = false;
    if (r.opponent) {
        const AdlgArmyCount other = adlg_count(t, *r.opponent);
        opponent_routs = other.losses >= other.cohesion;
        out.expected.emplace_back("opponent_cohesion", other.cohesion);
        out.expected.emplace_back("opponent_losses", other.losses);
    }
    const Probability yes = Probability::one();
    const Probability no = Probability::zero();
    // Mutually exclusive, summing to 1: routs (alone), both rout (a draw, with an opponent), holds.
    const bool draw = routs && opponent_routs;
    out.outcomes.push_back({"routs", TR_("The army routs"), routs && !draw ? yes : no});
    if (r.opponent) {
        out.outcomes.push_back({"draw", TR_("Both armies rout: a draw"), draw ? yes : no});
    }
    out.outcomes.push_back({"holds", TR_("The army holds"), routs ? no : yes});
    out.expected.emplace_back("cohesion", own.cohesion);
    out.expected.emplace_back("losses", own.losses);
    out.mechanics.push_back({"adlg.army.rout",
                             TR_("Army cohesion {0}: {1} units, less {2} expendable and {3} on a flank march.")
                                 .arg(own.cohesion)
                                 .arg(r.army.units)
                                 .arg(r.army.expendables)
                                 .arg(r.army.flank_marching)});
    out.mechanics.push_back({"adlg.army.rout",
                             TR_("Losses {0}: {1} disordered, {2} off the table, {3} eliminated (x{4}), {5} generals lost (1 + value each), camp {6}.")
                                 .arg(own.losses)
                                 .arg(r.army.disordered)
                                 .arg(r.army.off_table)
                                 .arg(r.army.eliminated)
                                 .arg(t.eliminated)
                                 .arg(r.army.generals_lost.size())
                                 .arg(r.army.camp_taken ? TR_("taken") : TR_("held"))});
    if (r.army.eliminated_expendables > 0 || r.army.expendables > 0) {
        out.mechanics.push_back({"adlg.special.expendable", TR_("Expendable units count neither in cohesion nor in losses.")});
    }
    out.mechanics.push_back({"adlg.army.rout", routs ? TR_("Losses reach the cohesion: the army routs.")
                                                     : TR_("Losses are below the cohesion: the army holds.")});
    return out;
}

OddsResult adlg_elephant_fury(const AdlgTables& t) {
    OddsResult out = start("elephant-fury");
    for (const char* dir : {"forward", "left", "right", "back"}) {
        int faces = 0;
        for (const auto& [face, d] : t.fury_faces) {
            faces += d == dir ? 1 : 0;
        }
        out.outcomes.push_back({dir, direction_label(dir), Probability::fraction(static_cast<Count>(faces), 6)});
    }
    out.mechanics.push_back({"adlg.elephant-fury",
                             TR_("Routing elephants run amok in a direction rolled on 1D6; every unit in their path loses 1 cohesion point, light infantry excepted.")});
    return out;
}

RollReport adlg_elephant_fury_roll(const AdlgTables& t, DiceSource& dice) {
    RollReport report;
    const int face = dice.roll(6, "adlg.elephant-fury");
    const std::string& dir = t.fury_faces.at(face);
    dice.explain_last(direction_label(dir));
    report.log.push_back(TR_("The die shows {0}: {1}.").arg(face).arg(direction_label(dir)));
    report.outcome = dir;
    return report;
}

OddsResult adlg_general_in_rout(const AdlgTables& t, const AdlgGeneralInRoutRequest& r) {
    OddsResult out = start("general-in-rout");
    const Probability killed = r.included ? Probability::one()
                                          : Probability::fraction(static_cast<Count>(t.general_killed_on_or_below), 6);
    out.outcomes.push_back({"killed", TR_("General killed"), killed});
    // Mutually exclusive: a survivor flees to a friendly unit within 5 UD, or is lost without one.
    const Probability none = Probability::zero();
    out.outcomes.push_back({"survives", TR_("General survives and flees"), r.friend_within_5ud ? killed.complement() : none});
    out.outcomes.push_back({"lost", TR_("General survives but is lost (no friendly unit within 5 UD)"),
                            r.friend_within_5ud ? none : killed.complement()});
    out.mechanics.push_back({"adlg.rout.general",
                             r.included ? TR_("A general included in a routing unit is eliminated.")
                                        : TR_("A general fighting beside a routing unit is killed on 1D6 of {0} or less.")
                                              .arg(t.general_killed_on_or_below)});
    if (!r.included) {
        out.mechanics.push_back({"adlg.rout.general",
                                 TR_("A surviving general flees to the nearest friendly unit within 5 UD; with none he counts as a lost general in the army rout.")});
    }
    return out;
}

RollReport adlg_general_in_rout_roll(const AdlgTables& t, const AdlgGeneralInRoutRequest& r, DiceSource& dice) {
    RollReport report;
    if (r.included) {
        report.log.push_back(TR_("A general included in a routing unit is eliminated."));
        report.outcome = "killed";
        return report;
    }
    const int face = dice.roll(6, "adlg.rout.general");
    const bool killed = face <= t.general_killed_on_or_below;
    dice.explain_last(killed ? TR_("killed") : TR_("survives"));
    report.log.push_back(TR_("The die shows {0}: the general is {1}.").arg(face).arg(killed ? TR_("killed") : TR_("alive")));
    report.outcome = killed ? "killed" : (r.friend_within_5ud ? "survives" : "lost");
    if (!killed && !r.friend_within_5ud) {
        report.log.push_back(TR_("No friendly unit within 5 UD: the general is lost."));
    }
    return report;
}

} // namespace ost::engine
