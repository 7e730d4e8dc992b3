// Loading of the system and lists a roster refers to, for validation and editing.
// Reference lists win over user lists of the same id, as in the list browser.
#include "core/services/roster_loader.h"

#include "core/model/name_lookup.h"
#include "core/services/session.h"
#include "core/storage/army_list_repository.h"
#include "core/storage/user_list_repository.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"

namespace ost {

namespace {
std::optional<ArmyList> find_list(SQLite::Database& db, const std::string& system_id,
                                  const std::string& list_id) {
    if (auto list = storage::ArmyListRepository(db).load(system_id, list_id)) {
        return list;
    }
    auto mine = storage::UserListRepository(db).load(list_id);
    if (mine && mine->system_id == system_id) {
        return mine;
    }
    return std::nullopt;
}
} // namespace

RosterValidator load_roster_validator(Session& session, const Roster& roster) {
    auto& db = session.database().connection();
    auto system = std::optional<GameSystem>(session.require_system(roster.system_id));
    auto list = find_list(db, system->id, roster.list_id);
    if (!list) {
        throw InvalidInputError(
            TR_("There is no army list \"{0}\" in {1}: this roster cannot be checked.")
                .arg(roster.list_id)
                .arg(system->name()));
    }
    std::vector<ArmyList> allies;
    for (const auto& ally : list->allies) {
        if (auto found = find_list(db, system->id, ally.list)) {
            allies.push_back(std::move(*found));
        }
    }
    return RosterValidator(std::move(*system), std::move(*list), std::move(allies));
}

ArmyList require_list(Session& session, const GameSystem& system, const std::string& list) {
    auto& db = session.database().connection();
    if (auto found = find_list(db, system.id, list)) {
        return std::move(*found);
    }
    std::vector<NamedEntry> entries;
    ArmyListQuery query;
    query.system_id = system.id;
    for (const auto& summary : storage::ArmyListRepository(db).find(query)) {
        entries.push_back({summary.id, summary.name});
    }
    for (const auto& summary : storage::UserListRepository(db).all(system.id)) {
        entries.push_back({summary.id, summary.name});
    }
    const auto id = resolve_named(
        entries, list, TR_("There is no army list \"{0}\" in {1}").arg(list).arg(system.name()));
    if (auto found = find_list(db, system.id, id)) {
        return std::move(*found);
    }
    throw InvalidInputError(TR_("There is no army list \"{0}\" in {1}.").arg(list).arg(system.name()));
}

} // namespace ost
