// Reads army lists and full system definitions from the reference DB (built by build-db).
// The GUI list browser and the roster validator use this; callers never see SQL.
#pragma once

#include "core/model/army_list.h"
#include "core/model/army_list_summary.h"
#include "core/model/game_system.h"

#include <SQLiteCpp/Database.h>

#include <optional>
#include <string>
#include <vector>

namespace ost::storage {

class ArmyListRepository {
public:
    /// `schema` is "ref" on a user DB connection, "main" on the reference DB itself.
    explicit ArmyListRepository(SQLite::Database& db, std::string schema = "ref")
        : m_db(db), m_schema(std::move(schema)) {}

    /// Lists matching `query`, ordered by system, number, French name. Throws StorageError.
    std::vector<ArmyListSummary> find(const ArmyListQuery& query) const;
    /// The full list (units, options, upgrades, groups, caps, allies, own rules), or nullopt.
    std::optional<ArmyList> load(const std::string& system_id, const std::string& list_id) const;
    /// The full system definition (sizes, scaling, profile types, rules, catalogue), or nullopt.
    std::optional<GameSystem> load_system(const std::string& system_id) const;
    /// Special rules of a system (`list_id` empty) or of one list.
    std::vector<SpecialRule> rules(const std::string& system_id, const std::string& list_id = {}) const;

private:
    SQLite::Database& m_db;
    std::string m_schema;
};

} // namespace ost::storage
