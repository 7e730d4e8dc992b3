// The facts a hex board answers for a legality check (A&B, Jomini): range, adjacent enemy,
// line of sight, lower target. The scenario's "board" fills them so the player need not.
#pragma once

#include "core/engine/legality/hex_grid.h"
#include "core/engine/legality/hex_line_of_sight.h"

#include <map>
#include <string>
#include <string_view>

namespace ost::engine::legality {

/// What the board says about the acting unit at `actor` and the enemy at `target`.
struct HexBoardFacts {
    /// Range in hexes (the target's hex counted, not the actor's): ab/jomini.shooting.range.
    int distance = 0;
    /// An enemy of the actor (another side) stands next to it: ab/jomini.shooting.targets.
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
/// when the hex is empty). Throws InvalidInputError for a system without hexes.
HexBoardFacts hex_board_facts(const HexGrid& grid, HexCoord actor, HexCoord target,
                              std::string_view system);

} // namespace ost::engine::legality
