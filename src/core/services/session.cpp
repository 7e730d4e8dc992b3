// Session construction: data lookup, user DB location and repositories.
// Keeps start-up order in one place for the app and the CLI.
#include "core/services/session.h"

#include "core/model/name_lookup.h"
#include "core/reference/rules_service.h"
#include "core/services/background_writes.h"
#include "core/services/search_worker.h"
#include "core/services/settings.h"
#include "core/services/workspace.h"
#include "core/storage/army_list_repository.h"
#include "core/storage/engine_table_repository.h"
#include "core/storage/user_database.h"
#include "core/storage/system_repository.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/systems/game_registry.h"

namespace ost {

namespace {
std::unique_ptr<storage::UserDatabase> open_user_db(const SessionOptions& options, const std::filesystem::path& file,
                                                    const std::filesystem::path& reference) {
    if (options.in_memory) {
        return std::make_unique<storage::UserDatabase>(":memory:", reference);
    }
    if (options.read_only) {
        return std::make_unique<storage::UserDatabase>(file, reference, storage::UserDatabase::ReadOnly{},
                                                       options.lock_wait);
    }
    return std::make_unique<storage::UserDatabase>(file, reference, options.lock_wait);
}
} // namespace

void install_builtin_games() { systems::install_game_systems(); }

Session::Session(const SessionOptions& options)
    : m_paths(locate_data(options.data_dir)),
      m_user_db_path(options.user_db ? *options.user_db : default_user_db()),
      m_read_only(options.read_only && !options.in_memory), m_in_memory(options.in_memory),
      m_db(open_user_db(options, m_user_db_path, m_paths.reference_db())),
      m_settings(std::make_unique<Settings>(*this)),
      m_background_writes(std::make_unique<BackgroundWrites>(m_read_only, m_user_db_path)),
      m_workspace(std::make_unique<Workspace>()) {
    if (!options.install_games) {
        return;
    }
    // The games the engine and the validator serve: the compiled ones, and those of the reference
    // DB whose engine data declares a shared mechanic (looked up only for games not compiled in).
    std::vector<std::string> games;
    for (const GameSystem& system : systems()) {
        games.push_back(system.id);
    }
    const storage::EngineTableRepository tables(m_db->connection());
    systems::install_game_systems(games, [&](const std::string& id) -> std::optional<JsonDocument> {
        auto stored = tables.find(id, storage::kEngineTableKind);
        if (!stored) {
            return std::nullopt;
        }
        return JsonDocument::load_string(std::move(stored->document), std::move(stored->file));
    });
}

Session::~Session() = default;

reference::RulesService& Session::rules() {
    if (!m_rules) {
        m_rules = std::make_unique<reference::RulesService>(*m_db);
    }
    return *m_rules;
}

reference::SearchWorker* Session::search_worker() {
    if (m_in_memory || m_user_db_path.empty() || m_user_db_path == ":memory:") {
        return nullptr;
    }
    if (!m_search_worker) {
        m_search_worker = std::make_unique<reference::SearchWorker>(m_user_db_path, m_paths.reference_db(), nullptr);
    }
    return m_search_worker.get();
}

std::vector<GameSystem> Session::systems() {
    return storage::SystemRepository(m_db->connection()).all();
}

GameSystem Session::require_system(const std::string& id) {
    const storage::ArmyListRepository repository(m_db->connection());
    if (auto system = repository.load_system(id)) {
        return std::move(*system);
    }
    // Not an id: a name, or a typo (then require_system throws with the nearest systems).
    const auto all = systems();
    const auto& named = ost::require_system(all, id);
    if (auto system = repository.load_system(named.id)) {
        return std::move(*system);
    }
    throw InvalidInputError(TR_("Unknown game system \"{0}\".").arg(id));
}

} // namespace ost
