// Benchmarks of the engine as users feel it: a WME two-round combat with 60 attack dice a side
// (target < 1 ms, exact distribution) and a 12-dice custom-dice pool (target < 100 µs).
#include "core/engine/custom_die.h"
#include "core/engine/dice_pools.h"
#include "core/engine/wme_resolver.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"

#include <benchmark/benchmark.h>

#include <filesystem>

namespace {
const std::filesystem::path kSource(OST_SOURCE_DIR);

void BM_WmeCombatTwoRounds60Dice(benchmark::State& state) {
    const auto tables = ost::engine::WmeTables::load(kSource / "data/engine/wme.json");
    ost::engine::WmeCombatRequest r;
    // 20 stands x 3 Attacks = 60 dice a side, 3 Hits a stand; the winner pursues.
    r.attacker = {"infantry", 3, 3, 5, 20, false, false, false, false, 0};
    r.defender = {"infantry", 3, 3, 6, 20, false, false, false, false, 0};
    r.rounds = 2;
    for (auto _ : state) {
        benchmark::DoNotOptimize(ost::engine::wme_combat(tables, r));
    }
}
BENCHMARK(BM_WmeCombatTwoRounds60Dice)->Unit(benchmark::kMicrosecond);

void BM_WmeCombatOneRound60Dice(benchmark::State& state) {
    const auto tables = ost::engine::WmeTables::load(kSource / "data/engine/wme.json");
    ost::engine::WmeCombatRequest r;
    r.attacker = {"infantry", 3, 3, 5, 20, false, false, false, false, 0};
    r.defender = {"infantry", 3, 3, 6, 20, false, false, false, false, 0};
    for (auto _ : state) {
        benchmark::DoNotOptimize(ost::engine::wme_combat(tables, r));
    }
}
BENCHMARK(BM_WmeCombatOneRound60Dice)->Unit(benchmark::kMicrosecond);

void BM_CustomDicePool12(benchmark::State& state) {
    const auto die = ost::engine::CustomDie::from_system(
        ost::read_system(ost::XmlDocument::load_file(kSource / "lists/ab/system.xml")));
    for (auto _ : state) {
        benchmark::DoNotOptimize(ost::engine::symbol_pool(die, 12, {"hit-blue", "flag", "special"}));
    }
}
BENCHMARK(BM_CustomDicePool12)->Unit(benchmark::kMicrosecond);
} // namespace
