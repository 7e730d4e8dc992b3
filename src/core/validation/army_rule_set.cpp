// The registry of army rule sets, keyed by the system's army-rules value, and the defaults a
// rule set inherits (a game without rules of its own adds nothing to the generic limits).
#include "core/validation/army_rule_set.h"

#include "core/support/error.h"
#include "core/validation/adlg_army_rules.h"
#include "core/validation/roster_check.h"
#include "core/validation/wme_army_rules.h"

namespace ost {

bool ArmyRuleSet::outside_commands(const UnitEntry&) const { return false; }

void ArmyRuleSet::unit_over_max(const RosterCheck&, const UnitEntry&, int, int,
                                UnitMaxFinding&) const {}

void ArmyRuleSet::figures(RosterCheck&) const {}

void ArmyRuleSet::check(RosterCheck&) const {}

const std::vector<const ArmyRuleSet*>& army_rule_sets() {
    static const WmeArmyRules wme;
    static const AdlgArmyRules adlg;
    // One line per game system with army-composition rules of its own (system@army-rules).
    static const std::vector<const ArmyRuleSet*> all{&wme, &adlg};
    return all;
}

const ArmyRuleSet& army_rule_set(std::string_view rules) {
    static const ArmyRuleSet none;
    for (const ArmyRuleSet* set : army_rule_sets()) {
        if (set->id() == rules) {
            return *set;
        }
    }
    return none;
}

void require_known_army_rules(const GameSystem& system) {
    if (system.army_rules.empty() || &army_rule_set(system.army_rules) != &army_rule_set("")) {
        return;
    }
    std::string known;
    for (const ArmyRuleSet* set : army_rule_sets()) {
        known += (known.empty() ? "" : ", ") + std::string(set->id());
    }
    throw InvalidInputError(TR_("The game system \"{0}\" asks for the army rules \"{1}\", which this version of Ost "
                                "does not have (it has: {2}, or none).")
                                .arg(system.id)
                                .arg(system.army_rules)
                                .arg(known));
}

} // namespace ost
