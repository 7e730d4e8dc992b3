// The table of ost-cli commands, in the order the help screen lists them.
// Each command lives in its own *_command.cpp file.
#include "cli/cli_context.h"

namespace ost::cli {

int run_build_db(CliContext& context, const std::vector<std::string>& args);
int run_systems(CliContext& context, const std::vector<std::string>& args);
int run_paths(CliContext& context, const std::vector<std::string>& args);
int run_lists(CliContext& context, const std::vector<std::string>& args);
int run_show_list(CliContext& context, const std::vector<std::string>& args);
int run_show_system(CliContext& context, const std::vector<std::string>& args);
int run_check_data(CliContext& context, const std::vector<std::string>& args);
int run_import(CliContext& context, const std::vector<std::string>& args);
int run_my_lists(CliContext& context, const std::vector<std::string>& args);
int run_rules(CliContext& context, const std::vector<std::string>& args);
int run_validate(CliContext& context, const std::vector<std::string>& args);
int run_roster(CliContext& context, const std::vector<std::string>& args);
int run_export(CliContext& context, const std::vector<std::string>& args);
int run_combat(CliContext& context, const std::vector<std::string>& args);
int run_check(CliContext& context, const std::vector<std::string>& args);

const std::vector<CliCommand>& cli_commands() {
    static const std::vector<CliCommand> commands{
        {"systems", TR_("systems"), TR_("List the game systems in the reference database."),
         &run_systems},
        {"show-system", TR_("show-system ID [--kind KIND]"),
         TR_("Show a game system: army sizes, special rules and its catalogue of troops and costs."), &run_show_system},
        {"lists", TR_("lists [--system ID] [--text T] [--number N] [--year Y]"),
         TR_("List the army lists of the reference database."), &run_lists},
        {"show-list", TR_("show-list SYSTEM/LIST [--size POINTS]"),
         TR_("Show every entry of an army list with stats, points and limits."), &run_show_list},
        {"check-data", TR_("check-data [--rewrite] FILE..."),
         TR_("Check list and system files as build-db reads them, and the legality tables of data/engine."), &run_check_data},
        {"import", TR_("import wm-selector FILE... [--out DIR]"),
         TR_("Convert wm-selector JSON files into army list files."), &run_import},
        {"my-lists", TR_("my-lists [--system ID] | import FILE... [--replace] | export ID FILE | show ID [--size POINTS] | delete ID"),
         TR_("List, import, export, show or delete the army lists you made."), &run_my_lists},
        {"roster", TR_("roster new FILE --system ID --list ID --size POINTS [--year Y] [--name TEXT] | add FILE UNIT [--count N] [--command C] [--ally LIST] [--option ID[=N]] [--general GRADE] [--item ID] [--attach ENTRY] [--name TEXT] [--note TEXT] | remove FILE ENTRY | duplicate FILE ENTRY | set FILE [ENTRY] [same options, --no-item ID, --detach] [--notes TEXT] [--size N] [--year Y|--no-year] [--add-command NAME [--ally LIST]] | show FILE | import FILE... | list [--system ID] | write NUMBER FILE | delete NUMBER"),
         TR_("Build and edit roster files (.ostr), every change checked and saved; keep rosters in your user database."), &run_roster},
        {"validate", TR_("validate ROSTER [--json] [--lang fr|en]"),
         TR_("Check a roster file (.ostr) against its army list: exit 0 legal, 1 illegal, 2 bad file."),
         &run_validate},
        {"check", TR_("check SCENARIO.json [--json] [--lang fr|en]"),
         TR_("Judge a declared situation (may it charge, must it pursue…): exit 0 allowed/must/may/yes, 1 forbidden/never/no, 3 depends, 2 bad input."),
         &run_check},
        {"export", TR_("export ROSTER [--format text|html] [--out FILE]"),
         TR_("Export a roster as text for forums and tournaments, or as a printable HTML page."), &run_export},
        {"combat", TR_("combat SCENARIO.json [--json] [--lang fr|en] [--roll [--seed N]]"),
         TR_("Exact odds of an engine scenario (WME, ADLG) with the rules applied; --roll resolves one simulated roll."),
         &run_combat},
        {"rules", TR_("rules search QUERY [--system ID] [--lang fr|en] [--limit N] | show SECTION_ID | list [--system ID] | import FILE --system ID --lang fr|en"),
         TR_("Search and read the rules digest and your imported rulebooks."), &run_rules},
        {"build-db", TR_("build-db [--lists DIR] [--rules DIR] [--out FILE]"),
         TR_("Build the reference database from the lists and rules folders."), &run_build_db},
        {"paths", TR_("paths"),
         TR_("Show where Ost finds its data, message catalogs and your database."), &run_paths},
    };
    return commands;
}

} // namespace ost::cli
