// ost-cli entry point: forwards the arguments to run_cli, behind the last-resort handler.
// Kept trivial so the whole CLI is testable in-process.
#include "cli/cli_app.h"
#include "core/support/error.h"
#include "core/support/paths.h"
#include "core/support/translator.h"

#include <cstdio>
#include <iostream>
#include <memory>

namespace {
/// Exit status of an internal error (a bug in Ost, not bad input): 3, beside 0, 1 and 2.
constexpr int kExitInternal = 3;

/// The environment's catalog for the last-resort message, or English when there is none.
std::unique_ptr<ost::Translator> fallback_translator() {
    try {
        const auto language = ost::parse_language(ost::language_from_environment());
        const auto catalog = ost::locate_catalog(language);
        if (language != "en" && !catalog.empty()) {
            return std::make_unique<ost::MoCatalog>(catalog, language);
        }
    } catch (...) {
        // English below: a missing or damaged catalog must not hide the original problem.
    }
    return nullptr;
}
} // namespace

int main(int argc, char** argv) {
    try {
        std::vector<std::string> args(argv + 1, argv + argc);
        return ost::cli::run_cli(args, std::cout, std::cerr);
    } catch (...) {
        // No exception may reach std::terminate (an abort and a core dump for the user): the
        // commands turn the expected ones into one-line messages; anything else is a bug.
        const auto error = std::current_exception();
        const auto translator = fallback_translator();
        const auto report = ost::describe_exception(
            error, translator ? *translator : static_cast<const ost::Translator&>(ost::EnglishTranslator::instance()));
        std::cout.flush();
        std::fprintf(stderr, "ost-cli: %s\n", report.text.c_str());
        return report.cancelled ? 2 : (report.internal ? kExitInternal : 2);
    }
}
