// `ost-cli import wm-selector FILE… [--out DIR]`: converts wm-selector JSON (Warmaster
// Evolution armies, magic items) into lists/ XML files through the core service
// (services/wm_selector_conversion.h); this command only reads its arguments and prints.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/services/wm_selector_conversion.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_import_wm_selector(CliContext& c, const CliArgs& args) {
    const std::filesystem::path out_dir = args.text("--out", ".");
    const std::vector<std::filesystem::path> files(args.arguments().begin(), args.arguments().end());
    auto written = nlohmann::json::array();
    convert_wm_selector_files(files, out_dir, [&](const WmSelectorConversion& done) {
        written.push_back(done.target.string());
        if (!c.json()) {
            c.out() << c.render(TR_("{0} → {1}").arg(done.source.string()).arg(done.target.string())) << '\n';
        }
    });
    if (c.json()) {
        c.print_json(nlohmann::json{{"written", written}});
    }
    return kExitOk;
}

} // namespace ost::cli
