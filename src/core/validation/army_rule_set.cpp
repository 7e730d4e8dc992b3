// The installed army rule sets, keyed by the system's army-rules value, and the defaults a rule set
// inherits (a game without rules of its own adds nothing to the generic limits).
#include "core/validation/army_rule_set.h"

#include "core/support/error.h"
#include "core/validation/roster_check.h"

#include <stdexcept>

namespace ost {

bool ArmyRuleSet::outside_commands(const UnitEntry&) const { return false; }

void ArmyRuleSet::unit_over_max(const RosterCheck&, const UnitEntry&, int, int,
                                UnitMaxFinding&) const {}

void ArmyRuleSet::figures(RosterCheck&) const {}

void ArmyRuleSet::check(RosterCheck&) const {}

bool ArmyRuleSet::count_free(const RosterEntry&, const UnitEntry&, bool) const { return false; }

namespace {
/// The rule set of a system without rules of its own: no findings, so none reads a count.
class NoArmyRules final : public ArmyRuleSet {
  public:
    bool count_free(const RosterEntry&, const UnitEntry&, bool) const override { return true; }
};

// The validator sits below the games, so it cannot list their rule sets: the registry of
// core/systems installs them (install_army_rule_sets) when a program or a session starts.
std::vector<const ArmyRuleSet*>& installed_rule_sets() {
    static std::vector<const ArmyRuleSet*> sets;
    return sets;
}
} // namespace

void install_army_rule_sets(std::vector<const ArmyRuleSet*> sets) { installed_rule_sets() = std::move(sets); }

const std::vector<const ArmyRuleSet*>& army_rule_sets() { return installed_rule_sets(); }

const ArmyRuleSet& army_rule_set(std::string_view rules) {
    static const NoArmyRules none;
    if (!rules.empty() && army_rule_sets().empty()) {
        throw std::logic_error("no army rule sets installed: call ost::systems::install_game_systems() first");
    }
    for (const ArmyRuleSet* set : army_rule_sets()) {
        if (set->id() == rules) {
            return *set;
        }
    }
    return none;
}

} // namespace ost
