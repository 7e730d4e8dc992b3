// One line per game: its combat module and its army rule set. Adding a game is one folder under
// core/systems, one line here and its data (src/README.md).
#include "core/systems/game_registry.h"

#include "core/engine/opposed_roll.h"
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

namespace {
using DataModule = engine::GameModule (*)(const std::string&, const JsonDocument&);

/// The shared mechanics a game may declare in its engine data ("mechanic"), one line each.
const std::vector<std::pair<std::string_view, DataModule>>& shared_mechanics() {
    static const std::vector<std::pair<std::string_view, DataModule>> all{
        {engine::kOpposedRollMechanic, &engine::opposed_roll_module}};
    return all;
}
} // namespace

std::optional<engine::GameModule> data_game_module(const std::string& id, const JsonDocument& doc) {
    const JsonValue root = doc.root();
    const std::optional<JsonValue> mechanic = root.is_object() ? root.find("mechanic") : std::nullopt;
    if (!mechanic) {
        return std::nullopt;
    }
    const std::string name = mechanic->as_string();
    std::string known;
    for (const auto& [mechanic_name, make] : shared_mechanics()) {
        if (mechanic_name == name) {
            return make(id, doc);
        }
        known += (known.empty() ? "\"" : ", \"") + std::string(mechanic_name) + "\"";
    }
    mechanic->fail(TR_("Unknown mechanic \"{0}\": this version of Ost has {1}.").arg(name).arg(known));
}

void install_game_systems(const std::vector<std::string>& games, const EngineData& engine_data) {
    std::vector<engine::GameModule> modules = builtin_game_modules();
    for (const std::string& id : games) {
        const bool compiled = std::any_of(modules.begin(), modules.end(),
                                          [&](const engine::GameModule& m) { return m.schema.system == id; });
        if (compiled) {
            continue;
        }
        if (const std::optional<JsonDocument> doc = engine_data(id)) {
            if (std::optional<engine::GameModule> module = data_game_module(id, *doc)) {
                modules.push_back(std::move(*module));
            }
        }
    }
    install_army_rule_sets(builtin_army_rule_sets());
    engine::install_game_modules(std::move(modules));
}

} // namespace ost::systems
