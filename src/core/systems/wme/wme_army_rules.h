// Warmaster Evolution's army-selection rules (wme.army-selection): one General, characters per
// 1000 points, magic items, attachments and the break point; constants from lists/wme/system.xml.
#pragma once

#include "core/validation/army_rule_set.h"

namespace ost {

/// The rule set of system@army-rules="wme".
class WmeArmyRules final : public ArmyRuleSet {
  public:
    std::string_view id() const override { return "wme"; }
    bool counts_generals() const override { return true; }
    void unit_over_max(const RosterCheck& check, const UnitEntry& unit, int max, int n,
                       UnitMaxFinding& finding) const override;
    void figures(RosterCheck& check) const override;
    void check(RosterCheck& check) const override;
    bool count_free(const RosterEntry& entry, const UnitEntry& unit, bool targeted) const override;
};

} // namespace ost
