// One price of an entry in one cost type (points, ADLG command points), optionally for one army size.
// ADLG general grades cost differently at 100/200/300 points, hence the optional size.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace ost {

struct Cost {
    std::string type = "points"; ///< a cost-type id of the system ("points", "command")
    int value = 0;               ///< may be negative only for options (ADLG "Mediocre")
    int army_size = 0;           ///< 0: at every size; otherwise only at that army size
    bool operator==(const Cost&) const = default;
};

/// The value of cost `type` at `army_size`: a size-specific cost wins over the general one;
/// nullopt when `costs` has neither.
std::optional<int> cost_of(const std::vector<Cost>& costs, const std::string& type,
                           int army_size = 0);

} // namespace ost
