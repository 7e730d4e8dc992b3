// The documents a front end has open — the roster being built, the list being edited — with
// their undo histories, files and unsaved state; the views (panels) only show and edit them.
#pragma once

#include "core/services/list_editor.h"
#include "core/services/roster_editor.h"
#include "core/support/file_version.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace ost {

/// Text a view shows typed but not yet applied to its document (a note being written): kept
/// with the document so a rebuilt view (a language switch) shows it again where it was.
struct Draft {
    std::string subject; ///< what it belongs to: an entry id, or empty for the roster itself
    std::string text;
};

/// The roster being built: its editor (history and all), the file it belongs to and the version
/// read from it, a note being typed. Outlives the views that show it.
class RosterDocument {
  public:
    /// The open roster's editor, or nullptr when none is open.
    std::unique_ptr<RosterEditor> editor;
    /// The .ostr file the roster was opened from or last saved to (none: never saved to a file).
    std::optional<std::filesystem::path> file;
    /// What `file` held when read or last written (RosterStore::save refuses to overwrite a
    /// newer one); empty: not checked.
    std::optional<FileVersion> file_version;
    /// A note typed in the view and not applied yet.
    std::optional<Draft> note_draft;

    bool is_open() const { return editor != nullptr; }
    /// True when the open roster has changes not written to its file (has_unsaved_changes).
    bool unsaved() const;
    /// The roster's name with "*" before it when unsaved(); empty when none is open.
    std::string title() const;
    /// Makes `view` the one told of every change, undo and redo (`listener`); the previous
    /// view is no longer told. The editor opened later keeps the same view.
    void attach(const void* view, std::function<void()> listener);
    /// `view` goes away (destroyed, rebuilt): it is told nothing more. Another view attached
    /// since is left as it is.
    void detach(const void* view);
    /// Replaces the open roster (none: `editor` null) and its file; the view attached is told
    /// of this editor's changes from now on. The draft and the file version are cleared.
    void open(std::unique_ptr<RosterEditor> opened, std::optional<std::filesystem::path> opened_file);

  private:
    void listen();
    const void* m_view = nullptr;
    std::function<void()> m_listener;
};

/// The list being edited in "My lists": its editor, the id and version it has in the user DB.
class ListDocument {
  public:
    std::unique_ptr<ListEditor> editor;
    std::string saved_id; ///< id the list has in the user DB ("" = never saved)
    /// The stored version of saved_id when opened or last saved (UserLists::save_checked);
    /// empty: not checked.
    std::optional<std::uint64_t> saved_version;
    /// Unsaved edits carried over from a state written at the last quit (the editor was rebuilt
    /// from that state without its history).
    bool restored_dirty = false;

    bool is_open() const { return editor != nullptr; }
    /// True when the open list differs from what the user DB holds (or was never saved).
    bool unsaved() const;
    /// As RosterDocument::attach, for ListEditor::on_change.
    void attach(const void* view, std::function<void()> listener);
    void detach(const void* view);
    /// Replaces the list being edited (none: null) with its id in the user DB.
    void open(std::unique_ptr<ListEditor> opened, std::string opened_id);

  private:
    void listen();
    const void* m_view = nullptr;
    std::function<void()> m_listener;
};

/// What a front end has open (issue 25): one per Session. A view holds no document; a language
/// switch rebuilds the views, which attach to the same documents again, so the unsaved marker,
/// the question on quitting, the undo history and a note being typed all survive it.
class Workspace {
  public:
    RosterDocument& roster() { return m_roster; }
    const RosterDocument& roster() const { return m_roster; }
    ListDocument& list() { return m_list; }
    const ListDocument& list() const { return m_list; }

  private:
    RosterDocument m_roster;
    ListDocument m_list;
};

} // namespace ost
