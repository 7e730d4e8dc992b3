// `ost-cli export ROSTER --format text|html [--out FILE]`: a roster as forum/tournament text
// or as a printable HTML page, in the --lang language; written atomically with --out.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/services/document_files.h"
#include "core/services/roster_export.h"
#include "core/services/roster_loader.h"
#include "core/services/rules_companion.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <ostream>

namespace ost::cli {

int run_export(CliContext& c, const CliArgs& args) {
    const auto file = args.argument(0);
    const auto format = args.text("--format", "text");
    const auto out_file = args.text("--out");
    if (format != "text" && format != "html") {
        throw InvalidInputError(
            TR_("Unknown export format \"{0}\" (use text or html).").arg(format));
    }
    const auto roster = load_roster(file);
    const auto validator = load_roster_validator(c.session(), roster);
    const auto report = validator.validate(roster);
    std::string text;
    if (format == "html") {
        // The army sheet quotes the rules digest (the full texts of the rules it uses).
        const auto& rules = c.session().rules();
        text = export_roster_html(roster, validator, report, c.tr(), &rules);
    } else {
        text = export_roster_text(roster, validator, report, c.tr());
    }
    if (out_file.empty()) {
        c.out() << text;
    } else {
        write_file_atomic(out_file, text);
        c.out() << c.render(TR_("{0} → {1}").arg(file).arg(out_file)) << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
