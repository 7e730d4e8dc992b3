// The table of ost-cli commands, in the order the help screen lists them.
// Each command lives in its own *_command.cpp file.
#include "cli/cli_context.h"

namespace ost::cli {

int run_build_db(CliContext& context, const std::vector<std::string>& args);
int run_systems(CliContext& context, const std::vector<std::string>& args);
int run_paths(CliContext& context, const std::vector<std::string>& args);

const std::vector<CliCommand>& cli_commands() {
    static const std::vector<CliCommand> commands{
        {"systems", TR_("systems"), TR_("List the game systems in the reference database."),
         &run_systems},
        {"build-db", TR_("build-db [--lists DIR] [--rules DIR] [--out FILE]"),
         TR_("Build the reference database from the lists and rules folders."), &run_build_db},
        {"paths", TR_("paths"),
         TR_("Show where Ost finds its data, message catalogs and your database."), &run_paths},
    };
    return commands;
}

} // namespace ost::cli
