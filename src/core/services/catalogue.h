// The game systems and army lists a front end browses: bundled lists from the reference DB and
// the user's own lists, looked up by id. Panels and CLI commands ask here, never a repository.
#pragma once

#include "core/model/army_list.h"
#include "core/model/army_list_summary.h"
#include "core/model/game_system.h"

#include <optional>
#include <string>
#include <vector>

namespace ost {

class Session;

/// Read-only lookups over the session's reference DB (and the user's lists where said).
/// Every method throws StorageError when the database cannot be read.
class Catalogue {
  public:
    explicit Catalogue(Session& session) : m_session(session) {}

    /// The systems in display order, without their catalogue (cheap: for choosers).
    std::vector<GameSystem> systems() const;
    /// The systems in display order, each one whole (sizes, scaling, profiles, catalogue).
    std::vector<GameSystem> full_systems() const;
    /// The whole system `id`, or nullopt.
    std::optional<GameSystem> system(const std::string& id) const;
    /// The whole system named by `id` (an id or a French/English name, accents and case ignored);
    /// InvalidInputError "Unknown game system" with the nearest systems when there is none.
    GameSystem require_system(const std::string& id) const;

    /// Bundled lists matching `query`, ordered by system, number, French name.
    std::vector<ArmyListSummary> find(const ArmyListQuery& query) const;
    /// The bundled lists matching `query`, then the user's own lists of the same system and
    /// year window. The user's lists follow only when the query has no text and no number (those
    /// filters are the bundled data's), as the list browser and the new-roster dialog show them.
    std::vector<ArmyListSummary> find_with_mine(const ArmyListQuery& query) const;

    /// The bundled list `list_id` of `system_id`, whole, or nullopt.
    std::optional<ArmyList> list(const std::string& system_id, const std::string& list_id) const;
    /// The bundled list; InvalidInputError "There is no army list … in <system>" when absent
    /// (and "Unknown game system" when the system is unknown).
    ArmyList require_list(const std::string& system_id, const std::string& list_id) const;
    /// The list a roster refers to: the bundled list first, then the user's own list of that id
    /// and system (a user's list never hides a bundled one). Nullopt when neither exists.
    std::optional<ArmyList> list_or_mine(const std::string& system_id, const std::string& list_id) const;

  private:
    Session& m_session;
};

} // namespace ost
