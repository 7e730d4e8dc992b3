// An event profile (issue 30): what a tournament asks of its armies — system, size, date window,
// allowed lists, banned troops, allowed optional units — and its players. Saved as .ostevent.
#pragma once

#include "core/model/localized_string.h"

#include <optional>
#include <string>
#include <vector>

namespace ost {

/// One registered player of an event.
struct EventPlayer {
    std::string name;
    bool operator==(const EventPlayer&) const = default;
};

/// The restrictions an organiser announces, each an "event clause" the checker cites
/// (services/event_checker.h). Ids are data ids of the event's system (catalogue entries, list
/// lines, special rules); none is checked against the data here: the checker reports an id the
/// system does not know. Empty vectors and empty optionals mean "no restriction".
struct EventProfile {
    LocalizedString name;  ///< French and English; either may be empty when the other is given
    std::string system_id; ///< the game system every roster must be of
    int army_size = 0;     ///< the army size every roster must have; 0 = any
    /// Years (negative = BC) the armies must lie in, for systems with dates
    /// (GameSystem::has_dates()): the roster's year and the dates of its allies.
    std::optional<int> date_from;
    std::optional<int> date_to;
    std::vector<std::string> allowed_lists;   ///< army list ids; with numbers: either matches
    std::vector<int> allowed_list_numbers;    ///< army list numbers (ADLG-style numbered lists)
    std::vector<std::string> banned_troop_types;  ///< catalogue entries of kind troop-type
    std::vector<std::string> banned_capabilities; ///< catalogue entries of kind capability
    std::vector<std::string> banned_units;        ///< list line ids
    std::vector<std::string> banned_rules;        ///< lines with this special rule are refused…
    std::vector<std::string> allowed_units;       ///< …except these line ids (optional units)
    std::vector<std::string> optional_rules;      ///< optional rules played (information)
    std::string deadline; ///< as the organiser writes it (information only)
    std::vector<EventPlayer> players;

    bool has_date_window() const { return date_from.has_value() || date_to.has_value(); }
    bool restricts_lists() const { return !allowed_lists.empty() || !allowed_list_numbers.empty(); }
    bool operator==(const EventProfile&) const = default;
};

} // namespace ost
