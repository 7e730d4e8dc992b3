// Global options, language, dispatch through the command table, error printing and exit codes.
// Errors are printed as one clear line on stderr in the chosen language.
#include "cli/cli_app.h"

#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_context.h"
#include "cli/cli_help.h"
#include "core/services/session.h"
#include "core/support/edit_distance.h"
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

/// The nearest of `names` to a mistyped `name`, when one is close enough to be a typo.
std::string close_name(const std::string& name, const std::vector<std::string>& names) {
    const auto close = nearest(name, names, 1, std::max<std::size_t>(2, name.size() / 3));
    return close.empty() ? std::string() : close.front();
}

[[noreturn]] void unknown_command(const std::string& name) {
    std::vector<std::string> names;
    for (const auto& c : cli_commands()) {
        names.push_back(c.name);
    }
    if (const auto close = close_name(name, names); !close.empty()) {
        throw InvalidInputError(
            TR_("Unknown command \"{0}\" (did you mean \"{1}\"?).").arg(name).arg(close));
    }
    throw InvalidInputError(TR_("Unknown command \"{0}\" (see ost-cli --help).").arg(name));
}

[[noreturn]] void unknown_action(const CliCommand& command, const std::string& name) {
    std::vector<std::string> names;
    std::string all;
    for (const auto& a : command.actions) {
        names.push_back(a.name);
        all += (all.empty() ? "" : ", ") + a.name;
    }
    if (const auto close = close_name(name, names); !close.empty()) {
        throw InvalidInputError(TR_("Unknown {0} action \"{1}\" (did you mean \"{2}\"?).")
                                    .arg(command.name)
                                    .arg(name)
                                    .arg(close));
    }
    throw InvalidInputError(
        TR_("Unknown {0} action \"{1}\" (use one of: {2}).").arg(command.name).arg(name).arg(all));
}

/// The command or action the command line names (`rules search`), or null for none or an
/// unknown one (dispatch says so).
const CliCommand* named_command(const std::string& command, const std::vector<std::string>& rest) {
    if (command.empty()) {
        return nullptr; // --version and the main help: the command table is not even built
    }
    const CliCommand* target = find_command(command);
    if (target != nullptr && !rest.empty()) {
        if (const CliCommand* action = target->action(rest.front())) {
            target = action;
        }
    }
    return target;
}

/// Installs the games the engine and the validator serve before any session, unless the command
/// line names a command that never reaches them (CliCommand::games).
void install_games_for(const std::string& command, const std::vector<std::string>& rest) {
    if (const CliCommand* named = named_command(command, rest); named == nullptr || named->games) {
        install_builtin_games();
    }
}

/// Runs (or, with `help`, describes) `command` with the arguments after its name.
int dispatch(CliContext& c, const CliCommand& command, std::vector<std::string> args, bool help) {
    const CliCommand* target = &command;
    std::string path = command.name;
    if (!command.actions.empty()) {
        const bool names_action = !args.empty() && !(args[0].size() > 1 && args[0][0] == '-');
        if (names_action) {
            target = command.action(args[0]);
            if (target == nullptr) {
                unknown_action(command, args[0]);
            }
            path += ' ' + target->name;
            args.erase(args.begin());
        } else if (command.run == nullptr && !help) {
            throw InvalidInputError(TR_("{0} needs an action (see ost-cli help {0}).").arg(command.name));
        }
    }
    if (help) {
        print_command_help(c, *target, path);
        return kExitOk;
    }
    if (!target->games) {
        c.without_games();
    }
    return target->run(c, CliArgs::parse(*target, path, args));
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
    // Global options may come before or after the command name; everything else goes to the
    // command's own parser (CliArgs).
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
    install_games_for(command, rest);
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
    if (command == "help") {
        // `ost-cli help [COMMAND [ACTION]]`
        help = true;
        command = rest.empty() ? std::string() : rest.front();
        if (!rest.empty()) {
            rest.erase(rest.begin());
        }
    }
    if (command.empty()) {
        print_main_help(context);
        return help ? kExitOk : kExitBadInput;
    }
    try {
        const auto* found = find_command(command);
        if (found == nullptr) {
            unknown_command(command);
        }
        return dispatch(context, *found, rest, help);
    } catch (const UserCancelled&) {
        return kExitBadInput;
    } catch (const Error& e) {
        err << "ost-cli: " << e.describe(context.tr()) << '\n';
        return kExitBadInput;
    }
}

} // namespace ost::cli
