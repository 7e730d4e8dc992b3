// The user's rosters, kept in the user DB (table roster, user migration 0002) as .ostr documents.
// The GUI's roster list, autosave and the CLI go through this; callers never see SQL.
#pragma once

#include "core/model/roster.h"
#include "core/model/roster_summary.h"

#include <SQLiteCpp/Database.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace ost::storage {

class RosterRepository {
  public:
    explicit RosterRepository(SQLite::Database& db) : m_db(db) {}

    /// Stores `roster` as its .ostr document: inserts it when `roster.id` is 0 (and sets the new
    /// id), otherwise replaces that row (StorageError when the row no longer exists).
    /// InvalidInputError when the roster cannot be written (see write_roster).
    void save(Roster& roster);
    /// The roster with row `id` (its `id` set), or nullopt. A stored document that no longer
    /// reads gives a located InvalidInputError ("roster-5.ostr:3:7: …"), never a crash.
    std::optional<Roster> load(std::int64_t id) const;
    /// Rosters, optionally of one system, most recently changed first.
    std::vector<RosterSummary> all(const std::string& system_id = {}) const;
    /// Deletes; false when there was no such roster.
    bool remove(std::int64_t id);
    /// Reads a roster file and stores it as a new roster; returns it (with its new id).
    Roster import_file(const std::filesystem::path& file);
    /// Writes roster `id` to `file` atomically; InvalidInputError when there is no such roster.
    void export_file(std::int64_t id, const std::filesystem::path& file) const;

  private:
    SQLite::Database& m_db;
};

} // namespace ost::storage
