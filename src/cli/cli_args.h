// The one option parser of ost-cli: checks a command's arguments against its CliCommand
// description (known options, typed values, argument count) and hands the handler typed values.
#pragma once

#include "cli/cli_command.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ost::cli {

/// The checked arguments of one command run. Values are only readable through the accessors
/// below, and the parser has already refused anything the command does not declare, so a
/// handler never sees an unknown option, a missing value or a malformed number.
class CliArgs {
  public:
    /// Parses `args` (what follows the command and action names, global options removed)
    /// against `command`; `path` names the command in messages ("roster add"). Throws
    /// InvalidInputError, saying which argument is wrong and why: an unknown option (with the
    /// nearest known one), a missing or malformed value (`--size: "abc" is not a whole
    /// number.`), an option given twice that may be given once, a required option missing, too
    /// few or too many positional arguments (with the usage line). `--` ends the options.
    static CliArgs parse(const CliCommand& command, const std::string& path,
                         const std::vector<std::string>& args);

    /// The positional arguments, in order.
    const std::vector<std::string>& arguments() const { return m_arguments; }
    /// Positional argument `index`, or "" when there are fewer (optional arguments).
    std::string argument(std::size_t index) const;
    /// True when the option was given (at least once).
    bool has(std::string_view name) const;
    /// The option's value (the last one for a repeated option), or `fallback`.
    std::string text(std::string_view name, std::string fallback = {}) const;
    /// The value of a Whole/Positive option, when given.
    std::optional<int> whole(std::string_view name) const;
    int whole(std::string_view name, int fallback) const { return whole(name).value_or(fallback); }
    /// Every value of a repeated option, in command-line order.
    std::vector<std::string> all(std::string_view name) const;
    /// Every option given, (name, value) in command-line order ("" for a flag): for commands
    /// whose options apply in the order typed (`roster set`).
    const std::vector<std::pair<std::string, std::string>>& options() const { return m_options; }

  private:
    std::vector<std::string> m_arguments;
    std::vector<std::pair<std::string, std::string>> m_options;
};

/// Parses a whole number for `option` (InvalidInputError `--size: "abc" is not a whole
/// number.`); `positive` also refuses 0 and negative numbers. Also used for `ID=N` values.
int parse_whole(const std::string& option, const std::string& value, bool positive = false);

} // namespace ost::cli
