// The hex line of sight against every worked example of the A&B and Jomini shooting chapters.
// Boards are drawn from the examples' captions (the figures themselves are not in the seeds).
#include "core/engine/legality/hex_board_facts.h"
#include "core/engine/legality/hex_line_of_sight.h"
#include "legality_fixtures.h"

#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <string>

using namespace ost::engine::legality;

namespace {

constexpr int kMine = 0;
constexpr int kTheirs = 1;

HexUnit artillery(int side) { return {side, true, false, "Art"}; }
HexUnit infantry(int side) { return {side, false, false, "Inf"}; }
HexUnit elephant(int side) { return {side, false, true, "Ele"}; }

void hill(HexGrid& g, HexCoord h, int level = 1) { g.set_terrain(h, "hill", level); }
void wood(HexGrid& g, HexCoord h) { g.set_terrain(h, "wood"); }

const HexJudgement& at(const LineOfSight& los, HexCoord h) {
    for (const auto& j : los.hexes)
        if (j.hex == h) return j;
    FAIL("hex not on the line");
    return los.hexes.front();
}

int blocking(const LineOfSight& los) {
    int n = 0;
    for (const auto& j : los.hexes) n += j.blocks ? 1 : 0;
    return n;
}

const char* const kSystems[] = {"ab", "jomini"};

/// The sections the bundled data of `system` gives its hex line of sight (<hex-sight>).
const HexSightRules& sight(const std::string& system) { return ost::test::legality().hex_sight(system); }

} // namespace

// Example 1 (plain): A in direct view; B behind a wood; C along an edge masked on one side.
TEST_CASE("line of sight example 1A: the artillery shoots at A directly", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        g.set_unit({0, 0}, artillery(kMine));
        g.set_unit({3, 0}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {3, 0}, sight(sys));
        CHECK(los.clear);
        CHECK(los.range == 3);
        REQUIRE(los.hexes.size() == 4);
        CHECK(los.hexes[0].role == HexRole::Shooter);
        CHECK(los.hexes[1].hex == HexCoord{1, 0});
        CHECK(los.hexes[2].hex == HexCoord{2, 0});
        CHECK(los.hexes[3].role == HexRole::Target);
        CHECK(los.rule == std::string(sys) + ".shooting.line-of-sight");
    }
}

TEST_CASE("line of sight example 1B: a wood blocks the shot at B", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        g.set_unit({0, 0}, artillery(kMine));
        wood(g, {0, 2});
        g.set_unit({0, 3}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {0, 3}, sight(sys));
        CHECK_FALSE(los.clear);
        const auto& w = at(los, {0, 2});
        CHECK(w.blocks);
        CHECK(w.obstacle == HexObstacle::Terrain);
        CHECK(w.rule == std::string(sys) + ".shooting.line-of-sight");
        CHECK_FALSE(at(los, {0, 1}).masks);
        CHECK(blocking(los) == 1);
    }
}

TEST_CASE("line of sight example 1C: C is seen, the edge line is masked on one side only", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        g.set_unit({0, 0}, artillery(kMine));
        wood(g, {1, 0});
        g.set_unit({4, -2}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {4, -2}, sight(sys));
        CHECK(los.clear);
        const auto& w = at(los, {1, 0});
        CHECK(w.role == HexRole::Edge);
        CHECK(w.masks);
        CHECK_FALSE(w.blocks);
    }
}

// Example 2 (plain): A behind a unit; B along an edge masked on one side; C masked on both
// sides at different places.
TEST_CASE("line of sight example 2A: a unit blocks the shot at A", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        g.set_unit({0, 0}, artillery(kMine));
        g.set_unit({1, 0}, infantry(kMine));
        g.set_unit({2, 0}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys));
        CHECK_FALSE(los.clear);
        CHECK(at(los, {1, 0}).obstacle == HexObstacle::Unit);
        CHECK(at(los, {1, 0}).blocks);
        // An enemy in between masks just the same.
        g.set_unit({1, 0}, infantry(kTheirs));
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
    }
}

TEST_CASE("line of sight example 2B: B is seen, the edge line is blocked on one side only", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        g.set_unit({0, 0}, artillery(kMine));
        g.set_unit({3, -2}, infantry(kTheirs));
        g.set_unit({4, -2}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {4, -2}, sight(sys));
        CHECK(los.clear);
        CHECK(at(los, {3, -2}).masks);
        CHECK_FALSE(at(los, {3, -2}).blocks);
    }
}

TEST_CASE("line of sight example 2C: C is not seen, the edge line is blocked on both sides at different places",
          "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        g.set_unit({0, 0}, artillery(kMine));
        g.set_unit({1, -1}, infantry(kMine));   // side +1, first pair
        g.set_unit({3, -1}, infantry(kTheirs)); // side -1, second pair
        g.set_unit({4, -2}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {4, -2}, sight(sys));
        CHECK_FALSE(los.clear);
        CHECK(at(los, {1, -1}).blocks);
        CHECK(at(los, {3, -1}).blocks);
        CHECK(blocking(los) == 2);
        // And both sides at the same place.
        HexGrid same;
        same.set_unit({1, -1}, infantry(kMine));
        same.set_unit({1, 0}, infantry(kMine));
        CHECK_FALSE(judge_line_of_sight(same, {0, 0}, {2, -1}, sight(sys)).clear);
    }
}

// Example 3 (artillery on a hill): A past a friend at the foot; B in a friend's dead ground;
// C beyond it.
TEST_CASE("line of sight example 3A: a friendly unit at the foot of the hill casts no dead ground",
          "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, artillery(kMine));
        g.set_unit({1, 0}, infantry(kMine));
        g.set_unit({2, 0}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys));
        CHECK(los.clear);
        CHECK(at(los, {1, 0}).rule == std::string(sys) + ".shooting.hills");
        // An enemy at the foot does cast its hex of dead ground.
        g.set_unit({1, 0}, infantry(kTheirs));
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
    }
}

TEST_CASE("line of sight example 3B: a friend away from the foot hides B in its dead ground",
          "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, artillery(kMine));
        g.set_unit({0, 2}, infantry(kMine));
        g.set_unit({0, 3}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {0, 3}, sight(sys));
        CHECK_FALSE(los.clear);
        CHECK(at(los, {0, 2}).blocks);
        CHECK(los.rule == std::string(sys) + ".shooting.hills");
    }
}

TEST_CASE("line of sight example 3C: C lies beyond the friend's one hex of dead ground", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, artillery(kMine));
        g.set_unit({0, 2}, infantry(kMine));
        g.set_unit({0, 4}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {0, 4}, sight(sys));
        CHECK(los.clear);
        CHECK(at(los, {0, 2}).obstacle == HexObstacle::Unit);
        CHECK_FALSE(at(los, {0, 2}).masks);
    }
}

// Example 4 (artillery on a hill): a wood 1 hex away masks 1 hex; 2 hexes away, 2 hexes;
// a separate hill of the same level blocks.
TEST_CASE("line of sight example 4A: a wood 1 hex from the shooter masks 1 hex, A is seen", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, artillery(kMine));
        wood(g, {1, 0});
        CHECK(judge_line_of_sight(g, {0, 0}, {3, 0}, sight(sys)).clear);
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
    }
}

TEST_CASE("line of sight example 4B: a wood 2 hexes from the shooter masks 2 hexes, B is hidden",
          "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, artillery(kMine));
        wood(g, {0, 2});
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {0, 3}, sight(sys)).clear);
        const auto los = judge_line_of_sight(g, {0, 0}, {0, 4}, sight(sys));
        CHECK_FALSE(los.clear);
        CHECK(at(los, {0, 2}).rule == std::string(sys) + ".shooting.hills");
        CHECK(judge_line_of_sight(g, {0, 0}, {0, 5}, sight(sys)).clear);
    }
}

TEST_CASE("line of sight example 4C: a hill of the same level blocks the view of C", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, artillery(kMine));
        hill(g, {-2, 2});
        g.set_unit({-3, 3}, infantry(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {-3, 3}, sight(sys));
        CHECK_FALSE(los.clear);
        CHECK(at(los, {-2, 2}).obstacle == HexObstacle::Ground);
        CHECK(at(los, {-2, 2}).rule == std::string(sys) + ".shooting.hills");
        // The shooter's own hill does not block: a two-hex hill, target below.
        HexGrid wide;
        hill(wide, {0, 0});
        hill(wide, {-1, 1});
        wide.set_unit({0, 0}, artillery(kMine));
        CHECK(judge_line_of_sight(wide, {0, 0}, {-3, 3}, sight(sys)).clear);
    }
}

// Example 5 (reversed: the infantry stands on the hill, the artillery below shoots at it).
TEST_CASE("line of sight example 5A: artillery A shoots up past a unit at the foot of the hill",
          "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, infantry(kMine));
        g.set_unit({1, 0}, infantry(kMine));
        g.set_unit({3, 0}, artillery(kTheirs));
        CHECK(judge_line_of_sight(g, {3, 0}, {0, 0}, sight(sys)).clear);
    }
}

TEST_CASE("line of sight example 5B: artillery B stands in the wood's dead ground", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, infantry(kMine));
        wood(g, {0, 2});
        g.set_unit({0, 3}, artillery(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 3}, {0, 0}, sight(sys));
        CHECK_FALSE(los.clear);
        CHECK(at(los, {0, 2}).blocks);
    }
}

TEST_CASE("line of sight example 5C: artillery C stands beyond the wood's dead ground", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, infantry(kMine));
        wood(g, {-2, 2});
        g.set_unit({-5, 5}, artillery(kTheirs));
        CHECK(judge_line_of_sight(g, {-5, 5}, {0, 0}, sight(sys)).clear);
        g.set_unit({-4, 4}, artillery(kTheirs));
        CHECK_FALSE(judge_line_of_sight(g, {-4, 4}, {0, 0}, sight(sys)).clear);
    }
}

// Example 6 (artillery on a hill): elephant A is taller than the friendly unit; elephant B is
// in the wood's dead ground.
TEST_CASE("line of sight example 6A: the elephant behind a friendly unit is seen", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, artillery(kMine));
        g.set_unit({0, 2}, infantry(kMine));
        g.set_unit({0, 3}, elephant(kTheirs));
        CHECK(judge_line_of_sight(g, {0, 0}, {0, 3}, sight(sys)).clear);
        g.set_unit({0, 3}, infantry(kTheirs));
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {0, 3}, sight(sys)).clear);
    }
}

TEST_CASE("line of sight example 6B: the elephant in the wood's dead ground is hidden", "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        hill(g, {0, 0});
        g.set_unit({0, 0}, artillery(kMine));
        wood(g, {-2, 2});
        g.set_unit({-3, 3}, elephant(kTheirs));
        const auto los = judge_line_of_sight(g, {0, 0}, {-3, 3}, sight(sys));
        CHECK_FALSE(los.clear);
        CHECK(at(los, {-2, 2}).obstacle == HexObstacle::Terrain);
    }
}

TEST_CASE("line of sight: elephants shoot and are shot over troops, not over elephants, woods or hills",
          "[engine][hex][los]") {
    for (const char* sys : kSystems) {
        HexGrid g;
        g.set_unit({0, 0}, elephant(kMine));
        g.set_unit({1, 0}, infantry(kMine));
        g.set_unit({2, 0}, infantry(kTheirs));
        CHECK(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
        g.set_unit({0, 0}, infantry(kMine));
        g.set_unit({2, 0}, elephant(kTheirs));
        CHECK(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
        g.set_unit({1, 0}, elephant(kMine));
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
        g.set_unit({1, 0}, std::nullopt);
        wood(g, {1, 0});
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
        g.set_terrain({1, 0}, "house");
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
        hill(g, {1, 0});
        CHECK_FALSE(judge_line_of_sight(g, {0, 0}, {2, 0}, sight(sys)).clear);
    }
}

TEST_CASE("line of sight: the target's terrain never blocks; open or lower ground never masks",
          "[engine][hex][los]") {
    HexGrid g;
    g.set_unit({0, 0}, artillery(kMine));
    wood(g, {3, 0});
    g.set_unit({3, 0}, infantry(kTheirs));
    g.set_terrain({1, 0}, "rough");
    CHECK(judge_line_of_sight(g, {0, 0}, {3, 0}, sight("ab")).clear);
    // Two hill-top ends over a valley with nothing in it.
    HexGrid v;
    hill(v, {0, 0});
    hill(v, {3, 0});
    CHECK(judge_line_of_sight(v, {0, 0}, {3, 0}, sight("jomini")).clear);
    // Higher ground than both ends masks.
    hill(v, {1, 0}, 2);
    const auto los = judge_line_of_sight(v, {0, 0}, {3, 0}, sight("jomini"));
    CHECK_FALSE(los.clear);
    CHECK(at(los, {1, 0}).obstacle == HexObstacle::Ground);
}

TEST_CASE("line of sight: only artillery shoots over troops from a hill", "[engine][hex][los]") {
    HexGrid g;
    hill(g, {0, 0});
    g.set_unit({0, 0}, infantry(kMine));
    g.set_unit({0, 2}, infantry(kMine));
    g.set_unit({0, 4}, infantry(kTheirs));
    const auto los = judge_line_of_sight(g, {0, 0}, {0, 4}, sight("ab"));
    CHECK_FALSE(los.clear);
    CHECK(at(los, {0, 2}).rule == "ab.shooting.hills");
    g.set_unit({0, 0}, artillery(kMine));
    CHECK(judge_line_of_sight(g, {0, 0}, {0, 4}, sight("ab")).clear);
}

TEST_CASE("line of sight: reciprocal on random boards", "[engine][hex][los]") {
    std::mt19937 rng(1313);
    std::uniform_int_distribution<int> coord(-4, 4);
    std::uniform_int_distribution<int> kind(0, 9);
    for (int trial = 0; trial < 400; ++trial) {
        HexGrid g;
        for (int q = -4; q <= 4; ++q)
            for (int r = -4; r <= 4; ++r) {
                switch (kind(rng)) {
                case 0: wood(g, {q, r}); break;
                case 1: hill(g, {q, r}); break;
                case 2: g.set_unit({q, r}, artillery(kMine)); break;
                case 3: g.set_unit({q, r}, artillery(kTheirs)); break;
                case 4: g.set_unit({q, r}, elephant(kTheirs)); break;
                default: break;
                }
            }
        const HexCoord a{coord(rng), coord(rng)};
        const HexCoord b{coord(rng), coord(rng)};
        g.set_unit(a, artillery(kMine));
        g.set_unit(b, artillery(kTheirs));
        CAPTURE(trial, a.q, a.r, b.q, b.r);
        CHECK(judge_line_of_sight(g, a, b, sight("ab")).clear == judge_line_of_sight(g, b, a, sight("ab")).clear);
    }
}

TEST_CASE("line of sight: only the systems played on hexes have one", "[engine][hex][los]") {
    // ADLG's system.xml has no board="hex": no hex line of sight to cite.
    CHECK_THROWS_AS(ost::test::legality().hex_sight("adlg"), ost::InvalidInputError);
}

TEST_CASE("hex board facts: range, adjacent enemy, lower target, line of sight", "[engine][hex][los]") {
    HexGrid g;
    hill(g, {0, 0});
    g.set_unit({0, 0}, artillery(kMine));
    g.set_unit({1, 0}, infantry(kMine)); // a friend next to it is not an adjacent enemy
    g.set_unit({3, 0}, infantry(kTheirs));
    auto f = hex_board_facts(g, {0, 0}, {3, 0}, sight("ab"));
    CHECK(f.distance == 3);
    CHECK_FALSE(f.adjacent_enemy);
    CHECK(f.target_below);
    CHECK(f.line_of_sight.clear); // the friend is at the foot of the hill
    CHECK(f.facts() == std::map<std::string, std::string>{
                           {"distance", "3"}, {"adjacent-enemy", "no"}, {"line-of-sight", "yes"}, {"target-below", "yes"}});
    g.set_unit({0, 1}, infantry(kTheirs));
    f = hex_board_facts(g, {0, 0}, {3, 0}, sight("ab"));
    CHECK(f.adjacent_enemy);
    CHECK(f.facts().at("adjacent-enemy") == "yes");
    g.set_terrain({0, 0}, "open", 0);
    f = hex_board_facts(g, {0, 0}, {3, 0}, sight("jomini"));
    CHECK_FALSE(f.target_below);
    CHECK_FALSE(f.line_of_sight.clear); // same level: the friend in between masks
    CHECK(f.facts().at("line-of-sight") == "no");
}
