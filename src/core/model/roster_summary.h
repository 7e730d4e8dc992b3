// One row of the user's roster list: what a stored roster is, without parsing its document.
// Returned by RosterRepository::all and RosterStore::recent (front ends see this, not the repository).
#pragma once

#include <cstdint>
#include <string>

namespace ost {

struct RosterSummary {
    std::int64_t id = 0;
    std::string name;
    std::string system_id;
    std::string list_id;
    int army_size = 0;
    std::string updated_at; ///< ISO 8601 UTC
};

} // namespace ost
