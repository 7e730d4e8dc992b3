// One edit of the user DB as one write transaction taken at once (BEGIN IMMEDIATE): what the edit
// reads is still what it overwrites, so two programs editing one list take turns.
#pragma once

#include <SQLiteCpp/Database.h>

#include <chrono>
#include <filesystem>

namespace ost::storage {

/// Begins a write transaction that holds the database's write lock from the first read of an
/// edit to its last write. Waits at most `wait` for another program's write lock, then throws
/// StorageError naming the database and, when found, the program holding it (nothing changed).
/// Rolled back on destruction unless commit() was called; not nestable.
class EditTransaction {
  public:
    /// `file` is the database's file, named in messages (and where the lock holder is looked for).
    EditTransaction(SQLite::Database& db, std::filesystem::path file, std::chrono::milliseconds wait);
    ~EditTransaction();
    EditTransaction(const EditTransaction&) = delete;
    EditTransaction& operator=(const EditTransaction&) = delete;

    /// Makes the edit permanent; StorageError when the database refuses it.
    void commit();

  private:
    SQLite::Database& m_db;
    std::filesystem::path m_file;
    bool m_open = false;
};

} // namespace ost::storage
