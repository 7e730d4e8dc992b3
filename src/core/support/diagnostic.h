// Findings about user data (lists, rosters, rules files): severity, stable code, message, place, rule.
// Validation returns these instead of throwing; CLI and GUI render them with the same function.
#pragma once

#include "core/support/location.h"
#include "core/support/text.h"

#include <string>
#include <vector>

namespace ost {

class Translator;

enum class Severity { Error, Warning, Info };

/// One finding. `code` is stable across versions (scripts and tests match on it); `rule_id` is
/// the rules-reference section that the finding applies, when there is one; `subject` names the
/// culprit inside the document (a roster entry id, a unit id) so a UI can select it.
struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;
    Text message;
    Location location;
    std::string rule_id;
    std::string subject;
    /// The field of `subject` the finding is about, named as in the file format ("min", "to",
    /// "counts-as"), so a form shows the message beside that field; empty for the whole subject.
    std::string field;
};

using Diagnostics = std::vector<Diagnostic>;

/// "error", "warning", "info" translated.
std::string severity_label(Severity severity, const Translator& translator);
/// One line: "[file:line:col: ]severity: message [code] (rule: id)".
std::string format_diagnostic(const Diagnostic& diagnostic, const Translator& translator);
/// True when any diagnostic has Severity::Error.
bool has_errors(const Diagnostics& diagnostics);

} // namespace ost
