// Benchmarks of the engine as users feel it: a WME two-round combat with 60 attack dice a side
// (target < 1 ms, exact distribution), a 12-dice custom-dice pool (target < 100 µs), and a
// typical attack of each hex game (A&B 9 dice, Jomini 8 dice) as the Combat page recomputes it.
#include "core/engine/binomial_pools.h"
#include "core/engine/custom_die.h"
#include "core/engine/dice_pools.h"
#include "core/engine/scenario.h"
#include "core/systems/wme/wme_resolver.h"
#include "core/support/json_document.h"
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

/// The same combat as a first call: the thread's binomial pools emptied before each one.
void BM_WmeCombatTwoRounds60DiceCold(benchmark::State& state) {
    const auto tables = ost::engine::WmeTables::load(kSource / "data/engine/wme.json");
    ost::engine::WmeCombatRequest r;
    r.attacker = {"infantry", 3, 3, 5, 20, false, false, false, false, 0};
    r.defender = {"infantry", 3, 3, 6, 20, false, false, false, false, 0};
    r.rounds = 2;
    for (auto _ : state) {
        ost::engine::clear_binomial_pool_cache();
        benchmark::DoNotOptimize(ost::engine::wme_combat(tables, r));
    }
}
BENCHMARK(BM_WmeCombatTwoRounds60DiceCold)->Unit(benchmark::kMicrosecond);

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
/// The scenario `json` parsed once, evaluated in the loop (what the page does on each change).
void run_hex_attack(benchmark::State& state, const char* json) {
    static const ost::GameSystem ab = ost::read_system(ost::XmlDocument::load_file(kSource / "lists/ab/system.xml"));
    static const ost::GameSystem jomini =
        ost::read_system(ost::XmlDocument::load_file(kSource / "lists/jomini/system.xml"));
    static const auto tables = ost::engine::EngineTables::load(kSource / "data/engine", [&](const std::string& id) -> const ost::GameSystem* {
        return id == "ab" ? &ab : id == "jomini" ? &jomini : nullptr;
    });
    const auto scenario = ost::engine::parse_scenario(ost::JsonDocument::load_string(json, "bench.json"), nullptr);
    for (auto _ : state) {
        benchmark::DoNotOptimize(ost::engine::evaluate(tables, scenario));
    }
}

void BM_AbAttack9Dice(benchmark::State& state) {
    run_hex_attack(state, R"({"system": "ab", "test": "attack",
        "attacker": {"kind": "cavalry", "dice": 9, "supported": true},
        "defender": {"kind": "infantry", "armour": "blue", "leader": true, "supported": true, "elements": 4}})");
}
BENCHMARK(BM_AbAttack9Dice)->Unit(benchmark::kMicrosecond);

void BM_JominiAttack8Dice(benchmark::State& state) {
    run_hex_attack(state, R"({"system": "jomini", "test": "attack",
        "attacker": {"kind": "infantry", "dice": 8, "supported": true},
        "defender": {"kind": "cavalry", "officers": 1}})");
}
BENCHMARK(BM_JominiAttack8Dice)->Unit(benchmark::kMicrosecond);
} // namespace
