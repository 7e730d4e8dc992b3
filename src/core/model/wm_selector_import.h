// What importing a wm-selector army gives (io/wm_selector_roster.h reads the link, RosterStore
// and the event checker pass it on): the roster, and what did not map.
#pragma once

#include "core/model/roster.h"
#include "core/support/text.h"

#include <vector>

namespace ost {

/// The roster a save link describes, and what did not map.
struct WmSelectorImport {
    Roster roster;
    std::vector<Text> unmapped; ///< one line per unit, upgrade or item Ost could not place
};

} // namespace ost
