// Warmaster Evolution: a unit pushed off the table (wme.movement.off-table): 1D6 at -1 per stand
// already lost decides whether it is gone, may come back later, or comes back at once.
#pragma once

#include "core/engine/dice_source.h"
#include "core/engine/odds_result.h"
#include "core/systems/wme/wme_tables.h"

namespace ost::engine {

/// A unit of which part of a stand has left the table.
struct WmeOffTableRequest {
    int stands_lost = 0; ///< stands the unit lost before: -1 each to the die
};

/// The four results as mutually exclusive outcomes: "gone", "returns_later", "back_no_move",
/// "back"; the modified roll as the distribution "off_table_roll".
OddsResult wme_off_table(const WmeTables& t, const WmeOffTableRequest& r);
RollReport wme_off_table_roll(const WmeTables& t, const WmeOffTableRequest& r, DiceSource& dice);

} // namespace ost::engine
