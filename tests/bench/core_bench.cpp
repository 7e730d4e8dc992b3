// Benchmarks of what users feel in the foundation: building the reference DB from the bundled
// lists/ and data/, and opening a session (start-up of the app and of every CLI command).
#include "core/services/reference_builder.h"
#include "core/services/session.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>

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

BENCHMARK_MAIN();
