// Exact hex line: each candidate hex's cell is cut from the segment with integer fractions.
// A hex cell in cube coordinates is max(|dx-dy|, |dy-dz|, |dz-dx|) <= 1 around its centre.
#include "core/engine/legality/hex_line.h"

#include <algorithm>
#include <cmath>

namespace ost::engine::legality {

namespace {

/// A non-negative-denominator fraction compared by cross-multiplication (values stay far
/// below 2^31 for any board a player can set up, so the products fit in 64 bits).
struct Fraction {
    std::int64_t num = 0;
    std::int64_t den = 1;
};

bool less(Fraction a, Fraction b) { return a.num * b.den < b.num * a.den; }

Fraction make(std::int64_t num, std::int64_t den) {
    if (den < 0) return {-num, -den};
    return {num, den};
}

struct Cube {
    std::int64_t x, y, z;
};

Cube cube(HexCoord h) { return {h.q, -h.q - h.r, h.r}; }

/// The part of the segment (parameter s in [0, n]) inside the cell of `h`, if it has a length.
struct Cut {
    bool hit = false;
    bool on_edge = false;
    Fraction lo, hi;
};

Cut cut(Cube a, Cube d, std::int64_t n, HexCoord h) {
    const Cube c = cube(h);
    const Cube rel{a.x - c.x, a.y - c.y, a.z - c.z};
    const std::int64_t cs[3] = {rel.x - rel.y, rel.y - rel.z, rel.z - rel.x};
    const std::int64_t es[3] = {d.x - d.y, d.y - d.z, d.z - d.x};
    Cut out;
    out.lo = {0, 1};
    out.hi = {n, 1};
    for (int k = 0; k < 3; ++k) {
        // |n*c + s*e| <= n
        if (es[k] == 0) {
            if (cs[k] > 1 || cs[k] < -1) return {};
            if (cs[k] != 0) out.on_edge = true;
            continue;
        }
        Fraction a1 = make(-n - n * cs[k], es[k]);
        Fraction a2 = make(n - n * cs[k], es[k]);
        if (less(a2, a1)) std::swap(a1, a2);
        if (less(out.lo, a1)) out.lo = a1;
        if (less(a2, out.hi)) out.hi = a2;
    }
    out.hit = less(out.lo, out.hi);
    return out;
}

HexCoord round_axial(double q, double r) {
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

} // namespace

std::vector<HexCrossing> hex_line(HexCoord from, HexCoord to) {
    std::vector<HexCrossing> out;
    const int n = hex_distance(from, to);
    if (n < 2) return out;

    // Candidates: the hexes within 1 of the hex holding each sample point i/n. A point of the
    // segment is within 1/2 of a sample, the sample within 2/3 of the centre of the hex that
    // holds it (either one on a tie), the point within 2/3 of its own hex's centre: 11/6 < 2.
    std::vector<HexCoord> candidates;
    candidates.reserve(static_cast<std::size_t>(n + 1) * 7);
    for (int i = 0; i <= n; ++i) {
        const double t = static_cast<double>(i) / n;
        const HexCoord c = round_axial(from.q + t * (to.q - from.q), from.r + t * (to.r - from.r));
        candidates.push_back(c);
        for (HexCoord d : kHexDirections) candidates.push_back(c + d);
    }
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());

    const Cube a = cube(from);
    const Cube b = cube(to);
    const Cube d{b.x - a.x, b.y - a.y, b.z - a.z};
    const std::int64_t dq = to.q - from.q;
    const std::int64_t dr = to.r - from.r;
    for (HexCoord h : candidates) {
        if (h == from || h == to) continue;
        const Cut c = cut(a, d, n, h);
        if (!c.hit) continue;
        HexCrossing x;
        x.hex = h;
        if (c.on_edge) {
            x.contact = HexContact::Edge;
            const std::int64_t cross = (h.q - from.q) * dr - (h.r - from.r) * dq;
            x.side = cross > 0 ? 1 : -1;
        }
        x.enter_num = c.lo.num;
        x.enter_den = c.lo.den * n;
        x.leave_num = c.hi.num;
        x.leave_den = c.hi.den * n;
        out.push_back(x);
    }
    std::sort(out.begin(), out.end(), [](const HexCrossing& l, const HexCrossing& r) {
        const Fraction le{l.enter_num, l.enter_den}, re{r.enter_num, r.enter_den};
        if (less(le, re)) return true;
        if (less(re, le)) return false;
        return l.side > r.side;
    });
    return out;
}

} // namespace ost::engine::legality
