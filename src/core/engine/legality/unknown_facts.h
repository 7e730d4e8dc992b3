// The verdict of a legality check whose first pass met unknown facts: `depends` or not, and each
// fact whose value alone changes the verdict, with the verdict of each of its answers.
#pragma once

#include "core/engine/legality/check_result.h"
#include "core/engine/legality/row_program.h"

#include <string>
#include <vector>

namespace ost::engine::legality {

/// Sets `result.verdict` and `result.missing` (answers without their words) for the deciding rows
/// of `program`, when a first pass of every row met the unknown facts `seen` (in that order) and
/// could not decide.
///
/// Same answers as exploring the unknown facts as the rows reach them (each pass branching on the
/// first unknown fact it reads, until every branch decides: a tree of leaves) and listing each
/// fact two leaves differing on it alone disagree on (README.md, "Semantics"), computed without
/// the tree: the deciding rows fall into groups that read no fact in common; each group's own
/// small tree gives the weights it can put on the verdict, and a fact matters when switching it
/// changes its group's weight in a way the other groups can let through. The whole tree is only
/// walked (memoised on the facts the remaining rows read) to order the facts no first pass reads
/// and to keep the limit of 4096 leaves, beyond which the facts met are listed without answers.
void resolve_unknowns(const RowProgram& program, const std::vector<std::string>& seen,
                      CheckResult& result);

} // namespace ost::engine::legality
