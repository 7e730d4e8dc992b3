// `ost-cli lists [--system ID] [--text T] [--number N] [--year Y]`: the army lists of the
// reference DB. Names follow --lang; --json gives ids, both names, source, dates and unit counts.
#include "cli/cli_context.h"
#include "cli/list_format.h"
#include "core/services/catalogue.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

namespace {
int whole_option(const std::string& option, const std::string& value) {
    try {
        std::size_t used = 0;
        const int out = std::stoi(value, &used);
        if (used == value.size()) {
            return out;
        }
    } catch (const std::exception&) {
    }
    throw InvalidInputError(TR_("The option {0} needs a whole number, not \"{1}\".").arg(option).arg(value));
}

} // namespace

int run_lists(CliContext& c, const std::vector<std::string>& args) {
    ArmyListQuery query;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--system") {
            query.system_id = option_value(args, i);
        } else if (args[i] == "--text") {
            query.text = option_value(args, i);
        } else if (args[i] == "--number") {
            query.number = whole_option(args[i], option_value(args, i));
        } else if (args[i] == "--year") {
            query.year = whole_option(args[i], option_value(args, i));
        } else {
            unknown_option("lists", args[i]);
        }
    }
    const Catalogue catalogue(c.session());
    if (!query.system_id.empty() && !catalogue.system(query.system_id)) {
        throw InvalidInputError(TR_("Unknown game system \"{0}\".").arg(query.system_id));
    }
    const auto lists = catalogue.find(query);
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
        c.out() << array.dump(2) << '\n';
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
