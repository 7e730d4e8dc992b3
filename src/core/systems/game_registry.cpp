// One line per game: its combat module and its army rule set. Adding a game is one folder under
// core/systems, one line here and its data (src/README.md).
#include "core/systems/game_registry.h"

#include "core/systems/adlg/adlg_army_rules.h"
#include "core/systems/wme/wme_army_rules.h"
#include "core/support/error.h"
#include "core/validation/army_rule_set.h"

#include <algorithm>

namespace ost::engine {
GameModule wme_module();
GameModule adlg_module();
GameModule ab_module();
GameModule jomini_module();
} // namespace ost::engine

namespace ost::systems {

std::vector<engine::GameModule> builtin_game_modules() {
    return {engine::wme_module(), engine::adlg_module(), engine::ab_module(), engine::jomini_module()};
}

const std::vector<const ArmyRuleSet*>& builtin_army_rule_sets() {
    static const WmeArmyRules wme;
    static const AdlgArmyRules adlg;
    // One line per game system with army-composition rules of its own (system@army-rules).
    static const std::vector<const ArmyRuleSet*> all{&wme, &adlg};
    return all;
}

void require_known_army_rules(const GameSystem& system) {
    const auto& all = builtin_army_rule_sets();
    if (system.army_rules.empty() ||
        std::any_of(all.begin(), all.end(), [&](const ArmyRuleSet* set) { return set->id() == system.army_rules; })) {
        return;
    }
    std::string known;
    for (const ArmyRuleSet* set : all) {
        known += (known.empty() ? "" : ", ") + std::string(set->id());
    }
    throw InvalidInputError(TR_("The game system \"{0}\" asks for the army rules \"{1}\", which this version of Ost "
                                "does not have (it has: {2}, or none).")
                                .arg(system.id)
                                .arg(system.army_rules)
                                .arg(known));
}

void install_game_systems() {
    install_army_rule_sets(builtin_army_rule_sets());
    engine::install_game_modules(builtin_game_modules());
}

} // namespace ost::systems
