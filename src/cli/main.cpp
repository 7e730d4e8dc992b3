// ost-cli entry point: forwards the arguments to run_cli, behind the last-resort handler.
// Kept trivial so the whole CLI is testable in-process.
#include "cli/cli_app.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/paths.h"
#include "core/support/strings.h"
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
    ost::report_file_size_limit_as_error(); // a file size limit is a message, not a kill
    try {
        std::vector<std::string> args(argv + 1, argv + argc);
        for (std::size_t i = 0; i < args.size(); ++i) {
            // Text enters Ost as UTF-8 only: a name or query with other bytes would be stored
            // as is and could not be printed as JSON later. Refused with where it is.
            if (const auto bad = ost::invalid_utf8_offset(args[i]); bad != std::string::npos) {
                throw ost::InvalidInputError(
                    TR_("Argument {0} (\"{1}\") holds bytes that are not UTF-8 text, at byte {2}.")
                        .arg(i + 1)
                        .arg(ost::escape_invalid_utf8(args[i]))
                        .arg(bad + 1));
            }
        }
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
