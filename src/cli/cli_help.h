// Help screens generated from the command table: the overview (`ost-cli --help`) and one
// screen per command or action (`ost-cli roster --help`, `ost-cli help roster add`).
#pragma once

#include "cli/cli_command.h"

#include <string>

namespace ost::cli {

class CliContext;

/// "roster add FILE UNIT [--count N] …": `path`, the arguments, then the options (required
/// ones bare, others in brackets, repeated ones followed by "..."). `brief` (overview screen)
/// keeps the required options and writes the others as "[options]".
std::string usage_line(const std::string& path, const CliCommand& command, bool brief = false);

/// The overview: global options, every command with its summary (and its actions' usage lines).
void print_main_help(CliContext& context);

/// The screen of one command or action: usage, summary, its actions, each option with its help.
void print_command_help(CliContext& context, const CliCommand& command, const std::string& path);

} // namespace ost::cli
