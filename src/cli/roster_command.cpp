// `ost-cli roster new|add|remove|set|duplicate|show …`: builds and edits roster files (.ostr)
// through the same RosterEditor the app uses; every change is validated and saved atomically.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "cli/roster_print.h"
#include "core/services/document_files.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_figures.h"
#include "core/services/roster_loader.h"
#include "core/services/roster_store.h"
#include "core/support/error.h"
#include "core/support/file_lock.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <optional>
#include <ostream>

namespace ost::cli {

namespace {

/// "ID=N": the option and its count; "ID" (no count): nullopt, one per unit (take_option).
std::pair<std::string, std::optional<int>> option_spec(const std::string& value) {
    const auto eq = value.find('=');
    if (eq == std::string::npos) {
        return {value, std::nullopt};
    }
    return {value.substr(0, eq), parse_whole("--option", value.substr(eq + 1))};
}

void print_state(CliContext& c, const RosterEditor& editor) {
    const auto& report = editor.report();
    if (c.json()) {
        c.print_json(report_json(c, editor.roster(), editor.validator(), report));
        return;
    }
    c.out() << report_figures(c, editor.roster(), editor.validator(), report) << '\n';
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

/// Opens FILE (argument 0) for editing. An edit holds a FileLock on it from before this read to
/// after its save, so parallel edits of one file take turns and none overwrites another.
RosterEditor open_editor(CliContext& c, const CliArgs& args) {
    auto roster = load_roster(args.argument(0));
    auto validator = load_roster_validator(c.session(), roster);
    return RosterEditor(std::move(roster), std::move(validator));
}

/// Applies the entry options shared by add and set, in command-line order.
void apply_entry_options(RosterEditor& editor, const std::string& id, const CliArgs& args,
                         bool adding) {
    for (const auto& [name, value] : args.options()) {
        if (adding && (name == "--count" || name == "--command" || name == "--ally")) {
            continue; // given to add_unit already
        }
        if (name == "--count") {
            editor.set_count(id, parse_whole(name, value));
        } else if (name == "--command") {
            editor.move_to_command(id, value);
        } else if (name == "--option") {
            const auto [option, count] = option_spec(value);
            if (count) {
                editor.set_option(id, option, *count);
            } else {
                editor.take_option(id, option); // the app's tick: one per unit
            }
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

} // namespace

int run_roster_new(CliContext& c, const CliArgs& args) {
    Roster probe;
    const auto system = c.session().require_system(args.text("--system"));
    probe.system_id = system.id;
    probe.list_id = require_list(c.session(), system, args.text("--list")).id;
    auto validator = load_roster_validator(c.session(), probe);
    auto roster = RosterEditor::new_roster(validator.system(), validator.list(),
                                           *args.whole("--size"), args.whole("--year"),
                                           args.text("--name"));
    store_roster(args.argument(0), roster);
    RosterEditor editor(std::move(roster), std::move(validator));
    if (!c.json()) {
        c.out() << c.render(TR_("Created {0}.").arg(args.argument(0))) << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

int run_roster_add(CliContext& c, const CliArgs& args) {
    const FileLock lock(args.argument(0));
    auto editor = open_editor(c, args);
    const auto id = editor.add_unit(args.argument(1), args.whole("--count", 1),
                                    args.text("--command"), args.text("--ally"));
    apply_entry_options(editor, id, args, true);
    store_roster(args.argument(0), editor.roster());
    if (!c.json()) {
        c.out() << c.render(TR_("Added {0}.").arg(id)) << '\n';
        if (args.has("--command") && editor.validator().outside_commands(*editor.roster().entry(id))) {
            c.out() << c.render(TR_("The camp and fortifications belong to the whole army: "
                                    "--command was not used."))
                    << '\n';
        }
    }
    print_state(c, editor);
    return kExitOk;
}

int run_roster_remove(CliContext& c, const CliArgs& args) {
    const FileLock lock(args.argument(0));
    auto editor = open_editor(c, args);
    editor.remove_entry(args.argument(1));
    store_roster(args.argument(0), editor.roster());
    if (!c.json()) {
        c.out() << c.render(TR_("Removed {0}.").arg(args.argument(1))) << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

int run_roster_duplicate(CliContext& c, const CliArgs& args) {
    const FileLock lock(args.argument(0));
    auto editor = open_editor(c, args);
    const auto id = editor.duplicate(args.argument(1));
    store_roster(args.argument(0), editor.roster());
    if (!c.json()) {
        c.out() << c.render(TR_("Added {0}.").arg(id)) << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

int run_roster_set(CliContext& c, const CliArgs& args) {
    const FileLock lock(args.argument(0));
    auto editor = open_editor(c, args);
    if (args.arguments().size() == 2) {
        const auto& id = args.arguments()[1];
        if (editor.roster().entry(id) == nullptr) {
            throw InvalidInputError(TR_("The roster has no entry \"{0}\".").arg(id));
        }
        for (const char* roster_only :
             {"--notes", "--size", "--year", "--no-year", "--add-command", "--ally", "--player",
              "--event", "--date"}) {
            if (args.has(roster_only)) {
                throw InvalidInputError(
                    TR_("{0} changes the roster itself: give no entry id.").arg(roster_only));
            }
        }
        apply_entry_options(editor, id, args, false);
    } else {
        for (const auto& [name, value] : args.options()) {
            if (name == "--name") {
                editor.rename(value);
            } else if (name == "--notes") {
                editor.set_notes(value);
            } else if (name == "--size") {
                editor.set_army_size(parse_whole(name, value));
            } else if (name == "--year") {
                editor.set_year(parse_whole(name, value));
            } else if (name == "--no-year") {
                editor.set_year(std::nullopt);
            } else if (name == "--player") {
                editor.set_player(value);
            } else if (name == "--event") {
                editor.set_event(value);
            } else if (name == "--date") {
                editor.set_event_date(value);
            } else if (name == "--add-command") {
                const auto id = editor.add_command(value, args.text("--ally"));
                if (!c.json()) {
                    c.out() << c.render(TR_("Added {0}.").arg(id)) << '\n';
                }
            } else if (name != "--ally") {
                throw InvalidInputError(
                    TR_("{0} changes an entry: give its id after the file.").arg(name));
            }
        }
    }
    store_roster(args.argument(0), editor.roster());
    print_state(c, editor);
    return kExitOk;
}

int run_roster_show(CliContext& c, const CliArgs& args) {
    auto editor = open_editor(c, args);
    const auto& roster = editor.roster();
    const auto& v = editor.validator();
    if (c.json()) {
        c.print_json(report_json(c, roster, v, editor.report()));
        return kExitOk;
    }
    const std::string lang(c.tr().language());
    c.out() << (roster.name.empty() ? std::string() : roster.name + '\n')
            << c.render(TR_("{0} — {1} — {2} points") // the export's header line
                            .arg(v.system().name())
                            .arg(v.list().name.text())
                            .arg(roster.army_size));
    if (roster.year) {
        c.out() << ", " << c.render(TR_("year {0}").arg(*roster.year));
    }
    c.out() << '\n';
    if (!roster.player.empty()) {
        c.out() << c.render(TR_("Player: {0}").arg(roster.player)) << '\n';
    }
    if (!roster.event.empty() || !roster.event_date.empty()) {
        c.out() << c.render(TR_("Event: {0}").arg(roster.event))
                << (roster.event_date.empty() ? std::string() : ", " + roster.event_date) << '\n';
    }
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
        // As the app's roster tree shows them (issue 29): "+ Pavois ×8 (+8)".
        for (const auto& option : entry_option_figures(e, v, roster.army_size)) {
            c.out() << " + " << c.render(option.text());
        }
        if (v.outside_commands(e)) {
            // ADLG camp and fortifications: the army's, in no command (adlg.army-composition.camp).
            c.out() << "\t[" << c.render(TR_("camp and fortifications")) << ']';
        } else if (!e.command_id.empty()) {
            c.out() << "\t[" << e.command_id << ']';
        }
        c.out() << '\t' << c.render(TR_("{0} pts").arg(figures != nullptr ? figures->points : 0))
                << '\n';
    }
    print_state(c, editor);
    return kExitOk;
}

namespace {
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

} // namespace

int run_roster_import(CliContext& c, const CliArgs& args) {
    auto repository = rosters(c);
    auto imported = nlohmann::json::array();
    for (const auto& file : args.arguments()) {
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
        c.print_json(nlohmann::json{{"imported", imported}});
    }
    return kExitOk;
}

int run_roster_list(CliContext& c, const CliArgs& args) {
    const auto all = rosters(c).recent(args.text("--system"));
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
        c.print_json(array);
        return kExitOk;
    }
    for (const auto& r : all) {
        c.out() << r.id << '\t' << r.system_id << '/' << r.list_id << '\t' << r.army_size << '\t'
                << r.name << '\t' << r.updated_at << '\n';
    }
    c.out() << c.render(TRP_("{n} roster of yours", "{n} rosters of yours", all.size())) << '\n';
    return kExitOk;
}

int run_roster_write(CliContext& c, const CliArgs& args) {
    rosters(c).export_file(roster_id(args.argument(0)), args.argument(1));
    if (!c.json()) {
        c.out() << c.render(TR_("{0} → {1}").arg(args.argument(0)).arg(args.argument(1))) << '\n';
    }
    return kExitOk;
}

int run_roster_delete(CliContext& c, const CliArgs& args) {
    if (!rosters(c).remove(roster_id(args.argument(0)))) {
        throw InvalidInputError(TR_("There is no roster number {0}.").arg(args.argument(0)));
    }
    if (!c.json()) {
        c.out() << c.render(TR_("Your roster number {0} is deleted.").arg(args.argument(0))) << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
