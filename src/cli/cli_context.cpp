// CliContext: lazy session and shared printing helpers.
// Keeps each command file short and their output uniform.
#include "cli/cli_context.h"

#include "core/services/session_opener.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

CliContext::CliContext(std::unique_ptr<Translator> translator, SessionOptions options, bool json,
                       std::ostream& out, std::ostream& err)
    : m_translator(std::move(translator)), m_options(std::move(options)), m_json(json),
      m_out_buffer(out.rdbuf()), m_err_buffer(err.rdbuf()), m_out(&m_out_buffer), m_err(&m_err_buffer) {}

Session& CliContext::session() {
    if (!m_session) {
        // A database that cannot be written is read read-only (said on stderr); nothing else
        // is decided without the user (core/services/session_opener.h).
        std::optional<Text> note;
        m_session = open_session_unattended(m_options, note);
        if (note) {
            m_err << "ost-cli: " << render(*note) << std::endl; // before the command's output
        }
        // A write that waits for another program's lock says so at once, not after 60 s.
        tell_lock_waits(*m_session, [this](const Text& notice) { m_err << "ost-cli: " << render(notice) << std::endl; });
    }
    return *m_session;
}

void CliContext::print_json(const nlohmann::json& value, int indent) {
    m_out << value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

void CliContext::print_json(const nlohmann::ordered_json& value, int indent) {
    m_out << value.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
}

void CliContext::print(const Diagnostics& diagnostics) {
    for (const auto& d : diagnostics) {
        m_out << format_diagnostic(d, *m_translator) << '\n';
    }
}

} // namespace ost::cli
