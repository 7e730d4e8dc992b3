// Engine scenarios for the front ends: unit references resolved against the bundled and user
// lists and roster files, the engine tables from the reference DB, odds and rolls in one call.
#pragma once

#include "core/engine/scenario.h"

#include <filesystem>

namespace ost {

class Session;

/// Resolves "SYSTEM/LIST/ENTRY" against the reference DB then the user's own lists, and roster
/// entries through their roster file, which must lie in `scenario_dir` (the scenario's folder;
/// empty for a scenario given as text) or in the data folder. Unknown ones are
/// InvalidInputError naming what is missing.
class ListUnitResolver final : public engine::UnitResolver {
public:
    explicit ListUnitResolver(Session& session, std::filesystem::path scenario_dir = {})
        : m_session(session), m_scenario_dir(std::move(scenario_dir)) {}
    Profile list_unit(const std::string& reference) const override;
    Profile roster_unit(const std::filesystem::path& file, const std::string& entry) const override;

private:
    Profile unit_of(const std::string& system, const std::string& list, const std::string& unit) const;
    Session& m_session;
    std::filesystem::path m_scenario_dir;
};

/// The engine tables from the session's reference DB (stored by build-db from data/engine), with
/// the stored systems played on hexes for their dice and troop tables. Throws StorageError
/// saying to rebuild the DB or update Ost when it lacks them.
engine::EngineTables load_engine_tables(Session& session);

/// Reads and parses a scenario file; units are resolved in the session's databases.
/// Errors: InvalidInputError with file:line:column.
engine::Scenario load_scenario(const std::filesystem::path& file, Session& session);

} // namespace ost
