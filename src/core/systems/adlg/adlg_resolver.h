// L'Art de la Guerre resolvers: opposed rolls with their margin, army rout status (adlg.army.rout),
// elephant fury directions (adlg.elephant-fury) and a general caught in a rout (adlg.rout.general).
#pragma once

#include "core/systems/adlg/adlg_tables.h"
#include "core/engine/dice_source.h"
#include "core/engine/odds_result.h"

#include <optional>
#include <vector>

namespace ost::engine {

/// Opposed D6 + factor each side; the margin is the attacker's total minus the defender's.
struct AdlgOpposedRequest {
    int attacker_factor = 0;
    int defender_factor = 0;
};

/// One army's state for the rout check, as counted on the table.
struct AdlgArmyState {
    int units = 0;                 ///< every unit of the army, expendables included
    int expendables = 0;           ///< of which expendable (no cohesion, no losses)
    int flank_marching = 0;        ///< not yet on the table: not counted
    int eliminated = 0;            ///< eliminated units, expendables excluded
    int eliminated_expendables = 0;///< eliminated expendables: no loss (reported only)
    int disordered = 0;
    int off_table = 0;
    std::vector<int> generals_lost; ///< each lost general's command value (0 to 3)
    bool camp_taken = false;
};

/// The army rout check; `opponent` gives a draw when both rout at once.
struct AdlgArmyRoutRequest {
    AdlgArmyState army;
    std::optional<AdlgArmyState> opponent;
};

/// A general caught in a rout; an included general is always lost.
struct AdlgGeneralInRoutRequest {
    bool included = false;
    bool friend_within_5ud = true; ///< a surviving general flees to it; without one he is lost (adlg.rout.general)
};

OddsResult adlg_opposed(const AdlgTables& t, const AdlgOpposedRequest& r);
OddsResult adlg_army_rout(const AdlgTables& t, const AdlgArmyRoutRequest& r);
OddsResult adlg_elephant_fury(const AdlgTables& t);
OddsResult adlg_general_in_rout(const AdlgTables& t, const AdlgGeneralInRoutRequest& r);

RollReport adlg_opposed_roll(const AdlgTables& t, const AdlgOpposedRequest& r, DiceSource& dice);
RollReport adlg_elephant_fury_roll(const AdlgTables& t, DiceSource& dice);
RollReport adlg_general_in_rout_roll(const AdlgTables& t, const AdlgGeneralInRoutRequest& r, DiceSource& dice);

/// Cohesion and loss points of one army (adlg.army.rout, adlg.special.expendable).
struct AdlgArmyCount {
    int cohesion = 0;
    int losses = 0;
};
AdlgArmyCount adlg_count(const AdlgTables& t, const AdlgArmyState& army);

} // namespace ost::engine
