// A unit leaving the table (wme.movement.off-table), its bands from data/engine/wme.json.
#include "core/systems/wme/wme_off_table.h"

#include "core/engine/dice_pools.h"

namespace ost::engine {

namespace {
constexpr const char* kRule = "wme.movement.off-table";

/// The result of a modified roll, by the table's bands.
const char* band(const WmeTables& t, int roll) {
    if (roll <= t.off_table_gone_on_or_below) {
        return "gone";
    }
    if (roll <= t.off_table_later_on_or_below) {
        return "returns_later";
    }
    return roll <= t.off_table_no_move_on_or_below ? "back_no_move" : "back";
}

Text label(const std::string& id) {
    if (id == "gone") {
        return TR_("Leaves for good (counts as destroyed)");
    }
    if (id == "returns_later") {
        return TR_("Leaves, may return (test again next command phase)");
    }
    if (id == "back_no_move") {
        return TR_("Comes back at once, no more moves this command phase");
    }
    return TR_("Comes back at once, may take orders but no initiative");
}
} // namespace

OddsResult wme_off_table(const WmeTables& t, const WmeOffTableRequest& r) {
    OddsResult out;
    out.system = "wme";
    out.test = "off-table";
    const int modifier = r.stands_lost * t.off_table_per_stand_lost;
    const Distribution roll = die(6).map([&](int face) { return face + modifier; });
    for (const char* id : {"gone", "returns_later", "back_no_move", "back"}) {
        Probability p;
        for (int v = roll.min(); v <= roll.max(); ++v) {
            if (std::string(band(t, v)) == id) {
                p += roll.p(v);
            }
        }
        out.outcomes.push_back({id, label(id), p});
    }
    out.distributions.emplace_back("off_table_roll", roll);
    out.mechanics.push_back({kRule, TR_("1D6 {0} for {1} stands lost before: {2} or less, gone; up to {3}, may return later; up to {4}, back at once without moving; above, back at once.")
                                        .arg(modifier)
                                        .arg(r.stands_lost)
                                        .arg(t.off_table_gone_on_or_below)
                                        .arg(t.off_table_later_on_or_below)
                                        .arg(t.off_table_no_move_on_or_below)});
    return out;
}

RollReport wme_off_table_roll(const WmeTables& t, const WmeOffTableRequest& r, DiceSource& dice) {
    RollReport report;
    const int face = dice.roll(6, kRule);
    const int roll = face + r.stands_lost * t.off_table_per_stand_lost;
    report.outcome = band(t, roll);
    dice.explain_last(label(report.outcome));
    report.log.push_back(TR_("The die shows {0}, {1} after the stands lost: {2}.").arg(face).arg(roll).arg(label(report.outcome)));
    report.values.emplace_back("off_table_roll", roll);
    return report;
}

} // namespace ost::engine
