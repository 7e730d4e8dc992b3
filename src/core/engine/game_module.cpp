// The installed game modules: the registry of core/systems installs them; the engine only keeps
// them (it sits below the games, so it cannot list them itself) and derives their schemas.
#include "core/engine/game_module.h"

#include "core/engine/scenario.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace ost::engine {

namespace {
/// The installed modules and what is derived from them. Each installation is kept alive for the
/// process: callers may hold schemas or modules of an earlier one.
struct Installed {
    std::vector<GameModule> modules;
    std::vector<GameCombatSchema> schemas;
    std::vector<std::pair<std::string, std::vector<std::string>>> tests;
};

std::mutex& install_mutex() {
    static std::mutex m;
    return m;
}

const Installed*& current() {
    static const Installed* installed = nullptr;
    return installed;
}

bool same_games(const std::vector<GameModule>& a, const std::vector<GameModule>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const GameModule& x, const GameModule& y) { return x.schema.system == y.schema.system; });
}

const Installed& installed() {
    const std::lock_guard lock(install_mutex());
    if (current() == nullptr) {
        throw std::logic_error("no game modules installed: call ost::systems::install_game_systems() first");
    }
    return *current();
}
} // namespace

void install_game_modules(std::vector<GameModule> modules) {
    const std::lock_guard lock(install_mutex());
    if (current() != nullptr && same_games(current()->modules, modules)) {
        return;
    }
    static std::vector<std::unique_ptr<Installed>> kept;
    auto next = std::make_unique<Installed>();
    next->modules = std::move(modules);
    for (const GameModule& m : next->modules) {
        next->schemas.push_back(m.schema);
        std::vector<std::string> ids;
        for (const TestSchema& t : m.schema.tests) {
            ids.push_back(t.id);
        }
        next->tests.emplace_back(m.schema.system, std::move(ids));
    }
    current() = next.get();
    kept.push_back(std::move(next));
}

const std::vector<GameModule>& game_modules() { return installed().modules; }

// The schemas of the installed modules (combat_schema.h); each game's own lives in its folder.
const std::vector<GameCombatSchema>& combat_schemas() { return installed().schemas; }

const std::vector<std::pair<std::string, std::vector<std::string>>>& scenario_tests() {
    return installed().tests;
}

const GameModule* find_game_module(std::string_view system) {
    const auto& all = game_modules();
    const auto it = std::find_if(all.begin(), all.end(), [&](const GameModule& m) { return m.schema.system == system; });
    return it == all.end() ? nullptr : &*it;
}

} // namespace ost::engine
