// Settings service: forwards to the settings repository of the session's user DB.
// Kept separate so the front ends never include a repository header.
#include "core/services/settings.h"

#include "core/services/session.h"
#include "core/storage/settings_repository.h"
#include "core/storage/user_database.h"

namespace ost {

Settings::Settings(Session& session)
    : m_repository(std::make_unique<storage::SettingsRepository>(session.database().connection())) {}

Settings::~Settings() = default;

std::optional<std::string> Settings::get(const std::string& key) const { return m_repository->get(key); }

std::string Settings::get_or(const std::string& key, const std::string& fallback) const {
    return m_repository->get_or(key, fallback);
}

long long Settings::get_int(const std::string& key, long long fallback) const {
    return m_repository->get_int(key, fallback);
}

void Settings::set(const std::string& key, const std::string& value) { m_repository->set(key, value); }

void Settings::set_int(const std::string& key, long long value) { m_repository->set_int(key, value); }

void Settings::remove(const std::string& key) { m_repository->remove(key); }

} // namespace ost
