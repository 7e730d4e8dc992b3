// The open documents: views attach and detach, the editors and their histories stay.
// See workspace.h.
#include "core/services/workspace.h"

#include "core/services/unsaved_changes.h"

namespace ost {

bool RosterDocument::unsaved() const { return editor != nullptr && has_unsaved_changes(*editor); }

std::string RosterDocument::title() const {
    if (!editor) {
        return {};
    }
    return (unsaved() ? "*" : "") + editor->roster().name;
}

void RosterDocument::listen() {
    if (!editor) {
        return;
    }
    // Through the document, so a view attached later is the one told.
    editor->set_listener([this] {
        if (m_listener) {
            m_listener();
        }
    });
}

void RosterDocument::attach(const void* view, std::function<void()> listener) {
    m_view = view;
    m_listener = std::move(listener);
    listen();
}

void RosterDocument::detach(const void* view) {
    if (m_view == view) {
        m_view = nullptr;
        m_listener = nullptr;
    }
}

void RosterDocument::open(std::unique_ptr<RosterEditor> opened, std::optional<std::filesystem::path> opened_file) {
    editor = std::move(opened);
    file = std::move(opened_file);
    file_version.reset();
    note_draft.reset();
    listen();
}

bool ListDocument::unsaved() const {
    return editor != nullptr && (saved_id.empty() || restored_dirty || editor->undo_stack().dirty());
}

void ListDocument::listen() {
    if (!editor) {
        return;
    }
    editor->on_change([this] {
        if (m_listener) {
            m_listener();
        }
    });
}

void ListDocument::attach(const void* view, std::function<void()> listener) {
    m_view = view;
    m_listener = std::move(listener);
    listen();
}

void ListDocument::detach(const void* view) {
    if (m_view == view) {
        m_view = nullptr;
        m_listener = nullptr;
    }
}

void ListDocument::open(std::unique_ptr<ListEditor> opened, std::string opened_id) {
    editor = std::move(opened);
    saved_id = std::move(opened_id);
    saved_version.reset();
    restored_dirty = false;
    listen();
}

} // namespace ost
