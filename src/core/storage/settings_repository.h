// Settings kept in the user DB as key/value text (window geometry, language, last area).
// Typed helpers parse on read so a damaged value falls back to its default.
#pragma once

#include <SQLiteCpp/Database.h>

#include <optional>
#include <string>

namespace ost::storage {

class SettingsRepository {
public:
    explicit SettingsRepository(SQLite::Database& db) : m_db(db) {}

    std::optional<std::string> get(const std::string& key) const;
    std::string get_or(const std::string& key, const std::string& fallback) const;
    /// Integer value, or `fallback` when absent or not a number.
    long long get_int(const std::string& key, long long fallback) const;
    void set(const std::string& key, const std::string& value);
    void set_int(const std::string& key, long long value) { set(key, std::to_string(value)); }
    void remove(const std::string& key);

private:
    SQLite::Database& m_db;
};

} // namespace ost::storage
