// Legality checks as a service: rule tables, systems and lists read once per system from the
// reference DB. Both front ends and the tests share it, so a check answers the same everywhere.
#include "core/services/legality_service.h"

#include "core/engine/legality/evaluator.h"
#include "core/io/xml_document.h"
#include "core/services/legality_rules_reader.h"
#include "core/storage/army_list_repository.h"
#include "core/storage/engine_table_repository.h"
#include "core/storage/reference_database.h"
#include "core/support/error.h"
#include "core/support/paths.h"

#include <SQLiteCpp/Database.h>

#include <algorithm>
#include <sstream>

namespace ost {
namespace fs = std::filesystem;
using namespace engine::legality;

struct LegalityService::Loaded {
    RuleTable table;
    GameSystem system;
    std::unique_ptr<Evaluator> evaluator;
};

LegalityService::LegalityService(fs::path share_dir) : m_share_dir(std::move(share_dir)) {}
LegalityService::LegalityService(LegalityService&&) noexcept = default;
LegalityService::~LegalityService() = default;

LegalityService LegalityService::for_data_dir(const fs::path& share_dir) { return LegalityService(share_dir); }

fs::path LegalityService::reference_db() const { return DataPaths{m_share_dir, {}}.reference_db(); }

SQLite::Database& LegalityService::database() const {
    if (!m_db) {
        m_db = std::make_unique<SQLite::Database>(storage::ReferenceDatabase::open(reference_db()));
    }
    return *m_db;
}

std::vector<std::string> LegalityService::systems() const {
    auto out = storage::EngineTableRepository(database(), "main").systems(storage::kLegalityTableKind);
    if (out.empty()) {
        throw EnvironmentError(TR_("The reference database {0} has no legality tables: rebuild it with \"ost-cli "
                                   "build-db\", or update Ost.")
                                   .arg(reference_db().string()));
    }
    return out;
}

LegalityService::Loaded& LegalityService::loaded(const std::string& system) {
    if (const auto it = m_systems.find(system); it != m_systems.end()) {
        return *it->second;
    }
    const auto stored = storage::EngineTableRepository(database(), "main").find(system, storage::kLegalityTableKind);
    if (!stored) {
        throw EnvironmentError(TR_("There are no legality rules for \"{0}\" in the reference database {1}: rebuild it "
                                   "with \"ost-cli build-db\", or update Ost.")
                                   .arg(system)
                                   .arg(reference_db().string()));
    }
    auto l = std::make_shared<Loaded>();
    l->table = read_legality_rules(XmlDocument::load_string(stored->document, stored->file));
    if (l->table.system != system) {
        throw InvalidInputError(TR_("{0} holds the rules of \"{1}\", not \"{2}\".").arg(stored->file).arg(l->table.system).arg(system));
    }
    auto definition = storage::ArmyListRepository(database(), "main").load_system(system);
    if (!definition) {
        throw EnvironmentError(TR_("The reference database {0} has no game system \"{1}\": rebuild it with "
                                   "\"ost-cli build-db\", or update Ost.")
                                   .arg(reference_db().string())
                                   .arg(system));
    }
    l->system = std::move(*definition);
    if (l->system.has_hex_board() && !l->table.hex_sight) {
        throw InvalidInputError(TR_("{0} is played on hexes (board=\"hex\"), but {1} declares no <hex-sight>: the line of "
                                    "sight would cite no rule.")
                                    .arg(l->system.file)
                                    .arg(stored->file));
    }
    l->evaluator = std::make_unique<Evaluator>(l->table);
    return *m_systems.emplace(system, std::move(l)).first->second;
}

const RuleTable& LegalityService::table(const std::string& system) { return loaded(system).table; }
const GameSystem& LegalityService::game_system(const std::string& system) { return loaded(system).system; }

std::vector<std::string> LegalityService::troops(const std::string& system) {
    return legality_troops(loaded(system).system);
}

namespace {

std::vector<std::string> split_ids(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string item;
    while (in >> item) {
        out.push_back(item);
    }
    return out;
}

/// The catalogue class of a troop: ADLG "category", A&B/Jomini "kind", WME the type itself.
std::string category_of(const Profile& profile, const std::string& fallback) {
    for (const char* field : {"category", "kind", "type"}) {
        if (const auto* v = profile.get(field)) {
            return *v;
        }
    }
    return fallback;
}

} // namespace

UnitFacts LegalityService::troop(const std::string& system, const std::string& troop_id) {
    auto& l = loaded(system);
    const auto ids = legality_troops(l.system);
    if (std::find(ids.begin(), ids.end(), troop_id) == ids.end()) {
        throw InvalidInputError(TR_("\"{0}\" is not a troop of {1}.").arg(troop_id).arg(system));
    }
    UnitFacts u;
    u.troop = troop_id;
    if (const auto* entry = l.system.catalogue_entry(troop_id)) {
        u.category = category_of(entry->profile, troop_id);
        u.name_fr = entry->name.fr;
        u.name_en = entry->name.en;
        return u;
    }
    u.category = troop_id; // WME: the unit type is its own class
    for (const auto& pt : l.system.profile_types) {
        if (const auto* f = pt.field("type")) {
            if (const auto* c = f->choice(troop_id)) {
                u.name_fr = c->name.fr;
                u.name_en = c->name.en;
            }
        }
    }
    return u;
}

const ArmyList& LegalityService::army_list(const std::string& system, const std::string& list_id) {
    loaded(system);
    auto it = m_lists.find(system + "/" + list_id);
    if (it == m_lists.end()) {
        auto list = storage::ArmyListRepository(database(), "main").load(system, list_id);
        if (!list) {
            throw InvalidInputError(TR_("\"{0}\" is not an army list of {1}.").arg(list_id).arg(system));
        }
        it = m_lists.emplace(system + "/" + list_id, std::make_shared<ArmyList>(std::move(*list))).first;
    }
    return *it->second;
}

std::vector<std::pair<std::string, LocalizedString>> LegalityService::lists(const std::string& system) {
    ArmyListQuery query;
    query.system_id = system;
    std::vector<std::string> ids;
    for (const auto& summary : storage::ArmyListRepository(database(), "main").find(query)) {
        ids.push_back(summary.id);
    }
    std::sort(ids.begin(), ids.end());
    std::vector<std::pair<std::string, LocalizedString>> out;
    for (const auto& id : ids) {
        try {
            out.emplace_back(id, army_list(system, id).name);
        } catch (const Error&) {
            continue; // a broken list is check-data's to report; the others stay pickable
        }
    }
    return out;
}

std::vector<std::pair<std::string, LocalizedString>> LegalityService::list_units(const std::string& system,
                                                                                  const std::string& list_id) {
    std::vector<std::pair<std::string, LocalizedString>> out;
    for (const auto& u : army_list(system, list_id).units) {
        out.emplace_back(u.id, u.name);
    }
    return out;
}

UnitFacts LegalityService::list_unit(const std::string& system, const std::string& list_id,
                                     const std::string& unit_id) {
    return unit_of(system, army_list(system, list_id), unit_id);
}

UnitFacts LegalityService::unit_of(const std::string& system, const ArmyList& list, const std::string& unit_id) {
    auto& l = loaded(system);
    const std::string& list_id = list.id;
    const auto unit = std::find_if(list.units.begin(), list.units.end(),
                                   [&](const UnitEntry& u) { return u.id == unit_id; });
    if (unit == list.units.end()) {
        throw InvalidInputError(TR_("The army list \"{0}\" has no unit \"{1}\".").arg(list_id).arg(unit_id));
    }
    UnitFacts u;
    const auto* troop_type = unit->profile.get("troop-type");
    u.troop = troop_type != nullptr ? *troop_type : category_of(unit->profile, std::string());
    u.category = category_of(unit->profile, u.troop);
    if (u.troop.empty()) {
        throw InvalidInputError(TR_("The unit \"{0}\" of \"{1}\" has no troop type to judge it by.").arg(unit_id).arg(list_id));
    }
    u.name_fr = unit->name.fr;
    u.name_en = unit->name.en;
    u.capabilities.complete = true;
    if (const auto* caps = unit->profile.get("capabilities")) {
        for (const auto& c : split_ids(*caps)) {
            u.capabilities.on.insert(c);
        }
    }
    // Special rules bring capabilities: by id, or by the rules section they cite
    // (a WME list rule citing wme.special.fly makes a flyer).
    for (const auto& r : unit->rules) {
        if (l.table.capability(r) != nullptr) {
            u.capabilities.on.insert(r);
            continue;
        }
        const SpecialRule* rule = nullptr;
        for (const auto& lr : list.rules) {
            rule = lr.id == r ? &lr : rule;
        }
        if (rule == nullptr) {
            rule = l.system.rule(r);
        }
        if (rule == nullptr) {
            continue;
        }
        const auto prefix = system + ".special.";
        if (rule->section.starts_with(prefix)) {
            const auto cap = rule->section.substr(prefix.size());
            if (l.table.capability(cap) != nullptr) {
                u.capabilities.on.insert(cap);
            }
        }
    }
    return u;
}

const std::vector<ExtraTargetDef>& LegalityService::extra_targets(const std::string& system) {
    return loaded(system).table.extra_targets;
}

UnitFacts LegalityService::extra_target(const std::string& system, const std::string& id) {
    const auto* def = loaded(system).table.extra_target(id);
    if (def == nullptr) {
        throw InvalidInputError(TR_("There is no \"{0}\" to aim at in {1}.").arg(id).arg(system));
    }
    UnitFacts u;
    u.troop = def->id;
    u.camp = true;
    u.name_fr = def->name.fr;
    u.name_en = def->name.en;
    u.capabilities.complete = true;
    u.states.complete = true;
    return u;
}

const HexSightRules& LegalityService::hex_sight(const std::string& system) {
    auto& l = loaded(system);
    if (!l.system.has_hex_board() || !l.table.hex_sight) {
        throw InvalidInputError(TR_("{0} is not played on hexes: it has no board.").arg(l.system.name()));
    }
    return *l.table.hex_sight;
}

CheckResult LegalityService::check(const Situation& situation) {
    return loaded(situation.system).evaluator->check(situation);
}

} // namespace ost
