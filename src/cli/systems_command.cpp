// `ost-cli systems`: the game systems known to the reference database.
// Names follow --lang; --json gives ids and both names.
#include "cli/cli_args.h"
#include "cli/cli_context.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_systems(CliContext& c, const CliArgs& /*args*/) {
    const auto systems = c.session().systems();
    if (c.json()) {
        auto array = nlohmann::json::array();
        for (const auto& s : systems) {
            array.push_back({{"id", s.id}, {"name_fr", s.name_fr}, {"name_en", s.name_en},
                             {"source", s.source}});
        }
        c.print_json(array);
        return kExitOk;
    }
    for (const auto& s : systems) {
        c.out() << s.id << '\t' << c.render(s.name()) << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
