// HexGrid: a std::map of the hexes the player set; everything else is open plain.
// Terrain ids follow the legality scenario vocabulary (tests/data/engine/README.md).
#include "core/engine/legality/hex_grid.h"

#include <algorithm>

namespace ost::engine::legality {

namespace {
const HexCell kOpen{};
}

const HexCell& HexGrid::at(HexCoord h) const {
    const auto it = m_cells.find(h);
    return it == m_cells.end() ? kOpen : it->second;
}

void HexGrid::set(HexCoord h, HexCell cell) { m_cells[h] = std::move(cell); }

void HexGrid::set_terrain(HexCoord h, std::string terrain, int level) {
    HexCell& cell = m_cells[h];
    cell.terrain = std::move(terrain);
    cell.level = level;
}

void HexGrid::set_unit(HexCoord h, std::optional<HexUnit> unit) {
    m_cells[h].unit = std::move(unit);
}

int HexGrid::level(HexCoord h) const {
    const HexCell& c = at(h);
    return c.terrain == "hill" ? std::max(c.level, 1) : c.level;
}

bool HexGrid::terrain_masks(HexCoord h) const {
    const std::string& t = at(h).terrain;
    return t == "wood" || t == "house";
}

} // namespace ost::engine::legality
