// `ost-cli event new|set|show|check` (issue 30): make and edit an event profile (.ostevent), show
// its clauses, and check a folder or zip of lists against it (text, --json, --out HTML, --csv).
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/services/document_files.h"
#include "core/services/event_batch.h"
#include "core/services/event_checker.h"
#include "core/services/event_report.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

namespace ost::cli {

namespace {

void add_unique(std::vector<std::string>& ids, const std::string& id) {
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
        ids.push_back(id);
    }
}

void remove_all(std::vector<std::string>& ids, const std::string& id) {
    ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
}

bool all_digits(const std::string& text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// --allow-list / --no-allow-list: a number (all digits) or a list id.
void allow_list(EventProfile& e, const std::string& value, bool add) {
    if (all_digits(value) && value.size() < 8) {
        const int number = std::stoi(value);
        auto& numbers = e.allowed_list_numbers;
        numbers.erase(std::remove(numbers.begin(), numbers.end(), number), numbers.end());
        if (add) {
            numbers.push_back(number);
        }
        return;
    }
    remove_all(e.allowed_lists, value);
    if (add) {
        e.allowed_lists.push_back(value);
    }
}

void apply_players(EventProfile& e, const CliArgs& args) {
    for (const auto& name : args.all("--player")) {
        if (name.empty()) {
            throw InvalidInputError(TR_("--player: a player needs a name."));
        }
        if (std::none_of(e.players.begin(), e.players.end(), [&](const EventPlayer& p) { return p.name == name; })) {
            e.players.push_back({name});
        }
    }
    for (const auto& name : args.all("--no-player")) {
        e.players.erase(std::remove_if(e.players.begin(), e.players.end(),
                                       [&](const EventPlayer& p) { return p.name == name; }),
                        e.players.end());
    }
}

/// Applies every option of `event new` / `event set` to `e`.
void apply_options(EventProfile& e, const CliArgs& args) {
    if (args.has("--name")) {
        e.name = {args.text("--name"), args.text("--name")};
    }
    if (args.has("--name-en")) {
        e.name.en = args.text("--name-en");
    }
    if (const auto size = args.whole("--size")) {
        e.army_size = std::max(*size, 0);
    }
    if (args.has("--no-dates")) {
        e.date_from.reset();
        e.date_to.reset();
    }
    if (const auto from = args.whole("--from")) {
        e.date_from = *from;
    }
    if (const auto to = args.whole("--to")) {
        e.date_to = *to;
    }
    if (args.has("--deadline")) {
        e.deadline = args.text("--deadline");
    }
    for (const auto& value : args.all("--allow-list")) {
        allow_list(e, value, true);
    }
    for (const auto& value : args.all("--no-allow-list")) {
        allow_list(e, value, false);
    }
    const std::pair<const char*, std::vector<std::string>*> clauses[] = {
        {"--ban-troop-type", &e.banned_troop_types}, {"--ban-capability", &e.banned_capabilities},
        {"--ban-unit", &e.banned_units},             {"--ban-rule", &e.banned_rules},
        {"--allow-unit", &e.allowed_units},          {"--optional-rule", &e.optional_rules}};
    for (const auto& [option, ids] : clauses) {
        for (const auto& id : args.all(option)) {
            add_unique(*ids, id);
        }
        for (const auto& id : args.all("--remove")) {
            remove_all(*ids, id);
        }
    }
    apply_players(e, args);
}

/// Writes `e` after checking it reads back (ids, names, dates) and its system exists, then says
/// so, naming the game as the reference DB names it.
void save_checked(CliContext& c, const std::string& file, const EventProfile& e) {
    const GameSystem system = c.session().require_system(e.system_id);
    const auto text = event_text(e);
    (void)event_from_text(text, file); // the same checks as any reader of the file
    write_file_atomic(file, text);
    c.out() << c.render(TR_("Event \"{0}\" ({1}) → {2}").arg(e.name.text()).arg(system.name()).arg(file)) << '\n';
}

void print_event(CliContext& c, const EventChecker& checker) {
    c.out() << c.render(TR_("Event: {0}").arg(checker.event().name.text())) << '\n';
    if (!checker.event().deadline.empty()) {
        c.out() << c.render(TR_("Deadline: {0}").arg(checker.event().deadline)) << '\n';
    }
    for (const auto& clause : checker.clauses()) {
        c.out() << "  [" << clause.id << "] " << c.render(clause.wording) << '\n';
    }
    for (const auto& player : checker.event().players) {
        c.out() << "  " << c.render(TR_("player: {0}").arg(player.name)) << '\n';
    }
    for (const auto& problem : checker.check_event()) {
        c.out() << event_finding_line(problem, c.tr()) << '\n';
    }
}

} // namespace

int run_event_new(CliContext& c, const CliArgs& args) {
    const auto file = args.argument(0);
    std::error_code error;
    if (std::filesystem::exists(file, error)) {
        throw InvalidInputError(TR_("{0} already exists: give another file name, or delete it first.").arg(file));
    }
    EventProfile e;
    e.system_id = args.text("--system");
    apply_options(e, args);
    save_checked(c, file, e);
    return kExitOk;
}

int run_event_set(CliContext& c, const CliArgs& args) {
    const auto file = args.argument(0);
    auto e = load_event(file);
    apply_options(e, args);
    save_checked(c, file, e);
    return kExitOk;
}

int run_event_show(CliContext& c, const CliArgs& args) {
    auto e = load_event(args.argument(0));
    auto system = c.session().require_system(e.system_id);
    const EventChecker checker(std::move(e), std::move(system));
    if (c.json()) {
        c.print_json(event_report_json(checker, BatchResult{checker.check_event(), {}, {}}, c.tr())["event"]);
        return kExitOk;
    }
    print_event(c, checker);
    return kExitOk;
}

int run_event_check(CliContext& c, const CliArgs& args) {
    auto e = load_event(args.argument(0));
    auto system = c.session().require_system(e.system_id);
    const EventChecker checker(std::move(e), std::move(system));
    const auto inputs = collect_batch_inputs(args.argument(1));
    const auto result = run_event_batch(checker, inputs, session_batch_sources(c.session(), c.tr()));
    if (const auto html = args.text("--out"); !html.empty()) {
        write_file_atomic(html, event_report_html(checker, result, c.tr()));
        c.err() << c.render(TR_("Report → {0}").arg(html)) << '\n';
    }
    if (const auto csv = args.text("--csv"); !csv.empty()) {
        write_file_atomic(csv, event_report_csv(result, c.tr()));
        c.err() << c.render(TR_("CSV → {0}").arg(csv)) << '\n';
    }
    if (c.json()) {
        c.print_json(event_report_json(checker, result, c.tr()));
    } else {
        c.out() << event_report_text(checker, result, c.tr());
    }
    return result.all_legal() ? kExitOk : kExitFails;
}

} // namespace ost::cli
