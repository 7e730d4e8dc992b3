// `ost-cli check-data FILE…`: checks lists/ files the way build-db reads them, and the
// legality tables of data/engine/ (against data/rules and lists/).
// Exit 0 when every file is fine, 2 at the first bad one (file:line:column on stderr);
// --rewrite writes the army lists back in canonical form.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/services/data_check.h"
#include "core/services/document_files.h"
#include "core/services/legality_rules_reader.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_check_data(CliContext& c, const CliArgs& args) {
    const auto& files = args.arguments();
    const bool rewrite = args.has("--rewrite");
    auto results = nlohmann::json::array();
    for (const auto& file : files) {
        if (is_legality_file(file)) {
            const auto table = check_legality_file(file);
            if (c.json()) {
                results.push_back({{"file", file}, {"system", table.system}, {"legality-rows", table.rows.size()}});
            } else {
                c.out() << c.render(TR_("{0}: legality rules of {1} are fine ({2} rows, {3} questions).")
                                        .arg(file)
                                        .arg(table.system)
                                        .arg(table.rows.size())
                                        .arg(table.questions.size()))
                        << '\n';
            }
            continue;
        }
        const auto checked = check_data_file(file);
        if (rewrite && checked.list) {
            // Canonical form: what the writer produces (and the round-trip test expects).
            store_army_list(file, *checked.list);
        }
        if (c.json()) {
            results.push_back({{"file", file},
                               {"system", checked.system.id},
                               {"list", checked.list ? checked.list->id : std::string()},
                               {"units", checked.list ? checked.list->units.size() : 0U}});
        } else if (checked.list) {
            c.out() << c.render(TR_("{0}: army list \"{1}\" of {2} is fine ({3} entries).")
                                    .arg(file)
                                    .arg(checked.list->id)
                                    .arg(checked.system.id)
                                    .arg(checked.list->units.size()))
                    << '\n';
        } else {
            c.out() << c.render(TR_("{0}: system \"{1}\" is fine.").arg(file).arg(checked.system.id)) << '\n';
        }
    }
    if (c.json()) {
        c.print_json(results);
    }
    return kExitOk;
}

} // namespace ost::cli
