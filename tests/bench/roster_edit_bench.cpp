// Benchmarks of issue 26's core figures on a 1000-entry roster: one edit (a count, an option) through
// RosterEditor (≤ 5 µs), the undo memory of 500 edits (≤ 10 MB), a validation, the HTML sheet.
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/reference/rules_service.h"
#include "core/services/reference_builder.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_export.h"
#include "core/storage/user_database.h"
#include "core/support/progress.h"
#include "core/support/translator.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <malloc.h>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

namespace fs = std::filesystem;

namespace {

ost::RosterValidator empire() {
    const std::string dir = OST_SOURCE_DIR "/lists/wme/";
    auto system = ost::read_system(ost::XmlDocument::load_file(dir + "system.xml"));
    auto list = ost::read_army_list(ost::XmlDocument::load_file(dir + "empire.xml"), system);
    return ost::RosterValidator(std::move(system), std::move(list));
}

/// A WME Empire roster of `n` entries cycling through the list's plain unit lines, every tenth
/// carrying a magic item (so the sheet quotes texts and the validator counts items).
ost::Roster roster_of(const ost::RosterValidator& v, std::size_t n) {
    auto roster = ost::RosterEditor::new_roster(v.system(), v.list(), 3000);
    std::vector<std::string> units;
    for (const auto& u : v.list().units) {
        if (u.role == ost::UnitRole::Unit && !u.is_attachment()) {
            units.push_back(u.id);
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        ost::RosterEntry e;
        e.id = "e" + std::to_string(i + 1);
        e.unit_id = units[i % units.size()];
        e.count = 1 + static_cast<int>(i % 3);
        if (i % 10 == 0) {
            e.magic_items = {"banniere-de-bataille"};
        }
        roster.entries.push_back(std::move(e));
    }
    return roster;
}

/// One +/− on a count in the middle of a 1000-entry roster: lookup, undo step, revalidation,
/// and the report read back as the GUI's listener does.
void BM_RosterEdit1000(benchmark::State& state) {
    auto v = empire();
    auto roster = roster_of(v, 1000);
    ost::RosterEditor editor(std::move(roster), std::move(v));
    int count = 1;
    for (auto _ : state) {
        count = count == 1 ? 2 : 1;
        editor.set_count("e500", count);
        benchmark::DoNotOptimize(editor.report().points);
    }
}
BENCHMARK(BM_RosterEdit1000)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

/// One option ticked and unticked on a character of the 1000-entry roster (a Hero taking a
/// griffon): lookup, undo step, revalidation, the report read back.
void BM_RosterOptionTick1000(benchmark::State& state) {
    auto v = empire();
    auto roster = roster_of(v, 1000);
    ost::RosterEntry hero;
    hero.id = "hero";
    hero.unit_id = "heros";
    roster.entries.insert(roster.entries.begin() + 500, hero);
    ost::RosterEditor editor(std::move(roster), std::move(v));
    int count = 0;
    for (auto _ : state) {
        count = 1 - count;
        editor.set_option("hero", "griffon", count);
        benchmark::DoNotOptimize(editor.report().points);
    }
}
BENCHMARK(BM_RosterOptionTick1000)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

/// A full validation of the 1000-entry roster (what an edit cost before incremental updates).
void BM_ValidateWme1000(benchmark::State& state) {
    const auto v = empire();
    const auto roster = roster_of(v, 1000);
    for (auto _ : state) {
        benchmark::DoNotOptimize(v.validate(roster).points);
    }
}
BENCHMARK(BM_ValidateWme1000)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

/// Heap growth (glibc mallinfo2) of 500 count edits of a 1000-entry roster, all kept for undo.
void BM_RosterUndoMemory500(benchmark::State& state) {
    double megabytes = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto v = empire();
        auto roster = roster_of(v, 1000);
        auto editor = std::make_unique<ost::RosterEditor>(std::move(roster), std::move(v));
        const auto before = mallinfo2().uordblks;
        state.ResumeTiming();
        for (int i = 0; i < 500; ++i) {
            editor->set_count("e" + std::to_string(1 + i % 1000), 1 + i % 7);
        }
        state.PauseTiming();
        megabytes = static_cast<double>(mallinfo2().uordblks - before) / 1e6;
        editor.reset();
        state.ResumeTiming();
    }
    state.counters["undo_MB"] = megabytes;
}
BENCHMARK(BM_RosterUndoMemory500)->Unit(benchmark::kMillisecond)->Iterations(3);

/// The HTML army sheet of the 1000-entry roster quoting the bundled digest (target ≤ 0.05 ms
/// per entry, i.e. ≤ 50 ms).
void BM_ArmySheetHtml1000(benchmark::State& state) {
    const auto dir = fs::temp_directory_path() / ("ost-bench-sheet-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    ost::NullProgress progress;
    ost::build_reference_db(OST_SOURCE_DIR "/lists", OST_SOURCE_DIR "/data",
                            dir / "ost-reference.sqlite", progress);
    {
        ost::storage::UserDatabase db(dir / "user.sqlite", dir / "ost-reference.sqlite");
        ost::reference::RulesService rules(db);
        const auto v = empire();
        const auto roster = roster_of(v, 1000);
        const auto report = v.validate(roster);
        for (auto _ : state) {
            benchmark::DoNotOptimize(
                ost::export_roster_html(roster, v, report, ost::EnglishTranslator::instance(), &rules)
                    .size());
        }
        state.counters["entries"] = 1000;
    }
    std::error_code ec;
    fs::remove_all(dir, ec);
}
BENCHMARK(BM_ArmySheetHtml1000)->Unit(benchmark::kMillisecond)->Repetitions(3)->ReportAggregatesOnly(true);

} // namespace
