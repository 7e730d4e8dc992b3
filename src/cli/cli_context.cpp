// CliContext: lazy session, shared printing helpers and option parsing utilities.
// Keeps each command file short and their output uniform.
#include "cli/cli_context.h"

#include "core/support/error.h"

#include <ostream>

namespace ost::cli {

CliContext::CliContext(std::unique_ptr<Translator> translator, SessionOptions options, bool json,
                       std::ostream& out, std::ostream& err)
    : m_translator(std::move(translator)), m_options(std::move(options)), m_json(json), m_out(out),
      m_err(err) {}

Session& CliContext::session() {
    if (!m_session) {
        m_session = std::make_unique<Session>(m_options);
    }
    return *m_session;
}

void CliContext::print(const Diagnostics& diagnostics) {
    for (const auto& d : diagnostics) {
        m_out << format_diagnostic(d, *m_translator) << '\n';
    }
}

void unknown_option(const std::string& command, const std::string& option) {
    throw InvalidInputError(
        TR_("Unknown option {0} for \"{1}\" (see ost-cli --help).").arg(option).arg(command));
}

std::string option_value(const std::vector<std::string>& args, std::size_t& i) {
    if (i + 1 >= args.size()) {
        throw InvalidInputError(TR_("The option {0} needs a value.").arg(args[i]));
    }
    return args[++i];
}

} // namespace ost::cli
