// The read-only reference DB built from lists/ and data/ by `ost-cli build-db`.
// Opening checks that it is ours and of this build's schema, so a stale file is named clearly.
#pragma once

#include <SQLiteCpp/Database.h>

#include <filesystem>

namespace ost::storage {

class ReferenceDatabase {
public:
    /// Throws StorageError when `file` is missing, not an Ost reference DB, or of another
    /// schema version than this build's (the message says to rebuild it).
    static void check(const std::filesystem::path& file);
    /// Creates a new empty reference DB at `file` (replacing any) with the current schema.
    static SQLite::Database create(const std::filesystem::path& file);
    /// Opens the reference DB `file` read-only after check() (so the same errors), for a service
    /// that needs no user DB (`ost-cli check`). Throws StorageError.
    static SQLite::Database open(const std::filesystem::path& file);
    static int latest_version();
};

} // namespace ost::storage
