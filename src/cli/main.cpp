// ost-cli entry point: forwards the arguments to run_cli.
// Kept trivial so the whole CLI is testable in-process.
#include "cli/cli_app.h"

#include <iostream>

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    return ost::cli::run_cli(args, std::cout, std::cerr);
}
