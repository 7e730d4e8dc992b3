// User-made army lists, kept in the user DB (table user_list) as documents in the lists/ format.
// The GUI list editor saves, loads, imports and exports through this; callers never see SQL.
#pragma once

#include "core/model/army_list.h"
#include "core/model/army_list_summary.h"

#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace ost::storage {

class UserListRepository {
public:
    /// `db` is the user DB connection; the system definitions are read from the attached
    /// reference schema `reference_schema` (lists are checked against them).
    explicit UserListRepository(SQLite::Database& db, std::string reference_schema = "ref")
        : m_db(db), m_reference(std::move(reference_schema)) {}

    /// Inserts or replaces the list with `list.id`. The list is written with
    /// write_army_list() and read back against its system first, so an invalid list is
    /// refused (InvalidInputError) and never stored. Throws StorageError for the DB.
    void save(const ArmyList& list);
    /// User-made lists, optionally of one system, by French name.
    std::vector<ArmyListSummary> all(const std::string& system_id = {}) const;
    std::optional<ArmyList> load(const std::string& id) const;
    /// The stored XML document, byte for byte (what export writes).
    std::optional<std::string> document(const std::string& id) const;
    /// Deletes; false when there was no such list.
    bool remove(const std::string& id);
    /// Reads, checks and saves a list file; returns it. Located InvalidInputError when bad.
    ArmyList import_file(const std::filesystem::path& file);
    /// Writes the stored document of `id` to `file` atomically. InvalidInputError when unknown.
    void export_file(const std::string& id, const std::filesystem::path& file) const;

private:
    ArmyList parse(const std::string& document, const std::string& name) const;
    SQLite::Database& m_db;
    std::string m_reference;
};

} // namespace ost::storage
