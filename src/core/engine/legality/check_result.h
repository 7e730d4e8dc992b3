// The answer of a legality check: the verdict, every reason that applies (with its rules section
// id and bilingual text), and for `depends` each missing fact with what each answer would give.
#pragma once

#include "core/engine/legality/verdict.h"
#include "core/support/text.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ost::engine::legality {

/// One rule row that applies to the situation.
struct Reason {
    std::string row;     ///< the row id in data/engine/<system>.xml
    std::string section; ///< rules section id (data/rules), for the link to the reference
    Effect effect = Effect::Note;
    Text text;           ///< the row's message, French and English
    /// Requires rows of a permission: whether the need holds (nullopt: not known yet).
    std::optional<bool> met;
    /// Rows this one yields to that also apply: it is set aside by them.
    std::vector<std::string> overridden_by;
};

/// One answer to a missing fact and the verdict it would give.
struct AnswerVerdict {
    std::string value; ///< the value id ("yes", "flank"), or the distance interval ("<= 30")
    Text label;        ///< what the player reads: the label of the fact's domain (fact_domain.h)
    Verdict verdict = Verdict::Depends;
    Text word; ///< the verdict as the question's answer words say it (QuestionDef::word)
};

/// A fact the verdict depends on and the player has not given.
struct MissingFact {
    std::string fact; ///< "side", "target.state.disordered", "distance"…
    Text question;    ///< what to ask the player
    /// Each possible answer and the verdict it would give (Depends when other missing facts
    /// still matter).
    std::vector<AnswerVerdict> answers;
};

struct CheckResult {
    QuestionKind kind = QuestionKind::Permission;
    Verdict verdict = Verdict::Depends;
    Text word; ///< the verdict as the question's answer words say it ("Yes" for "Does it see…?")
    std::vector<Reason> reasons;
    std::vector<MissingFact> missing;
};

} // namespace ost::engine::legality
