// The army-composition rules one game adds to the generic limit checker (RosterCheck), picked by
// the system's data (system@army-rules) among those core/systems installs, never by game name.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/roster.h"
#include "core/support/text.h"

#include <string>
#include <string_view>
#include <vector>

namespace ost {

class RosterCheck;

/// How a line over its maximum is reported (roster.unit-max by default); a rule set may name
/// another code, message or rules section for some lines (WME characters, ADLG camps).
struct UnitMaxFinding {
    std::string code;
    Text message;
    std::string rule;
};

/// One game's army-composition rules beyond the generic limits. Stateless: one instance per
/// game lives in the registry; every call gets the check it works on. Its constants come from
/// `<army-limit>` of system.xml (GameSystem::army_limit), never from literals.
class ArmyRuleSet {
  public:
    virtual ~ArmyRuleSet() = default;
    /// The value of system@army-rules that selects this rule set ("" for the empty one).
    virtual std::string_view id() const { return {}; }
    /// True when the rule set counts the generals itself, so the generic unit limits skip lines
    /// of role general.
    virtual bool counts_generals() const { return false; }
    /// True for a line that belongs to no command (ADLG camp and fortifications).
    virtual bool outside_commands(const UnitEntry& unit) const;
    /// True when a general may be placed with a unit of his command (RosterEntry::attached_to).
    virtual bool places_generals_with_units() const { return false; }
    /// The rules section of a competence given to a non-general (empty: the selection section).
    virtual std::string generals_section() const { return {}; }
    /// Adjusts `finding` for `unit`, over its maximum `max` with `n` chosen.
    virtual void unit_over_max(const RosterCheck& check, const UnitEntry& unit, int max, int n,
                               UnitMaxFinding& finding) const;
    /// Fills the game's own figures of the report (break point, cohesion, commands…).
    virtual void figures(RosterCheck& check) const;
    /// Adds the game's own findings to the report.
    virtual void check(RosterCheck& check) const;
    /// True when check() reads nothing of `entry` (of line `unit`) that a change of its count or
    /// options alters; `targeted`: another entry is attached to it. An edit of such an entry's
    /// count or options then leaves this rule set's findings as they were, and is revalidated
    /// incrementally (IncrementalValidation, issue 26); otherwise the roster is revalidated whole
    /// (the default: a rule set that does not say is never trusted to ignore a count).
    virtual bool count_free(const RosterEntry& entry, const UnitEntry& unit, bool targeted) const;
};

/// The rule set whose id is `rules` (GameSystem::army_rules); the empty rule set for "" or an id
/// no rule set has (require_known_army_rules refuses those when the data is checked). Throws
/// std::logic_error for a non-empty id when no rule set was installed (a programming error).
const ArmyRuleSet& army_rule_set(std::string_view rules);
/// Every installed rule set (one per game with rules of its own), without the empty one.
const std::vector<const ArmyRuleSet*>& army_rule_sets();
/// Makes `sets` the rule sets the validator picks from (they live for the whole program). The
/// registry of core/systems calls it; the validator never lists games itself.
void install_army_rule_sets(std::vector<const ArmyRuleSet*> sets);

} // namespace ost
