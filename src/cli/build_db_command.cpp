// `ost-cli build-db`: turns lists/ and data/ into ost-reference.sqlite (run by the build).
// Bad data stops it with file:line:column and exit code 2.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/services/reference_builder.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_build_db(CliContext& c, const CliArgs& args) {
    const std::filesystem::path lists = args.text("--lists", "lists");
    const std::filesystem::path data = args.text("--rules", "data");
    const std::filesystem::path out = args.text("--out", "ost-reference.sqlite");
    NullProgress progress;
    const auto report = build_reference_db(lists, data, out, progress);
    if (c.json()) {
        c.print_json(nlohmann::json{{"output", out.string()},
                                  {"systems", report.systems},
                                  {"files", report.files},
                                  {"seconds", report.seconds}}, -1);
    } else {
        c.out() << c.render(TR_("Wrote {0}: {1} files read in {2} s.")
                                .arg(out.string())
                                .arg(report.files)
                                .arg(report.seconds, 3))
                << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
