// The registry of army rule sets, keyed by the system's army-rules value, and the defaults a
// rule set inherits (a game without rules of its own adds nothing to the generic limits).
#include "core/validation/army_rule_set.h"

#include "core/validation/adlg_army_rules.h"
#include "core/validation/roster_check.h"
#include "core/validation/wme_army_rules.h"

namespace ost {

bool ArmyRuleSet::outside_commands(const UnitEntry&) const { return false; }

void ArmyRuleSet::unit_over_max(const RosterCheck&, const UnitEntry&, int, int,
                                UnitMaxFinding&) const {}

void ArmyRuleSet::figures(RosterCheck&) const {}

void ArmyRuleSet::check(RosterCheck&) const {}

const ArmyRuleSet& army_rule_set(ArmyRules rules) {
    static const ArmyRuleSet none;
    static const WmeArmyRules wme;
    static const AdlgArmyRules adlg;
    // One line per game system with army-composition rules of its own (system@army-rules).
    switch (rules) {
    case ArmyRules::Wme:
        return wme;
    case ArmyRules::Adlg:
        return adlg;
    case ArmyRules::None:
        break;
    }
    return none;
}

} // namespace ost
