// `ost-cli build-db`: turns lists/ and data/ into ost-reference.sqlite (run by the build).
// Bad data stops it with file:line:column and exit code 2.
#include "cli/cli_context.h"
#include "core/services/reference_builder.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_build_db(CliContext& c, const std::vector<std::string>& args) {
    std::filesystem::path lists = "lists";
    std::filesystem::path data = "data";
    std::filesystem::path out = "ost-reference.sqlite";
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--lists") {
            lists = option_value(args, i);
        } else if (args[i] == "--out") {
            out = option_value(args, i);
        } else if (args[i] == "--rules") {
            data = option_value(args, i);
        } else {
            unknown_option("build-db", args[i]);
        }
    }
    NullProgress progress;
    const auto report = build_reference_db(lists, data, out, progress);
    if (c.json()) {
        c.out() << nlohmann::json{{"output", out.string()},
                                  {"systems", report.systems},
                                  {"files", report.files},
                                  {"seconds", report.seconds}}
                       .dump()
                << '\n';
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
