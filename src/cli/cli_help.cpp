// Generated help: every line comes from the CliCommand table, every sentence goes through the
// translator (fr.po), so a new command or option documents itself in both languages.
#include "cli/cli_help.h"

#include "cli/cli_context.h"

#include <algorithm>
#include <ostream>

namespace ost::cli {

namespace {

std::string option_usage(const CliOption& o) {
    return o.value.empty() ? o.name : o.name + ' ' + o.value;
}

void print_options(CliContext& c, const std::vector<CliOption>& options, const std::string& indent) {
    std::size_t width = 0;
    for (const auto& o : options) {
        width = std::max(width, option_usage(o).size());
    }
    for (const auto& o : options) {
        const auto left = option_usage(o);
        c.out() << indent << left << std::string(width - left.size() + 2, ' ') << c.render(o.help);
        if (o.repeated) {
            c.out() << ' ' << c.render(TR_("(may be repeated)"));
        }
        c.out() << '\n';
    }
}

void print_global_options(CliContext& c) {
    c.out() << c.render(TR_("Global options:")) << "\n"
            << "  --lang fr|en    " << c.render(TR_("language of messages (default: from the locale)")) << "\n"
            << "  --db FILE       " << c.render(TR_("user database (default: ~/.local/share/ost/user.sqlite)")) << "\n"
            << "  --data DIR      " << c.render(TR_("folder holding ost-reference.sqlite")) << "\n"
            << "  --json          " << c.render(TR_("machine-readable output where supported")) << "\n"
            << "  --version       " << c.render(TR_("print the version and exit")) << "\n"
            << "  --help          " << c.render(TR_("print this help and exit")) << "\n";
}

} // namespace

std::string usage_line(const std::string& path, const CliCommand& command, bool brief) {
    std::string line = path;
    for (const auto& a : command.arguments) {
        line += ' ' + a;
    }
    bool optional = false;
    for (const auto& o : command.options) {
        if (brief && !o.required) {
            optional = true;
            continue;
        }
        line += ' ';
        line += o.required ? option_usage(o) : '[' + option_usage(o) + ']';
        if (o.repeated) {
            line += "...";
        }
    }
    if (optional) {
        line += " [options]";
    }
    return line;
}

void print_main_help(CliContext& c) {
    auto& o = c.out();
    o << c.render(TR_("Usage: ost-cli [global options] COMMAND [arguments]")) << "\n\n"
      << c.render(TR_("Ost army list builder and rules companion, from the command line.")) << "\n\n";
    print_global_options(c);
    o << '\n' << c.render(TR_("Commands:")) << "\n";
    for (const auto& command : cli_commands()) {
        if (command.run != nullptr) {
            o << "  " << usage_line(command.name, command, true) << '\n';
        }
        for (const auto& action : command.actions) {
            o << "  " << usage_line(command.name + ' ' + action.name, action, true) << '\n';
        }
        o << "      " << c.render(command.summary) << '\n';
    }
    o << '\n'
      << c.render(TR_("ost-cli help COMMAND (or ost-cli COMMAND --help) describes a command and its options."))
      << '\n'
      << c.render(TR_("Exit codes: 0 ok or legal, 1 the checked thing fails, 2 bad input or usage."))
      << "\n";
}

void print_command_help(CliContext& c, const CliCommand& command, const std::string& path) {
    auto& o = c.out();
    if (command.actions.empty() || command.run != nullptr) {
        o << c.render(TR_("Usage: ost-cli {0}").arg(usage_line(path, command))) << '\n';
    }
    if (!command.actions.empty()) {
        o << c.render(TR_("Usage: ost-cli {0} ACTION [arguments]").arg(path)) << '\n';
    }
    o << c.render(command.summary) << '\n';
    if (!command.options.empty()) {
        o << '\n' << c.render(TR_("Options:")) << '\n';
        print_options(c, command.options, "  ");
    }
    if (!command.actions.empty()) {
        o << '\n' << c.render(TR_("Actions:")) << '\n';
        for (const auto& action : command.actions) {
            o << "  " << usage_line(path + ' ' + action.name, action) << '\n'
              << "      " << c.render(action.summary) << '\n';
            print_options(c, action.options, "      ");
        }
    }
    o << '\n';
    print_global_options(c);
}

} // namespace ost::cli
