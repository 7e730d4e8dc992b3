// `ost-cli show-system ID [--kind KIND]`: a game system's definition: army sizes, cost and
// profile types, special rules and its catalogue (ADLG troop types, capability costs and general
// grades; AB troop kinds and armour colours; the Jomini troop data table; WME magic items).
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "cli/list_format.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

namespace {
const char* scaling_id(LimitScaling scaling) {
    switch (scaling) {
    case LimitScaling::PerThousand:
        return "per-1000";
    case LimitScaling::SizeTable:
        return "table";
    case LimitScaling::None:
        break;
    }
    return "none";
}

/// "Points: 3 (2 at 100 points; 5 at 300 points); Command points: 1", one part per cost type.
std::string costs_text(CliContext& c, const GameSystem& system, const std::vector<Cost>& costs) {
    std::string out;
    for (const auto& type : system.cost_types) {
        const auto general = cost_of(costs, type.id);
        std::string by_size;
        for (const auto& cost : costs) {
            if (cost.type == type.id && cost.army_size != 0) {
                const auto text = c.render(TR_("{0} at {1} points").arg(cost.value).arg(cost.army_size));
                by_size += by_size.empty() ? text : "; " + text;
            }
        }
        if (!general && by_size.empty()) {
            continue;
        }
        std::string value = general ? std::to_string(*general) : std::string("-");
        if (!by_size.empty()) {
            value += " (" + by_size + ")";
        }
        const auto part = c.render(TR_("{0}: {1}").arg(c.render(type.name.text())).arg(value));
        out += out.empty() ? part : "; " + part;
    }
    return out;
}

/// The name of a troop or unit type id: a catalogue entry (ADLG troop type) or a field choice
/// (WME unit type); the id itself when neither knows it.
std::string type_name(CliContext& c, const GameSystem& system, const std::string& id) {
    if (const auto* entry = system.catalogue_entry(id)) {
        return c.render(entry->name.text());
    }
    for (const auto& type : system.profile_types) {
        for (const auto& field : type.fields) {
            if (const auto* choice = field.choice(id)) {
                return c.render(choice->name.text());
            }
        }
    }
    return id;
}
} // namespace

int run_show_system(CliContext& c, const CliArgs& args) {
    const auto id = args.argument(0);
    const auto kind = args.text("--kind");
    const auto found = c.session().require_system(id);
    const auto* system = &found;
    const auto entries = kind.empty() ? std::vector<const CatalogueEntry*>{} : system->catalogue_of(kind);
    if (!kind.empty() && entries.empty()) {
        throw InvalidInputError(TR_("{0} has no catalogue entries of kind \"{1}\".").arg(system->name()).arg(kind));
    }
    std::vector<const CatalogueEntry*> shown = entries;
    if (kind.empty()) {
        for (const auto& e : system->catalogue) {
            shown.push_back(&e);
        }
    }
    if (c.json()) {
        nlohmann::json j{{"id", system->id},
                         {"name_fr", system->name_fr},
                         {"name_en", system->name_en},
                         {"source", system->source},
                         {"scaling", scaling_id(system->scaling)},
                         {"any_size", system->any_size},
                         {"default_size", system->default_size}};
        auto sizes = nlohmann::json::array();
        for (const auto& s : system->army_sizes) {
            sizes.push_back({{"points", s.points}, {"commands", s.commands},
                             {"scale", std::to_string(s.scale_num) + "/" + std::to_string(s.scale_den)}});
        }
        j["army_sizes"] = sizes;
        auto profiles = nlohmann::json::array();
        for (const auto& p : system->profile_types) {
            auto fields = nlohmann::json::array();
            for (const auto& f : p.fields) {
                auto choices = nlohmann::json::array();
                for (const auto& ch : f.choices) {
                    choices.push_back(ch.id);
                }
                fields.push_back({{"id", f.id}, {"name_fr", f.name.fr}, {"name_en", f.name.en}, {"choices", choices}});
            }
            profiles.push_back({{"id", p.id}, {"name_fr", p.name.fr}, {"name_en", p.name.en}, {"fields", fields}});
        }
        j["profile_types"] = profiles;
        auto rules = nlohmann::json::array();
        for (const auto& r : system->rules) {
            rules.push_back({{"id", r.id}, {"name_fr", r.name.fr}, {"name_en", r.name.en},
                             {"summary_fr", r.summary.fr}, {"summary_en", r.summary.en}, {"section", r.section}});
        }
        j["rules"] = rules;
        auto catalogue = nlohmann::json::array();
        for (const auto* e : shown) {
            auto stats = nlohmann::json::object();
            for (const auto& [field, value] : e->profile.values) {
                stats[field] = value;
            }
            catalogue.push_back({{"id", e->id}, {"kind", e->kind}, {"name_fr", e->name.fr}, {"name_en", e->name.en},
                                 {"stats", stats}, {"costs", costs_json(e->costs)}, {"note_fr", e->note.fr},
                                 {"note_en", e->note.en}, {"types", e->eligible_types}, {"confirmed", e->confirmed}});
        }
        j["catalogue"] = catalogue;
        c.print_json(j);
        return kExitOk;
    }
    c.out() << c.render(system->name()) << " [" << system->id << "]\n";
    c.out() << c.render(TR_("Source: {0}").arg(system->source)) << '\n';
    for (const auto& s : system->army_sizes) {
        if (s.commands != 0) {
            c.out() << c.render(TRP_("Army of {0} points: {n} command", "Army of {0} points: {n} commands", s.commands)
                                    .arg(s.points))
                    << '\n';
        }
    }
    if (kind.empty()) {
        for (const auto& r : system->rules) {
            c.out() << "# " << c.render(r.name.text()) << " [" << r.id << "]";
            if (!r.summary.empty()) {
                c.out() << ": " << c.render(r.summary.text());
            }
            c.out() << '\n';
        }
    }
    bool unconfirmed = false;
    std::string current_kind;
    for (const auto* e : shown) {
        if (e->kind != current_kind) {
            current_kind = e->kind;
            c.out() << "== " << current_kind << '\n';
        }
        c.out() << "- " << c.render(e->name.text()) << (e->confirmed ? "" : " *") << " [" << e->id << "]";
        const auto costs = costs_text(c, *system, e->costs);
        if (!costs.empty()) {
            c.out() << "  " << costs;
        }
        c.out() << '\n';
        const auto stats = stats_text(c, *system, e->profile);
        if (!stats.empty()) {
            c.out() << "    " << stats << '\n';
        }
        if (!e->eligible_types.empty()) {
            std::string types;
            for (const auto& t : e->eligible_types) {
                const auto name = type_name(c, *system, t);
                types += types.empty() ? name : ", " + name;
            }
            c.out() << "    " << c.render(TR_("For: {0}").arg(types)) << '\n';
        }
        if (!e->note.empty()) {
            c.out() << "    " << c.render(e->note.text()) << '\n';
        }
        unconfirmed = unconfirmed || !e->confirmed;
    }
    if (unconfirmed) {
        c.out() << c.render(TR_("Figures marked * are not confirmed for the current edition of the rules.")) << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
