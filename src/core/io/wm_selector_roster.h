// Import of a wm-selector army (its "Save" link, github.com/dsusco/wm-selector src/views/Save.vue)
// into a Warmaster Evolution roster: every unit, upgrade and magic item kept, what does not map
// kept too and flagged.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "core/model/wm_selector_import.h"
#include "core/support/text.h"

#include <string>
#include <string_view>
#include <vector>

namespace ost {

class Translator;

/// What a wm-selector save link holds. wm-selector writes `…/#/?jsonPath=<version>/<army>
/// &label=<name>&printItems=<…>&<unit order>=<number>&<unit order>-<upgrade order>=<number>`:
/// units by their `order` in the army file (0, 1, …), upgrades by theirs (a number for the
/// army's own upgrades, an abbreviation such as "BdB" for magic items).
struct WmSelectorSave {
    struct Upgrade {
        std::string order;
        int number = 0;
    };
    struct Unit {
        int order = 0;
        int number = 0; ///< 0 when the link gives upgrades of a unit but not the unit itself
        std::vector<Upgrade> upgrades;
    };
    std::string json_path; ///< "warmaster-evolution/empire"
    std::string label;
    std::vector<Unit> units; ///< by order
};

/// Parses a save link: the whole URL, or only its query (after `?`). Percent-escapes and `+`
/// are decoded like wm-selector's querystring module; unknown parameters (printItems…) are
/// ignored. Throws InvalidInputError naming the parameter: no `jsonPath` (an old `list=` link is
/// named as such), a number that is not a whole number from 0 to 10,000.
WmSelectorSave parse_wm_selector_save(std::string_view link);

/// The Ost list id of a save link's army: its file name made an id ("warmaster-evolution/
/// elfes sylvains" → "elfes-sylvains"), as `ost-cli import wm-selector` named the bundled lists.
/// Throws InvalidInputError when the link is not of a Warmaster Evolution army (Ost has no
/// other wm-selector armies).
std::string wm_selector_list_id(const WmSelectorSave& save);

/// Builds the roster at `army_size` (the link has no size). Units map by position: the bundled
/// lists keep wm-selector's unit and upgrade order (`order` N is the list's N-th unit, the
/// N-th shared upgrade); magic-item abbreviations map through the wm-selector magic-item file's
/// order (where it gives one abbreviation to two items, the first is taken, as wm-selector
/// does on loading, and the entry's note says so). A magic item on several units of an entry
/// is carried that many times. What does not map is kept and flagged: a unknown unit order as
/// an entry "wm-selector-unit-N" (the validator reports it, 0 points), an unknown upgrade as an
/// option "wm-selector-upgrade-X" (reported as an unknown option), upgrades of a unit the link
/// does not field are left out; each is listed in `unmapped`. The roster's notes say where it
/// came from and repeat `unmapped`, rendered with `translator`.
WmSelectorImport import_wm_selector_save(const WmSelectorSave& save, const GameSystem& system,
                                         const ArmyList& list, int army_size,
                                         const Translator& translator);

} // namespace ost
