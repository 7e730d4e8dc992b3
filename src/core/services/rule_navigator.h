// How a front-end page asks to show a rules-reference section (special-rule links in the lists).
// The app's main window implements it; core and panels depend only on this interface.
#pragma once

#include <string>

namespace ost {

class RuleNavigator {
  public:
    virtual ~RuleNavigator() = default;
    /// Shows section `section_id` (e.g. "adlg.special.impact") of the rules reference.
    virtual void open_rule(const std::string& section_id) = 0;
};

} // namespace ost
