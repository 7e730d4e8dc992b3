// The special-hit (A&B) and tactical-advantage (Jomini) tables as data: rows of "attacker kind,
// defender kind, result, conditions", read from data/engine/*.json and judged by named conditions.
#pragma once

#include "core/engine/custom_die.h"
#include "core/support/json_document.h"
#include "core/support/text.h"

#include <functional>
#include <string>
#include <vector>

namespace ost::engine {

/// One row: `result` ("hit", "morale" or "miss") when the attacker and defender match (a kind or
/// a class id; empty = any) and every condition of `when` holds.
struct SpecialHitRow {
    std::string attacker;
    std::string defender;
    std::string result;
    std::vector<std::string> when;
};

/// What a special face does once the table is read. A miss row beats everything; with
/// `both_apply` a hit row and a morale row both count, otherwise the hit wins.
struct SpecialHitResult {
    bool hit = false;
    bool morale = false;
};

/// What a special hit does, in words for the rules applied ("a hit, then a morale hit"…).
Text describe(const SpecialHitResult& s);

/// Whether the die face `f` bears `symbol` (the hex games' dice).
bool bears(const DieFace& f, const std::string& symbol);

class SpecialHitTable {
public:
    /// Reads `{ "rule", "rows": [...] }` (or the rows of `rows_owner`); conditions must be among
    /// `conditions`, else InvalidInputError at the row.
    static SpecialHitTable load(const JsonValue& object, bool both_apply, const std::vector<std::string>& conditions);

    const std::string& rule() const { return m_rule; }
    const std::vector<SpecialHitRow>& rows() const { return m_rows; }
    /// Reads the table for an attacker and a defender given as {kind, class}; `holds` answers a
    /// condition name.
    SpecialHitResult read(const std::string& attacker_kind, const std::string& attacker_class,
                          const std::string& defender_kind, const std::string& defender_class,
                          const std::function<bool(const std::string&)>& holds) const;

private:
    std::string m_rule;
    bool m_both_apply = false;
    std::vector<SpecialHitRow> m_rows;
};

} // namespace ost::engine
