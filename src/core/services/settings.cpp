// Settings service: forwards to the settings repository of the session's user DB.
// Kept separate so the front ends never include a repository header.
#include "core/services/settings.h"

#include "core/services/session.h"
#include "core/storage/settings_repository.h"
#include "core/storage/user_database.h"

#include <charconv>

namespace ost {

Settings::Settings(Session& session)
    : m_repository(std::make_unique<storage::SettingsRepository>(session.database().connection())),
      m_read_only(session.read_only()) {}

Settings::~Settings() = default;

std::optional<std::string> Settings::get(const std::string& key) const {
    if (const auto it = m_unsaved.find(key); it != m_unsaved.end()) return it->second;
    return m_repository->get(key);
}

std::string Settings::get_or(const std::string& key, const std::string& fallback) const {
    if (const auto it = m_unsaved.find(key); it != m_unsaved.end()) return it->second.value_or(fallback);
    return m_repository->get_or(key, fallback);
}

long long Settings::get_int(const std::string& key, long long fallback) const {
    if (const auto it = m_unsaved.find(key); it != m_unsaved.end()) {
        if (!it->second) return fallback;
        long long out = 0; // not a number: the default, as the repository does
        const auto& text = *it->second;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
        return (ec == std::errc() && end == text.data() + text.size()) ? out : fallback;
    }
    return m_repository->get_int(key, fallback);
}

void Settings::set(const std::string& key, const std::string& value) {
    if (m_read_only) {
        m_unsaved[key] = value;
        return;
    }
    m_repository->set(key, value);
}

void Settings::set_int(const std::string& key, long long value) { set(key, std::to_string(value)); }

void Settings::remove(const std::string& key) {
    if (m_read_only) {
        m_unsaved[key] = std::nullopt;
        return;
    }
    m_repository->remove(key);
}

} // namespace ost
