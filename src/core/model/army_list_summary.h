// One row of the army-list browser: what a list is, without its units (cheap to load by the hundred).
// Returned by ArmyListRepository::find and UserListRepository::all.
#pragma once

#include "core/model/localized_string.h"

#include <optional>
#include <string>

namespace ost {

struct ArmyListSummary {
    std::string system_id;
    std::string id;
    std::optional<int> number; ///< ADLG list number
    LocalizedString name;
    std::string source;
    std::string edition;
    std::optional<int> date_from;
    std::optional<int> date_to;
    bool confirmed = true;
    int units = 0;
    bool user_made = false; ///< true for lists from the user DB
};

/// Filter for the list browser; empty fields do not filter.
struct ArmyListQuery {
    std::string system_id;
    std::string text;           ///< part of the French or English name, or of the id (ASCII case-insensitive)
    std::optional<int> number;  ///< exact list number
    std::optional<int> year;    ///< lists available in that year (negative = BC)
};

} // namespace ost
