// Benchmarks of the organiser's batch check (issue 30): 500 rosters read, validated and checked
// against an event (target ≤ 5 s), and their HTML report written (target ≤ 2 s), on the 2-core
// machine. Half the rosters come as files, half as sharing codes; validators come from lists/.
#include "core/io/army_list_reader.h"
#include "core/io/roster_code.h"
#include "core/io/roster_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/event_batch.h"
#include "core/services/event_report.h"
#include "core/support/error.h"
#include "core/support/translator.h"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

namespace {

const ost::GameSystem& wme_system() {
    static const auto system =
        ost::read_system(ost::XmlDocument::load_file(OST_SOURCE_DIR "/lists/wme/system.xml"));
    return system;
}

ost::RosterValidator wme_validator(const std::string& list_id) {
    auto list = ost::read_army_list(
        ost::XmlDocument::load_file(std::string(OST_SOURCE_DIR "/lists/wme/") + list_id + ".xml"), wme_system());
    return ost::RosterValidator(wme_system(), std::move(list));
}

ost::EventProfile wme_event() {
    ost::EventProfile e;
    e.name = {"Tournoi", "Tournament"};
    e.system_id = "wme";
    e.army_size = 2000;
    e.banned_rules = {"regle-optionnelle"};
    e.allowed_units = {"chevaliers-des-ordres"};
    return e;
}

/// 500 Empire rosters of 20 entries each, all different (a count varies), one in two as a
/// sharing code in a text file, each with its own player.
std::vector<ost::BatchInput> inputs_500() {
    const auto validator = wme_validator("empire");
    std::vector<std::string> units;
    for (const auto& u : validator.list().units) {
        if (u.role == ost::UnitRole::Unit && !u.is_attachment()) {
            units.push_back(u.id);
        }
    }
    std::vector<ost::BatchInput> out;
    for (int i = 0; i < 500; ++i) {
        ost::Roster r;
        r.system_id = "wme";
        r.list_id = "empire";
        r.army_size = 2000;
        r.player = "Player " + std::to_string(i);
        for (int k = 0; k < 20; ++k) {
            ost::RosterEntry e;
            e.id = "e" + std::to_string(k + 1);
            e.unit_id = units[static_cast<std::size_t>(k) % units.size()];
            e.count = 1 + (i + k) % 3;
            r.entries.push_back(e);
        }
        const bool code = i % 2 == 1;
        out.push_back({"list-" + std::to_string(i) + (code ? ".txt" : ".ostr"),
                       code ? "My list: " + ost::encode_roster_code(r) + "\n" : ost::write_roster(r), {}});
    }
    return out;
}

ost::BatchSources wme_sources() {
    return {[](const ost::Roster& roster) { return wme_validator(roster.list_id); },
            [](std::string_view, std::optional<int>) -> ost::WmSelectorImport {
                throw ost::InvalidInputError(TR_("not in this benchmark"));
            }};
}

void BM_EventCheck500(benchmark::State& state) {
    const ost::EventChecker checker(wme_event(), wme_system());
    const auto inputs = inputs_500();
    const auto sources = wme_sources();
    ost::BatchResult result;
    for (auto _ : state) {
        result = ost::run_event_batch(checker, inputs, sources);
        benchmark::DoNotOptimize(result.rows.data());
    }
    state.counters["legal"] = result.count(ost::BatchVerdict::Legal);
    state.counters["unreadable"] = result.count(ost::BatchVerdict::Unreadable);
}
BENCHMARK(BM_EventCheck500)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_EventReportHtml500(benchmark::State& state) {
    const ost::EventChecker checker(wme_event(), wme_system());
    const auto result = ost::run_event_batch(checker, inputs_500(), wme_sources());
    const ost::EnglishTranslator en;
    std::size_t bytes = 0;
    for (auto _ : state) {
        const auto html = ost::event_report_html(checker, result, en);
        bytes = html.size();
        benchmark::DoNotOptimize(html.data());
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_EventReportHtml500)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

} // namespace
