// The event's restrictions as an extra rule layer (issue 30): run after RosterValidator on a
// roster, it adds findings, each citing the event clause it applies (an id and its wording).
#pragma once

#include "core/model/event_profile.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "core/support/diagnostic.h"
#include "core/support/text.h"
#include "core/validation/roster_validator.h"

#include <string>
#include <vector>

namespace ost {

/// One clause of an event, in words: "size" = "Army size: 200 points", "ban-troop-type/elephants"
/// = "No troop type Elephants". Ids are stable (scripts and reports match on them).
struct EventClause {
    std::string id;
    Text wording;
};

/// A finding of the event layer: the diagnostic (code "event.…", the culprit entry in `subject`)
/// and the clause it applies.
struct EventFinding {
    Diagnostic diagnostic;
    EventClause clause;
};

/// Checks rosters against one event profile. Pure and cheap (no storage): build one per event,
/// call check() per roster with the validator its list was checked with.
class EventChecker {
  public:
    /// `system`: the event's game system (its catalogue names the clauses).
    EventChecker(EventProfile event, GameSystem system);

    /// Every clause of the event, in file order: system, size, dates, lists, bans, optional
    /// rules, players (the report and `ost-cli event show` print them).
    std::vector<EventClause> clauses() const;

    /// What is wrong with the event itself (warnings, code "event.profile-…"): a date window for
    /// a system without dates (GameSystem::has_dates()), a troop type, capability or rule the
    /// system's catalogue and rules do not know (a typo would ban nothing).
    std::vector<EventFinding> check_event() const;

    /// The event's findings for `roster`, checked by `validator` (its system, list and allies):
    /// another system or army size, a year or an ally outside the date window, a list not
    /// allowed, an entry of a banned troop type, capability, unit or rule (not an allowed
    /// optional unit), a player not registered. Never throws for bad roster content.
    std::vector<EventFinding> check(const Roster& roster, const RosterValidator& validator) const;

    const EventProfile& event() const { return m_event; }
    const GameSystem& system() const { return m_system; }

  private:
    /// The clause's wording; with `list`, its units and rules are named from that list.
    EventClause clause(const std::string& kind, const std::string& id = {},
                       const ArmyList* list = nullptr) const;
    void check_dates(const Roster& roster, const RosterValidator& validator,
                     std::vector<EventFinding>& out) const;
    void check_entry(const RosterEntry& entry, const RosterValidator& validator,
                     std::vector<EventFinding>& out) const;

    EventProfile m_event;
    GameSystem m_system;
};

/// The findings as plain diagnostics, the clause id in `rule_id` as "event:<clause id>", to merge
/// with a RosterReport's.
Diagnostics event_diagnostics(const std::vector<EventFinding>& findings);

} // namespace ost
