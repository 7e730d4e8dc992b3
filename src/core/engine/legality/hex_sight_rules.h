// The rules sections the hex line of sight cites, declared by a system's legality table
// (<hex-sight> in data/engine/<system>.xml) rather than derived from the system's name.
#pragma once

#include <string>

namespace ost::engine::legality {

/// Section ids of the hex line of sight of one system played on hexes (board="hex").
struct HexSightRules {
    std::string line_of_sight; ///< masks, edges, elephants (e.g. "<system>.shooting.line-of-sight")
    std::string hills;         ///< hill tops and dead ground (e.g. "<system>.shooting.hills")
};

} // namespace ost::engine::legality
