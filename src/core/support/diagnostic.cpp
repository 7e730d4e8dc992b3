// Shared rendering of diagnostics for the CLI and the desktop app.
// One format everywhere keeps messages searchable and tests stable.
#include "core/support/diagnostic.h"

#include "core/support/translator.h"

#include <algorithm>

namespace ost {

std::string severity_label(Severity severity, const Translator& translator) {
    switch (severity) {
    case Severity::Error:
        return TR_("error").render(translator);
    case Severity::Warning:
        return TR_("warning").render(translator);
    case Severity::Info:
        return TR_("note").render(translator);
    }
    return {};
}

std::string format_diagnostic(const Diagnostic& d, const Translator& translator) {
    std::string out;
    if (!d.location.empty()) {
        out = d.location.to_string() + ": ";
    }
    out += severity_label(d.severity, translator) + ": " + d.message.render(translator);
    if (!d.code.empty()) {
        out += " [" + d.code + "]";
    }
    if (!d.rule_id.empty()) {
        out += " (" + TR_("rule {0}").arg(d.rule_id).render(translator) + ")";
    }
    return out;
}

bool has_errors(const Diagnostics& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

} // namespace ost
