// `ost-cli check SCENARIO.json [--json] [--lang fr|en]`: judges a declared situation against
// the legality tables. Exit 0 allowed/must/may/yes, 1 forbidden/never/no, 3 depends, 2 bad input.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/engine/legality/verdict.h"
#include "core/services/legality_scenario.h"
#include "core/services/legality_service.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/support/paths.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {
using namespace engine::legality;

namespace {

Text unit_label(const UnitFacts& u) {
    if (!u.name_fr.empty() || !u.name_en.empty()) {
        return Text::localized(u.name_fr.empty() ? u.name_en : u.name_fr, u.name_en.empty() ? u.name_fr : u.name_en);
    }
    return Text::verbatim(u.troop);
}

} // namespace

int run_check(CliContext& c, const CliArgs& args) {
    const auto file = args.argument(0);
    const auto paths = locate_data(c.options().data_dir);
    auto service = LegalityService::for_data_dir(paths.data_dir);
    const auto doc = JsonDocument::load_file(file);
    const auto situation = read_legality_scenario(doc, service, std::filesystem::path(file).parent_path());
    const auto result = service.check(situation);
    const auto& table = service.table(situation.system);
    const auto* question = table.question(situation.question);

    if (c.json()) {
        auto reasons = nlohmann::ordered_json::array();
        for (const auto& r : result.reasons) {
            nlohmann::ordered_json item{{"rule", r.section}, {"row", r.row}, {"effect", std::string(to_id(r.effect))},
                                {"text", c.render(r.text)}};
            if (r.met) {
                item["met"] = *r.met;
            }
            if (!r.overridden_by.empty()) {
                item["overridden_by"] = r.overridden_by;
            }
            reasons.push_back(std::move(item));
        }
        auto missing = nlohmann::ordered_json::array();
        for (const auto& m : result.missing) {
            auto answers = nlohmann::ordered_json::object();
            for (const auto& a : m.answers) {
                answers[a.value] = std::string(to_id(a.verdict));
            }
            missing.push_back(nlohmann::ordered_json{{"fact", m.fact}, {"question", c.render(m.question)}, {"if", answers}});
        }
        const nlohmann::ordered_json out{{"system", situation.system},
                                         {"question", situation.question},
                                         {"kind", std::string(to_id(result.kind))},
                                         {"verdict", std::string(to_id(result.verdict))},
                                         {"reasons", reasons},
                                         {"missing", missing}};
        c.print_json(out);
        return exit_code_of(result.verdict);
    }

    c.out() << c.render(question->name.text()) << '\n';
    c.out() << c.render(situation.target ? TR_("{0} against {1}").arg(unit_label(situation.actor)).arg(unit_label(*situation.target))
                                         : unit_label(situation.actor))
            << '\n';
    c.out() << c.render(TR_("Verdict: {0}").arg(result.word)) << '\n';
    for (const auto& r : result.reasons) {
        std::string line = "  [" + c.render(effect_text(r.effect)) + "] " + c.render(r.text);
        if (r.met) {
            line += " " + c.render(*r.met ? TR_("(met)") : TR_("(not met)"));
        }
        if (!r.overridden_by.empty()) {
            line += " " + c.render(set_aside_text(r.overridden_by.size()));
        }
        c.out() << line << " (" << c.render(TR_("rule {0}").arg(r.section)) << ")\n";
    }
    if (!result.missing.empty()) {
        c.out() << c.render(TR_("It depends on:")) << '\n';
        for (const auto& m : result.missing) {
            c.out() << "  " << c.render(m.question) << " [" << m.fact << "]\n";
            for (const auto& a : m.answers) {
                c.out() << "    " << c.render(TR_("{0}: {1}").arg(a.label.empty() ? Text::verbatim(a.value) : a.label).arg(a.word)) << '\n';
            }
        }
    }
    return exit_code_of(result.verdict);
}

} // namespace ost::cli
