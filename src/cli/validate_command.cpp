// `ost-cli validate ROSTER [--json] [--lang fr|en]`: checks a roster file against its army list.
// Exit 0 when legal, 1 when not, 2 when the file is bad or its list unknown.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "cli/roster_print.h"
#include "core/services/document_files.h"
#include "core/services/roster_loader.h"
#include "core/support/error.h"

#include <ostream>

namespace ost::cli {

int run_validate(CliContext& c, const CliArgs& args) {
    const auto file = args.argument(0);
    const auto roster = load_roster(file);
    const auto validator = load_roster_validator(c.session(), roster);
    const auto report = validator.validate(roster);
    if (c.json()) {
        c.print_json(report_json(c, roster, validator, report));
        return report.legal() ? kExitOk : kExitFails;
    }
    c.out() << c.render(TR_("{0}: {1}, {2} points")
                            .arg(file)
                            .arg(validator.list().name.text())
                            .arg(roster.army_size))
            << '\n'
            << report_figures(c, roster, validator, report) << '\n';
    print_report_diagnostics(c, report);
    int errors = 0;
    int warnings = 0;
    for (const auto& d : report.diagnostics) {
        errors += d.severity == Severity::Error ? 1 : 0;
        warnings += d.severity == Severity::Warning ? 1 : 0;
    }
    // Unconfirmed figures are never called legal without saying so (issue 15).
    if (report.legal() && report.unconfirmed_data) {
        c.out() << c.render(TRP_("Legal roster ({n} warning), by figures not confirmed for the "
                                 "current edition of the rules.",
                                 "Legal roster ({n} warnings), by figures not confirmed for the "
                                 "current edition of the rules.",
                                 warnings))
                << '\n';
    } else if (report.legal()) {
        c.out() << c.render(TRP_("Legal roster ({n} warning).", "Legal roster ({n} warnings).",
                                 warnings))
                << '\n';
    } else if (report.unconfirmed_data) {
        c.out() << c.render(TRP_("Illegal roster: {n} error, by figures not confirmed for the "
                                 "current edition of the rules.",
                                 "Illegal roster: {n} errors, by figures not confirmed for the "
                                 "current edition of the rules.",
                                 errors))
                << '\n';
    } else {
        c.out() << c.render(
                       TRP_("Illegal roster: {n} error.", "Illegal roster: {n} errors.", errors))
                << '\n';
    }
    return report.legal() ? kExitOk : kExitFails;
}

} // namespace ost::cli
