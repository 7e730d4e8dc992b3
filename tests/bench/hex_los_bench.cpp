// Benchmarks of the hex line of sight the board redraws as the mouse moves: a 20-hex line.
// Straight (hex centres), diagonal (along edges) and oblique lines over a cluttered board.
#include "core/engine/legality/hex_line.h"
#include "core/engine/legality/hex_line_of_sight.h"

#include <benchmark/benchmark.h>

namespace {

using namespace ost::engine::legality;

/// Section ids only label the reasons; their values do not change the work measured.
const HexSightRules kSight{"bench.shooting.line-of-sight", "bench.shooting.hills"};

HexGrid cluttered_board() {
    HexGrid g;
    g.set_terrain({0, 0}, "hill", 1);
    g.set_unit({0, 0}, HexUnit{0, true, false, "Art"});
    for (int q = -22; q <= 22; ++q)
        for (int r = -22; r <= 22; ++r) {
            const int k = (q * 7 + r * 13 + 1000) % 11;
            if (k == 0) g.set_terrain({q, r}, "wood");
            if (k == 3) g.set_unit({q, r}, HexUnit{(q + r) & 1, false, false, "Inf"});
        }
    return g;
}

void BM_HexLine20(benchmark::State& state) {
    const HexCoord to{static_cast<int>(state.range(0)), static_cast<int>(state.range(1))};
    for (auto _ : state) benchmark::DoNotOptimize(hex_line({0, 0}, to));
}
BENCHMARK(BM_HexLine20)->Args({20, 0})->Args({14, -7})->Args({13, 7})->Unit(benchmark::kMicrosecond);

void BM_LineOfSight20(benchmark::State& state) {
    const HexGrid g = cluttered_board();
    const HexCoord to{static_cast<int>(state.range(0)), static_cast<int>(state.range(1))};
    for (auto _ : state) benchmark::DoNotOptimize(judge_line_of_sight(g, {0, 0}, to, kSight));
}
BENCHMARK(BM_LineOfSight20)->Args({20, 0})->Args({14, -7})->Args({13, 7})->Unit(benchmark::kMicrosecond);

} // namespace
