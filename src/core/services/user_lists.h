// The user's own army lists (kept in the user DB): save, rename, copy, import with the conflict
// asked through a Prompter, export and delete. One policy for the GUI's My lists and `ost-cli my-lists`.
#pragma once

#include "core/model/army_list.h"
#include "core/model/army_list_summary.h"
#include "core/support/prompter.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace ost {

class Session;

/// What import_file() did: the list read from the file, and whether it is now stored (false
/// when a list of the same id existed and the user chose to keep it).
struct ListImport {
    ArmyList list;
    bool stored = false;
};

/// Every method throws StorageError when the user DB cannot be read or written.
class UserLists {
  public:
    /// The answers of the import conflict question (see import_file), by index.
    static constexpr std::size_t kReplace = 0;
    static constexpr std::size_t kKeepMine = 1;

    explicit UserLists(Session& session) : m_session(session) {}

    /// The user's lists, optionally of one system, by French name.
    std::vector<ArmyListSummary> all(const std::string& system_id = {}) const;
    std::optional<ArmyList> load(const std::string& id) const;
    /// The list `id`; InvalidInputError "There is no army list … of yours" when there is none.
    ArmyList require(const std::string& id) const;
    /// Stores `list` under `list.id` (replacing a list of that id). When `previous_id` names
    /// another stored list, the list was renamed: that row is removed so one copy remains.
    /// An invalid list is refused (InvalidInputError) and nothing changes.
    void save(const ArmyList& list, const std::string& previous_id = {});
    /// The version of the stored list `id` (a hash of its stored document), nullopt when there
    /// is none; read it before the list itself (a change in between then only errs on the safe
    /// side: the save is refused).
    std::optional<std::uint64_t> stored_version(const std::string& id) const;
    /// save(list, previous_id) for a list opened earlier (the app's list editor): when `seen` is
    /// given and the stored list `previous_id` now has another version (another program saved
    /// it since it was opened), nothing is stored and InvalidInputError says so. Check and
    /// save are one edit of the database. Returns the version saved, the next one seen.
    std::uint64_t save_checked(const ArmyList& list, const std::string& previous_id,
                               const std::optional<std::uint64_t>& seen);
    /// Stores `list` as a new list of the user's, in one edit of the database: false (nothing
    /// stored) when a list with its id already exists, even one another program just stored.
    bool save_new(const ArmyList& list);
    /// Changes the stored list `id` as one edit: `change` gets the list as stored now, read while
    /// this program holds the database's write lock, and returns it changed; that is saved as
    /// save(changed, id) does (a renamed list replaces the old one). Another program editing
    /// meanwhile waits its turn, so neither change is lost; a lock held longer than
    /// kEditLockWait makes this throw StorageError naming its holder. InvalidInputError when
    /// there is no such list. When `change` throws, nothing is stored. Returns the saved list.
    ArmyList edit(const std::string& id, const std::function<ArmyList(const ArmyList&)>& change);
    /// `base` when no list of the user has that id, else the first free "base-2", "base-3"…
    std::string unused_id(const std::string& base) const;
    /// Stores a copy of `list` (a bundled one, say) under unused_id(list.id); returns that id.
    std::string save_copy(const ArmyList& list);
    /// Reads and checks `file` (located InvalidInputError when bad, nothing stored). When the user
    /// already has a list with its id, asks `prompter` the question "replace it?" whose choices
    /// are kReplace and kKeepMine (default: keep); keeping stores nothing. The GUI answers with a
    /// dialog, the CLI with --replace (or an error), so both behave the same.
    ListImport import_file(const std::filesystem::path& file, Prompter& prompter);
    /// Stores `list` (already read and checked, e.g. converted from a spreadsheet or BattleScribe
    /// data) with the same conflict question as import_file(). Returns whether it is stored.
    bool store_imported(const ArmyList& list, Prompter& prompter);
    /// Writes the stored document of `id` to `file` atomically. InvalidInputError when unknown.
    void export_file(const std::string& id, const std::filesystem::path& file) const;
    /// Deletes; false when there was no such list.
    bool remove(const std::string& id);

  private:
    Session& m_session;
};

} // namespace ost
