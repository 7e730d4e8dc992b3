// Numbered, append-only schema steps embedded in the binary, and the code that applies them.
// Both databases use it: the user DB (upgraded in place) and the reference DB (built fresh).
#pragma once

#include <SQLiteCpp/Database.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace ost::storage {

/// One schema step: `version` is its number (1, 2, …); the DB's user_version is the last applied.
struct Migration {
    int version;
    std::string name;
    std::string sql;
};

/// The embedded steps of the user DB (src/core/storage/migrations/*.sql), in order.
const std::vector<Migration>& user_migrations();
/// The embedded steps of the reference DB (src/core/storage/reference_schema/*.sql), in order.
const std::vector<Migration>& reference_migrations();

/// Packs four characters into a PRAGMA application_id value.
constexpr std::int32_t pack_id(char a, char b, char c, char d) {
    return static_cast<std::int32_t>((static_cast<std::uint32_t>(a) << 24) |
                                     (static_cast<std::uint32_t>(b) << 16) |
                                     (static_cast<std::uint32_t>(c) << 8) |
                                     static_cast<std::uint32_t>(d));
}
inline constexpr std::int32_t kUserApplicationId = pack_id('O', 'S', 'T', 'U');
inline constexpr std::int32_t kReferenceApplicationId = pack_id('O', 'S', 'T', 'R');

/// Brings `db` to the last step of `steps`, all pending steps in one transaction.
/// Refuses (StorageError) a file whose application_id is another program's, or whose
/// user_version is newer than this build knows. When `backup_of` is not empty and steps are
/// pending on an existing database, copies it first to `<file>.v<N>.bak`.
/// Returns the version the database had before. Messages name the file as `shown_as` (the
/// path as the user gave it), never as the escaped `file:` URI SQLite opened (":memory:" when
/// empty). Another process's lock is waited for at most `lock_wait` (then the busy error).
int migrate(SQLite::Database& db, std::int32_t application_id, const std::vector<Migration>& steps,
            const std::filesystem::path& backup_of, const std::filesystem::path& shown_as,
            std::chrono::milliseconds lock_wait = std::chrono::milliseconds(60000));

} // namespace ost::storage
