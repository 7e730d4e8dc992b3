// An army list of one game system: its lines, shared upgrades, either/or groups, army-wide
// caps, allies, dates, own special rules and source. Read from lists/<system>/<id>.xml.
#pragma once

#include "core/model/localized_string.h"
#include "core/model/special_rule.h"
#include "core/model/unit_entry.h"

#include <optional>
#include <string>
#include <vector>

namespace ost {

/// Either/or group: the lines naming it share these limits (scaled like unit limits).
struct ChoiceGroup {
    std::string id;
    LocalizedString name;
    std::optional<int> min;
    std::optional<int> max;
    bool operator==(const ChoiceGroup&) const = default;
};

/// Army-wide cap over several lines, absolute or scaled ("at most 4 of these per 1000").
struct ArmyCap {
    std::string id;
    LocalizedString name;
    std::vector<std::string> units;
    int max = 0;
    bool scaled = false; ///< true: `max` scales with army size like unit limits
    bool operator==(const ArmyCap&) const = default;
};

/// An allied list that may be taken with this one, within a date window.
struct AllyRef {
    std::string list; ///< army list id in the same system
    std::optional<int> date_from;
    std::optional<int> date_to;
    bool operator==(const AllyRef&) const = default;
};

struct ArmyList {
    std::string id;
    std::string system_id;
    std::optional<int> number; ///< ADLG list number
    /// ADLG: command points the generals' competences may spend (adlg.army-composition.generals);
    /// nullopt when the data does not give it (no check then).
    std::optional<int> command_value;
    LocalizedString name;
    std::string source;  ///< where every figure comes from (with licence/attribution)
    std::string edition; ///< e.g. "ADLG 3rd edition (community data)"
    std::optional<int> date_from; ///< years, negative = BC
    std::optional<int> date_to;
    bool confirmed = true; ///< false: figures not confirmed for the system's current edition
    LocalizedString note;
    std::vector<SpecialRule> rules; ///< the list's own rules
    std::vector<ChoiceGroup> groups;
    std::vector<ArmyCap> caps;
    std::vector<AllyRef> allies;
    std::vector<UnitOption> upgrades; ///< shared upgrades referenced by units
    std::vector<UnitEntry> units;
    std::string file; ///< where it was read from (not written back)

    const UnitEntry* unit(const std::string& id) const;
    const UnitOption* upgrade(const std::string& id) const;
    const ChoiceGroup* group(const std::string& id) const;
    const SpecialRule* rule(const std::string& id) const;
    /// True when the list (or a line with dates) is available in `year`.
    bool available_in(int year) const;
    bool operator==(const ArmyList& other) const;
};

} // namespace ost
