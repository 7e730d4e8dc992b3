// The registry of game modules: one line per game. Each module lives beside its resolver and
// tables (<id>_module.cpp); nothing else in the engine names a game.
#include "core/engine/game_module.h"

#include <algorithm>

namespace ost::engine {

GameModule wme_module();
GameModule adlg_module();
GameModule ab_module();
GameModule jomini_module();

const std::vector<GameModule>& game_modules() {
    static const std::vector<GameModule> modules{wme_module(), adlg_module(), ab_module(), jomini_module()};
    return modules;
}

const GameModule* find_game_module(std::string_view system) {
    const auto& all = game_modules();
    const auto it = std::find_if(all.begin(), all.end(), [&](const GameModule& m) { return m.schema.system == system; });
    return it == all.end() ? nullptr : &*it;
}

} // namespace ost::engine
