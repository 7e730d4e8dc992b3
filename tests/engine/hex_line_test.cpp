// Tests of the exact hex line: hand-worked lines and a brute-force cross-check by dense sampling.
// The line of sight (ab/jomini.shooting.line-of-sight) judges exactly these hexes.
#include "core/engine/legality/hex_line.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <utility>

using namespace ost::engine::legality;

namespace {

std::set<HexCoord> crossed(const std::vector<HexCrossing>& line) {
    std::set<HexCoord> out;
    for (const auto& c : line)
        if (c.contact == HexContact::Crossed) out.insert(c.hex);
    return out;
}

std::set<HexCoord> edges(const std::vector<HexCrossing>& line) {
    std::set<HexCoord> out;
    for (const auto& c : line)
        if (c.contact == HexContact::Edge) out.insert(c.hex);
    return out;
}

/// Brute force, independent of hex_line(): the point from + i/m (to - from), in cube coordinates
/// scaled by m, lies strictly inside hex h when max(|u|) < m for its three differences u.
std::set<HexCoord> sampled_interiors(HexCoord from, HexCoord to, std::int64_t m) {
    std::set<HexCoord> out;
    const std::int64_t fx = from.q, fz = from.r, fy = -from.q - from.r;
    const std::int64_t tx = to.q, tz = to.r, ty = -to.q - to.r;
    for (std::int64_t i = 0; i <= m; ++i) {
        // point * m
        const std::int64_t px = fx * m + i * (tx - fx);
        const std::int64_t py = fy * m + i * (ty - fy);
        const std::int64_t pz = fz * m + i * (tz - fz);
        for (int q = std::min(from.q, to.q) - 1; q <= std::max(from.q, to.q) + 1; ++q)
            for (int r = std::min(from.r, to.r) - 1; r <= std::max(from.r, to.r) + 1; ++r) {
                const std::int64_t dx = px - q * m, dz = pz - r * m, dy = py - (-q - r) * m;
                const std::int64_t u1 = dx - dy, u2 = dy - dz, u3 = dz - dx;
                if (std::llabs(u1) < m && std::llabs(u2) < m && std::llabs(u3) < m)
                    out.insert(HexCoord{q, r});
            }
    }
    out.erase(from);
    out.erase(to);
    return out;
}

} // namespace

TEST_CASE("hex_line: neighbours and the same hex meet nothing in between", "[engine][hex]") {
    CHECK(hex_line({0, 0}, {0, 0}).empty());
    CHECK(hex_line({0, 0}, {1, 0}).empty());
    CHECK(hex_line({2, -1}, {2, 0}).empty());
}

TEST_CASE("hex_line: a line along a row crosses each hex centre", "[engine][hex]") {
    const auto line = hex_line({0, 0}, {3, 0});
    REQUIRE(line.size() == 2);
    CHECK(line[0].hex == HexCoord{1, 0});
    CHECK(line[1].hex == HexCoord{2, 0});
    CHECK(line[0].contact == HexContact::Crossed);
    // (1,0) holds the middle third: from 1/6 to 1/2 of the way (cells are half a step wide).
    CHECK(line[0].enter_num * 6 == line[0].enter_den * 1);
    CHECK(line[0].leave_num * 2 == line[0].leave_den * 1);
}

TEST_CASE("hex_line: a diagonal line runs along edges, in twin pairs on both sides", "[engine][hex]") {
    const auto line = hex_line({0, 0}, {4, -2});
    // (1,-1)|(1,0) along an edge, the centre of (2,-1), then (3,-2)|(3,-1) along an edge.
    REQUIRE(line.size() == 5);
    CHECK(edges(line) == std::set<HexCoord>{{1, -1}, {1, 0}, {3, -2}, {3, -1}});
    CHECK(crossed(line) == std::set<HexCoord>{{2, -1}});
    CHECK(line[0].side == 1);
    CHECK(line[1].side == -1);
    CHECK(line[0].hex == HexCoord{1, -1});
    CHECK(line[1].hex == HexCoord{1, 0});
    CHECK(line[2].hex == HexCoord{2, -1});
    CHECK(line[3].hex == HexCoord{3, -2});
    CHECK(line[4].hex == HexCoord{3, -1});
    // The twins share the stretch from 1/6 to 1/3 of the way.
    CHECK(line[0].enter_num * 6 == line[0].enter_den);
    CHECK(line[1].leave_num * 3 == line[1].leave_den);
}

TEST_CASE("hex_line: every diagonal direction gives edge twins and no corner-only hex", "[engine][hex]") {
    const HexCoord diagonals[6] = {{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}};
    for (HexCoord d : diagonals) {
        const auto line = hex_line({0, 0}, {d.q * 3, d.r * 3});
        CAPTURE(d.q, d.r);
        CHECK(edges(line).size() == 6);
        CHECK(crossed(line).size() == 2);
        for (const auto& c : line)
            if (c.contact == HexContact::Edge) CHECK(hex_distance({0, 0}, c.hex) >= 1);
    }
}

TEST_CASE("hex_line: crossed hexes match dense exact sampling of the segment", "[engine][hex]") {
    for (int q = -6; q <= 6; ++q)
        for (int r = -6; r <= 6; ++r) {
            const HexCoord to{q, r};
            const int n = hex_distance({0, 0}, to);
            if (n < 2 || n > 6) continue;
            CAPTURE(q, r);
            const auto line = hex_line({0, 0}, to);
            // Twins along edges are never interior; everything else must be found by sampling.
            CHECK(crossed(line) == sampled_interiors({0, 0}, to, 2520));
            for (const auto& c : line) CHECK(c.enter() < c.leave());
            for (std::size_t i = 1; i < line.size(); ++i) CHECK(line[i - 1].enter() <= line[i].enter());
        }
}

TEST_CASE("hex_line: the same hexes both ways", "[engine][hex]") {
    for (int q = -5; q <= 5; ++q)
        for (int r = -5; r <= 5; ++r) {
            const HexCoord a{1, -2};
            const HexCoord b{q, r};
            const auto ab = hex_line(a, b);
            const auto ba = hex_line(b, a);
            CAPTURE(q, r);
            CHECK(crossed(ab) == crossed(ba));
            CHECK(edges(ab) == edges(ba));
        }
}

TEST_CASE("hex_distance counts the target's hex but not the shooter's", "[engine][hex]") {
    CHECK(hex_distance({0, 0}, {0, 0}) == 0);
    CHECK(hex_distance({0, 0}, {1, 0}) == 1);
    CHECK(hex_distance({0, 0}, {4, -2}) == 4);
    CHECK(hex_distance({-2, 3}, {1, -1}) == 4);
}
