// Legality verdicts and reason effects: the fixed vocabularies of issue 13 and their ids.
// Shared by the rule table, the evaluator, the scenario reader and both front ends.
#pragma once

#include "core/support/text.h"

#include <optional>
#include <string>
#include <string_view>

namespace ost::engine::legality {

/// What kind of answer a question expects; each kind has its own verdict vocabulary.
enum class QuestionKind {
    Permission, ///< "may it…?": allowed | forbidden | depends
    Obligation, ///< pursuit, follow-up: must | may | never | depends
    Outcome,    ///< "is it destroyed?": yes | no | depends
};

/// Every verdict of every vocabulary; `Depends` is shared (a fact is missing and matters).
enum class Verdict { Allowed, Forbidden, Must, May, Never, Yes, No, Depends };

/// How one rule row weighs on the verdict (data/README.md, "Legality tables").
enum class Effect {
    Forbids,  ///< forbidden / never / no, unless a row it yields to applies
    Allows,   ///< an exception other rows yield to; may (obligations)
    Requires, ///< permission: its need must hold; obligation: must; outcome: yes
    Note,     ///< information only
};

/// Stable ids, as in the data and the JSON answer: "permission", "allowed", "forbids"…
std::string_view to_id(QuestionKind kind);
std::string_view to_id(Verdict verdict);
std::string_view to_id(Effect effect);
std::optional<QuestionKind> question_kind_from(std::string_view id);
std::optional<Verdict> verdict_from(std::string_view id);
std::optional<Effect> effect_from(std::string_view id);

/// True when `verdict` belongs to the vocabulary of `kind` (Depends belongs to all three).
bool belongs_to(Verdict verdict, QuestionKind kind);

/// The verdict as a translatable word ("Allowed", "Forbidden"…).
Text verdict_text(Verdict verdict);
/// The effect as a translatable word ("forbids", "allows"…).
Text effect_text(Effect effect);
/// After a reason that `exceptions` other reasons of the answer set aside: "(set aside by an
/// exception listed here)". The players read words; the row ids stay in the JSON output.
Text set_aside_text(std::size_t exceptions);
/// The answer when no rule of the table applies: the question's usual answer.
Text no_reason_text();

/// Exit code of `ost-cli check`: 0 allowed/must/may/yes, 1 forbidden/never/no, 3 depends.
int exit_code_of(Verdict verdict);

} // namespace ost::engine::legality
