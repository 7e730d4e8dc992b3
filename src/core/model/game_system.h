// A game system Ost supports (ADLG, WME, Alexandre et Bayard, Jomini) as defined in
// lists/<system>/system.xml: names, army sizes and scaling, cost and profile types, rules, catalogue.
#pragma once

#include "core/model/cost.h"
#include "core/model/localized_string.h"
#include "core/model/profile.h"
#include "core/model/special_rule.h"
#include "core/support/text.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

/// How unit minimums and maximums follow the chosen army size (see lists/README.md).
enum class LimitScaling {
    None,       ///< limits are absolute (AB, Jomini: no army lists yet)
    PerThousand,///< WME: per full 1000 points, rounded down; below 1000 use maximums only
    SizeTable,  ///< ADLG: a factor per allowed army size, rounded down
};

/// One allowed army size. `scale_num/scale_den` multiplies the base min/max (SizeTable).
struct ArmySize {
    int points = 0;
    int commands = 0; ///< ADLG: number of commands (generals); 0 when not relevant
    int scale_num = 1;
    int scale_den = 1;
    bool operator==(const ArmySize&) const = default;
};

struct CostType {
    std::string id; ///< "points", "command"
    LocalizedString name;
    bool operator==(const CostType&) const = default;
};

/// A reference entry of the system itself: ADLG troop types, capabilities and general grades,
/// AB troop kinds, armour colours and weapons, the Jomini troop table, WME magic items.
struct CatalogueEntry {
    std::string id;
    std::string kind; ///< one of catalogue_kinds.h: "troop-type", "general-grade", "magic-item"…
    LocalizedString name;
    Profile profile;
    std::vector<Cost> costs;
    LocalizedString note; ///< our own words; may be empty
    std::vector<std::string> rules; ///< special rule ids
    /// Magic items: unit types (profile "type" choice ids) that may carry it; empty = any.
    std::vector<std::string> eligible_types;
    /// Magic items: armour values that may carry it; empty = any.
    std::vector<std::string> eligible_armour;
    std::optional<int> army_max; ///< e.g. each WME magic item once per army
    bool confirmed = true;       ///< false: figure not confirmed for the current edition
    bool operator==(const CatalogueEntry&) const = default;
};

/// One constant of a game's army-composition rules (system.xml `<army-limit>`, lists/README.md):
/// the rule set of `army-rules` asks for it by id ("generals", "camps", "strategists",
/// "magic-items-per-unit", "attachments-per-unit"); a limit the file does not give is not checked.
struct ArmyLimit {
    std::string id;
    std::string grade; ///< the general grade (catalogue id) it counts, for a grade limit
    std::optional<int> min;
    std::optional<int> max;
    bool operator==(const ArmyLimit&) const = default;
};

struct GameSystem {
    std::string id; ///< "adlg", "wme", "ab", "jomini"
    int position = 0;
    std::string name_fr;
    std::string name_en;
    std::string source;
    std::string file; ///< the lists/ file it was read from
    Text name() const { return Text::localized(name_fr, name_en); }

    LimitScaling scaling = LimitScaling::None;
    /// Allowed sizes; with `any_size` every positive size is allowed and these are suggestions.
    std::vector<ArmySize> army_sizes;
    bool any_size = false;
    int default_size = 0;
    std::vector<CostType> cost_types;
    std::vector<ProfileType> profile_types;
    std::vector<SpecialRule> rules;
    std::vector<CatalogueEntry> catalogue;
    /// Lists and rosters carry years: date windows, the roster's year (system@dated).
    bool dated = false;
    /// Played on a hex grid (system@board="hex": A&B, Jomini): distances in hexes, hex line of
    /// sight; otherwise on an open table measured in cm or base widths.
    bool hex_board = false;
    /// The army-composition rules the roster validator applies beyond the generic limits
    /// (system@army-rules in lists/README.md): the id of a rule set of the validator's registry
    /// (validation/army_rule_set.h); empty: none.
    std::string army_rules;
    /// The wm-selector game (its save links' jsonPath folder, "warmaster-evolution") whose armies
    /// are this system's lists, so a wm-selector save imports as a roster of it
    /// (system@wm-selector); empty when none.
    std::string wm_selector_game;
    /// The rules section the army sizes and unit limits come from (army-sizes@section); empty
    /// when the system has none.
    std::string selection_section;
    /// The constants of the army-composition rules (`<army-limit>`), in file order.
    std::vector<ArmyLimit> army_limits;

    // Capabilities the front ends and the validator ask about, all derived from the data above
    // (never from the id), so a new or changed system.xml needs no code change.
    /// Date windows and a roster year apply.
    bool has_dates() const { return dated; }
    /// Played on hexes: the hex board and its line of sight apply.
    bool has_hex_board() const { return hex_board; }
    /// Armies are sized in points: allowed sizes or a default size are given.
    bool has_points() const { return default_size > 0 || !army_sizes.empty(); }
    /// Some army size fixes a number of commands (ADLG).
    bool has_commands() const;
    /// Costs include command points (a cost type "command").
    bool has_command_points() const { return cost_type("command") != nullptr; }
    /// The catalogue holds at least one entry of `kind` (catalogue_kinds.h).
    bool has_catalogue(std::string_view kind) const;
    /// The kinds present in the catalogue, each once, in file order.
    std::vector<std::string> catalogue_kinds() const;

    const ProfileType* profile_type(const std::string& id) const;
    const SpecialRule* rule(const std::string& id) const;
    const CostType* cost_type(const std::string& id) const;
    const CatalogueEntry* catalogue_entry(const std::string& id) const;
    /// The army-composition constant `id` (`<army-limit id>`), or nullptr when not given.
    const ArmyLimit* army_limit(const std::string& id) const;
    /// The allowed size entry for `points`, or nullptr (always nullptr-free with any_size).
    const ArmySize* army_size(int points) const;
    /// Catalogue entries of one kind, in file order.
    std::vector<const CatalogueEntry*> catalogue_of(const std::string& kind) const;
};

} // namespace ost
