// What every ost-cli command receives: global options, the translator, output streams,
// and a session opened on first use (build-db never opens one).
#pragma once

#include "cli/utf8_escaping_buffer.h"
#include "core/services/session.h"
#include "core/support/diagnostic.h"
#include "core/support/translator.h"

#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace ost::cli {

/// Exit codes shared by every command (ARCHITECTURE.md): 0 ok/legal/allowed,
/// 1 the checked thing fails, 2 bad input or usage.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFails = 1;
inline constexpr int kExitBadInput = 2;

class CliContext {
public:
    CliContext(std::unique_ptr<Translator> translator, SessionOptions options, bool json,
               std::ostream& out, std::ostream& err);

    const Translator& tr() const { return *m_translator; }
    std::string render(const Text& text) const { return text.render(*m_translator); }
    bool json() const { return m_json; }
    /// The output streams. Both escape bytes that are not UTF-8 ("\xNN"): text stored by an
    /// older version is shown, never printed raw.
    std::ostream& out() { return m_out; }
    std::ostream& err() { return m_err; }
    /// Prints `value` as JSON on out(), indented by `indent` (-1: one line). Never fails on
    /// stored text that is not UTF-8: such bytes become U+FFFD, so --json output always parses.
    void print_json(const nlohmann::json& value, int indent = 2);
    /// The same, keys in the order they were added.
    void print_json(const nlohmann::ordered_json& value, int indent = 2);
    /// The session, opened on first call (open_session_unattended: a database that cannot be
    /// written is opened read-only, with a note on err(); otherwise throws what Session throws).
    Session& session();
    const SessionOptions& options() const { return m_options; }
    /// Opens the session, when it is not open yet, without installing the games in the engine
    /// and the validator: for commands that only read the rules reference (issue 26).
    void without_games() { m_options.install_games = false; }
    /// True when --lang was given on the command line (not taken from the locale): commands
    /// such as `rules search` then also use it to choose the language of the data searched.
    bool language_given() const { return m_language_given; }
    void set_language_given(bool given) { m_language_given = given; }
    /// Prints diagnostics one per line on stdout.
    void print(const Diagnostics& diagnostics);

private:
    std::unique_ptr<Translator> m_translator;
    SessionOptions m_options;
    bool m_json;
    Utf8EscapingBuffer m_out_buffer;
    Utf8EscapingBuffer m_err_buffer;
    std::ostream m_out;
    std::ostream m_err;
    std::unique_ptr<Session> m_session;
    bool m_language_given = false;
};

} // namespace ost::cli
