// The fields of an event profile as a front end edits them (issue 30): each clause kind with its
// label, help, value kind and, for catalogue clauses, the choices — so no front end restates them.
#pragma once

#include "core/model/event_profile.h"
#include "core/model/game_system.h"
#include "core/support/text.h"

#include <string>
#include <utility>
#include <vector>

namespace ost {

/// What a field holds: one line of text, a whole number, a year (negative = BC, empty = open),
/// or a list of ids / names (one per line).
enum class EventFieldKind { Text, Number, Year, Ids, Names };

/// One editable field of an event profile.
struct EventField {
    std::string key;   ///< stable: "name-fr", "size", "from", "ban-troop-type", "players"…
    Text label;        ///< "Army size (points)"
    Text help;         ///< one sentence: what the clause does
    EventFieldKind kind = EventFieldKind::Text;
    /// Catalogue kind whose entries are the choices (catalogue_kinds.h); "rule" for the system's
    /// special rules; empty when the value is typed.
    std::string choices;
    /// The field applies to `system` (a date window only for systems with dates, catalogue
    /// clauses only when the catalogue has that kind).
    bool applies(const GameSystem& system) const;
};

/// Every field of an event profile, in the order a form shows them (names, size, dates,
/// deadline, allowed lists, bans, allowed units, optional rules, players). The system is chosen
/// apart (it selects the fields that apply).
std::vector<EventField> event_fields();

/// The field's value in `event`, one line per item (a number or year as digits, empty when
/// unset or 0).
std::vector<std::string> event_field_value(const EventProfile& event, const std::string& key);

/// Sets the field from `lines` (blank lines and surrounding spaces dropped, duplicates kept
/// once). Throws InvalidInputError naming the field when a number or year is not a whole number
/// or out of range, or an allowed list is neither a number nor an id.
void set_event_field(EventProfile& event, const EventField& field, const std::vector<std::string>& lines);

/// The choices of a field with `choices`, as (id, name) in file order; empty for a typed field.
std::vector<std::pair<std::string, Text>> event_field_choices(const GameSystem& system,
                                                              const EventField& field);

} // namespace ost
