// Judges each hex of an exact hex line against the masks of the hex games' shooting rules.
// Sections: those the system's data names (HexSightRules: line of sight, hills).
#include "core/engine/legality/hex_line_of_sight.h"

#include "core/support/error.h"

#include <algorithm>

namespace ost::engine::legality {

namespace {

struct Feature {
    bool masks = false;
    std::string rule;
    Text reason;
};

class Judge {
public:
    Judge(const HexGrid& grid, HexCoord shooter, HexCoord target, const HexSightRules& rules,
          const std::vector<HexCrossing>& line)
        : m_grid(grid), m_shooter(shooter), m_target(target), m_line(line), m_sight(rules.line_of_sight),
          m_hills(rules.hills) {
        m_level_s = grid.level(shooter);
        m_level_t = grid.level(target);
        const auto& su = grid.at(shooter).unit;
        const auto& tu = grid.at(target).unit;
        m_artillery = su && su->artillery;
        m_elephant_s = su && su->elephant;
        m_elephant_t = tu && tu->elephant;
        if (m_level_s != m_level_t) {
            m_high = m_level_s > m_level_t ? shooter : target;
            m_has_high = true;
            mark_plateau();
        }
    }

    HexJudgement judge(const HexCrossing& x, std::size_t index) const {
        HexJudgement j;
        j.hex = x.hex;
        j.role = x.contact == HexContact::Edge ? HexRole::Edge : HexRole::Crossed;
        j.side = x.side;
        j.enter = x.enter();
        j.leave = x.leave();
        j.distance = hex_distance(m_shooter, x.hex);

        const int lx = m_grid.level(x.hex);
        const int top = std::max(m_level_s, m_level_t);
        if (lx > top) {
            j.obstacle = HexObstacle::Ground;
            return masked(j, m_sight, TR_("Higher ground (level {0}) than both ends hides the line.").arg(lx));
        }
        if (m_has_high && lx == top && !m_on_plateau[index]) {
            j.obstacle = HexObstacle::Ground;
            return masked(j, m_hills,
                          TR_("A separate hill as high as the hill-top end blocks the view."));
        }

        const HexCell& cell = m_grid.at(x.hex);
        std::vector<Feature> features;
        if (m_grid.terrain_masks(x.hex)) {
            j.obstacle = HexObstacle::Terrain;
            features.push_back(terrain(x.hex, lx, cell.terrain == "house"));
        }
        if (cell.unit) {
            if (j.obstacle == HexObstacle::None) j.obstacle = HexObstacle::Unit;
            features.push_back(unit(x.hex, lx, *cell.unit));
        }
        if (features.empty()) {
            j.rule = m_sight;
            j.reason = lx < top ? TR_("Lower ground with nothing on it: it does not mask.")
                                : TR_("Open ground with nothing on it: it does not mask.");
            return j;
        }
        for (const Feature& f : features)
            if (f.masks) return masked(j, f.rule, f.reason);
        j.rule = features.front().rule;
        j.reason = features.front().reason;
        return j;
    }

private:
    static HexJudgement masked(HexJudgement j, const std::string& rule, Text reason) {
        j.masks = true;
        j.rule = rule;
        j.reason = std::move(reason);
        return j;
    }

    int level_of(HexCoord end) const { return end == m_shooter ? m_level_s : m_level_t; }
    HexCoord other(HexCoord end) const { return end == m_shooter ? m_target : m_shooter; }

    /// The ends standing higher than `lx`, the only places the hex is seen from above.
    std::vector<HexCoord> views(int lx) const {
        std::vector<HexCoord> out;
        if (m_level_s > lx) out.push_back(m_shooter);
        if (m_level_t > lx && !(m_target == m_shooter)) out.push_back(m_target);
        return out;
    }

    bool on_line(HexCoord h) const {
        return std::any_of(m_line.begin(), m_line.end(),
                           [&](const HexCrossing& c) { return c.hex == h; });
    }

    /// `x` is lower than `end` and touches `end`'s hill on the way from `end`.
    bool at_foot(HexCoord end, HexCoord x) const {
        const int le = level_of(end);
        if (m_grid.level(x) >= le) return false;
        const int dx = hex_distance(end, x);
        for (HexCoord n : hex_neighbours(x)) {
            if (m_grid.level(n) < le) continue;
            if (n == end || (on_line(n) && hex_distance(end, n) < dx)) return true;
        }
        return false;
    }

    Feature terrain(HexCoord x, int lx, bool house) const {
        const auto v = views(lx);
        if (v.empty())
            return {true, m_sight,
                    house ? TR_("A house at the same level or higher hides the line.")
                          : TR_("A wood at the same level or higher hides the line.")};
        Feature f{false, m_hills, {}};
        for (HexCoord e : v) {
            const int dex = hex_distance(e, x);
            const int deo = hex_distance(e, other(e));
            const int k = dex;
            if (deo > dex && deo <= dex + k)
                return {true, m_hills,
                        TRP_("Seen from the hill, it casts {n} hex of dead ground and the other end lies in it.",
                             "Seen from the hill, it casts {n} hexes of dead ground and the other end lies in it.",
                             k)};
            f.reason = TRP_("Seen from the hill, it casts {n} hex of dead ground; the other end lies beyond it.",
                            "Seen from the hill, it casts {n} hexes of dead ground; the other end lies beyond it.",
                            k);
        }
        return f;
    }

    Feature unit(HexCoord x, int lx, const HexUnit& u) const {
        const bool elephant_end = m_elephant_s || m_elephant_t;
        if (elephant_end && !u.elephant)
            return {false, m_sight,
                    TR_("Elephants shoot and are shot over troops other than elephants.")};
        const auto v = views(lx);
        if (v.empty())
            return {true, m_sight, u.elephant && elephant_end
                                       ? TR_("An elephant at the same level hides another elephant.")
                                       : TR_("A unit at the same level hides the line.")};
        if (!m_artillery)
            return {true, m_hills,
                    TR_("Only artillery shoots over troops from or at a hill; this shooter is not artillery.")};
        Feature f{false, m_hills, {}};
        for (HexCoord e : v) {
            const auto& top_unit = m_grid.at(e).unit;
            const bool friendly = top_unit && top_unit->side == u.side;
            if (friendly && at_foot(e, x)) {
                f.reason = TR_("A unit friendly to the hill-top unit at the foot of its hill casts no dead ground.");
                continue;
            }
            const int dex = hex_distance(e, x);
            const int deo = hex_distance(e, other(e));
            if (deo == dex + 1)
                return {true, m_hills,
                        TR_("Seen from the hill, a unit casts 1 hex of dead ground and the other end lies in it.")};
            f.reason = TR_("Seen from the hill, a unit casts 1 hex of dead ground; the other end lies beyond it.");
        }
        return f;
    }

    /// Marks the hexes met from the high end while the ground stays at its level.
    void mark_plateau() {
        const int lh = level_of(m_high);
        m_on_plateau.assign(m_line.size(), false);
        std::vector<std::size_t> order(m_line.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        if (m_high == m_target) std::reverse(order.begin(), order.end());
        bool plateau = true;
        for (std::size_t k = 0; k < order.size() && plateau; ++k) {
            const HexCrossing& c = m_line[order[k]];
            if (c.contact == HexContact::Crossed) {
                if (m_grid.level(c.hex) < lh) plateau = false;
                else m_on_plateau[order[k]] = true;
                continue;
            }
            // An edge pair: the plateau goes on while either twin stays high.
            const std::size_t twin_k = k + 1 < order.size() ? k + 1 : k;
            const HexCrossing& twin = m_line[order[twin_k]];
            const bool high1 = m_grid.level(c.hex) >= lh;
            const bool high2 = twin.contact == HexContact::Edge && m_grid.level(twin.hex) >= lh;
            if (!high1 && !high2) {
                plateau = false;
                break;
            }
            m_on_plateau[order[k]] = true;
            if (twin_k != k) m_on_plateau[order[twin_k]] = true;
            ++k;
        }
    }

    const HexGrid& m_grid;
    HexCoord m_shooter, m_target;
    const std::vector<HexCrossing>& m_line;
    std::string m_sight, m_hills;
    int m_level_s = 0, m_level_t = 0;
    bool m_artillery = false, m_elephant_s = false, m_elephant_t = false;
    bool m_has_high = false;
    HexCoord m_high;
    std::vector<bool> m_on_plateau;
};

} // namespace

LineOfSight judge_line_of_sight(const HexGrid& grid, HexCoord shooter, HexCoord target,
                                const HexSightRules& rules) {
    LineOfSight los;
    los.shooter = shooter;
    los.target = target;
    los.range = hex_distance(shooter, target);
    const std::string& sight = rules.line_of_sight;

    const std::vector<HexCrossing> line = hex_line(shooter, target);
    Judge judge(grid, shooter, target, rules, line);

    HexJudgement first;
    first.hex = shooter;
    first.role = HexRole::Shooter;
    first.rule = sight;
    first.reason = TR_("The shooter's hex: the line starts at its centre.");
    los.hexes.push_back(std::move(first));

    bool masked_side[2] = {false, false};
    for (std::size_t i = 0; i < line.size(); ++i) {
        HexJudgement j = judge.judge(line[i], i);
        if (j.role == HexRole::Edge && j.masks) masked_side[j.side > 0 ? 0 : 1] = true;
        los.hexes.push_back(std::move(j));
    }
    const bool both_sides = masked_side[0] && masked_side[1];
    for (HexJudgement& j : los.hexes) {
        if (j.role == HexRole::Crossed) j.blocks = j.masks;
        if (j.role == HexRole::Edge && j.masks) {
            j.blocks = both_sides;
            if (!both_sides) {
                j.rule = sight;
                j.reason = TR_("It would mask, but the line runs along its edge and the other side is clear.");
            }
        }
    }

    if (!(shooter == target)) {
        HexJudgement last;
        last.hex = target;
        last.role = HexRole::Target;
        last.enter = 1.0;
        last.leave = 1.0;
        last.distance = los.range;
        last.rule = sight;
        last.reason = TR_("The target's hex: its terrain never blocks the line of sight.");
        los.hexes.push_back(std::move(last));
    }

    const auto blocking = std::count_if(los.hexes.begin(), los.hexes.end(),
                                        [](const HexJudgement& j) { return j.blocks; });
    los.clear = blocking == 0;
    if (los.clear) {
        los.rule = sight;
        los.summary = TRP_("Line of sight clear over {n} hex.", "Line of sight clear over {n} hexes.",
                           los.range);
    } else {
        const auto it = std::find_if(los.hexes.begin(), los.hexes.end(),
                                     [](const HexJudgement& j) { return j.blocks; });
        los.rule = it->rule;
        los.summary = TRP_("Line of sight blocked: {n} hex masks it.",
                           "Line of sight blocked: {n} hexes mask it.", blocking);
    }
    return los;
}

} // namespace ost::engine::legality
