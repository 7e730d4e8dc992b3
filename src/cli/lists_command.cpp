// `ost-cli lists [--system ID] [--text T] [--number N] [--year Y]`: the army lists of the
// reference DB. Names follow --lang; --json gives ids, both names, source, dates and unit counts.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "cli/list_format.h"
#include "core/services/catalogue.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_lists(CliContext& c, const CliArgs& args) {
    ArmyListQuery query;
    query.system_id = args.text("--system");
    query.text = args.text("--text");
    query.number = args.whole("--number");
    query.year = args.whole("--year");
    if (!query.system_id.empty()) {
        query.system_id = c.session().require_system(query.system_id).id;
    }
    const auto lists = Catalogue(c.session()).find(query);
    if (c.json()) {
        auto array = nlohmann::json::array();
        for (const auto& l : lists) {
            array.push_back({{"system", l.system_id},
                             {"id", l.id},
                             {"number", optional_json(l.number)},
                             {"name_fr", l.name.fr},
                             {"name_en", l.name.en},
                             {"source", l.source},
                             {"edition", l.edition},
                             {"date_from", optional_json(l.date_from)},
                             {"date_to", optional_json(l.date_to)},
                             {"confirmed", l.confirmed},
                             {"units", l.units}});
        }
        c.print_json(array);
        return kExitOk;
    }
    bool unconfirmed = false;
    for (const auto& l : lists) {
        c.out() << l.system_id << '/' << l.id << '\t';
        if (l.number) {
            c.out() << *l.number << '\t';
        }
        c.out() << c.render(l.name.text()) << (l.confirmed ? "" : " *") << '\t'
                << c.render(TRP_("{n} entry", "{n} entries", l.units)) << '\n';
        unconfirmed = unconfirmed || !l.confirmed;
    }
    c.out() << c.render(TRP_("{n} army list", "{n} army lists", lists.size())) << '\n';
    if (unconfirmed) {
        c.out() << c.render(TR_("* figures not confirmed for the current edition of the rules "
                                "(for example third-edition community data).")) << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
