// Benchmarks of one legality check in-process (target: under 50 µs), through LegalityService
// as both front ends call it: a definite ADLG verdict with several reasons, an ADLG `depends`
// (two unknown facts enumerated), and a WME charge whose formation and distance are unknown.
#include "core/services/legality_service.h"

#include <benchmark/benchmark.h>

#include <filesystem>

namespace {

using namespace ost::engine::legality;

ost::LegalityService& service() {
    static ost::LegalityService s(std::filesystem::path(OST_STAGE_DATA_DIR));
    return s;
}

UnitFacts known(const char* system, const char* troop, std::set<std::string> states = {}) {
    auto u = service().troop(system, troop);
    u.states.on = std::move(states);
    u.states.complete = true;
    u.capabilities.complete = true;
    return u;
}

void run(benchmark::State& state, const Situation& s) {
    (void)service().check(s); // loads the table once, outside the timing
    for (auto _ : state) {
        auto result = service().check(s);
        benchmark::DoNotOptimize(result);
    }
}

void BM_LegalityAdlgAllowedThreeReasons(benchmark::State& state) {
    Situation s;
    s.system = "adlg";
    s.question = "contact";
    s.actor = known("adlg", "bowmen");
    s.target = known("adlg", "heavy-spearmen", {"in-melee"});
    s.target->terrain = "open";
    s.facts = {{"side", "flank"}, {"phase", "move"}};
    run(state, s);
}
BENCHMARK(BM_LegalityAdlgAllowedThreeReasons)->Unit(benchmark::kMicrosecond);

void BM_LegalityAdlgDepends(benchmark::State& state) {
    Situation s;
    s.system = "adlg";
    s.question = "contact";
    s.actor = service().troop("adlg", "light-cavalry"); // capabilities unknown
    s.actor.states.complete = true;
    s.target = known("adlg", "heavy-swordsmen");
    s.target->terrain = "open";
    s.facts = {{"phase", "move"}}; // side unknown
    run(state, s);
}
BENCHMARK(BM_LegalityAdlgDepends)->Unit(benchmark::kMicrosecond);

void BM_LegalityWmeChargeDepends(benchmark::State& state) {
    Situation s;
    s.system = "wme";
    s.question = "charge";
    s.actor = service().troop("wme", "cavalry"); // fly, states, formation unknown
    s.target = service().troop("wme", "infantry"); // states unknown
    s.facts = {{"sees-target", "yes"}};            // distance and side unknown
    run(state, s);
}
BENCHMARK(BM_LegalityWmeChargeDepends)->Unit(benchmark::kMicrosecond);

} // namespace
