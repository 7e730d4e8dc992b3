// One line of an army list (a unit, a general or character, a camp, an attachment) and the
// options and upgrades it may take, with costs, limits, dates and prerequisites.
#pragma once

#include "core/model/cost.h"
#include "core/model/localized_string.h"
#include "core/model/profile.h"

#include <optional>
#include <string>
#include <vector>

namespace ost {

/// What a line is for the validator: generals and characters are not units for break points.
enum class UnitRole { Unit, General, Character, Camp, Fortification };

/// "unit", "general", "character", "camp", "fortification".
const char* to_string(UnitRole role);
std::optional<UnitRole> unit_role_from(const std::string& text);

/// An option or upgrade: a mount, an ADLG capability, a WME chariot, a replacement troop.
/// Declared once per list (shared, referenced by units) or inline in one unit.
struct UnitOption {
    std::string id;
    LocalizedString name;
    Profile profile; ///< stat changes as published ("+2"), may be empty
    std::vector<Cost> costs; ///< may be negative (ADLG "Mediocre")
    std::optional<int> min;  ///< per unit (or per size step for shared WME upgrades)
    std::optional<int> max;
    std::optional<int> army_min; ///< absolute, whatever the army size
    std::optional<int> army_max;
    std::vector<std::string> requires_units; ///< unit ids the army must contain
    std::vector<std::string> rules;
    std::optional<int> date_from;
    std::optional<int> date_to;
    bool confirmed = true;
    bool operator==(const UnitOption&) const = default;
};

struct UnitEntry {
    std::string id;
    LocalizedString name;
    UnitRole role = UnitRole::Unit;
    Profile profile;
    std::vector<Cost> costs; ///< never negative
    /// Limits in the system's base unit: per 1000 points (WME) or at the standard size (ADLG).
    /// Scale them with army_limits.h, never by hand.
    std::optional<int> min;
    std::optional<int> max;
    /// Absolute limits whatever the army size (the WME General: exactly one).
    std::optional<int> army_min;
    std::optional<int> army_max;
    std::string group;      ///< either/or group id: the group's limits count these lines together
    std::string counts_as;  ///< replacement: taken against the limits of that unit id
    std::vector<std::string> requires_units; ///< prerequisites: unit ids the army must contain
    /// Attachment (WME skirmishers): joins one of these unit ids, is not a unit of its own.
    std::vector<std::string> attaches_to;
    bool counts = true;       ///< false: does not count as a unit (break point, limits)
    bool magic = true;        ///< false: may not carry magic items
    std::vector<std::string> upgrades; ///< ids of the list's shared upgrades it may take
    std::vector<UnitOption> options;   ///< its own options
    std::vector<std::string> rules;    ///< special rule ids (system or list)
    std::optional<int> date_from;
    std::optional<int> date_to;
    std::string note_fr; ///< our own words; may be empty
    std::string note_en;
    bool confirmed = true;

    std::optional<int> points() const { return cost_of(costs, "points"); }
    bool is_attachment() const { return !attaches_to.empty(); }
    bool operator==(const UnitEntry&) const = default;
};

} // namespace ost
