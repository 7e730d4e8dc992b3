// Unit look-ups for engine scenarios through the army list repository and roster files.
#include "core/services/combat_scenario.h"

#include "core/io/roster_reader.h"
#include "core/services/catalogue.h"
#include "core/support/confined_path.h"
#include "core/support/error.h"
#include "core/services/session.h"
#include "core/storage/army_list_repository.h"
#include "core/storage/engine_table_repository.h"
#include "core/storage/user_database.h"
#include "core/support/json_document.h"

#include <map>

namespace ost {

Profile ListUnitResolver::unit_of(const std::string& system, const std::string& list, const std::string& unit) const {
    const auto loaded = Catalogue(m_session).list(system, list);
    if (!loaded) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" in {1}.").arg(list).arg(system));
    }
    for (const auto& u : loaded->units) {
        if (u.id == unit) {
            return u.profile;
        }
    }
    throw InvalidInputError(TR_("The list {0}/{1} has no unit \"{2}\".").arg(system).arg(list).arg(unit));
}

Profile ListUnitResolver::list_unit(const std::string& reference) const {
    const auto first = reference.find('/');
    const auto last = reference.rfind('/');
    if (first == std::string::npos || first == last || first == 0 || last + 1 == reference.size()) {
        throw InvalidInputError(TR_("Name a unit as SYSTEM/LIST/ENTRY, for example wme/empire/chevaliers, not \"{0}\".")
                                    .arg(reference));
    }
    return unit_of(reference.substr(0, first), reference.substr(first + 1, last - first - 1), reference.substr(last + 1));
}

Profile ListUnitResolver::roster_unit(const std::filesystem::path& file, const std::string& entry) const {
    const Roster roster = read_roster_file(confined_path(file, {}, {m_scenario_dir, m_session.paths().data_dir}));
    for (const auto& e : roster.entries) {
        if (e.id == entry) {
            return unit_of(roster.system_id, e.list_id.empty() ? roster.list_id : e.list_id, e.unit_id);
        }
    }
    throw InvalidInputError(TR_("The roster {0} has no entry \"{1}\".").arg(file.string()).arg(entry));
}

engine::EngineTables load_engine_tables(Session& session) {
    // Everything from the reference DB: the engine's tables, and the systems played on hexes
    // (their dice and troop tables), picked by their board, never by name.
    auto& db = session.database().connection();
    const storage::EngineTableRepository tables(db);
    const storage::ArmyListRepository definitions(db);
    std::map<std::string, GameSystem> hex;
    for (const auto& s : session.systems()) {
        if (auto full = definitions.load_system(s.id); full && full->has_hex_board()) {
            hex.emplace(s.id, std::move(*full));
        }
    }
    return engine::EngineTables::read(
        [&](const std::string& id) -> std::optional<JsonDocument> {
            // A game without stored tables is left out: its tests say so when asked (EngineTables::of).
            auto stored = tables.find(id, storage::kEngineTableKind);
            if (!stored) {
                return std::nullopt;
            }
            return JsonDocument::load_string(std::move(stored->document), std::move(stored->file));
        },
        [&](const std::string& id) -> const GameSystem* {
            const auto it = hex.find(id);
            return it == hex.end() ? nullptr : &it->second;
        });
}

engine::Scenario load_scenario(const std::filesystem::path& file, Session& session) {
    const JsonDocument doc = JsonDocument::load_file(file);
    const ListUnitResolver resolver(session, file.parent_path().empty() ? "." : file.parent_path());
    return engine::parse_scenario(doc, &resolver, file.parent_path());
}

} // namespace ost
