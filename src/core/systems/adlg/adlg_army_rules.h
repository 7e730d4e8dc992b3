// L'Art de la Guerre's army-composition rules (adlg.army-composition): commands and generals,
// competences, allies, the camp and army cohesion; constants from lists/adlg/system.xml.
#pragma once

#include "core/validation/army_rule_set.h"

namespace ost {

/// The rule set of system@army-rules="adlg".
class AdlgArmyRules final : public ArmyRuleSet {
  public:
    std::string_view id() const override { return "adlg"; }
    bool counts_generals() const override { return true; }
    bool outside_commands(const UnitEntry& unit) const override;
    bool places_generals_with_units() const override { return true; }
    std::string generals_section() const override { return "adlg.army-composition.generals"; }
    void unit_over_max(const RosterCheck& check, const UnitEntry& unit, int max, int n,
                       UnitMaxFinding& finding) const override;
    void figures(RosterCheck& check) const override;
    void check(RosterCheck& check) const override;
    bool count_free(const RosterEntry& entry, const UnitEntry& unit, bool targeted) const override;
};

} // namespace ost
