// The hexes crossed by the straight line between two hex centres, computed exactly.
// The line of sight judges these hexes; the hex board draws them.
#pragma once

#include "core/engine/legality/hex_coord.h"

#include <cstdint>
#include <vector>

namespace ost::engine::legality {

/// How the segment between two hex centres meets a hex other than its two ends.
enum class HexContact {
    Crossed, ///< the segment passes through the hex's interior
    Edge,    ///< the segment runs along one of the hex's edges (it has a twin on the other side)
};

/// One hex met by the line. The part of the line inside it runs from the exact fraction
/// enter_num/enter_den to leave_num/leave_den of the way from the first centre to the second.
struct HexCrossing {
    HexCoord hex;
    HexContact contact = HexContact::Crossed;
    /// For Edge hexes, which side of the line the hex lies on (+1 or -1); 0 for Crossed.
    int side = 0;
    std::int64_t enter_num = 0;
    std::int64_t enter_den = 1;
    std::int64_t leave_num = 0;
    std::int64_t leave_den = 1;

    double enter() const { return static_cast<double>(enter_num) / static_cast<double>(enter_den); }
    double leave() const { return static_cast<double>(leave_num) / static_cast<double>(leave_den); }
};

/// Every hex, other than `from` and `to`, whose cell the segment between their centres meets
/// along a positive length, ordered from `from` to `to` (Edge twins: side +1 first). Exact:
/// integer arithmetic only, so a line along hex edges (the six "diagonal" directions) gives
/// Edge pairs and never a hex touched at a single corner. Empty when the hexes are equal or
/// neighbours. Why: the rules block a line along an edge only when both sides are masked
/// (ab.shooting.line-of-sight, jomini.shooting.line-of-sight), which needs this distinction.
std::vector<HexCrossing> hex_line(HexCoord from, HexCoord to);

} // namespace ost::engine::legality
