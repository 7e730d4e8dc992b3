// Warmaster Evolution: the one- or two-round combat of fresh units by double arithmetic (issue 26),
// for pools whose exact fractions do not fit. Internal to the WME module: wme_combat() calls it.
#pragma once

#include "core/systems/wme/wme_resolver.h"
#include "core/systems/wme/wme_tables.h"

#include <vector>

namespace ost::engine::wme_detail {

/// The combat's outcomes and marginals as doubles: P(attacker wins, draw, defender wins), the
/// stands lost each side and the loser's retreat in cm, indexed by value.
struct FastTotals {
    double win = 0, draw = 0, lose = 0;
    std::vector<double> a_lost, b_lost, retreat;
};

/// The combat `r` of fresh units (no wounds from shooting at the charge), one or two rounds
/// (wme.combat.*), in doubles; pairs of round one below 1e-20 are skipped. Buffers and binomial
/// pools are kept by the thread from call to call.
FastTotals combat_fast(const WmeTables& t, const WmeCombatRequest& r);

} // namespace ost::engine::wme_detail
