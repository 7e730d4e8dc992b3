// Benchmarks of live roster validation (target: a 60-unit roster revalidated after one edit in
// under 1 ms, median) for WME and ADLG, through RosterEditor exactly as the GUI uses it.
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/roster_editor.h"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

namespace {

ost::RosterValidator validator(const char* system_id, const char* list_id) {
    const std::string dir = std::string(OST_SOURCE_DIR "/lists/") + system_id + "/";
    auto system = ost::read_system(ost::XmlDocument::load_file(dir + "system.xml"));
    auto list = ost::read_army_list(ost::XmlDocument::load_file(dir + list_id + ".xml"), system);
    return ost::RosterValidator(std::move(system), std::move(list));
}

/// 60 entries of one unit each, cycling through the list's unit lines, plus magic items (WME)
/// or generals with competences in 4 commands (ADLG at 300 points).
ost::RosterEditor sixty(const char* system_id, const char* list_id, int size) {
    auto v = validator(system_id, list_id);
    auto roster = ost::RosterEditor::new_roster(v.system(), v.list(), size);
    std::vector<std::string> units;
    for (const auto& u : v.list().units) {
        if (u.role == ost::UnitRole::Unit && !u.is_attachment()) {
            units.push_back(u.id);
        }
    }
    for (int i = 0; i < 60; ++i) {
        ost::RosterEntry e;
        e.id = "e" + std::to_string(i + 1);
        e.unit_id = units[static_cast<std::size_t>(i) % units.size()];
        e.count = 1;
        if (!roster.commands.empty()) {
            e.command_id = roster.commands[static_cast<std::size_t>(i) % roster.commands.size()].id;
        }
        roster.entries.push_back(e);
    }
    if (std::string(system_id) == "wme") {
        roster.entries[0].magic_items = {"banniere-de-bataille"};
        roster.entries[1].magic_items = {"banniere-de-chance"};
    } else {
        for (const auto& c : roster.commands) {
            ost::RosterEntry g;
            g.id = roster.next_entry_id();
            g.unit_id = "general";
            g.command_id = c.id;
            g.general_grade = "competent";
            roster.entries.push_back(g);
        }
    }
    return ost::RosterEditor(std::move(roster), std::move(v));
}

void revalidate_after_edit(benchmark::State& state, ost::RosterEditor editor) {
    int count = 1;
    for (auto _ : state) {
        count = count == 1 ? 2 : 1;
        editor.set_count("e7", count); // one edit: snapshot, undo step, full revalidation
        benchmark::DoNotOptimize(editor.report().points);
    }
    state.counters["diagnostics"] = static_cast<double>(editor.report().diagnostics.size());
}

void BM_RevalidateWme60(benchmark::State& state) {
    revalidate_after_edit(state, sixty("wme", "empire", 3000));
}
BENCHMARK(BM_RevalidateWme60)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void BM_RevalidateAdlg60(benchmark::State& state) {
    revalidate_after_edit(state, sixty("adlg", "001-sumer-and-akkad", 300));
}
BENCHMARK(BM_RevalidateAdlg60)
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

/// Validation alone, no edit (what a file open or `ost-cli validate` costs after loading).
void BM_ValidateWme60(benchmark::State& state) {
    const auto editor = sixty("wme", "empire", 3000);
    for (auto _ : state) {
        benchmark::DoNotOptimize(editor.validator().validate(editor.roster()).points);
    }
}
BENCHMARK(BM_ValidateWme60)->Unit(benchmark::kMicrosecond);

} // namespace
