// `ost-cli paths`: where this ost-cli found its data, catalogs and the user database.
// Opens the session, so a missing or damaged reference DB is reported with where Ost looked.
#include "cli/cli_args.h"
#include "cli/cli_context.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_paths(CliContext& c, const CliArgs& /*args*/) {
    auto& session = c.session();
    const auto& p = session.paths();
    // Fixed keys (not translated) so scripts and the package test can read them.
    const std::pair<const char*, std::string> rows[] = {
        {"data-dir", p.data_dir.string()},
        {"reference-db", p.reference_db().string()},
        {"locale-dir", p.locale_dir.string()},
        {"user-db", session.user_db_path().string()},
    };
    if (c.json()) {
        auto object = nlohmann::json::object();
        for (const auto& [key, value] : rows) {
            object[key] = value;
        }
        c.print_json(object);
        return kExitOk;
    }
    for (const auto& [key, value] : rows) {
        c.out() << key << '\t' << value << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
