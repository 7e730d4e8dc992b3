// CliContext: lazy session and shared printing helpers.
// Keeps each command file short and their output uniform.
#include "cli/cli_context.h"

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

} // namespace ost::cli
