// A hex board as a player declares it: terrain, ground level and the unit in each hex.
// The line of sight reads it; the scenario's "board" and the app's hex board fill it.
#pragma once

#include "core/engine/legality/hex_coord.h"

#include <map>
#include <optional>
#include <string>

namespace ost::engine::legality {

/// What the line of sight needs to know about a unit standing in a hex.
struct HexUnit {
    /// 0 and 1 are the two players; "friendly" means the same side.
    int side = 0;
    /// Artillery (not light weapons) shoots over troops from a hill (ab.shooting.hills).
    bool artillery = false;
    /// Elephants are seen and shoot over troops, except elephants (ab.shooting.line-of-sight).
    bool elephant = false;
    /// A short label for drawing (free text, e.g. "A", "Art.").
    std::string label;

    bool operator==(const HexUnit&) const = default;
};

/// One hex. Terrain ids are the scenario's (`open`, `rough`, `wood`, `house`, `hill`, …);
/// only `wood` and `house` mask. `level` is the ground height: 0 the plain, 1 a hill, 2 a hill
/// on a hill; a `hill` hex is at least at level 1.
struct HexCell {
    std::string terrain = "open";
    int level = 0;
    std::optional<HexUnit> unit;

    bool operator==(const HexCell&) const = default;
};

/// A sparse board: hexes never set are open plain without a unit.
class HexGrid {
public:
    /// The hex at `h` (a default open cell when it was never set).
    const HexCell& at(HexCoord h) const;
    /// Replaces the hex at `h`.
    void set(HexCoord h, HexCell cell);
    /// Sets the terrain (and keeps level and unit); `hill` raises the level to at least 1.
    void set_terrain(HexCoord h, std::string terrain, int level = 0);
    /// Puts `unit` in `h`, or clears it with std::nullopt.
    void set_unit(HexCoord h, std::optional<HexUnit> unit);
    /// Ground level of `h` (a hill is at least 1).
    int level(HexCoord h) const;
    /// True when the terrain of `h` is a wood or a house (the terrain masks).
    bool terrain_masks(HexCoord h) const;
    const std::map<HexCoord, HexCell>& cells() const { return m_cells; }
    void clear() { m_cells.clear(); }

private:
    std::map<HexCoord, HexCell> m_cells;
};

} // namespace ost::engine::legality
