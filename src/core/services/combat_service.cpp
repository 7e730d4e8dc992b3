// The Combat page's service: scenario text through the engine parser with list units resolved,
// tables loaded once, unit choices from the list repositories, settings for the last scenario.
#include "core/services/combat_service.h"

#include "core/services/combat_scenario.h"
#include "core/services/session.h"
#include "core/storage/army_list_repository.h"
#include "core/services/settings.h"
#include "core/storage/user_database.h"
#include "core/storage/user_list_repository.h"
#include "core/support/atomic_file.h"
#include "core/support/json_document.h"
#include "core/support/text_fold.h"
#include "core/support/user_text.h"

namespace ost {

namespace {
constexpr const char* kLastScenario = "engine.combat.scenario";
}

CombatService::CombatService(Session& session) : m_session(session) {}
CombatService::~CombatService() = default;

const engine::EngineTables& CombatService::tables() {
    if (!m_tables) {
        m_tables = std::make_unique<engine::EngineTables>(
            load_engine_tables(m_session));
    }
    return *m_tables;
}

engine::Scenario CombatService::parse(const std::string& text, const std::string& name) {
    const JsonDocument doc = JsonDocument::load_string(text, name);
    const ListUnitResolver resolver(m_session);
    return engine::parse_scenario(doc, &resolver);
}

namespace {
/// require_utf8 on every key and string of `value`, named by its path ("attacker.name").
void check_strings(const nlohmann::ordered_json& value, const std::string& path) {
    if (value.is_string()) {
        require_utf8(value.get_ref<const std::string&>(), TR_("The field {0}").arg(path.empty() ? "scenario" : path));
    } else if (value.is_object()) {
        for (const auto& [key, item] : value.items()) {
            require_utf8(key, TR_("A field name of {0}").arg(path.empty() ? "scenario" : path));
            check_strings(item, path.empty() ? key : path + "." + key);
        }
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) check_strings(value[i], path + "[" + std::to_string(i) + "]");
    }
}
} // namespace

std::string CombatService::scenario_text(const nlohmann::ordered_json& scenario) {
    check_strings(scenario, "");
    return scenario.dump(2);
}

Profile CombatService::unit(const std::string& reference) {
    return ListUnitResolver(m_session).list_unit(reference);
}

bool unit_label_matches(std::string_view label, std::string_view query) {
    const std::string haystack = fold(label);
    const std::string needle = fold(query);
    std::size_t from = 0;
    WordSpan word;
    while (next_word(needle, from, word)) {
        if (haystack.find(needle.substr(word.begin, word.end - word.begin)) == std::string::npos) {
            return false;
        }
        from = word.end;
    }
    return true;
}

std::vector<EngineUnitChoice> CombatService::units(const std::string& system) {
    std::vector<EngineUnitChoice> out;
    auto& db = m_session.database().connection();
    storage::ArmyListRepository bundled(db);
    ArmyListQuery query;
    query.system_id = system;
    for (const auto& summary : bundled.find(query)) {
        const auto list = bundled.load(system, summary.id);
        if (!list) {
            continue;
        }
        for (const auto& u : list->units) {
            out.push_back({system + "/" + list->id + "/" + u.id,
                           TR_("{0} — {1}").arg(list->name.text()).arg(u.name.text())});
        }
    }
    storage::UserListRepository mine(db);
    for (const auto& summary : mine.all(system)) {
        const auto list = mine.load(summary.id);
        if (!list) {
            continue;
        }
        for (const auto& u : list->units) {
            out.push_back({system + "/" + list->id + "/" + u.id,
                           TR_("{0} — {1}").arg(list->name.text()).arg(u.name.text())});
        }
    }
    return out;
}

std::string CombatService::last_scenario() { return m_session.settings().get_or(kLastScenario, ""); }

void CombatService::keep_scenario(const std::string& text) { m_session.settings().set(kLastScenario, text); }

void CombatService::save_file(const std::filesystem::path& file, const std::string& text) {
    write_file_atomic(file, text + "\n");
}

} // namespace ost
