// CliArgs: the single parser behind every ost-cli command (see cli_args.h for the contract).
// Unknown options get the nearest known one as a suggestion (edit distance, support layer).
#include "cli/cli_args.h"

#include "cli/cli_help.h"
#include "core/support/edit_distance.h"
#include "core/support/error.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace ost::cli {

namespace {

struct Arity {
    std::size_t min = 0;
    std::size_t max = 0;
};

Arity arity(const CliCommand& command) {
    Arity a;
    for (const auto& placeholder : command.arguments) {
        const bool optional = !placeholder.empty() && placeholder.front() == '[';
        const bool many = placeholder.find("...") != std::string::npos;
        a.min += optional ? 0 : 1;
        a.max = many || a.max == std::numeric_limits<std::size_t>::max()
                    ? std::numeric_limits<std::size_t>::max()
                    : a.max + 1;
    }
    return a;
}

/// The placeholder of positional argument `index` (for "FILE is missing").
std::string placeholder(const CliCommand& command, std::size_t index) {
    if (command.arguments.empty()) {
        return {};
    }
    std::string p = command.arguments[std::min(index, command.arguments.size() - 1)];
    std::erase(p, '[');
    std::erase(p, ']');
    if (const auto dots = p.find("..."); dots != std::string::npos) {
        p.erase(dots);
    }
    return p;
}

[[noreturn]] void unknown_option(const CliCommand& command, const std::string& path,
                                 const std::string& option) {
    std::vector<std::string> names;
    for (const auto& o : command.options) {
        names.push_back(o.name);
    }
    const auto close = nearest(option, names, 1, std::max<std::size_t>(2, option.size() / 3));
    if (!close.empty()) {
        throw InvalidInputError(TR_("Unknown option {0} for \"{1}\" (did you mean {2}?).")
                                    .arg(option)
                                    .arg(path)
                                    .arg(close.front()));
    }
    throw InvalidInputError(
        TR_("Unknown option {0} for \"{1}\" (see ost-cli help {1}).").arg(option).arg(path));
}

} // namespace

int parse_whole(const std::string& option, const std::string& value, bool positive) {
    int out = 0;
    const auto* end = value.data() + value.size();
    const auto [stop, ec] = std::from_chars(value.data(), end, out);
    if (value.empty() || ec != std::errc() || stop != end) {
        throw InvalidInputError(positive
                                    ? TR_("{0}: \"{1}\" is not a positive whole number.").arg(option).arg(value)
                                    : TR_("{0}: \"{1}\" is not a whole number.").arg(option).arg(value));
    }
    if (positive && out < 1) {
        throw InvalidInputError(
            TR_("{0}: \"{1}\" is not a positive whole number.").arg(option).arg(value));
    }
    return out;
}

CliArgs CliArgs::parse(const CliCommand& command, const std::string& path,
                       const std::vector<std::string>& args) {
    CliArgs out;
    bool options_ended = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const auto& a = args[i];
        if (options_ended || a.size() < 2 || a[0] != '-') {
            out.m_arguments.push_back(a);
            continue;
        }
        if (a == "--") {
            options_ended = true;
            continue;
        }
        const auto eq = a.find('=');
        const std::string name = eq == std::string::npos ? a : a.substr(0, eq);
        const auto* option = command.option(name);
        if (option == nullptr) {
            unknown_option(command, path, name);
        }
        std::string value;
        if (option->type == OptionType::Flag) {
            if (eq != std::string::npos) {
                throw InvalidInputError(TR_("The option {0} takes no value.").arg(name));
            }
        } else if (eq != std::string::npos) {
            value = a.substr(eq + 1);
        } else if (i + 1 < args.size()) {
            value = args[++i];
        } else {
            throw InvalidInputError(TR_("The option {0} needs a value.").arg(name));
        }
        if (option->type == OptionType::Whole || option->type == OptionType::Positive) {
            parse_whole(name, value, option->type == OptionType::Positive);
        }
        if (!option->repeated && out.has(name)) {
            throw InvalidInputError(TR_("The option {0} is given more than once.").arg(name));
        }
        out.m_options.emplace_back(name, std::move(value));
    }
    for (const auto& o : command.options) {
        if (o.required && !out.has(o.name)) {
            throw InvalidInputError(TR_("\"{0}\" needs the option {1}. Usage: ost-cli {2}")
                                        .arg(path)
                                        .arg(o.name)
                                        .arg(usage_line(path, command)));
        }
    }
    const auto [min, max] = arity(command);
    if (out.m_arguments.size() < min) {
        throw InvalidInputError(TR_("{0} is missing. Usage: ost-cli {1}")
                                    .arg(placeholder(command, out.m_arguments.size()))
                                    .arg(usage_line(path, command)));
    }
    if (out.m_arguments.size() > max) {
        throw InvalidInputError(TR_("\"{0}\" is one argument too many. Usage: ost-cli {1}")
                                    .arg(out.m_arguments[max])
                                    .arg(usage_line(path, command)));
    }
    return out;
}

std::string CliArgs::argument(std::size_t index) const {
    return index < m_arguments.size() ? m_arguments[index] : std::string();
}

bool CliArgs::has(std::string_view name) const {
    return std::any_of(m_options.begin(), m_options.end(),
                       [&](const auto& o) { return o.first == name; });
}

std::string CliArgs::text(std::string_view name, std::string fallback) const {
    for (auto it = m_options.rbegin(); it != m_options.rend(); ++it) {
        if (it->first == name) {
            return it->second;
        }
    }
    return fallback;
}

std::optional<int> CliArgs::whole(std::string_view name) const {
    if (!has(name)) {
        return std::nullopt;
    }
    return parse_whole(std::string(name), text(name));
}

std::vector<std::string> CliArgs::all(std::string_view name) const {
    std::vector<std::string> out;
    for (const auto& [n, v] : m_options) {
        if (n == name) {
            out.push_back(v);
        }
    }
    return out;
}

} // namespace ost::cli
