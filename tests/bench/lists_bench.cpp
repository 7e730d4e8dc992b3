// Benchmarks of the Lists area's core work: the browser's search over every bundled list, what
// one list page computes (columns, options, special rules), and list-editor edits with undo.
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/list_editor.h"
#include "core/services/list_search.h"
#include "core/services/list_view.h"
#include "core/services/reference_builder.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {
const fs::path kLists = OST_SOURCE_DIR "/lists";

ost::GameSystem system_of(const std::string& id) {
    return ost::read_system(ost::XmlDocument::load_file(kLists / id / "system.xml"));
}

/// Browser rows for every bundled list (what the list of lists holds).
std::vector<ost::ArmyListSummary> all_summaries() {
    std::vector<ost::ArmyListSummary> rows;
    for (const char* id : {"adlg", "wme"}) {
        const auto system = system_of(id);
        for (const auto& file : ost::army_list_files(kLists / id)) {
            const auto list = ost::read_army_list(ost::XmlDocument::load_file(file), system);
            ost::ArmyListSummary row;
            row.system_id = list.system_id;
            row.id = list.id;
            row.number = list.number;
            row.name = list.name;
            rows.push_back(row);
        }
    }
    return rows;
}

/// One keystroke in the browser's search box: every list matched against the typed text.
void BM_ListSearchKeystroke(benchmark::State& state) {
    const auto rows = all_summaries();
    for (auto _ : state) {
        benchmark::DoNotOptimize(ost::filter_lists(rows, "égypt emp").size());
        benchmark::DoNotOptimize(ost::filter_lists(rows, "4").size());
    }
}
BENCHMARK(BM_ListSearchKeystroke)->Unit(benchmark::kMicrosecond);

/// What the browser derives to show the WME Empire: columns, then options and rules per unit.
void BM_ListPageData(benchmark::State& state) {
    const auto wme = system_of("wme");
    const auto empire =
        ost::read_army_list(ost::XmlDocument::load_file(kLists / "wme/empire.xml"), wme);
    for (auto _ : state) {
        std::size_t n = ost::stat_columns(wme, empire).size();
        for (const auto& unit : empire.units) {
            n += ost::unit_option_lines(wme, empire, unit).size();
            n += ost::unit_special_rules(wme, empire, unit).size();
        }
        benchmark::DoNotOptimize(n);
    }
}
BENCHMARK(BM_ListPageData)->Unit(benchmark::kMicrosecond);

/// A book-sized user list: 60 units added one by one (each checked, each undoable), then all
/// undone. Every edit snapshots the list, so this is the cost users would feel.
void BM_ListEditor60UnitsAndUndo(benchmark::State& state) {
    const auto ab = system_of("ab");
    for (auto _ : state) {
        ost::ListEditor editor(
            ab, ost::ListEditor::new_list(ab, {"bench", {"Banc", "Bench"}, "bench", ""}));
        for (int i = 0; i < 60; ++i) {
            auto unit = editor.blank_unit();
            unit.name = {"Unité " + std::to_string(i), ""};
            unit.profile.values = {{"kind", "infantry"}, {"armour", "blue"}, {"move", "1"}};
            unit.costs = {{"points", 5 + i % 7, 0}};
            editor.add_unit(unit);
        }
        while (editor.undo_stack().can_undo()) {
            editor.undo_stack().undo();
        }
        benchmark::DoNotOptimize(editor.list().units.size());
    }
}
BENCHMARK(BM_ListEditor60UnitsAndUndo)->Unit(benchmark::kMillisecond);
} // namespace
