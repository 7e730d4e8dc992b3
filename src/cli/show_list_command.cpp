// `ost-cli show-list SYSTEM/LIST [--size N]`: every line of an army list with its stats,
// points and limits (scaled to --size when given). --json gives the whole list.
#include "cli/show_list_command.h"

#include "cli/list_format.h"
#include "core/services/list_view.h"
#include "core/services/roster_loader.h"
#include "core/support/error.h"
#include "core/services/list_limits.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

namespace {
nlohmann::json option_json(const UnitOption& o) {
    return {{"id", o.id},          {"name_fr", o.name.fr},       {"name_en", o.name.en},
            {"stats", stats_json(o.profile)}, {"costs", costs_json(o.costs)},
            {"points", optional_json(cost_of(o.costs, "points"))},
            {"min", optional_json(o.min)}, {"max", optional_json(o.max)},
            {"army_min", optional_json(o.army_min)}, {"army_max", optional_json(o.army_max)},
            {"requires", o.requires_units}, {"rules", o.rules}, {"confirmed", o.confirmed}};
}

std::string limit_text(const std::optional<int>& value) { return value ? std::to_string(*value) : "-"; }
} // namespace

int run_show_list(CliContext& c, const CliArgs& args) {
    const auto target = args.argument(0);
    const auto size = args.whole("--size");
    const auto slash = target.find('/');
    if (slash == std::string::npos || slash == 0 || slash + 1 == target.size()) {
        throw InvalidInputError(TR_("Name the list as SYSTEM/LIST, for example wme/empire."));
    }
    const auto system_id = target.substr(0, slash);
    const auto list_id = target.substr(slash + 1);
    const auto system = c.session().require_system(system_id);
    const auto list = require_list(c.session(), system, list_id);
    return print_army_list(c, system, list, size);
}

int print_army_list(CliContext& c, const GameSystem& system, const ArmyList& list, std::optional<int> size) {
    const auto limits_of = [&](const UnitEntry& u) {
        return line_limits(system, u, size);
    };
    if (c.json()) {
        nlohmann::json j{{"system", list.system_id},
                         {"id", list.id},
                         {"number", optional_json(list.number)},
                         {"name_fr", list.name.fr},
                         {"name_en", list.name.en},
                         {"source", list.source},
                         {"edition", list.edition},
                         {"date_from", optional_json(list.date_from)},
                         {"date_to", optional_json(list.date_to)},
                         {"confirmed", list.confirmed},
                         {"note_fr", list.note.fr},
                         {"note_en", list.note.en}};
        if (size) {
            j["army_size"] = *size;
        }
        auto units = nlohmann::json::array();
        for (const auto& u : list.units) {
            const auto limits = limits_of(u);
            nlohmann::json unit{{"id", u.id},
                                {"name_fr", u.name.fr},
                                {"name_en", u.name.en},
                                {"role", to_string(u.role)},
                                {"profile", u.profile.type},
                                {"stats", stats_json(u.profile)},
                                {"points", optional_json(cost_of(u.costs, "points", size.value_or(0)))},
                                {"costs", costs_json(u.costs)},
                                {"min", optional_json(limits.min)},
                                {"max", optional_json(limits.max)},
                                {"army_min", optional_json(u.army_min)},
                                {"army_max", optional_json(u.army_max)},
                                {"group", u.group},
                                {"counts_as", u.counts_as},
                                {"requires", u.requires_units},
                                {"attaches_to", u.attaches_to},
                                {"counts", u.counts},
                                {"magic", u.magic},
                                {"upgrades", u.upgrades},
                                {"rules", u.rules},
                                {"date_from", optional_json(u.date_from)},
                                {"date_to", optional_json(u.date_to)},
                                {"confirmed", u.confirmed}};
            auto options = nlohmann::json::array();
            for (const auto& o : u.options) {
                options.push_back(option_json(o));
            }
            unit["options"] = options;
            units.push_back(unit);
        }
        j["units"] = units;
        auto upgrades = nlohmann::json::array();
        for (const auto& o : list.upgrades) {
            upgrades.push_back(option_json(o));
        }
        j["upgrades"] = upgrades;
        auto groups = nlohmann::json::array();
        for (const auto& g : list.groups) {
            const auto limits = line_limits(system, g, size);
            groups.push_back({{"id", g.id}, {"name_fr", g.name.fr}, {"name_en", g.name.en},
                              {"min", optional_json(limits.min)}, {"max", optional_json(limits.max)}});
        }
        j["groups"] = groups;
        auto caps = nlohmann::json::array();
        for (const auto& cap : list.caps) {
            caps.push_back({{"id", cap.id}, {"name_fr", cap.name.fr}, {"name_en", cap.name.en},
                            {"units", cap.units}, {"max", cap.max}, {"scaled", cap.scaled}});
        }
        j["caps"] = caps;
        auto rules = nlohmann::json::array();
        for (const auto& r : list.rules) {
            rules.push_back({{"id", r.id}, {"name_fr", r.name.fr}, {"name_en", r.name.en}, {"section", r.section}});
        }
        j["rules"] = rules;
        auto allies = nlohmann::json::array();
        for (const auto& a : list.allies) {
            allies.push_back({{"list", a.list}, {"date_from", optional_json(a.date_from)}, {"date_to", optional_json(a.date_to)}});
        }
        j["allies"] = allies;
        c.print_json(j);
        return kExitOk;
    }
    c.out() << c.render(list.name.text()) << " (" << c.render(system.name()) << ")\n";
    c.out() << c.render(TR_("Source: {0}").arg(list.source)) << '\n';
    if (!list.edition.empty()) {
        c.out() << c.render(TR_("Edition: {0}").arg(list.edition)) << '\n';
    }
    if (!list.note.empty()) {
        c.out() << c.render(list.note.text()) << '\n';
    }
    if (!list.confirmed) {
        c.out() << c.render(TR_("Figures marked * are not confirmed for the current edition of the rules.")) << '\n';
    }
    if (size) {
        c.out() << c.render(TR_("Limits for an army of {0} points.").arg(*size)) << '\n';
    }
    for (const auto& u : list.units) {
        const auto limits = limits_of(u);
        const auto points = cost_of(u.costs, "points", size.value_or(0)); // a size-specific cost wins
        c.out() << "- " << c.render(u.name.text()) << (u.confirmed ? "" : " *") << " [" << u.id << "]  "
                << c.render(TR_("{0} pts, min {1}, max {2}")
                                .arg(points ? std::to_string(*points) : std::string("-"))
                                .arg(limit_text(limits.min))
                                .arg(limit_text(limits.max)))
                << '\n';
        if (const auto* group = list.group(u.group)) {
            c.out() << "    " << c.render(TR_("In the group: {0}").arg(c.render(group->name.text()))) << '\n';
        }
        const auto stats = stats_text(c, system, u.profile);
        if (!stats.empty()) {
            c.out() << "    " << stats << '\n';
        }
        // Its own options, then shared upgrades or catalogue entries (ADLG general grades, WME
        // magic items), priced at the chosen size when they have a size-specific cost.
        for (const auto& o : unit_option_lines(system, list, u)) {
            c.out() << "    + " << c.render(o.name.text()) << ' '
                    << c.render(TR_("({0})").arg(costs_text(o.costs, size.value_or(0)))) << '\n';
        }
    }
    for (const auto& g : list.groups) {
        const auto limits = line_limits(system, g, size);
        c.out() << "= " << c.render(TR_("Group {0}: min {1}, max {2}")
                                        .arg(c.render(g.name.text()))
                                        .arg(limit_text(limits.min))
                                        .arg(limit_text(limits.max)))
                << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
