// Entry logic of ost-cli: global options, language, dispatch, error printing and exit codes.
// main.cpp only forwards argc/argv here so tests can drive the CLI in-process.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace ost::cli {

/// Runs ost-cli with `args` (without the program name); returns the process exit code.
int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace ost::cli
