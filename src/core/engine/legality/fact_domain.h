// The domain of every fact a legality check may ask: the values it can take and what the player
// reads for each (data labels in French and English), published for the evaluator and front ends.
#pragma once

#include "core/engine/legality/rule_table.h"
#include "core/support/text.h"

#include <optional>
#include <string>
#include <vector>

namespace ost::engine::legality {

/// One value a fact can take and its label in the player's language.
struct DomainValue {
    std::string id;
    Text label;
};

/// What fact `key` can be: yes/no (states, capabilities, bool facts), one of the values the
/// data names (enum facts, terrains, formations) or a number (distances).
struct FactDomain {
    std::string key;  ///< "side", "actor.state.disordered", "target.terrain"…
    FactType type = FactType::Bool;
    Text question;    ///< what the player is asked
    std::vector<DomainValue> values; ///< in data order; empty for a number

    /// Whether `id` is a value of this domain (for a number: a finite number of zero or more).
    bool contains(const std::string& id) const;
    /// The label of `id`; a number, or an id outside the domain, is shown as written.
    Text label(const std::string& id) const;
    /// The value ids, in order.
    std::vector<std::string> ids() const;
};

/// The domain of `key`: a declared fact id, or "actor."/"target." followed by "state.ID",
/// "capability.ID", "terrain" or "formation". nullopt when the table has no such fact.
std::optional<FactDomain> fact_domain(const RuleTable& table, const std::string& key);

/// The question asked for fact `key` (the same a `depends` answer carries), so a front end can
/// label a fact the player already answered; the key itself when the table has no such fact.
Text fact_question(const RuleTable& table, const std::string& key);

/// Every fact key the rows of `table` test, each once, in file order (facts, then the unit
/// keys "actor.state.ID"… as the rows name them).
std::vector<std::string> fact_keys_used(const RuleTable& table);

} // namespace ost::engine::legality
