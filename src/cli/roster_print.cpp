// Roster report rendering shared by the roster commands of ost-cli.
// Text for people, JSON for scripts; both list the same diagnostics in the same order.
#include "cli/roster_print.h"

#include "core/services/document_files.h"
#include "core/services/roster_figures.h"
#include "core/support/error.h"

#include <ostream>

namespace ost::cli {

std::string report_figures(const CliContext& c, const Roster& roster, const RosterValidator& validator,
                           const RosterReport& report) {
    return figures_line(roster_figures(roster, validator, report), c.tr());
}

void print_report_diagnostics(CliContext& c, const RosterReport& report) {
    for (const auto& d : report.diagnostics) {
        c.out() << format_diagnostic(d, c.tr());
        if (!d.subject.empty()) {
            c.out() << ' ' << c.render(TR_("(entry {0})").arg(d.subject));
        }
        c.out() << '\n';
    }
}

nlohmann::json report_json(const CliContext& c, const Roster& roster, const RosterValidator& validator,
                           const RosterReport& r) {
    nlohmann::json out{{"system", roster.system_id}, {"list", roster.list_id},
                       {"name", roster.name},        {"army_size", r.army_size},
                       {"legal", r.legal()},         {"points", r.points},
                       {"units", r.units},           {"command_points", r.command_points},
                       {"unconfirmed_data", r.unconfirmed_data}};
    out["break_point"] = r.break_point ? nlohmann::json(*r.break_point) : nlohmann::json(nullptr);
    out["cohesion"] = r.cohesion ? nlohmann::json(*r.cohesion) : nlohmann::json(nullptr);
    out["commands_required"] =
        r.commands_required ? nlohmann::json(*r.commands_required) : nlohmann::json(nullptr);
    out["command_value"] =
        r.command_value ? nlohmann::json(*r.command_value) : nlohmann::json(nullptr);
    auto commands = nlohmann::json::array();
    for (const auto& cmd : r.commands) {
        commands.push_back({{"id", cmd.command_id},
                            {"points", cmd.points},
                            {"command_points", cmd.command_points},
                            {"units", cmd.units},
                            {"cohesion", cmd.cohesion}});
    }
    out["commands"] = commands;
    out["camp_points"] = r.camp_points;
    auto figures = nlohmann::json::array();
    for (const RosterFigure& f : roster_figures(roster, validator, r)) {
        figures.push_back({{"id", f.id},
                           {"label", c.render(f.label)},
                           {"value", c.render(f.value)},
                           {"explanation", f.explanation.empty() ? std::string() : c.render(f.explanation)}});
    }
    out["figures"] = figures;
    auto entries = nlohmann::json::array();
    for (const auto& e : r.entries) {
        entries.push_back({{"id", e.entry_id}, {"points", e.points}, {"known", e.known}});
    }
    out["entries"] = entries;
    auto diagnostics = nlohmann::json::array();
    for (const auto& d : r.diagnostics) {
        diagnostics.push_back({{"severity", d.severity == Severity::Error     ? "error"
                                            : d.severity == Severity::Warning ? "warning"
                                                                              : "info"},
                               {"code", d.code},
                               {"message", c.render(d.message)},
                               {"rule", d.rule_id},
                               {"subject", d.subject}});
    }
    out["diagnostics"] = diagnostics;
    return out;
}

Roster load_roster_argument(const std::vector<std::string>& args, std::size_t index,
                            const char* command) {
    if (index >= args.size()) {
        throw InvalidInputError(TR_("{0} needs a roster file.").arg(command));
    }
    return load_roster(args[index]);
}

} // namespace ost::cli
