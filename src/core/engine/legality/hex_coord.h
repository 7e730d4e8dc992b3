// Axial hex coordinates (q, r) for the hex games (Alexandre et Bayard, Jomini).
// The line of sight, the range and the hex board all count hexes with these.
#pragma once

#include <array>
#include <compare>
#include <cstdlib>

namespace ost::engine::legality {

/// One hex in axial coordinates; the third cube coordinate is s = -q - r. Ordered so it can key
/// a std::map. A hex is its own centre; neighbours differ by one of the six kHexDirections.
struct HexCoord {
    int q = 0;
    int r = 0;

    constexpr int s() const { return -q - r; }
    constexpr auto operator<=>(const HexCoord&) const = default;
};

/// The six neighbour offsets, counter-clockwise starting east (pointy-top layout).
inline constexpr std::array<HexCoord, 6> kHexDirections{
    HexCoord{1, 0}, HexCoord{1, -1}, HexCoord{0, -1},
    HexCoord{-1, 0}, HexCoord{-1, 1}, HexCoord{0, 1}};

/// Number of hex steps from `a` to `b`. This is the rules' range: the shooter's hex is not
/// counted, the target's is (ab.shooting.range, jomini.shooting.range), so neighbours are at 1.
constexpr int hex_distance(HexCoord a, HexCoord b) {
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    const int ds = a.s() - b.s();
    const int m = (dq < 0 ? -dq : dq) > (dr < 0 ? -dr : dr) ? (dq < 0 ? -dq : dq)
                                                              : (dr < 0 ? -dr : dr);
    return m > (ds < 0 ? -ds : ds) ? m : (ds < 0 ? -ds : ds);
}

constexpr HexCoord operator+(HexCoord a, HexCoord b) { return {a.q + b.q, a.r + b.r}; }
constexpr HexCoord operator-(HexCoord a, HexCoord b) { return {a.q - b.q, a.r - b.r}; }

/// The six hexes around `h`, in kHexDirections order.
constexpr std::array<HexCoord, 6> hex_neighbours(HexCoord h) {
    std::array<HexCoord, 6> out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = h + kHexDirections[i];
    return out;
}

} // namespace ost::engine::legality
