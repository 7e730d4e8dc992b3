// The user's settings (window geometry, language, last area, text sizes, last roster) as a service.
// Front ends read and write settings here, never through the settings repository.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace ost {

class Session;
namespace storage {
class SettingsRepository;
}

/// Key/value text settings kept in the user DB. Typed readers parse on read, so a damaged
/// value falls back to its default instead of failing. Writes throw StorageError. In a
/// read-only session (Session::read_only) changes are kept in memory for the session only, so
/// the window, the language and the last area still follow the user without writing the file.
class Settings {
  public:
    explicit Settings(Session& session);
    ~Settings();
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    std::optional<std::string> get(const std::string& key) const;
    std::string get_or(const std::string& key, const std::string& fallback) const;
    /// Integer value, or `fallback` when absent or not a number.
    long long get_int(const std::string& key, long long fallback) const;
    void set(const std::string& key, const std::string& value);
    void set_int(const std::string& key, long long value);
    void remove(const std::string& key);

  private:
    std::unique_ptr<storage::SettingsRepository> m_repository;
    bool m_read_only = false;
    std::map<std::string, std::optional<std::string>> m_unsaved; ///< read-only session: key → value (nullopt: removed)
};

} // namespace ost
