// Global option parsing and command dispatch for ost-cli.
// Errors are printed as one clear line on stderr in the chosen language.
#include "cli/cli_app.h"

#include "cli/cli_context.h"
#include "core/support/error.h"
#include "core/support/paths.h"
#include "core/support/version.h"

#include <ostream>

namespace ost::cli {

namespace {

std::unique_ptr<Translator> make_translator(const std::string& language, std::ostream& err) {
    if (language == "en") {
        return std::make_unique<MoCatalog>("en");
    }
    const auto catalog = locate_catalog(language);
    if (catalog.empty()) {
        err << "ost-cli: warning: no " << language << " message catalog found; using English\n";
        return std::make_unique<MoCatalog>(language);
    }
    return std::make_unique<MoCatalog>(catalog, language);
}

void print_help(CliContext& c) {
    auto& o = c.out();
    o << c.render(TR_("Usage: ost-cli [global options] COMMAND [arguments]")) << "\n\n"
      << c.render(TR_("Ost army list builder and rules companion, from the command line.")) << "\n\n"
      << c.render(TR_("Global options:")) << "\n"
      << "  --lang fr|en    " << c.render(TR_("language of messages (default: from the locale)")) << "\n"
      << "  --db FILE       " << c.render(TR_("user database (default: ~/.local/share/ost/user.sqlite)")) << "\n"
      << "  --data DIR      " << c.render(TR_("folder holding ost-reference.sqlite")) << "\n"
      << "  --json          " << c.render(TR_("machine-readable output where supported")) << "\n"
      << "  --version       " << c.render(TR_("print the version and exit")) << "\n"
      << "  --help          " << c.render(TR_("print this help and exit")) << "\n\n"
      << c.render(TR_("Commands:")) << "\n";
    for (const auto& command : cli_commands()) {
        o << "  " << c.render(command.usage) << "\n      " << c.render(command.summary) << "\n";
    }
    o << "\n" << c.render(TR_("Exit codes: 0 ok or legal, 1 the checked thing fails, 2 bad input or usage."))
      << "\n";
}

} // namespace

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::string language = language_from_environment();
    SessionOptions options;
    bool json = false;
    bool help = false;
    bool version = false;
    bool language_given = false;
    std::vector<std::string> rest;
    std::string command;
    // Global options may come before or after the command name.
    std::string usage_error;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const auto& a = args[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= args.size()) {
                usage_error = a;
                return {};
            }
            return args[++i];
        };
        if (a == "--lang") {
            language = value();
            language_given = true;
        } else if (a.rfind("--lang=", 0) == 0) {
            language = a.substr(7);
            language_given = true;
        } else if (a == "--db") {
            options.user_db = value();
        } else if (a == "--data") {
            options.data_dir = value();
        } else if (a == "--json") {
            json = true;
        } else if (a == "--help" || a == "-h") {
            help = true;
        } else if (a == "--version" || a == "-V") {
            version = true;
        } else if (command.empty() && !a.empty() && a[0] != '-') {
            command = a;
        } else {
            rest.push_back(a);
        }
    }
    std::string lang_error;
    try {
        language = parse_language(language);
    } catch (const Error& e) {
        lang_error = e.describe(EnglishTranslator::instance());
        language = "en";
    }
    std::unique_ptr<Translator> translator;
    try {
        translator = make_translator(language, err);
    } catch (const Error& e) {
        err << "ost-cli: " << e.describe(EnglishTranslator::instance()) << '\n';
        translator = std::make_unique<MoCatalog>(language);
    }
    CliContext context(std::move(translator), options, json, out, err);
    context.set_language_given(language_given);
    if (!lang_error.empty()) {
        err << "ost-cli: " << lang_error << '\n';
        return kExitBadInput;
    }
    if (!usage_error.empty()) {
        err << "ost-cli: " << context.render(TR_("The option {0} needs a value.").arg(usage_error)) << '\n';
        return kExitBadInput;
    }
    if (version) {
        out << "ost-cli " << kVersion << '\n';
        return kExitOk;
    }
    if (help || command.empty() || command == "help") {
        print_help(context);
        return command.empty() && !help ? kExitBadInput : kExitOk;
    }
    for (const auto& c : cli_commands()) {
        if (c.name == command) {
            try {
                return c.run(context, rest);
            } catch (const UserCancelled&) {
                return kExitBadInput;
            } catch (const Error& e) {
                err << "ost-cli: " << e.describe(context.tr()) << '\n';
                return kExitBadInput;
            }
        }
    }
    err << "ost-cli: "
        << context.render(TR_("Unknown command \"{0}\" (see ost-cli --help).").arg(command)) << '\n';
    return kExitBadInput;
}

} // namespace ost::cli
