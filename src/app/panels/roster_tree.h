// The roster tree of the roster workspace: commands (ADLG) with their entries and the camp apart,
// or the entries of a WME roster with attachments under the unit they join; errors marked; drag between commands.
#pragma once

#include <wx/treectrl.h>

#include <functional>
#include <string>
#include <vector>

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

    /// Shows the rows of `editor` (roster and report), keeping the selection by id. Rows that
    /// stay where they were are updated in place, only those whose text or colour changed
    /// (issue 26: a +/- rewrites one entry's and one command's row, not 1000); rows added,
    /// removed or moved rebuild the tree.
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
    /// One row as show() plans it: its parent (index of an earlier row, -1: the root), what it
    /// stands for and how it looks.
    struct Row {
        int parent = -1;
        RosterTreeItem item;
        wxString label;
        bool bold = false;
        bool error = false;
    };

    /// The rows of `editor` in tree order (a parent before its children).
    static std::vector<Row> plan(const RosterEditor& editor);
    /// Deletes every row and appends `rows`.
    void rebuild(const std::vector<Row>& rows);
    /// Rewrites the rows whose text or colour differ from those shown (same rows, same places).
    void update(const std::vector<Row>& rows);
    wxTreeItemId find(const wxTreeItemId& from, const std::string& id) const;
    const RosterTreeItem* item_at(const wxTreeItemId& item) const;

    std::vector<Row> m_rows;          ///< the rows shown, as planned
    std::vector<wxTreeItemId> m_items; ///< their items, in the same order
    wxTreeItemId m_dragged;
    std::function<void(const std::string&, const std::string&)> m_on_move;
};

} // namespace ost::app
