// Error construction and its two-level description (what failed, then why).
// The English what() keeps logs readable whatever the UI language.
#include "core/support/error.h"

#include "core/support/translator.h"

#include <new>

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

ExceptionReport describe_exception(std::exception_ptr error, const Translator& translator) noexcept {
    ExceptionReport report;
    try {
        try {
            std::rethrow_exception(error);
        } catch (const UserCancelled& e) {
            report.cancelled = true;
            report.text = e.describe(translator);
        } catch (const Error& e) {
            report.internal = e.kind() == ErrorKind::Internal;
            report.text = e.describe(translator);
            if (report.internal) {
                report.text = TR_("Internal error (please report it): {0}").arg(report.text).render(translator);
            }
        } catch (const std::bad_alloc&) {
            report.internal = true;
            report.text = TR_("Internal error (please report it): Ost ran out of memory, perhaps on "
                              "an input far larger than any real one.")
                              .render(translator);
        } catch (const std::exception& e) {
            report.internal = true;
            report.text = TR_("Internal error (please report it): {0}").arg(std::string(e.what())).render(translator);
        } catch (...) {
            report.internal = true;
            report.text = TR_("Internal error (please report it): an exception of unknown type.").render(translator);
        }
    } catch (...) {
        // Rendering itself failed (out of memory): a fixed line still goes out.
        report.internal = true;
        report.text = "Internal error (please report it).";
    }
    return report;
}

} // namespace ost
