// The table of ost-cli commands, in the order the help screen lists them: arguments, typed
// options, summaries and handlers. Adding a command is one entry here (see src/cli/README.md).
#include "cli/cli_command.h"

#include "cli/cli_context.h"

namespace ost::cli {

int run_systems(CliContext& context, const CliArgs& args);
int run_show_system(CliContext& context, const CliArgs& args);
int run_lists(CliContext& context, const CliArgs& args);
int run_show_list(CliContext& context, const CliArgs& args);
int run_check_data(CliContext& context, const CliArgs& args);
int run_import_wm_selector(CliContext& context, const CliArgs& args);
int run_my_lists(CliContext& context, const CliArgs& args);
int run_my_lists_import(CliContext& context, const CliArgs& args);
int run_my_lists_export(CliContext& context, const CliArgs& args);
int run_my_lists_show(CliContext& context, const CliArgs& args);
int run_my_lists_delete(CliContext& context, const CliArgs& args);
int run_my_lists_new(CliContext& context, const CliArgs& args);
int run_my_lists_add_unit(CliContext& context, const CliArgs& args);
int run_my_lists_set(CliContext& context, const CliArgs& args);
int run_my_lists_remove(CliContext& context, const CliArgs& args);
int run_roster_new(CliContext& context, const CliArgs& args);
int run_roster_add(CliContext& context, const CliArgs& args);
int run_roster_remove(CliContext& context, const CliArgs& args);
int run_roster_duplicate(CliContext& context, const CliArgs& args);
int run_roster_set(CliContext& context, const CliArgs& args);
int run_roster_show(CliContext& context, const CliArgs& args);
int run_roster_import(CliContext& context, const CliArgs& args);
int run_roster_list(CliContext& context, const CliArgs& args);
int run_roster_write(CliContext& context, const CliArgs& args);
int run_roster_delete(CliContext& context, const CliArgs& args);
int run_roster_code(CliContext& context, const CliArgs& args);
int run_roster_from_code(CliContext& context, const CliArgs& args);
int run_roster_from_wm_selector(CliContext& context, const CliArgs& args);
int run_roster_fingerprint(CliContext& context, const CliArgs& args);
int run_event_new(CliContext& context, const CliArgs& args);
int run_event_set(CliContext& context, const CliArgs& args);
int run_event_show(CliContext& context, const CliArgs& args);
int run_event_check(CliContext& context, const CliArgs& args);
int run_validate(CliContext& context, const CliArgs& args);
int run_export(CliContext& context, const CliArgs& args);
int run_combat(CliContext& context, const CliArgs& args);
int run_combat_fields(CliContext& context, const CliArgs& args);
int run_check(CliContext& context, const CliArgs& args);
int run_rules_search(CliContext& context, const CliArgs& args);
int run_rules_show(CliContext& context, const CliArgs& args);
int run_rules_list(CliContext& context, const CliArgs& args);
int run_rules_import(CliContext& context, const CliArgs& args);
int run_build_db(CliContext& context, const CliArgs& args);
int run_paths(CliContext& context, const CliArgs& args);

namespace {
using T = OptionType;

CliOption system_filter(Text help) { return {"--system", "ID", T::Text, std::move(help)}; }
CliOption size_option() {
    return {"--size", "POINTS", T::Whole, TR_("army size the limits are scaled to")};
}

/// Options that change one entry, shared by `roster add` and `roster set FILE ENTRY`.
/// The options of `my-lists add-unit` and `my-lists set` for one line, plus `more`.
std::vector<CliOption> unit_options(std::vector<CliOption> more = {}) {
    std::vector<CliOption> options{
        {"--id", "ID", T::Text, TR_("the line's id (default: from its name)")},
        {"--name-fr", "TEXT", T::Text, TR_("the French name")},
        {"--name-en", "TEXT", T::Text, TR_("the English name")},
        {"--role", "ROLE", T::Text, TR_("unit, general, character, camp or fortification")},
        {"--troop-type", "ID", T::Text, TR_("ADLG: the troop type, by id or name")},
        {"--capability", "ID", T::Text, TR_("ADLG: a capability, by id or name (repeat for several)"), true},
        {"--no-capability", "ID", T::Text, TR_("ADLG: take a capability away"), true},
        {"--stat", "FIELD=VALUE", T::Text, TR_("a stat of the system's stat line (repeat for several)"), true},
        {"--points", "N", T::Whole, TR_("points typed by hand (kept, and marked when the catalogue says otherwise)")},
        {"--catalogue-points", "", T::Flag, TR_("drop the hand-typed points: use the catalogue's")},
        {"--min", "N", T::Whole, TR_("minimum (at the standard size; -1: none)")},
        {"--max", "N", T::Whole, TR_("maximum (at the standard size; -1: none)")},
        {"--from", "YEAR", T::Whole, TR_("available from this year")},
        {"--to", "YEAR", T::Whole, TR_("available until this year")},
        {"--group", "NAME", T::Text, TR_("either/or group, by id or name (created when new; \"\": none)")},
        {"--group-min", "N", T::Whole, TR_("with --group: the group's minimum")},
        {"--group-max", "N", T::Whole, TR_("with --group: the group's maximum")},
        {"--note", "TEXT", T::Text, TR_("a note (both languages; without UNIT: the list's, FR[/EN])")},
        {"--confirmed", "yes|no", T::Text, TR_("whether the figures are confirmed for the current edition (without UNIT: the list's)")},
        {"--counts", "yes|no", T::Text, TR_("whether the line counts as a unit (limits, break point)")},
        {"--magic", "yes|no", T::Text, TR_("whether the line may carry magic items")},
        {"--army-min", "N", T::Whole, TR_("minimum whatever the army size (-1: none)")},
        {"--army-max", "N", T::Whole, TR_("maximum whatever the army size (-1: none)")},
        {"--size-points", "SIZE=N", T::Text, TR_("points at one army size only (SIZE= removes them; repeat for several)"), true},
        {"--counts-as", "UNIT", T::Text, TR_("a replacement: taken against the limits of that line (\"\": none)")},
        {"--requires", "UNIT", T::Text, TR_("a line the army must contain to take this one (repeat for several)"), true},
        {"--no-requires", "UNIT", T::Text, TR_("take a prerequisite away"), true},
        {"--attaches-to", "UNIT", T::Text, TR_("an attachment: a line it joins (repeat for several)"), true},
        {"--no-attaches-to", "UNIT", T::Text, TR_("take an attachment target away"), true},
        {"--upgrade", "ID", T::Text, TR_("a shared upgrade of the list or a general grade the line may take, by id or name"), true},
        {"--no-upgrade", "ID", T::Text, TR_("take an upgrade away"), true},
        {"--option", "FR[/EN][=N]", T::Text, TR_("an option of the line: its names and points (repeat for several)"), true},
        {"--no-option", "ID", T::Text, TR_("take an option away, by id or name"), true},
        {"--option-min", "N", T::Whole, TR_("with --option: at least N per line (-1: none)")},
        {"--option-max", "N", T::Whole, TR_("with --option: at most N per line (-1: none)")},
        {"--option-army-min", "N", T::Whole, TR_("with --option: at least N in the army (-1: none)")},
        {"--option-army-max", "N", T::Whole, TR_("with --option: at most N in the army (-1: none)")},
        {"--option-requires", "UNIT", T::Text, TR_("with --option: a line the army must contain (repeat for several)"), true},
        {"--option-from", "YEAR", T::Whole, TR_("with --option: available from this year")},
        {"--option-to", "YEAR", T::Whole, TR_("with --option: available until this year")},
        {"--option-rule", "RULE", T::Text, TR_("with --option: a special rule it gives, by id (repeat for several)"), true},
    };
    for (auto& option : more) options.push_back(std::move(option));
    return options;
}

std::vector<CliOption> entry_options(std::vector<CliOption> more) {
    std::vector<CliOption> out{
        {"--count", "N", T::Whole, TR_("number of units in the entry (default 1)")},
        {"--command", "C", T::Text, TR_("ADLG: the command the entry belongs to (c1, c2…)")},
        {"--option", "ID[=N]", T::Text,
         TR_("option or upgrade, by id or name; =N sets how many, =0 removes it"), true},
        {"--general", "GRADE", T::Text, TR_("ADLG: the general's competence, by id or name")},
        {"--item", "ID", T::Text, TR_("WME: a magic item, by id or name"), true},
        {"--attach", "ENTRY", T::Text, TR_("WME: attach the entry to another entry (e2…)")},
        {"--name", "TEXT", T::Text, TR_("your own name for the entry")},
        {"--note", "TEXT", T::Text, TR_("a note on the entry")},
    };
    out.insert(out.end(), more.begin(), more.end());
    return out;
}

/// Options of `event new` and `event set` (src/core/model/event_profile.h).
std::vector<CliOption> event_options(std::vector<CliOption> more) {
    std::vector<CliOption> out{
        {"--name", "TEXT", T::Text, TR_("the event's name (both languages unless --name-en is given)")},
        {"--name-en", "TEXT", T::Text, TR_("the event's English name")},
        {"--size", "POINTS", T::Whole, TR_("the army size every list must have (0: any)")},
        {"--from", "YEAR", T::Whole, TR_("armies fielded from this year, allies included (negative: BC)")},
        {"--to", "YEAR", T::Whole, TR_("armies fielded until this year, allies included")},
        {"--no-dates", "", T::Flag, TR_("no date window")},
        {"--allow-list", "ID|NUMBER", T::Text, TR_("an allowed army list, by id or number (repeat for several)"), true},
        {"--no-allow-list", "ID|NUMBER", T::Text, TR_("take an allowed list away"), true},
        {"--ban-troop-type", "ID", T::Text, TR_("a banned troop type (repeat for several)"), true},
        {"--ban-capability", "ID", T::Text, TR_("a banned capability (repeat for several)"), true},
        {"--ban-unit", "ID", T::Text, TR_("a banned unit, by its id in the list (repeat for several)"), true},
        {"--ban-rule", "ID", T::Text, TR_("units with this special rule are banned (repeat for several)"), true},
        {"--allow-unit", "ID", T::Text, TR_("a unit allowed despite --ban-rule, e.g. an optional unit (repeat for several)"), true},
        {"--optional-rule", "ID", T::Text, TR_("an optional rule the event plays with (repeat for several)"), true},
        {"--remove", "ID", T::Text, TR_("take an id away from every ban, allowed unit and optional rule"), true},
        {"--deadline", "TEXT", T::Text, TR_("the deadline for lists, as you write it (\"\": none)")},
        {"--player", "NAME", T::Text, TR_("a registered player (repeat for several)"), true},
        {"--no-player", "NAME", T::Text, TR_("take a player away"), true},
    };
    out.insert(out.end(), more.begin(), more.end());
    return out;
}
} // namespace

const std::vector<CliCommand>& cli_commands() {
    static const std::vector<CliCommand> commands{
        {"systems", {}, {}, TR_("List the game systems in the reference database."), &run_systems},
        {"show-system", {"SYSTEM"},
         {{"--kind", "KIND", T::Text, TR_("only the catalogue entries of this kind (general-grade, troop-type…)")}},
         TR_("Show a game system: army sizes, special rules and its catalogue of troops and costs."),
         &run_show_system},
        {"lists", {},
         {system_filter(TR_("only the lists of this game system")),
          {"--text", "TEXT", T::Text, TR_("only the lists whose name holds this text")},
          {"--number", "N", T::Whole, TR_("only the list of this number (ADLG)")},
          {"--year", "YEAR", T::Whole, TR_("only the lists fielded in this year (negative: BC)")}},
         TR_("List the army lists of the reference database."), &run_lists},
        {"show-list", {"SYSTEM/LIST"}, {size_option()},
         TR_("Show every entry of an army list with stats, points and limits."), &run_show_list},
        {"check-data", {"FILE..."},
         {{"--rewrite", "", T::Flag, TR_("write the army lists back in canonical form")}},
         TR_("Check list and system files as build-db reads them, and the legality tables of data/engine."),
         &run_check_data},
        {"import", {}, {}, TR_("Convert wm-selector JSON files into army list files."), nullptr,
         {{"wm-selector", {"FILE..."},
           {{"--out", "DIR", T::Text, TR_("folder the list files are written to (default: the current folder)")}},
           TR_("Convert wm-selector JSON files into army list files."), &run_import_wm_selector}}},
        {"my-lists", {}, {system_filter(TR_("only your lists of this game system"))},
         TR_("List, import, export, show or delete the army lists you made."), &run_my_lists,
         {{"new", {"LIST"},
           {{"--system", "ID", T::Text, TR_("game system id (see ost-cli systems)"), false, true},
            {"--name", "TEXT", T::Text, TR_("the list's name (both languages unless --name-en is given)"), false, true},
            {"--name-en", "TEXT", T::Text, TR_("the list's English name")},
            {"--source", "TEXT", T::Text, TR_("where the figures come from (default: typed by you)")},
            {"--from", "YEAR", T::Whole, TR_("the army exists from this year (negative: BC)")},
            {"--to", "YEAR", T::Whole, TR_("the army exists until this year")}},
           TR_("Create an empty list of yours."), &run_my_lists_new},
          {"add-unit", {"LIST", "NAME"}, unit_options(),
           TR_("Add a line to one of your lists; ADLG points come from the catalogue unless --points is given."),
           &run_my_lists_add_unit},
          {"set", {"LIST", "[UNIT]"},
           unit_options({{"--name", "TEXT", T::Text, TR_("the new name (both languages)")},
                         {"--source", "TEXT", T::Text, TR_("without UNIT: where the figures come from")},
                         {"--ally", "LIST", T::Text, TR_("without UNIT: add an allied list (with --from/--to: its dates)")},
                         {"--no-ally", "LIST", T::Text, TR_("without UNIT: remove an allied list")},
                         {"--no-group", "NAME", T::Text, TR_("without UNIT: remove an either/or group (its lines leave it)")},
                         {"--cap", "NAME", T::Text, TR_("without UNIT: add or change an army-wide cap (with --cap-max, --cap-unit)")},
                         {"--cap-max", "N", T::Whole, TR_("with --cap: at most N of its lines")},
                         {"--cap-unit", "UNIT", T::Text, TR_("with --cap: a line it counts (repeat for several)"), true},
                         {"--cap-scaled", "", T::Flag, TR_("with --cap: the maximum scales with the army size")},
                         {"--no-cap", "NAME", T::Text, TR_("without UNIT: remove a cap")},
                         {"--shared-upgrade", "FR[/EN]", T::Text, TR_("without UNIT: add or change a shared upgrade (with --upgrade-points, --upgrade-max)")},
                         {"--upgrade-points", "N", T::Whole, TR_("with --shared-upgrade: its points")},
                         {"--upgrade-min", "N", T::Whole, TR_("with --shared-upgrade: at least N per line (-1: none)")},
                         {"--upgrade-max", "N", T::Whole, TR_("with --shared-upgrade: at most N per line")},
                         {"--upgrade-army-min", "N", T::Whole, TR_("with --shared-upgrade: at least N in the army (-1: none)")},
                         {"--upgrade-army-max", "N", T::Whole, TR_("with --shared-upgrade: at most N in the army (-1: none)")},
                         {"--upgrade-requires", "UNIT", T::Text, TR_("with --shared-upgrade: a line the army must contain (repeat for several)"), true},
                         {"--upgrade-from", "YEAR", T::Whole, TR_("with --shared-upgrade: available from this year")},
                         {"--upgrade-to", "YEAR", T::Whole, TR_("with --shared-upgrade: available until this year")},
                         {"--upgrade-rule", "RULE", T::Text, TR_("with --shared-upgrade: a special rule it gives, by id (repeat for several)"), true},
                         {"--number", "N", T::Whole, TR_("without UNIT: the list's number (-1: none)")},
                         {"--command-value", "N", T::Whole, TR_("without UNIT: the command value (-1: none)")},
                         {"--rule", "FR[/EN]", T::Text, TR_("without UNIT: add or change a special rule of the list (with --rule-summary, --rule-section)")},
                         {"--rule-summary", "FR[/EN]", T::Text, TR_("with --rule: its summary, in your own words")},
                         {"--rule-section", "ID", T::Text, TR_("with --rule: the rules section it refers to")},
                         {"--no-rule", "NAME", T::Text, TR_("without UNIT: remove a rule of the list (its lines lose it)")},
                         {"--no-shared-upgrade", "NAME", T::Text, TR_("without UNIT: remove a shared upgrade (its lines lose it)")}}),
           TR_("Change a line (with UNIT) or the list itself; the list is checked before it is saved."),
           &run_my_lists_set},
          {"remove", {"LIST", "UNIT"}, {}, TR_("Remove a line from one of your lists."), &run_my_lists_remove},
          {"import", {"FILE..."},
           {{"--replace", "", T::Flag, TR_("replace your list of the same id (without it, that is an error)")},
            {"--system", "ID", T::Text, TR_("the game system of a spreadsheet or BattleScribe file")},
            {"--id", "ID", T::Text, TR_("the id of the imported list (spreadsheet, BattleScribe)")},
            {"--name", "TEXT", T::Text, TR_("the name of the imported list (spreadsheet, BattleScribe)")}},
           TR_("Keep list files in your user database: Ost lists (.xml), spreadsheets (.csv, .tsv) or BattleScribe data (.gst, .cat, .gstz, .catz); prints what did not carry over."),
           &run_my_lists_import},
          {"export", {"LIST", "FILE"}, {}, TR_("Write one of your lists to a list file."),
           &run_my_lists_export},
          {"show", {"LIST"}, {size_option()}, TR_("Show one of your lists like show-list."),
           &run_my_lists_show},
          {"delete", {"LIST"}, {}, TR_("Delete one of your lists."), &run_my_lists_delete}}},
        {"roster", {}, {},
         TR_("Build and edit roster files (.ostr), every change checked and saved; keep rosters in your user database."),
         nullptr,
         {{"new", {"FILE"},
           {{"--system", "ID", T::Text, TR_("game system id (see ost-cli systems)"), false, true},
            {"--list", "ID", T::Text, TR_("army list id or name (see ost-cli lists)"), false, true},
            {"--size", "POINTS", T::Whole, TR_("army size in points"), false, true},
            {"--year", "YEAR", T::Whole, TR_("ADLG: the year the army is fielded in (negative: BC)")},
            {"--name", "TEXT", T::Text, TR_("the roster's name")}},
           TR_("Create a roster file for an army list at an army size."), &run_roster_new},
          {"add", {"FILE", "UNIT"},
           entry_options({{"--ally", "LIST", T::Text, TR_("ADLG: the allied list the unit comes from")}}),
           TR_("Add a unit, named by id, French or English name; prints the new entry id."),
           &run_roster_add},
          {"remove", {"FILE", "ENTRY"}, {}, TR_("Remove an entry."), &run_roster_remove},
          {"duplicate", {"FILE", "ENTRY"}, {}, TR_("Copy an entry with its options and items."),
           &run_roster_duplicate},
          {"set", {"FILE", "[ENTRY]"},
           entry_options({
               {"--no-item", "ID", T::Text, TR_("WME: take a magic item away"), true},
               {"--detach", "", T::Flag, TR_("WME: detach the entry")},
               {"--notes", "TEXT", T::Text, TR_("without ENTRY: the roster's notes")},
               {"--size", "POINTS", T::Whole, TR_("without ENTRY: the army size")},
               {"--year", "YEAR", T::Whole, TR_("without ENTRY: the year (ADLG)")},
               {"--no-year", "", T::Flag, TR_("without ENTRY: no year")},
               {"--player", "TEXT", T::Text, TR_("without ENTRY: the player's name, for the army sheet (\"\": none)")},
               {"--event", "TEXT", T::Text, TR_("without ENTRY: the event or tournament (\"\": none)")},
               {"--date", "TEXT", T::Text, TR_("without ENTRY: the event's date, as you write it (\"\": none)")},
               {"--add-command", "NAME", T::Text, TR_("without ENTRY: add a command (ADLG)"), true},
               {"--ally", "LIST", T::Text, TR_("with --add-command: the allied list of the new command")},
           }),
           TR_("Change an entry (with ENTRY) or the roster itself; options apply in the order given."),
           &run_roster_set},
          {"show", {"FILE"}, {}, TR_("Show a roster's entries with their ids and points."),
           &run_roster_show},
          {"import", {"FILE..."}, {}, TR_("Keep roster files in your user database."),
           &run_roster_import},
          {"list", {}, {system_filter(TR_("only your rosters of this game system"))},
           TR_("List the rosters kept in your user database, newest first."), &run_roster_list},
          {"write", {"NUMBER", "FILE"}, {}, TR_("Write a stored roster back to a file."),
           &run_roster_write},
          {"delete", {"NUMBER"}, {}, TR_("Delete a stored roster."), &run_roster_delete},
          {"code", {"FILE"},
           {{"--qr", "PNG", T::Text, TR_("also write the code as a QR code image (PNG)")}},
           TR_("Print a roster's sharing code: one line to paste in a forum or a chat."),
           &run_roster_code},
          {"from-code", {"CODE"},
           {{"--out", "FILE", T::Text, TR_("the roster file to write (must not exist yet)"), false,
             true}},
           TR_("Write the roster a sharing code holds to a roster file."),
           &run_roster_from_code},
          {"from-wm-selector", {"LINK"},
           {{"--out", "FILE", T::Text, TR_("the roster file to write (must not exist yet)"), false,
             true},
            {"--size", "POINTS", T::Whole, TR_("army size in points (default: the game's)")}},
           TR_("Write the Warmaster Evolution army of a wm-selector save link (its Save page's "
               "address) to a roster file; what does not map is kept and flagged."),
           &run_roster_from_wm_selector},
          {"fingerprint", {"FILE"}, {},
           TR_("Print a roster's fingerprint: a short code that changes with any change of the roster."),
           &run_roster_fingerprint}}},
        {"event", {}, {},
         TR_("Make an event profile (.ostevent) and check a folder or zip of lists against it."), nullptr,
         {{"new", {"FILE"},
           event_options({{"--system", "ID", T::Text, TR_("game system id (see ost-cli systems)"), false, true}}),
           TR_("Create an event profile file."), &run_event_new},
          {"set", {"FILE"}, event_options({}), TR_("Change an event profile; it is checked before it is saved."),
           &run_event_set},
          {"show", {"FILE"}, {}, TR_("Show an event's clauses and what is wrong with the event itself."),
           &run_event_show},
          {"check", {"EVENT", "FOLDER|ZIP"},
           {{"--out", "FILE", T::Text, TR_("also write the report as a printable HTML page")},
            {"--csv", "FILE", T::Text, TR_("also write the report as CSV for spreadsheets")}},
           TR_("Check every list of a folder or zip against an event: exit 0 all legal, 1 some illegal or unreadable, 2 bad input."),
           &run_event_check}}},
        {"validate", {"ROSTER"}, {},
         TR_("Check a roster file (.ostr) against its army list: exit 0 legal, 1 illegal, 2 bad file."),
         &run_validate},
        {"export", {"ROSTER"},
         {{"--format", "FORMAT", T::Text, TR_("text (the default) or html")},
          {"--out", "FILE", T::Text, TR_("write to this file instead of the screen")}},
         TR_("Export a roster as text for forums and tournaments, or as a printable HTML page."),
         &run_export},
        {"check", {"SCENARIO.json"}, {},
         TR_("Judge a declared situation (may it charge, must it pursue…): exit 0 allowed/must/may/yes, 1 forbidden/never/no, 3 depends, 2 bad input."),
         &run_check},
        {"combat", {"SCENARIO.json"},
         {{"--roll", "", T::Flag, TR_("also resolve one simulated roll")},
          {"--seed", "N", T::Text, TR_("with --roll: the seed of the simulated dice (default: random)")}},
         TR_("Exact odds of an engine scenario (its fields: ost-cli combat-fields) with the rules applied; --roll resolves one simulated roll."),
         &run_combat},
        {"combat-fields", {"[SYSTEM]", "[TEST]"}, {},
         TR_("The engine's combat tests, or every field a scenario of one test may give: type, range, default, unit stat."),
         &run_combat_fields},
        {"rules", {}, {}, TR_("Search and read the rules digest and your imported rulebooks."), nullptr,
         {{"search", {"QUERY..."},
           {system_filter(TR_("only the rules of this game system")),
            {"--limit", "N", T::Positive, TR_("at most this many sections (default 20)")}},
           TR_("Search the rules (with --lang: only the sections in that language)."),
           &run_rules_search, {}, false},
          {"show", {"SECTION_ID"}, {}, TR_("Show one rules section in the --lang language."),
           &run_rules_show},
          {"list", {}, {system_filter(TR_("only the rules of this game system"))},
           TR_("List the rules sections and your rulebooks."), &run_rules_list},
          {"import", {"FILE"},
           {{"--system", "ID", T::Text, TR_("game system id (see ost-cli systems)"), false, true},
            {"--title", "TEXT", T::Text, TR_("the rulebook's title (default: the file name)")}},
           TR_("Import a rulebook (text or Markdown) in the --lang language, which must be given."),
           &run_rules_import}}},
        {"build-db", {},
         {{"--lists", "DIR", T::Text, TR_("folder of the army lists (default: lists)")},
          {"--rules", "DIR", T::Text, TR_("folder of the rules digest (default: data)")},
          {"--out", "FILE", T::Text, TR_("database written (default: ost-reference.sqlite)")}},
         TR_("Build the reference database from the lists and rules folders."), &run_build_db},
        {"paths", {}, {}, TR_("Show where Ost finds its data, message catalogs and your database."),
         &run_paths},
    };
    return commands;
}

const CliCommand* find_command(const std::string& name) {
    for (const auto& c : cli_commands()) {
        if (c.name == name) {
            return &c;
        }
    }
    return nullptr;
}

const CliCommand* CliCommand::action(const std::string& wanted) const {
    for (const auto& a : actions) {
        if (a.name == wanted) {
            return &a;
        }
    }
    return nullptr;
}

const CliOption* CliCommand::option(const std::string& wanted) const {
    for (const auto& o : options) {
        if (o.name == wanted) {
            return &o;
        }
    }
    return nullptr;
}

} // namespace ost::cli
