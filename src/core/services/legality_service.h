// The legality service: reads each system's rule table and catalogue from the reference DB (as
// build-db stored them), turns troop ids and list units into unit facts, and answers checks.
#pragma once

#include "core/engine/legality/check_result.h"
#include "core/engine/legality/rule_table.h"
#include "core/engine/legality/situation.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace SQLite {
class Database;
}

namespace ost {

/// Loads lazily and caches per system; not thread-safe (one per thread or per window).
class LegalityService {
public:
    /// `share_dir` holds ost-reference.sqlite (share/ost, or a --data folder): the rule tables,
    /// systems and army lists are read from it, opened read-only on first use (the errors of
    /// ReferenceDatabase::open then); nothing under lists/ or data/ is read.
    explicit LegalityService(std::filesystem::path share_dir);
    LegalityService(LegalityService&&) noexcept;
    ~LegalityService();

    /// The same as the constructor (the name both front ends call).
    static LegalityService for_data_dir(const std::filesystem::path& share_dir);

    /// The data folder: the one holding the reference DB (a scenario's roster may lie in it).
    std::filesystem::path share_dir() const { return m_share_dir; }

    /// Systems with a legality table in the reference DB (built from data/engine/*.xml), sorted;
    /// a StorageError saying to rebuild the DB or update Ost when it predates these tables.
    std::vector<std::string> systems() const;
    /// The linked rule table of `system`; throws EnvironmentError when the DB has none, a located
    /// InvalidInputError when it is malformed.
    const engine::legality::RuleTable& table(const std::string& system);
    const GameSystem& game_system(const std::string& system);

    /// The troop ids a unit may name in `system` (its catalogue).
    std::vector<std::string> troops(const std::string& system);
    /// A unit of catalogue troop `troop_id`: its class and names; capabilities and states are
    /// unknown until declared. Throws InvalidInputError for an unknown troop.
    engine::legality::UnitFacts troop(const std::string& system, const std::string& troop_id);
    /// A unit of army list `list_id`, line `unit_id`: its troop, class, and its capabilities
    /// (ADLG capabilities, WME special rules mapped to the table's capabilities), which are then
    /// complete. Throws InvalidInputError for an unknown list or line.
    engine::legality::UnitFacts list_unit(const std::string& system, const std::string& list_id,
                                          const std::string& unit_id);
    /// The same for line `unit_id` of `list`, a list already read (a user's own list from the
    /// user DB, the list of an open roster): so every source of units judges a line alike.
    /// Throws InvalidInputError when the list has no such line or the line no troop type.
    engine::legality::UnitFacts unit_of(const std::string& system, const ArmyList& list,
                                        const std::string& unit_id);
    /// The bundled army list `list_id` of `system`, read once and cached; throws
    /// InvalidInputError for an unknown list.
    const ArmyList& army_list(const std::string& system, const std::string& list_id);
    /// The bundled army lists of `system` (id, name), in id (file-name) order: what a front end
    /// offers to pick a unit from. Lists that do not read are skipped (check-data reports them).
    std::vector<std::pair<std::string, LocalizedString>> lists(const std::string& system);
    /// The lines of army list `list_id` (id, name), in list order; throws InvalidInputError for
    /// an unknown list.
    std::vector<std::pair<std::string, LocalizedString>> list_units(const std::string& system,
                                                                    const std::string& list_id);
    /// The targets that are not troops `system`'s data declares (<extra-target>: ADLG's camp),
    /// with their names, in file order; a front end offers them after "(none)".
    const std::vector<engine::legality::ExtraTargetDef>& extra_targets(const std::string& system);
    /// Extra target `id` of `system` as a unit (it never acts, has no state nor capability).
    /// Throws InvalidInputError when the system declares no such target.
    engine::legality::UnitFacts extra_target(const std::string& system, const std::string& id);
    /// The sections the hex line of sight of `system` cites. Throws InvalidInputError when the
    /// system is not played on hexes (system.xml board="hex", GameSystem::has_hex_board()).
    const engine::legality::HexSightRules& hex_sight(const std::string& system);

    /// Checks `situation` against its system's table.
    engine::legality::CheckResult check(const engine::legality::Situation& situation);

private:
    struct Loaded;
    Loaded& loaded(const std::string& system);
    std::filesystem::path reference_db() const;
    SQLite::Database& database() const;
    std::filesystem::path m_share_dir;
    mutable std::unique_ptr<SQLite::Database> m_db;
    std::map<std::string, std::shared_ptr<Loaded>> m_systems;
    std::map<std::string, std::shared_ptr<ArmyList>> m_lists;
};

} // namespace ost
