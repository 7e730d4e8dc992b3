// `ost-cli my-lists [--system ID] | new | add-unit | set | remove | import | export | show | delete`:
// the army lists users made themselves (user DB), written as lists/ XML files and checked the same way.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "cli/show_list_command.h"
#include "core/model/catalogue_kinds.h"
#include "core/model/name_lookup.h"
#include "core/services/catalogue_cost.h"
#include "core/services/list_editor.h"
#include "core/services/list_import.h"
#include "core/services/user_lists.h"
#include "core/support/error.h"
#include "core/support/text_fold.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include <ostream>
#include <sstream>

namespace ost::cli {

namespace {
UserLists user_lists(CliContext& c) { return UserLists(c.session()); }

/// Answers the import conflict from the command line as the GUI's dialog would be answered:
/// --replace replaces the user's list; without it nothing is replaced and the conflict is an error.
class ReplacePrompter final : public Prompter {
  public:
    explicit ReplacePrompter(bool replace) : m_replace(replace) {}
    std::size_t ask(const Question& question) override {
        if (m_replace) {
            return UserLists::kReplace;
        }
        throw InvalidInputError(TR_("{0} Not imported: add --replace to replace it.").arg(question.text));
    }

  private:
    bool m_replace;
};

} // namespace

int run_my_lists(CliContext& c, const CliArgs& args) {
    const auto system_id = args.text("--system");
    const auto lists = user_lists(c).all(system_id);
    if (c.json()) {
        auto array = nlohmann::json::array();
        for (const auto& l : lists) {
            array.push_back({{"system", l.system_id}, {"id", l.id}, {"name_fr", l.name.fr},
                             {"name_en", l.name.en}, {"source", l.source}, {"units", l.units}});
        }
        c.print_json(array);
        return kExitOk;
    }
    for (const auto& l : lists) {
        c.out() << l.system_id << '/' << l.id << '\t' << c.render(l.name.text()) << '\t'
                << c.render(TRP_("{n} entry", "{n} entries", l.units)) << '\n';
    }
    c.out() << c.render(TRP_("{n} army list of yours", "{n} army lists of yours", lists.size())) << '\n';
    return kExitOk;
}

int run_my_lists_import(CliContext& c, const CliArgs& args) {
    const auto& files = args.arguments();
    auto lists = user_lists(c);
    ReplacePrompter prompter(args.has("--replace"));
    auto imported = nlohmann::json::array();
    ListImportOptions options{args.text("--system"), args.text("--id"), args.text("--name")};
    for (const auto& file : files) {
        // Located InvalidInputError when bad; a list of yours with the same id needs --replace.
        const auto converted = convert_list_file(c.session(), file, options);
        lists.store_imported(converted.list, prompter);
        const auto& list = converted.list;
        auto report = nlohmann::json::array();
        for (const auto& d : converted.report) {
            report.push_back({{"code", d.code}, {"where", d.location.to_string()}, {"message", c.render(d.message)}});
            if (!c.json()) {
                c.out() << d.location.to_string() << ": " << c.render(d.message) << " [" << d.code << "]\n";
            }
        }
        imported.push_back({{"file", file}, {"system", list.system_id}, {"id", list.id},
                            {"units", list.units.size()}, {"report", report}});
        if (!c.json()) {
            c.out() << c.render(TR_("{0}: saved as your army list \"{1}\" ({2}).")
                                    .arg(file)
                                    .arg(list.id)
                                    .arg(list.system_id))
                    << '\n';
            if (!converted.report.empty()) {
                c.out() << c.render(TRP_("{n} thing did not carry over (listed above).",
                                         "{n} things did not carry over (listed above).", converted.report.size()))
                        << '\n';
            }
        }
    }
    if (c.json()) {
        c.print_json(nlohmann::json{{"imported", imported}});
    }
    return kExitOk;
}

int run_my_lists_export(CliContext& c, const CliArgs& args) {
    const auto& rest = args.arguments();
    user_lists(c).export_file(rest[0], rest[1]);
    if (!c.json()) {
        c.out() << c.render(TR_("{0} → {1}").arg(rest[0]).arg(rest[1])) << '\n';
    } else {
        c.print_json(nlohmann::json{{"id", rest[0]}, {"file", rest[1]}});
    }
    return kExitOk;
}

int run_my_lists_show(CliContext& c, const CliArgs& args) {
    const auto id = args.argument(0);
    const auto size = args.whole("--size");
    const auto list = user_lists(c).load(id);
    if (!list) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" of yours.").arg(id));
    }
    const auto system = c.session().require_system(list->system_id);
    return print_army_list(c, system, *list, size);
}

int run_my_lists_delete(CliContext& c, const CliArgs& args) {
    const auto& rest = args.arguments();
    if (!user_lists(c).remove(rest[0])) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" of yours.").arg(rest[0]));
    }
    if (!c.json()) {
        c.out() << c.render(TR_("Your army list \"{0}\" is deleted.").arg(rest[0])) << '\n';
    }
    return kExitOk;
}
namespace {

std::optional<UnitRole> role_named(const std::string& text) {
    const auto f = fold(text);
    if (f == "general" || f == "chef") return UnitRole::General;
    if (f == "personnage" || f == "character") return UnitRole::Character;
    if (f == "unite" || f == "unit") return UnitRole::Unit;
    return unit_role_from(f);
}

/// The either/or group `name` names (id or name), created when the list has none.
std::string group_for(ArmyList& list, const std::string& name) {
    const auto folded = fold(name);
    for (const auto& g : list.groups) {
        if (g.id == name || fold(g.name.fr) == folded || fold(g.name.en) == folded) return g.id;
    }
    ChoiceGroup group;
    group.id = slug_id(name);
    group.name = {name, name};
    list.groups.push_back(group);
    return group.id;
}

/// The index of the item of `items` (groups, caps, upgrades) whose id or name is `name`.
template <typename T>
std::optional<std::size_t> index_named(const std::vector<T>& items, const std::string& name) {
    const auto folded = fold(name);
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].id == name || fold(items[i].name.fr) == folded || fold(items[i].name.en) == folded) {
            return i;
        }
    }
    return std::nullopt;
}

/// "Nom/Name=3" → names (the English one defaults to the French) and points.
std::pair<LocalizedString, std::optional<int>> names_and_points(const std::string& text) {
    auto names = text;
    std::optional<int> points;
    if (const auto eq = text.rfind('='); eq != std::string::npos) {
        names = text.substr(0, eq);
        points = parse_whole("=", text.substr(eq + 1));
    }
    const auto slash = names.find('/');
    LocalizedString name{names.substr(0, slash), slash == std::string::npos ? names.substr(0, slash)
                                                                            : names.substr(slash + 1)};
    if (name.en.empty()) name.en = name.fr;
    return {name, points};
}

/// "Texte/Text" → both languages (the English one defaults to the French); no points suffix.
LocalizedString two_languages(const std::string& text) {
    const auto slash = text.find('/');
    LocalizedString out{text.substr(0, slash), slash == std::string::npos ? text : text.substr(slash + 1)};
    if (out.en.empty()) out.en = out.fr;
    return out;
}

/// The yes/no value of `option` (yes, no, true, false), or nullopt when it is not given.
std::optional<bool> yes_no(const CliArgs& args, const char* option) {
    if (!args.has(option)) return std::nullopt;
    const auto value = fold(args.text(option));
    if (value == "yes" || value == "true") return true;
    if (value == "no" || value == "false") return false;
    throw InvalidInputError(TR_("{0} takes yes or no, not \"{1}\".").arg(option).arg(args.text(option)));
}

/// The details an option or a shared upgrade takes from `args` under `prefix` ("--option",
/// "--upgrade"): -min/-max/-army-min/-army-max (-1: none), -requires (lines, by id or name),
/// -from/-to, -rule (rule ids).
void apply_option_details(const ArmyList& list, UnitOption& option, const CliArgs& args, const std::string& prefix) {
    const auto limit = [&](const char* suffix, std::optional<int>& field) {
        if (const auto v = args.whole((prefix + suffix).c_str())) field = *v < 0 ? std::nullopt : std::optional<int>(*v);
    };
    limit("-min", option.min);
    limit("-max", option.max);
    limit("-army-min", option.army_min);
    limit("-army-max", option.army_max);
    if (const auto v = args.whole((prefix + "-from").c_str())) option.date_from = *v;
    if (const auto v = args.whole((prefix + "-to").c_str())) option.date_to = *v;
    for (const auto& query : args.all((prefix + "-requires").c_str())) {
        const auto id = unit_named(list, query).id;
        if (std::find(option.requires_units.begin(), option.requires_units.end(), id) == option.requires_units.end())
            option.requires_units.push_back(id);
    }
    for (const auto& rule : args.all((prefix + "-rule").c_str())) {
        if (std::find(option.rules.begin(), option.rules.end(), rule) == option.rules.end()) option.rules.push_back(rule);
    }
}

/// The line's options after --option NAME[=POINTS] (added, or renamed and repriced) and
/// --no-option NAME, with the --option-* details.
std::vector<UnitOption> options_from(const ArmyList& list, std::vector<UnitOption> options, const std::string& unit_id,
                                     const CliArgs& args) {
    for (const auto& text : args.all("--option")) {
        const auto [name, points] = names_and_points(text);
        UnitOption option;
        option.name = name;
        option.id = slug_id(name.en);
        if (const auto at = index_named(options, option.id)) {
            option = options[*at]; // the same option again: its names and points change
            option.name = name;
        }
        if (points) {
            std::erase_if(option.costs, [](const Cost& c) { return c.type == "points" && c.army_size == 0; });
            option.costs.insert(option.costs.begin(), Cost{"points", *points, 0});
        }
        apply_option_details(list, option, args, "--option");
        if (const auto at = index_named(options, option.id)) {
            options[*at] = option;
        } else {
            options.push_back(option);
        }
    }
    for (const auto& query : args.all("--no-option")) {
        const auto at = index_named(options, query);
        if (!at) {
            throw InvalidInputError(TR_("The line \"{0}\" has no option \"{1}\".").arg(unit_id).arg(query));
        }
        options.erase(options.begin() + static_cast<std::ptrdiff_t>(*at));
    }
    return options;
}

/// The stat line part of a line edit: --troop-type, --capability/--no-capability (catalogue
/// names resolved here; ListEditor stores each as the variant the troop type takes), --stat,
/// --points/--catalogue-points.
void stat_line_into(const GameSystem& system, const CliArgs& args, LinePatch& patch) {
    if (args.has("--troop-type")) {
        patch.troop_type = catalogue_entry_named(system, catalogue_kind::kTroopType, args.text("--troop-type"),
                                                 TR_("{0} has no troop type \"{1}\"")
                                                     .arg(system.name())
                                                     .arg(args.text("--troop-type")))
                               .id;
    }
    const auto capability = [&](const std::string& name) {
        return catalogue_entry_named(system, catalogue_kind::kCapability, name,
                                     TR_("{0} has no capability \"{1}\"").arg(system.name()).arg(name))
            .id;
    };
    for (const auto& name : args.all("--capability")) patch.capabilities.add.push_back(capability(name));
    for (const auto& name : args.all("--no-capability")) patch.capabilities.remove.push_back(capability(name));
    for (const auto& stat : args.all("--stat")) {
        const auto eq = stat.find('=');
        if (eq == std::string::npos || eq == 0) {
            throw InvalidInputError(TR_("--stat: \"{0}\" is not FIELD=VALUE.").arg(stat));
        }
        patch.stat_edits.emplace_back(stat.substr(0, eq), stat.substr(eq + 1));
    }
    patch.points = args.whole("--points");
    patch.catalogue_points = !patch.points && args.has("--catalogue-points");
}

/// The references of a line edit: --counts-as, --requires, --attaches-to (other lines by id or
/// name), --upgrade (shared upgrades or catalogue entries), --option/--no-option.
void references_into(const GameSystem& system, const ArmyList& list, const UnitEntry& unit, const CliArgs& args,
                     LinePatch& patch) {
    // Other lines by id or name ("did you mean" when unknown).
    const auto line_id = [&](const std::string& query) { return unit_named(list, query).id; };
    if (args.has("--counts-as")) {
        patch.counts_as = args.text("--counts-as").empty() ? std::string() : line_id(args.text("--counts-as"));
    }
    const auto ids = [&](const char* add, const char* remove, IdsEdit& edit) {
        for (const auto& query : args.all(add)) edit.add.push_back(line_id(query));
        for (const auto& query : args.all(remove)) edit.remove.push_back(line_id(query));
    };
    ids("--requires", "--no-requires", patch.requires_units);
    ids("--attaches-to", "--no-attaches-to", patch.attaches_to);
    // Upgrades: the list's shared ones, or a catalogue entry (an ADLG general grade).
    const auto upgrade_id = [&](const std::string& query) {
        std::vector<NamedEntry> entries;
        for (const auto& u : list.upgrades) entries.push_back({u.id, u.name});
        for (const auto& e : system.catalogue) entries.push_back({e.id, e.name});
        return resolve_named(entries, query, TR_("{0} has no upgrade \"{1}\"").arg(list.name.text()).arg(query));
    };
    for (const auto& query : args.all("--upgrade")) patch.upgrades.add.push_back(upgrade_id(query));
    for (const auto& query : args.all("--no-upgrade")) patch.upgrades.remove.push_back(upgrade_id(query));
    if (args.has("--option") || args.has("--no-option")) {
        patch.options = options_from(list, unit.options, unit.id, args);
    }
}

/// The line options of `args` as one LinePatch of `unit` (ListEditor applies it, as it does the
/// editor form's); names given on the command line are resolved here with "did you mean" when
/// unknown. A group named for the first time, and --group-min/--group-max, change `list`.
LinePatch line_patch_from(const GameSystem& system, ArmyList& list, const UnitEntry& unit, const CliArgs& args) {
    LinePatch patch;
    if (args.has("--name")) patch.name_fr = patch.name_en = args.text("--name");
    if (args.has("--name-fr")) patch.name_fr = args.text("--name-fr");
    if (args.has("--name-en")) patch.name_en = args.text("--name-en");
    if (args.has("--id")) patch.id = args.text("--id");
    if (args.has("--role")) {
        patch.role = role_named(args.text("--role"));
        if (!patch.role) {
            throw InvalidInputError(TR_("Unknown role \"{0}\" (use unit, general, character, camp or fortification).")
                                        .arg(args.text("--role")));
        }
    }
    stat_line_into(system, args, patch);
    const auto limit = [&](const char* option, std::optional<std::optional<int>>& field) {
        if (const auto v = args.whole(option)) field = *v < 0 ? std::nullopt : std::optional<int>(*v);
    };
    limit("--min", patch.min);
    limit("--max", patch.max);
    limit("--army-min", patch.army_min);
    limit("--army-max", patch.army_max);
    if (const auto v = args.whole("--from")) patch.date_from = *v;
    if (const auto v = args.whole("--to")) patch.date_to = *v;
    if (args.has("--group")) {
        patch.group = args.text("--group").empty() ? std::string() : group_for(list, args.text("--group"));
    }
    if (args.has("--group-min") || args.has("--group-max")) {
        const auto group = patch.group ? *patch.group : unit.group;
        auto it = std::find_if(list.groups.begin(), list.groups.end(), [&](const ChoiceGroup& g) { return g.id == group; });
        if (it == list.groups.end()) {
            throw InvalidInputError(TR_("--group-min and --group-max need the line to be in a group (--group)."));
        }
        if (const auto v = args.whole("--group-min")) it->min = *v < 0 ? std::nullopt : std::optional<int>(*v);
        if (const auto v = args.whole("--group-max")) it->max = *v < 0 ? std::nullopt : std::optional<int>(*v);
    }
    if (args.has("--note")) patch.note = args.text("--note");
    patch.confirmed = yes_no(args, "--confirmed");
    patch.counts = yes_no(args, "--counts");
    patch.magic = yes_no(args, "--magic");
    for (const auto& text : args.all("--size-points")) {
        const auto eq = text.find('=');
        if (eq == std::string::npos || eq == 0) {
            throw InvalidInputError(TR_("--size-points: \"{0}\" is not SIZE=N.").arg(text));
        }
        const auto size = parse_whole("--size-points", text.substr(0, eq), true);
        patch.size_point_edits.emplace_back(
            size, eq + 1 < text.size() ? std::optional<int>(parse_whole("--size-points", text.substr(eq + 1)))
                                       : std::nullopt);
    }
    references_into(system, list, unit, args, patch);
    return patch;
}

/// "Bowmen (bowmen): 9 pts" plus where the points come from.
void print_line(CliContext& c, const GameSystem& system, const ArmyList& list, const UnitEntry& unit) {
    const auto cost = line_cost(system, unit);
    c.out() << c.render(TR_("{0}: line \"{1}\" ({2})").arg(list.id).arg(unit.name.text()).arg(unit.id));
    if (cost.points) {
        c.out() << ", " << c.render(TRP_("{n} pt", "{n} pts", *cost.points));
        if (cost.overridden) {
            c.out() << ' ' << c.render(TR_("(typed by hand; the catalogue gives {0})").arg(*cost.catalogue));
        } else if (cost.catalogue) {
            c.out() << ' ' << c.render(TR_("(from the catalogue)"));
        }
    }
    c.out() << '\n';
}

/// Loads a list of the user's, lets `edit` change it through a ListEditor (each change checked),
/// checks the whole list and saves it, all as one edit of the database (UserLists::edit): a
/// parallel edit of the same list waits for this one and sees its change.
template <typename Edit>
ArmyList edit_list(CliContext& c, const std::string& id, Edit&& edit) {
    return user_lists(c).edit(id, [&](const ArmyList& stored) {
        const auto system = c.session().require_system(stored.system_id);
        ListEditor editor(system, stored);
        edit(system, editor);
        const auto problems = editor.check();
        if (has_errors(problems)) {
            const auto first = std::find_if(problems.begin(), problems.end(),
                                            [](const Diagnostic& d) { return d.severity == Severity::Error; });
            throw InvalidInputError(TR_("Not saved: {0}").arg(first->message));
        }
        return editor.list();
    });
}

} // namespace

int run_my_lists_new(CliContext& c, const CliArgs& args) {
    const auto id = args.argument(0);
    auto lists = user_lists(c);
    if (lists.load(id)) {
        throw InvalidInputError(TR_("You already have a list with the id \"{0}\".").arg(id));
    }
    const auto system = c.session().require_system(args.text("--system"));
    ListHeader header;
    header.id = id;
    header.name = {args.text("--name"), args.text("--name-en", args.text("--name"))};
    header.source = args.text("--source", "Typed by the player from their book (ost-cli my-lists).");
    auto list = ListEditor::new_list(system, header);
    if (const auto v = args.whole("--from")) list.date_from = *v;
    if (const auto v = args.whole("--to")) list.date_to = *v;
    if (!lists.save_new(list)) { // another program made it meanwhile
        throw InvalidInputError(TR_("You already have a list with the id \"{0}\".").arg(id));
    }
    c.out() << c.render(TR_("Your army list \"{0}\" ({1}) is created.").arg(id).arg(system.id)) << '\n';
    return kExitOk;
}

int run_my_lists_add_unit(CliContext& c, const CliArgs& args) {
    UnitEntry added;
    const auto list = edit_list(c, args.argument(0), [&](const GameSystem& system, ListEditor& editor) {
        auto list_copy = editor.list();
        auto unit = editor.blank_unit();
        unit.costs.clear(); // no figure yet: the catalogue's unless --points
        unit.name = {args.argument(1), args.argument(1)};
        unit.id = slug_id(args.argument(1));
        for (int n = 2; list_copy.unit(unit.id) != nullptr; ++n) unit.id = slug_id(args.argument(1)) + "-" + std::to_string(n);
        unit = patched_line(system, editor.unit_profile_type(), unit, line_patch_from(system, list_copy, unit, args));
        fill_catalogue_cost(system, unit);
        if (list_copy.groups != editor.list().groups) {
            auto header_only = editor.list();
            header_only.groups = list_copy.groups;
            editor.replace_list(TR_("Change the groups"), header_only);
        }
        editor.add_unit(unit);
        added = unit;
    });
    print_line(c, c.session().require_system(list.system_id), list, *list.unit(added.id));
    return kExitOk;
}

int run_my_lists_set(CliContext& c, const CliArgs& args) {
    const auto unit_query = args.argument(1);
    std::string changed;
    const auto list = edit_list(c, args.argument(0), [&](const GameSystem& system, ListEditor& editor) {
        auto list_copy = editor.list();
        if (unit_query.empty()) {
            if (args.has("--name")) list_copy.name = {args.text("--name"), args.text("--name")};
            if (args.has("--name-fr")) list_copy.name.fr = args.text("--name-fr");
            if (args.has("--name-en")) list_copy.name.en = args.text("--name-en");
            if (args.has("--source")) list_copy.source = args.text("--source");
            for (const auto& ally : args.all("--no-ally")) {
                std::erase_if(list_copy.allies, [&](const AllyRef& a) { return a.list == ally; });
            }
            if (args.has("--ally")) {
                AllyRef ally{args.text("--ally"), args.whole("--from"), args.whole("--to")};
                std::erase_if(list_copy.allies, [&](const AllyRef& a) { return a.list == ally.list; });
                list_copy.allies.push_back(ally);
            } else {
                if (const auto v = args.whole("--from")) list_copy.date_from = *v;
                if (const auto v = args.whole("--to")) list_copy.date_to = *v;
            }
            if (args.has("--group") && !args.text("--group").empty()) {
                // A group made or changed from the list itself (--group-min/--group-max).
                const auto name = args.text("--group");
                if (!index_named(list_copy.groups, name)) {
                    ChoiceGroup group;
                    group.id = slug_id(name);
                    group.name = {name, name};
                    list_copy.groups.push_back(group);
                }
                auto& group = list_copy.groups[*index_named(list_copy.groups, name)];
                if (const auto v = args.whole("--group-min")) group.min = *v < 0 ? std::nullopt : std::optional<int>(*v);
                if (const auto v = args.whole("--group-max")) group.max = *v < 0 ? std::nullopt : std::optional<int>(*v);
            }
            editor.replace_list(TR_("Change the list"), list_copy);
            // The rest through the editor's own operations (each checked, one undo step each).
            auto facts = editor.facts();
            if (const auto v = args.whole("--number")) facts.number = *v < 0 ? std::nullopt : std::optional<int>(*v);
            if (const auto v = args.whole("--command-value"))
                facts.command_value = *v < 0 ? std::nullopt : std::optional<int>(*v);
            if (const auto v = yes_no(args, "--confirmed")) facts.confirmed = *v;
            if (args.has("--note")) facts.note = two_languages(args.text("--note"));
            editor.set_facts(facts);
            const auto named = [](const auto& items, const std::string& name, const Text& what) {
                const auto at = index_named(items, name);
                if (!at) {
                    throw InvalidInputError(what);
                }
                return *at;
            };
            if (args.has("--no-rule")) {
                const auto name = args.text("--no-rule");
                editor.remove_rule(named(editor.list().rules, name, TR_("This list has no rule \"{0}\".").arg(name)));
            }
            if (args.has("--rule")) {
                const auto name = two_languages(args.text("--rule"));
                const auto at = index_named(editor.list().rules, slug_id(name.en));
                SpecialRule rule;
                if (at) {
                    rule = editor.list().rules[*at];
                } else {
                    rule.id = slug_id(name.en);
                }
                rule.name = name;
                if (args.has("--rule-summary")) rule.summary = two_languages(args.text("--rule-summary"));
                if (args.has("--rule-section")) rule.section = args.text("--rule-section");
                if (at) {
                    editor.replace_rule(*at, rule);
                } else {
                    editor.add_rule(rule);
                }
            }
            if (args.has("--no-group")) {
                const auto name = args.text("--no-group");
                editor.remove_group(named(editor.list().groups, name, TR_("This list has no group \"{0}\".").arg(name)));
            }
            if (args.has("--no-cap")) {
                const auto name = args.text("--no-cap");
                editor.remove_cap(named(editor.list().caps, name, TR_("This list has no cap \"{0}\".").arg(name)));
            }
            if (args.has("--cap")) {
                const auto name = args.text("--cap");
                const auto at = index_named(editor.list().caps, name);
                ArmyCap cap;
                if (at) {
                    cap = editor.list().caps[*at];
                } else {
                    cap.id = slug_id(name);
                    cap.name = {name, name};
                    cap.max = -1; // must be given
                }
                if (const auto v = args.whole("--cap-max")) cap.max = *v;
                for (const auto& query : args.all("--cap-unit")) {
                    const auto id = unit_named(editor.list(), query).id;
                    if (std::find(cap.units.begin(), cap.units.end(), id) == cap.units.end()) cap.units.push_back(id);
                }
                if (args.has("--cap-scaled")) cap.scaled = true;
                if (at) {
                    editor.replace_cap(*at, cap);
                } else {
                    editor.add_cap(cap);
                }
            }
            if (args.has("--no-shared-upgrade")) {
                const auto name = args.text("--no-shared-upgrade");
                editor.remove_upgrade(
                    named(editor.list().upgrades, name, TR_("This list has no shared upgrade \"{0}\".").arg(name)));
            }
            if (args.has("--shared-upgrade")) {
                const auto name = names_and_points(args.text("--shared-upgrade")).first;
                const auto at = index_named(editor.list().upgrades, slug_id(name.en));
                UnitOption upgrade;
                if (at) {
                    upgrade = editor.list().upgrades[*at];
                } else {
                    upgrade.id = slug_id(name.en);
                }
                upgrade.name = name;
                if (const auto v = args.whole("--upgrade-points")) {
                    std::erase_if(upgrade.costs, [](const Cost& c) { return c.type == "points" && c.army_size == 0; });
                    upgrade.costs.insert(upgrade.costs.begin(), Cost{"points", *v, 0});
                }
                apply_option_details(editor.list(), upgrade, args, "--upgrade");
                if (at) {
                    editor.replace_upgrade(*at, upgrade);
                } else {
                    editor.add_upgrade(upgrade);
                }
            }
            return;
        }
        const auto& found = unit_named(list_copy, unit_query);
        const auto index = static_cast<std::size_t>(&found - list_copy.units.data());
        const auto patch = line_patch_from(system, list_copy, found, args);
        if (list_copy.groups != editor.list().groups) { // a group made or changed for the line
            auto groups_only = editor.list();
            groups_only.groups = list_copy.groups;
            editor.replace_list(TR_("Change the groups"), groups_only);
        }
        editor.apply_patch(index, patch);
        const auto& unit = editor.list().units[index];
        changed = unit.id;
    });
    if (changed.empty()) {
        c.out() << c.render(TR_("Your army list \"{0}\" is saved.").arg(list.id)) << '\n';
    } else {
        print_line(c, c.session().require_system(list.system_id), list, *list.unit(changed));
    }
    return kExitOk;
}

int run_my_lists_remove(CliContext& c, const CliArgs& args) {
    std::string removed;
    const auto list = edit_list(c, args.argument(0), [&](const GameSystem&, ListEditor& editor) {
        const auto& found = unit_named(editor.list(), args.argument(1));
        removed = found.id;
        editor.remove_unit(static_cast<std::size_t>(&found - editor.list().units.data()));
    });
    c.out() << c.render(TR_("{0}: line \"{1}\" removed.").arg(list.id).arg(removed)) << '\n';
    return kExitOk;
}

} // namespace ost::cli
