// The facts a hex board answers for a legality check (systems on hexes): range, adjacent enemy,
// line of sight, lower target. The scenario's "board" fills them so the player need not.
#pragma once

#include "core/engine/legality/hex_grid.h"
#include "core/engine/legality/hex_line_of_sight.h"

#include <map>
#include <string>

namespace ost::engine::legality {

/// What the board says about the acting unit at `actor` and the enemy at `target`.
struct HexBoardFacts {
    /// Range in hexes (the target's hex counted, not the actor's).
    int distance = 0;
    /// An enemy of the actor (another side) stands next to it.
    bool adjacent_enemy = false;
    /// The target stands on lower ground than the actor (follow-up obligations).
    bool target_below = false;
    /// The judged line of sight, hex by hex.
    LineOfSight line_of_sight;

    /// As legality facts: "distance", "adjacent-enemy", "line-of-sight", "target-below"
    /// ("yes"/"no", the distance as a number).
    std::map<std::string, std::string> facts() const;
};

/// Reads the facts off `grid`. The actor's side is that of the unit standing at `actor` (side 0
/// when the hex is empty). The line of sight cites the sections `rules`.
HexBoardFacts hex_board_facts(const HexGrid& grid, HexCoord actor, HexCoord target,
                              const HexSightRules& rules);

} // namespace ost::engine::legality
