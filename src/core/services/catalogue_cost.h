// Costs of list lines from the system's catalogue (ADLG: troop type base cost + capability costs),
// so the editor and `ost-cli my-lists add-unit` compute points instead of the player adding them up.
#pragma once

#include "core/model/game_system.h"
#include "core/model/unit_entry.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ost {

/// The stat fields a line names its troop type and its capabilities in (ADLG "troop" profile).
inline constexpr char kTroopTypeField[] = "troop-type";
inline constexpr char kCapabilitiesField[] = "capabilities";

/// What the catalogue says a stat line costs.
struct CatalogueCost {
    /// Points at every size; nullopt when the system does not cost lines from a catalogue, the
    /// line names no troop type, or names an entry the catalogue lacks (see `unknown`).
    std::optional<int> points;
    std::vector<std::pair<std::string, int>> parts; ///< entry id → points, troop type first
    std::vector<std::string> unknown;               ///< troop type or capability ids not in the catalogue
};

/// The catalogue cost of `profile` in `system` (adlg.army-composition: a line costs its troop
/// type's points plus the points of each capability it has; the figures are the `troop-type`
/// and `capability` entries of lists/adlg/system.xml). Systems without those catalogue kinds
/// give nullopt.
CatalogueCost catalogue_cost(const GameSystem& system, const Profile& profile);

/// A line's points and where they come from.
struct LineCost {
    std::optional<int> points;    ///< the line's own points (cost type "points", every size)
    std::optional<int> catalogue; ///< what the catalogue gives, when it can
    /// True when the line's points were typed by hand and differ from the catalogue: kept as
    /// typed, shown marked (the player may know better: an erratum, a list exception).
    bool overridden = false;
};

LineCost line_cost(const GameSystem& system, const UnitEntry& unit);

/// Gives `unit` the catalogue points when it has no points of its own; a hand-typed figure is
/// kept. Returns the resulting LineCost.
LineCost fill_catalogue_cost(const GameSystem& system, UnitEntry& unit);

/// After an edit of a line (`before` → `after`): when `before` had no hand-typed figure (no
/// points, or the catalogue's), `after` gets the catalogue points again (a capability added
/// changes the cost); a hand-typed figure stays. Returns the LineCost of `after`.
LineCost update_catalogue_cost(const GameSystem& system, const UnitEntry& before, UnitEntry& after);

/// The capability entry a troop type takes for `capability_id`: the entry itself when it applies
/// to `troop_id` (or to every type), else a variant of it for that troop type ("elite" →
/// "elite-light" for light infantry, named "Elite (light troops)"), else `capability_id`.
std::string capability_for(const GameSystem& system, const std::string& capability_id,
                           const std::string& troop_id);

/// The capabilities a player ticks: the `capability` entries that are not the troop-type variant
/// of another ("elite-light" is ticked as "elite" and stored as the variant, see capability_for).
std::vector<const CatalogueEntry*> capability_choices(const GameSystem& system);
/// `id`, or for a variant ("elite-light") the capability it varies ("elite").
std::string base_capability(const GameSystem& system, const std::string& id);
/// The capability ids of `profile` (its space-separated `capabilities` stat), in order.
std::vector<std::string> capabilities_of(const Profile& profile);
/// Makes `troop_id` the troop type of `profile` (profile type `profile_type`), with the stats its
/// catalogue entry gives (category, protection, cohesion, move), and moves each capability to the
/// variant that troop type takes. Empty `troop_id`: the troop type is taken off, other stats stay.
void set_troop_type(const GameSystem& system, Profile& profile, const std::string& profile_type,
                    const std::string& troop_id);
/// Replaces the capabilities of `profile` by `ids` (base ids or variants, duplicates dropped),
/// each stored as the variant its troop type takes.
void set_capabilities(const GameSystem& system, Profile& profile, const std::vector<std::string>& ids);
/// Sets `field` of `profile` to `value`, in place or appended; an empty value removes the field.
void set_profile_value(Profile& profile, const std::string& field, const std::string& value);

} // namespace ost
