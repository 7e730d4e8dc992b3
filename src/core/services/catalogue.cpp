// Catalogue lookups over the reference DB and the user's lists, with the "unknown system" and
// "no such list" messages written once for every front end.
#include "core/services/catalogue.h"

#include "core/services/list_search.h"
#include "core/services/session.h"
#include "core/storage/army_list_repository.h"
#include "core/storage/system_repository.h"
#include "core/storage/user_database.h"
#include "core/storage/user_list_repository.h"
#include "core/support/error.h"

namespace ost {

std::vector<GameSystem> Catalogue::systems() const {
    return storage::SystemRepository(m_session.database().connection()).all();
}

std::vector<GameSystem> Catalogue::full_systems() const {
    storage::ArmyListRepository lists(m_session.database().connection());
    std::vector<GameSystem> out;
    for (const auto& shallow : systems()) {
        if (auto full = lists.load_system(shallow.id)) {
            out.push_back(std::move(*full));
        }
    }
    return out;
}

std::optional<GameSystem> Catalogue::system(const std::string& id) const {
    return storage::ArmyListRepository(m_session.database().connection()).load_system(id);
}

GameSystem Catalogue::require_system(const std::string& id) const {
    // One lookup for every front end: ids, names and typos (with the nearest systems) live in Session.
    return m_session.require_system(id);
}

std::vector<ArmyListSummary> Catalogue::find(const ArmyListQuery& query) const {
    return storage::ArmyListRepository(m_session.database().connection()).find(query);
}

std::vector<ArmyListSummary> Catalogue::find_with_mine(const ArmyListQuery& query) const {
    auto rows = find(query);
    if (!query.text.empty() || query.number) {
        return rows;
    }
    for (auto& mine : storage::UserListRepository(m_session.database().connection()).all(query.system_id)) {
        if (!query.year || list_available_in(mine, *query.year)) {
            rows.push_back(std::move(mine));
        }
    }
    return rows;
}

std::optional<ArmyList> Catalogue::list(const std::string& system_id, const std::string& list_id) const {
    return storage::ArmyListRepository(m_session.database().connection()).load(system_id, list_id);
}

ArmyList Catalogue::require_list(const std::string& system_id, const std::string& list_id) const {
    const auto system = require_system(system_id);
    auto found = list(system_id, list_id);
    if (!found) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" in {1}.").arg(list_id).arg(system.name()));
    }
    return std::move(*found);
}

std::optional<ArmyList> Catalogue::list_or_mine(const std::string& system_id, const std::string& list_id) const {
    if (auto bundled = list(system_id, list_id)) {
        return bundled;
    }
    auto mine = storage::UserListRepository(m_session.database().connection()).load(list_id);
    if (mine && mine->system_id == system_id) {
        return mine;
    }
    return std::nullopt;
}

} // namespace ost
