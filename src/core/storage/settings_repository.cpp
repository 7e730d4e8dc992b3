// SQL for the setting table.
// Each method is one statement; errors become StorageError.
#include "core/storage/settings_repository.h"

#include "core/storage/sqlite_access.h"
#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

#include <charconv>

namespace ost::storage {

namespace {
[[noreturn]] void rethrow(const SQLite::Exception& e, SQLite::Database& db) {
    throw sqlite_failure(TR_("Cannot read or write your settings."), e, db);
}
} // namespace

std::optional<std::string> SettingsRepository::get(const std::string& key) const {
    try {
        SQLite::Statement q(m_db, "SELECT value FROM setting WHERE key = ?"); // SQL setting
        q.bind(1, key);
        if (q.executeStep()) {
            return q.getColumn(0).getString();
        }
        return std::nullopt;
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
}

std::string SettingsRepository::get_or(const std::string& key, const std::string& fallback) const {
    return get(key).value_or(fallback);
}

long long SettingsRepository::get_int(const std::string& key, long long fallback) const {
    const auto value = get(key);
    if (!value) {
        return fallback;
    }
    long long out = 0;
    const auto [end, ec] = std::from_chars(value->data(), value->data() + value->size(), out);
    return (ec == std::errc() && end == value->data() + value->size()) ? out : fallback;
}

void SettingsRepository::set(const std::string& key, const std::string& value) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO setting (key, value) VALUES (?, ?) " // SQL setting
                                  "ON CONFLICT (key) DO UPDATE SET value = excluded.value");
        q.bind(1, key);
        q.bind(2, value);
        q.exec();
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
}

void SettingsRepository::remove(const std::string& key) {
    try {
        SQLite::Statement q(m_db, "DELETE FROM setting WHERE key = ?"); // SQL setting
        q.bind(1, key);
        q.exec();
    } catch (const SQLite::Exception& e) {
        rethrow(e, m_db);
    }
}

} // namespace ost::storage
