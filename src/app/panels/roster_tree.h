// The roster tree of the roster workspace: commands (ADLG) with their entries and the camp apart,
// or the entries of a WME roster with attachments under the unit they join; errors marked; drag between commands.
#pragma once

#include <wx/treectrl.h>

#include <functional>
#include <string>

namespace ost {
class RosterEditor;
}

namespace ost::app {

/// What a tree row stands for.
struct RosterTreeItem {
    /// `Camp`: the ADLG "Camp & fortifications" row, which holds the entries no command holds
    /// (RosterValidator::outside_commands); its id is empty and nothing is dropped on it.
    enum class Kind { Command, Entry, Camp } kind = Kind::Entry;
    std::string id; ///< command id or entry id
};

class RosterTree final : public wxTreeCtrl {
public:
    explicit RosterTree(wxWindow* parent);

    /// Rebuilds the rows from `editor` (roster and report), keeping the selection by id.
    void show(const RosterEditor& editor);
    void clear_roster();
    /// The selected row, or nullopt-like empty id.
    RosterTreeItem selected() const;
    /// Selects the row of entry (or command) `id`; false when there is none.
    bool select_id(const std::string& id);
    /// Called when an entry is dropped on a command (entry id, command id).
    void on_move(std::function<void(const std::string&, const std::string&)> handler) {
        m_on_move = std::move(handler);
    }

private:
    wxTreeItemId find(const wxTreeItemId& from, const std::string& id) const;
    const RosterTreeItem* item_at(const wxTreeItemId& item) const;

    wxTreeItemId m_dragged;
    std::function<void(const std::string&, const std::string&)> m_on_move;
};

} // namespace ost::app
