// The hex line of sight of the systems played on hexes (board="hex"): every hex on the line
// judged. Masks, the edge case, the hill top and its dead ground, elephants.
#pragma once

#include "core/engine/legality/hex_grid.h"
#include "core/engine/legality/hex_line.h"
#include "core/engine/legality/hex_sight_rules.h"
#include "core/support/text.h"

#include <string>
#include <vector>

namespace ost::engine::legality {

enum class HexRole { Shooter, Target, Crossed, Edge };

/// What stands in a hex that could hide the line.
enum class HexObstacle { None, Unit, Terrain, Ground };

/// The verdict on one hex of the line, with the rule that decides it, so a GUI can draw it.
struct HexJudgement {
    HexCoord hex;
    HexRole role = HexRole::Crossed;
    /// For Edge hexes, the side of the line (+1 or -1); 0 otherwise.
    int side = 0;
    /// Where the line enters and leaves the hex, as fractions of its length (0 shooter, 1 target).
    double enter = 0.0;
    double leave = 0.0;
    /// Hex distance from the shooter.
    int distance = 0;
    HexObstacle obstacle = HexObstacle::None;
    /// This hex hides the other end (for an Edge hex, by itself).
    bool masks = false;
    /// This hex is why the line is blocked (an Edge hex only when the other side masks too).
    bool blocks = false;
    /// Rules section id deciding this hex (one of the HexSightRules).
    std::string rule;
    Text reason;
};

/// The answer for one shooter and one target hex.
struct LineOfSight {
    HexCoord shooter;
    HexCoord target;
    /// Range in hexes: the target's hex counts, the shooter's does not.
    int range = 0;
    bool clear = true;
    /// The shooter's hex, every hex met in order, then the target's hex.
    std::vector<HexJudgement> hexes;
    /// Section id of the verdict (the first blocking hex's rule, or the line-of-sight section).
    std::string rule;
    Text summary;
};

/// Judges the line from the centre of `shooter` to the centre of `target` on `grid`, citing the
/// sections `rules` (a system's <hex-sight>, LegalityService::hex_sight()). The units standing
/// on the two hexes are the shooter and the target (either may be absent: a plain observer).
/// Rules: a unit, a wood or a house at the same level masks; a hill higher than both ends
/// masks, and a separate hill at the level of the higher end; the target's terrain never
/// masks; a line along an edge is blocked only when both sides mask, anywhere on the line.
/// Seen from higher ground (from either end: the rule is reciprocal) a lower unit hides 1 hex behind it (none for a unit friendly to the hill-top
/// unit standing at the foot of its hill, none for an elephant behind a non-elephant), a
/// lower wood or house as many hexes as its distance from the high end; only artillery shoots
/// over lower troops. Elephants shoot and are shot over troops other than elephants, never
/// over woods, houses or hills.
LineOfSight judge_line_of_sight(const HexGrid& grid, HexCoord shooter, HexCoord target,
                                const HexSightRules& rules);

} // namespace ost::engine::legality
