// Error construction and its two-level description (what failed, then why).
// The English what() keeps logs readable whatever the UI language.
#include "core/support/error.h"

#include "core/support/translator.h"

namespace ost {

namespace {
std::string english_what(const Text& message, const std::string& detail, const Location& loc) {
    std::string out;
    if (!loc.empty()) {
        out = loc.to_string() + ": ";
    }
    out += message.english();
    if (!detail.empty()) {
        out += " (" + detail + ")";
    }
    return out;
}
} // namespace

Error::Error(ErrorKind kind, Text message, std::string detail, Location location)
    : std::runtime_error(english_what(message, detail, location)), m_kind(kind),
      m_message(std::move(message)), m_detail(std::move(detail)),
      m_location(std::move(location)) {}

std::string Error::describe(const Translator& translator) const {
    std::string out;
    if (!m_location.empty()) {
        out = m_location.to_string() + ": ";
    }
    out += m_message.render(translator);
    if (!m_detail.empty()) {
        out += " (" + m_detail + ")";
    }
    return out;
}

} // namespace ost
