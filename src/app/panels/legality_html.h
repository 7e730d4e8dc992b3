// The Legality page's two HTML panes, drawn from what the core publishes: the verdict (with the
// labels of each fact's domain and the rule links of every reason) and the judged line of sight.
#pragma once

#include "core/engine/legality/check_result.h"
#include "core/engine/legality/rule_table.h"

#include <map>
#include <string>

namespace ost::app {

class HexBoard;

/// What the verdict pane shows.
struct LegalityVerdictView {
    const engine::legality::CheckResult* result = nullptr; ///< nullptr: no check ran
    const engine::legality::RuleTable* table = nullptr;    ///< labels of the board's facts
    std::string error;                                     ///< shown instead of the verdict
    std::map<std::string, std::string> board_facts;        ///< facts the hex board gave
};

/// The verdict pane's page: the error, or the verdict, the board's facts, what it depends on
/// (each answer with its label and verdict) and every reason with its rule link; the end of
/// the first reason carries the anchor "first-reason-end".
std::string legality_verdict_page(const LegalityVerdictView& view);

/// The board details pane's page: the line to the target (or the preview under the mouse)
/// judged hex by hex, each hex with its reason and rule link.
std::string line_of_sight_page(const HexBoard& board);

} // namespace ost::app
