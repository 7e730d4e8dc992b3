// `ost-cli roster fingerprint FILE`: the roster's fingerprint (issue 30), the short code an
// organiser compares with the one printed on an army sheet or a report.
#include "core/services/document_files.h"
#include "cli/cli_args.h"
#include "cli/cli_context.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_roster_fingerprint(CliContext& c, const CliArgs& args) {
    const auto file = args.argument(0);
    const auto fingerprint = fingerprint_of(load_roster(file));
    if (c.json()) {
        c.print_json(nlohmann::ordered_json{{"file", file}, {"fingerprint", fingerprint}});
    } else {
        c.out() << fingerprint << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
