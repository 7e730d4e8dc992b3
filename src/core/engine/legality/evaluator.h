// The legality evaluator: judges a declared situation against one system's rule table and
// returns the verdict with every reason that applies, or `depends` with the missing facts.
#pragma once

#include "core/engine/legality/check_result.h"
#include "core/engine/legality/fact_domain.h"
#include "core/engine/legality/row_program.h"
#include "core/engine/legality/rule_table.h"
#include "core/engine/legality/situation.h"

#include <string>
#include <vector>

namespace ost::engine::legality {

/// Answers questions against one RuleTable (which must outlive it and be linked).
///
/// Semantics (data/README.md, "Legality tables"): a row applies when all its condition groups
/// hold; it is set aside when a row it yields to applies. Permission: forbidden when a
/// forbids row applies or the need of an applying requires row fails, else the question's
/// fallback. Obligation: never (forbids) over must (requires) over may (allows) over the
/// fallback. Outcome: no (forbids) over yes (requires) over the fallback.
/// Unknown facts are tried with every value they can take; when the verdicts differ the
/// answer is `depends`, listing each fact that matters and the verdict of each answer.
class Evaluator {
public:
    /// Computes once the rows of each question and the domains of the facts they read.
    explicit Evaluator(const RuleTable& table);

    /// Throws InvalidInputError when the question is not one of the table's, or the system
    /// differs. Never throws for missing facts: those give `depends`.
    CheckResult check(const Situation& situation) const;

private:
    const RuleTable& m_table;
    /// Per question of the table (same order): its rows, in file order.
    std::vector<std::vector<std::size_t>> m_rows;
    /// Per question: the domain of every fact its rows may read (they do not depend on the situation).
    std::vector<QuestionDomains> m_domains;
    /// The published domain of every fact a situation may declare (facts, terrains, formations).
    std::vector<FactDomain> m_declared;
};

} // namespace ost::engine::legality
