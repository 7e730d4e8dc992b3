// `ost-cli roster new|add|remove|set|duplicate|show …`: builds and edits roster files (.ostr)
// through the same RosterEditor the app uses; every change is validated and saved atomically.
#include "cli/cli_context.h"
#include "cli/roster_print.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_loader.h"
#include "core/services/roster_store.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <ostream>

namespace ost::cli {

namespace {

int number(const std::string& option, const std::string& value) {
    int out = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), out);
    if (ec != std::errc() || end != value.data() + value.size() || value.empty()) {
        throw InvalidInputError(
            TR_("The option {0} needs a whole number, not \"{1}\".").arg(option).arg(value));
    }
    return out;
}

/// "ID" or "ID=N" (N defaults to `fallback`).
std::pair<std::string, int> option_spec(const std::string& value, int fallback) {
    const auto eq = value.find('=');
    if (eq == std::string::npos) {
        return {value, fallback};
    }
    return {value.substr(0, eq), number("--option", value.substr(eq + 1))};
}

/// The positional arguments and options of a roster action (args[0] is the action).
struct Parsed {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>> options; // in command-line order
    bool has(const std::string& name) const {
        for (const auto& o : options) {
            if (o.first == name) {
                return true;
            }
        }
        return false;
    }
    std::string get(const std::string& name) const {
        for (const auto& o : options) {
            if (o.first == name) {
                return o.second;
            }
        }
        return {};
    }
};

Parsed parse(const std::string& action, const std::vector<std::string>& args,
             std::initializer_list<const char*> with_value,
             std::initializer_list<const char*> flags) {
    Parsed p;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const auto& a = args[i];
        if (a.empty() || a[0] != '-') {
            p.positional.push_back(a);
            continue;
        }
        bool known = false;
        for (const char* name : with_value) {
            if (a == name) {
                p.options.emplace_back(a, option_value(args, i));
                known = true;
                break;
            }
        }
        for (const char* name : flags) {
            if (!known && a == name) {
                p.options.emplace_back(a, std::string());
                known = true;
            }
        }
        if (!known) {
            unknown_option("roster " + action, a);
        }
    }
    return p;
}

void print_state(CliContext& c, const RosterEditor& editor) {
    const auto& report = editor.report();
    if (c.json()) {
        c.out() << report_json(c, editor.roster(), report).dump(2) << '\n';
        return;
    }
    c.out() << report_figures(c, report) << '\n';
    int errors = 0;
    for (const auto& d : report.diagnostics) {
        errors += d.severity == Severity::Error ? 1 : 0;
    }
    c.out() << (errors == 0
                    ? c.render(TR_("Legal roster."))
                    : c.render(TRP_("Illegal roster: {n} error (ost-cli validate lists it).",
                                    "Illegal roster: {n} errors (ost-cli validate lists them).",
                                    errors)))
            << '\n';
}

/// Opens FILE (positional 0) for editing.
RosterEditor open_editor(CliContext& c, const Parsed& p, const char* action) {
    if (p.positional.empty()) {
        throw InvalidInputError(
            TR_("{0} needs a roster file.").arg(std::string("roster ") + action));
    }
    auto roster = read_roster_file(p.positional[0]);
    auto validator = load_roster_validator(c.session(), roster);
    return RosterEditor(std::move(roster), std::move(validator));
}

/// Applies the entry options shared by add and set, in command-line order.
void apply_entry_options(RosterEditor& editor, const std::string& id, const Parsed& p) {
    for (const auto& [name, value] : p.options) {
        if (name == "--count") {
            editor.set_count(id, number(name, value));
        } else if (name == "--command") {
            editor.move_to_command(id, value);
        } else if (name == "--option") {
            const auto [option, count] = option_spec(value, editor.roster().entry(id)->count);
            editor.set_option(id, option, count);
        } else if (name == "--general") {
            editor.set_general(id, value);
        } else if (name == "--item") {
            editor.add_magic_item(id, value);
        } else if (name == "--no-item") {
            editor.remove_magic_item(id, value);
        } else if (name == "--attach") {
            editor.attach(id, value);
        } else if (name == "--detach") {
            editor.attach(id, {});
        } else if (name == "--name") {
            editor.rename_entry(id, value);
        } else if (name == "--note") {
            editor.set_entry_note(id, value);
        }
    }
}

int roster_new(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("new", args, {"--system", "--list", "--size", "--year", "--name"}, {});
    if (p.positional.size() != 1 || !p.has("--system") || !p.has("--list") || !p.has("--size")) {
        throw InvalidInputError(TR_("roster new takes FILE --system ID --list ID --size POINTS."));
    }
    Roster probe;
    probe.system_id = p.get("--system");
    probe.list_id = p.get("--list");
    auto validator = load_roster_validator(c.session(), probe);
    std::optional<int> year;
    if (p.has("--year")) {
        year = number("--year", p.get("--year"));
    }
    auto roster =
        RosterEditor::new_roster(validator.system(), validator.list(),
                                 number("--size", p.get("--size")), year, p.get("--name"));
    save_roster_file(p.positional[0], roster);
    RosterEditor editor(std::move(roster), std::move(validator));
    if (!c.json()) {
        c.out() << c.render(TR_("Created {0}.").arg(p.positional[0])) << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

int roster_add(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("add", args,
                         {"--count", "--command", "--ally", "--option", "--general", "--item",
                          "--attach", "--name", "--note"},
                         {});
    if (p.positional.size() != 2) {
        throw InvalidInputError(TR_("roster add takes a roster file and a unit id."));
    }
    auto editor = open_editor(c, p, "add");
    const int count = p.has("--count") ? number("--count", p.get("--count")) : 1;
    const auto id = editor.add_unit(p.positional[1], count, p.get("--command"), p.get("--ally"));
    Parsed rest = p;
    std::erase_if(rest.options, [](const auto& o) {
        return o.first == "--count" || o.first == "--command" || o.first == "--ally";
    });
    apply_entry_options(editor, id, rest);
    save_roster_file(p.positional[0], editor.roster());
    if (!c.json()) {
        c.out() << c.render(TR_("Added {0}.").arg(id)) << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

int roster_remove(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("remove", args, {}, {});
    if (p.positional.size() != 2) {
        throw InvalidInputError(TR_("roster remove takes a roster file and an entry id."));
    }
    auto editor = open_editor(c, p, "remove");
    editor.remove_entry(p.positional[1]);
    save_roster_file(p.positional[0], editor.roster());
    if (!c.json()) {
        c.out() << c.render(TR_("Removed {0}.").arg(p.positional[1])) << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

int roster_duplicate(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("duplicate", args, {}, {});
    if (p.positional.size() != 2) {
        throw InvalidInputError(TR_("roster duplicate takes a roster file and an entry id."));
    }
    auto editor = open_editor(c, p, "duplicate");
    const auto id = editor.duplicate(p.positional[1]);
    save_roster_file(p.positional[0], editor.roster());
    if (!c.json()) {
        c.out() << c.render(TR_("Added {0}.").arg(id)) << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

int roster_set(CliContext& c, const std::vector<std::string>& args) {
    const auto p =
        parse("set", args,
              {"--count", "--command", "--option", "--general", "--item", "--no-item", "--attach",
               "--name", "--note", "--notes", "--size", "--year", "--add-command", "--ally"},
              {"--detach", "--no-year"});
    if (p.positional.empty() || p.positional.size() > 2) {
        throw InvalidInputError(TR_("roster set takes a roster file and optionally an entry id."));
    }
    auto editor = open_editor(c, p, "set");
    if (p.positional.size() == 2) {
        const auto& id = p.positional[1];
        if (editor.roster().entry(id) == nullptr) {
            throw InvalidInputError(TR_("The roster has no entry \"{0}\".").arg(id));
        }
        for (const char* roster_only :
             {"--notes", "--size", "--year", "--no-year", "--add-command", "--ally"}) {
            if (p.has(roster_only)) {
                throw InvalidInputError(
                    TR_("{0} changes the roster itself: give no entry id.").arg(roster_only));
            }
        }
        apply_entry_options(editor, id, p);
    } else {
        for (const auto& [name, value] : p.options) {
            if (name == "--name") {
                editor.rename(value);
            } else if (name == "--notes") {
                editor.set_notes(value);
            } else if (name == "--size") {
                editor.set_army_size(number(name, value));
            } else if (name == "--year") {
                editor.set_year(number(name, value));
            } else if (name == "--no-year") {
                editor.set_year(std::nullopt);
            } else if (name == "--add-command") {
                const auto id = editor.add_command(value, p.get("--ally"));
                if (!c.json()) {
                    c.out() << c.render(TR_("Added {0}.").arg(id)) << '\n';
                }
            } else if (name != "--ally") {
                throw InvalidInputError(
                    TR_("{0} changes an entry: give its id after the file.").arg(name));
            }
        }
    }
    save_roster_file(p.positional[0], editor.roster());
    print_state(c, editor);
    return kExitOk;
}

int roster_show(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("show", args, {}, {});
    if (p.positional.size() != 1) {
        throw InvalidInputError(TR_("roster show takes one roster file."));
    }
    auto editor = open_editor(c, p, "show");
    const auto& roster = editor.roster();
    const auto& v = editor.validator();
    if (c.json()) {
        c.out() << report_json(c, roster, editor.report()).dump(2) << '\n';
        return kExitOk;
    }
    const std::string lang(c.tr().language());
    c.out() << (roster.name.empty() ? std::string() : roster.name + '\n')
            << c.render(TR_("{0}/{1}, {2} points")
                            .arg(roster.system_id)
                            .arg(v.list().name.text())
                            .arg(roster.army_size));
    if (roster.year) {
        c.out() << ", " << c.render(TR_("year {0}").arg(*roster.year));
    }
    c.out() << '\n';
    for (const auto& cmd : roster.commands) {
        c.out() << cmd.id << '\t' << cmd.name
                << (cmd.ally_list.empty() ? ""
                                          : "\t" + c.render(TR_("allies: {0}").arg(cmd.ally_list)))
                << '\n';
    }
    for (const auto& e : roster.entries) {
        const auto* unit = v.unit_of(e);
        const auto* figures = editor.report().entry(e.id);
        c.out() << e.id << '\t' << e.count << " × "
                << (unit != nullptr ? unit->name.in(lang) : e.unit_id);
        if (!e.custom_name.empty()) {
            c.out() << " \"" << e.custom_name << '"';
        }
        if (!e.command_id.empty()) {
            c.out() << "\t[" << e.command_id << ']';
        }
        c.out() << '\t' << c.render(TR_("{0} pts").arg(figures != nullptr ? figures->points : 0))
                << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

RosterStore rosters(CliContext& c) { return RosterStore(c.session()); }

std::int64_t roster_id(const std::string& value) {
    std::int64_t out = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), out);
    if (ec != std::errc() || end != value.data() + value.size() || value.empty() || out <= 0) {
        throw InvalidInputError(
            TR_("\"{0}\" is not a roster number (see ost-cli roster list).").arg(value));
    }
    return out;
}

int roster_import(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("import", args, {}, {});
    if (p.positional.empty()) {
        throw InvalidInputError(TR_("{0} needs a roster file.").arg("roster import"));
    }
    auto repository = rosters(c);
    auto imported = nlohmann::json::array();
    for (const auto& file : p.positional) {
        const auto roster = repository.import_file(file);
        imported.push_back({{"file", file}, {"id", roster.id}});
        if (!c.json()) {
            c.out() << c.render(TR_("{0}: stored as your roster number {1}.")
                                    .arg(file)
                                    .arg(static_cast<long long>(roster.id)))
                    << '\n';
        }
    }
    if (c.json()) {
        c.out() << nlohmann::json{{"imported", imported}}.dump(2) << '\n';
    }
    return kExitOk;
}

int roster_list(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("list", args, {"--system"}, {});
    if (!p.positional.empty()) {
        throw InvalidInputError(TR_("roster list takes no file."));
    }
    const auto all = rosters(c).recent(p.get("--system"));
    if (c.json()) {
        auto array = nlohmann::json::array();
        for (const auto& r : all) {
            array.push_back({{"id", r.id},
                             {"name", r.name},
                             {"system", r.system_id},
                             {"list", r.list_id},
                             {"army_size", r.army_size},
                             {"updated_at", r.updated_at}});
        }
        c.out() << array.dump(2) << '\n';
        return kExitOk;
    }
    for (const auto& r : all) {
        c.out() << r.id << '\t' << r.system_id << '/' << r.list_id << '\t' << r.army_size << '\t'
                << r.name << '\t' << r.updated_at << '\n';
    }
    c.out() << c.render(TRP_("{n} roster of yours", "{n} rosters of yours", all.size())) << '\n';
    return kExitOk;
}

int roster_write(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("write", args, {}, {});
    if (p.positional.size() != 2) {
        throw InvalidInputError(TR_("roster write takes a roster number and a file name."));
    }
    rosters(c).export_file(roster_id(p.positional[0]), p.positional[1]);
    if (!c.json()) {
        c.out() << c.render(TR_("{0} → {1}").arg(p.positional[0]).arg(p.positional[1])) << '\n';
    }
    return kExitOk;
}

int roster_delete(CliContext& c, const std::vector<std::string>& args) {
    const auto p = parse("delete", args, {}, {});
    if (p.positional.size() != 1) {
        throw InvalidInputError(TR_("roster delete takes one roster number."));
    }
    if (!rosters(c).remove(roster_id(p.positional[0]))) {
        throw InvalidInputError(TR_("There is no roster number {0}.").arg(p.positional[0]));
    }
    if (!c.json()) {
        c.out() << c.render(TR_("Your roster number {0} is deleted.").arg(p.positional[0])) << '\n';
    }
    return kExitOk;
}

} // namespace

int run_roster(CliContext& c, const std::vector<std::string>& args) {
    const std::string action = args.empty() ? std::string() : args[0];
    if (action == "new") {
        return roster_new(c, args);
    }
    if (action == "add") {
        return roster_add(c, args);
    }
    if (action == "remove") {
        return roster_remove(c, args);
    }
    if (action == "set") {
        return roster_set(c, args);
    }
    if (action == "duplicate") {
        return roster_duplicate(c, args);
    }
    if (action == "show") {
        return roster_show(c, args);
    }
    if (action == "import") {
        return roster_import(c, args);
    }
    if (action == "list") {
        return roster_list(c, args);
    }
    if (action == "write") {
        return roster_write(c, args);
    }
    if (action == "delete") {
        return roster_delete(c, args);
    }
    throw InvalidInputError(
        TR_("Unknown roster action \"{0}\" (use new, add, remove, set, duplicate, show, "
            "import, list, write or delete).")
            .arg(action));
}

} // namespace ost::cli
