// `ost-cli export ROSTER --format text|html [--out FILE]`: a roster as forum/tournament text
// or as a printable HTML page, in the --lang language; written atomically with --out.
#include "cli/cli_context.h"
#include "core/services/roster_export.h"
#include "core/io/roster_reader.h"
#include "core/services/roster_loader.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <ostream>

namespace ost::cli {

int run_export(CliContext& c, const std::vector<std::string>& args) {
    std::string file;
    std::string format = "text";
    std::string out_file;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--format") {
            format = option_value(args, i);
        } else if (args[i] == "--out") {
            out_file = option_value(args, i);
        } else if (!args[i].empty() && args[i][0] == '-') {
            unknown_option("export", args[i]);
        } else if (file.empty()) {
            file = args[i];
        } else {
            throw InvalidInputError(TR_("export takes one roster file."));
        }
    }
    if (file.empty()) {
        throw InvalidInputError(TR_("{0} needs a roster file.").arg("export"));
    }
    if (format != "text" && format != "html") {
        throw InvalidInputError(
            TR_("Unknown export format \"{0}\" (use text or html).").arg(format));
    }
    const auto roster = read_roster_file(file);
    const auto validator = load_roster_validator(c.session(), roster);
    const auto report = validator.validate(roster);
    const auto text = format == "html" ? export_roster_html(roster, validator, report, c.tr())
                                       : export_roster_text(roster, validator, report, c.tr());
    if (out_file.empty()) {
        c.out() << text;
    } else {
        write_file_atomic(out_file, text);
        c.out() << c.render(TR_("{0} → {1}").arg(file).arg(out_file)) << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
