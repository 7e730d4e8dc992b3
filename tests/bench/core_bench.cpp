// Benchmarks of what users feel: building the reference DB from all the bundled lists/ and data/
// (target < 2 s), reading every army list, importing the WME armies, opening a session.
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/wm_selector_importer.h"
#include "core/io/xml_document.h"
#include "core/services/reference_builder.h"
#include "core/services/session.h"
#include "core/support/atomic_file.h"
#include "core/systems/game_registry.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include <unistd.h>

namespace fs = std::filesystem;

namespace {
fs::path bench_dir() {
    // One folder per process: helpers and CI jobs may run benchmarks side by side.
    const auto dir = fs::temp_directory_path() / ("ost-bench-" + std::to_string(::getpid()));
    fs::create_directories(dir / "share/ost");
    return dir;
}

void BM_BuildReferenceDb(benchmark::State& state) {
    const auto dir = bench_dir();
    ost::NullProgress progress;
    for (auto _ : state) {
        const auto report = ost::build_reference_db(OST_SOURCE_DIR "/lists", OST_SOURCE_DIR "/data",
                                                    dir / "share/ost/ost-reference.sqlite", progress);
        benchmark::DoNotOptimize(report.files);
    }
}
BENCHMARK(BM_BuildReferenceDb)->Unit(benchmark::kMillisecond);

/// Parses and checks every bundled army list (what build-db and check-data do per file).
void BM_ReadAllArmyLists(benchmark::State& state) {
    const fs::path lists = OST_SOURCE_DIR "/lists";
    for (auto _ : state) {
        std::size_t units = 0;
        for (const char* system_id : {"adlg", "wme", "ab", "jomini"}) {
            const auto system = ost::read_system(ost::XmlDocument::load_file(lists / system_id / "system.xml"));
            for (const auto& file : ost::army_list_files(lists / system_id)) {
                units += ost::read_army_list(ost::XmlDocument::load_file(file), system).units.size();
            }
        }
        benchmark::DoNotOptimize(units);
    }
}
BENCHMARK(BM_ReadAllArmyLists)->Unit(benchmark::kMillisecond);

/// `ost-cli import wm-selector` on the 15 WME armies (committed test fixtures).
void BM_ImportWmSelectorArmies(benchmark::State& state) {
    std::vector<std::pair<std::string, std::string>> files;
    for (const auto& entry : fs::directory_iterator(OST_SOURCE_DIR "/tests/data/wm-selector/warmaster-evolution")) {
        files.emplace_back(entry.path().stem().string(), ost::read_file(entry.path()));
    }
    for (auto _ : state) {
        std::size_t units = 0;
        for (const auto& [stem, text] : files) {
            units += ost::import_wm_selector_army(text, stem, ost::slug_id(stem)).units.size();
        }
        benchmark::DoNotOptimize(units);
    }
}
BENCHMARK(BM_ImportWmSelectorArmies)->Unit(benchmark::kMillisecond);

void BM_OpenSession(benchmark::State& state) {
    const auto dir = bench_dir();
    ost::NullProgress progress;
    ost::build_reference_db(OST_SOURCE_DIR "/lists", OST_SOURCE_DIR "/data",
                            dir / "share/ost/ost-reference.sqlite", progress);
    for (auto _ : state) {
        ost::Session session({dir / "share/ost", dir / "user.sqlite"});
        benchmark::DoNotOptimize(session.systems().size());
    }
}
BENCHMARK(BM_OpenSession)->Unit(benchmark::kMillisecond);
} // namespace

int main(int argc, char** argv) {
    ost::systems::install_game_systems(); // as a session does
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    std::error_code ignored;
    fs::remove_all(bench_dir(), ignored); // the per-process folder
    return 0;
}
