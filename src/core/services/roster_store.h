// Where rosters are kept: roster files (.ostr) and the user DB (the autosave, the recent list, the
// last roster reopened at start). One policy for the GUI's Rosters page and `ost-cli roster`.
#pragma once

#include "core/model/roster.h"
#include "core/model/wm_selector_import.h"
#include "core/model/roster_summary.h"
#include "core/support/file_version.h"
#include "core/support/progress.h"
#include "core/support/text.h"
#include "core/validation/roster_validator.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ost {

class RosterEditor;
class Session;
class Translator;

/// Every method throws StorageError when the user DB cannot be read or written.
class RosterStore {
  public:
    explicit RosterStore(Session& session) : m_session(session) {}

    /// The validator `roster` is checked against (its system, list and allied lists, bundled
    /// lists first, then the user's own). InvalidInputError when its system or list is unknown.
    RosterValidator validator(const Roster& roster) const;
    /// An editor on `roster`; the validator is loaded first, so nothing is opened on failure.
    std::unique_ptr<RosterEditor> edit(Roster roster) const;
    /// A new empty roster of `list_id` at `army_size` (one command per size for ADLG), in an
    /// editor. InvalidInputError when the system or the list is unknown. Not stored yet.
    std::unique_ptr<RosterEditor> create(const std::string& system_id, const std::string& list_id,
                                         int army_size, std::optional<int> year,
                                         const std::string& name) const;

    /// A wm-selector army (issue 15) as a new WME roster, not stored yet: `text` is its save
    /// link as pasted, or the content of a text file holding it (the first word containing
    /// "jsonPath=" is taken, so a link with words around it or a saved .url file reads too).
    /// `army_size` empty: the game's default size (the link has none). What does not map is
    /// kept in the roster, flagged (WmSelectorImport::unmapped, rendered with `translator`;
    /// the validator reports such entries). InvalidInputError naming what is wrong with the
    /// link, or when its army is not a Warmaster Evolution list Ost has. The app and
    /// `ost-cli roster from-wm-selector` both import through here.
    WmSelectorImport import_wm_selector(std::string_view text, std::optional<int> army_size,
                                        const Translator& translator) const;
    /// The id of the stored system whose lists are wm-selector game `game`'s armies
    /// (system@wm-selector); InvalidInputError when none is.
    std::string wm_selector_system(const std::string& game) const;

    /// Reads a roster file; located InvalidInputError when it is bad.
    Roster read_file(const std::filesystem::path& file) const;
    /// Writes `roster` to `file` atomically; EnvironmentError naming the file.
    void write_file(const std::filesystem::path& file, const Roster& roster) const;
    /// A roster read from a file, with the version of the file it was read from.
    struct FileRoster {
        Roster roster;
        FileVersion version;
    };
    /// Reads a roster file as read_file() does, with its version (to give save() later).
    FileRoster read_versioned(const std::filesystem::path& file) const;
    /// Writes the editor's roster to `file`, marks its history clean and autosaves it (not in a
    /// read-only session: the file is written, the user DB is not touched). `seen` is the
    /// version `file` had when the roster was read from it or last saved there: when the file now
    /// holds something else (another program changed it), nothing is written and
    /// InvalidInputError says so, for the user to save under another name or reopen the file.
    /// Without `seen` (a first save there, the user chose to replace it) the file is replaced.
    /// The check and the write hold the file's FileLock, so a CLI edit cannot slip in between.
    /// Returns the version written, to give the next save.
    FileVersion save(RosterEditor& editor, const std::filesystem::path& file,
                     const std::optional<FileVersion>& seen = std::nullopt);

    /// Keeps the editor's roster in the user DB (a new row the first time, whose id the editor
    /// then carries) and remembers it as the last roster. True when a new row was made.
    /// StorageError in a read-only session: front ends autosave through
    /// Session::background_writes(), which skips it there and tells the user once.
    bool autosave(RosterEditor& editor);
    /// Remembers roster `id` as the one to reopen at the next start.
    void remember(std::int64_t id);
    /// The roster last worked on, as its autosave left it; nullopt when there is none (or it
    /// was deleted). A stored document that no longer reads gives a located InvalidInputError.
    std::optional<Roster> last() const;

    /// What reopen_last() found: an editor on the last roster, or why it could not be opened.
    struct Reopened {
        std::unique_ptr<RosterEditor> editor; ///< null when there was nothing to reopen, it failed or was cancelled
        std::optional<Text> problem;          ///< set when the last roster failed to open or was cancelled: names it
        bool cancelled = false;               ///< the user cancelled the load (progress.cancelled())
    };
    /// Reopens the roster last worked on, for the start of the app. The roster is forgotten as
    /// "last" before it is read and remembered again only once it is open, so a roster that
    /// fails to load (a damaged autosave, a list gone), whose load is cancelled or that never
    /// finishes loading is not reopened automatically at the next start (it stays among the
    /// stored rosters); `problem` then says which roster (its name) and why.
    /// The load goes in steps (read the stored roster, load its army list, check it), each
    /// reported to `progress` (fraction done and what is being done) and each a point where
    /// `progress.cancelled()` stops it: then nothing is opened and `cancelled` is set. A front
    /// end shows a progress dialog with Cancel when the load is slow (a roster near
    /// kMaxRosterEntries on a slow disk). Storage errors of the settings themselves are thrown.
    Reopened reopen_last(ProgressSink& progress);
    /// The same without progress or cancel.
    Reopened reopen_last();

    /// The stored rosters, optionally of one system, most recently changed first.
    std::vector<RosterSummary> recent(const std::string& system_id = {}) const;
    /// The stored roster `id` (its id set), or nullopt.
    std::optional<Roster> load(std::int64_t id) const;
    /// Reads a roster file and stores it as a new roster; returns it with its new id.
    Roster import_file(const std::filesystem::path& file);
    /// Writes stored roster `id` to `file`; InvalidInputError when there is no such roster.
    void export_file(std::int64_t id, const std::filesystem::path& file) const;
    /// Deletes; false when there was no such roster.
    bool remove(std::int64_t id);

    /// The settings key holding the last roster's id.
    static constexpr const char* kLastRosterKey = "roster.last_id";

  private:
    Session& m_session;
};

} // namespace ost
