// The declarative description of an ost-cli command: name, arguments, typed options, summary
// and handler. The parser, the dispatcher and the generated --help all read this one table.
#pragma once

#include "core/support/text.h"

#include <string>
#include <utility>
#include <vector>

namespace ost::cli {

class CliArgs;
class CliContext;

/// What an option's value must be; the parser checks it before any handler runs and reports
/// `--size: "abc" is not a whole number.` when it is not.
enum class OptionType {
    Flag,     ///< no value (`--rewrite`)
    Text,     ///< any text (`--name TEXT`)
    Whole,    ///< a whole number, negative allowed (`--year -2300`)
    Positive, ///< a whole number >= 1 (`--limit N`)
};

/// One `--name` option of a command.
struct CliOption {
    CliOption(std::string name_, std::string value_, OptionType type_, Text help_,
              bool repeated_ = false, bool required_ = false)
        : name(std::move(name_)), value(std::move(value_)), type(type_), help(std::move(help_)),
          repeated(repeated_), required(required_) {}

    std::string name;  ///< with its dashes: "--size"
    std::string value; ///< placeholder in usage lines ("POINTS", "ID"); empty for a flag
    OptionType type = OptionType::Text;
    Text help;              ///< one line for the generated --help
    bool repeated = false;  ///< may be given several times (every value kept, in order)
    bool required = false;  ///< the command cannot run without it
};

/// A command (`systems`) or an action of a command (`roster add`).
/// `arguments` lists the positional placeholders of the usage line, each "NAME" (required),
/// "[NAME]" (optional), "NAME..." (one or more) or "[NAME...]" (zero or more); the parser
/// derives how many positional arguments the command takes from it.
struct CliCommand {
    using Handler = int (*)(CliContext& context, const CliArgs& args);
    CliCommand(std::string name_, std::vector<std::string> arguments_, std::vector<CliOption> options_,
               Text summary_, Handler run_, std::vector<CliCommand> actions_ = {}, bool games_ = true)
        : name(std::move(name_)), arguments(std::move(arguments_)), options(std::move(options_)),
          summary(std::move(summary_)), run(run_), actions(std::move(actions_)), games(games_) {}

    std::string name;
    std::vector<std::string> arguments;
    std::vector<CliOption> options;
    Text summary; ///< one line for the help screens
    /// Runs the command on checked arguments; returns an exit code (kExitOk…). Throws
    /// ost::Error for failures (the dispatcher prints them and exits 2). Null for a command
    /// that only groups actions.
    Handler run = nullptr;
    /// Sub-commands (`roster new`, `roster add`…): the first argument picks one. A command with
    /// actions and its own `run` runs `run` when no action is named (`my-lists --system wme`).
    std::vector<CliCommand> actions;
    /// False for a command that never reaches the engine or the validator (`rules search`):
    /// the games are then not installed, by ost-cli nor by its session (issue 26: building
    /// every game's combat schema twice was 6 % of the CPU of a one-shot search).
    bool games = true;

    /// The action named `name`, or null.
    const CliCommand* action(const std::string& name) const;
    /// The option named `name` ("--size"), or null.
    const CliOption* option(const std::string& name) const;
};

/// Every command, in help order (cli_commands.cpp).
const std::vector<CliCommand>& cli_commands();

/// The command named `name` in cli_commands(), or null.
const CliCommand* find_command(const std::string& name);

} // namespace ost::cli
