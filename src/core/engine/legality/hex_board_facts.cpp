// Board facts: neighbours for the adjacent enemy, levels for the lower target, and the judged
// line of sight; see hex_board_facts.h.
#include "core/engine/legality/hex_board_facts.h"

namespace ost::engine::legality {

std::map<std::string, std::string> HexBoardFacts::facts() const {
    const auto yn = [](bool b) { return std::string(b ? "yes" : "no"); };
    return {{"distance", std::to_string(distance)},
            {"adjacent-enemy", yn(adjacent_enemy)},
            {"line-of-sight", yn(line_of_sight.clear)},
            {"target-below", yn(target_below)}};
}

HexBoardFacts hex_board_facts(const HexGrid& grid, HexCoord actor, HexCoord target,
                              const HexSightRules& rules) {
    HexBoardFacts out;
    out.line_of_sight = judge_line_of_sight(grid, actor, target, rules);
    out.distance = hex_distance(actor, target);
    const auto& me = grid.at(actor).unit;
    const int side = me ? me->side : 0;
    for (HexCoord n : hex_neighbours(actor)) {
        const auto& u = grid.at(n).unit;
        if (u && u->side != side) out.adjacent_enemy = true;
    }
    out.target_below = grid.level(target) < grid.level(actor);
    return out;
}

} // namespace ost::engine::legality
