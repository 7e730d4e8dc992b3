// The roster tree: one row per ADLG command with its entries, or the WME entries with their
// attachments nested; rows with errors in red; entries dragged onto a command move there.
#include "app/panels/roster_tree.h"

#include "app/i18n/wx_text.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_figures.h"

#include <wx/intl.h>
#include <wx/settings.h>

#include <map>

namespace ost::app {
namespace {
/// A command's row: its name (else "Command N"), "allied", its units and points.
wxString command_label(const RosterReport& report, const RosterCommand& command, int n) {
    wxString label = command.name.empty() ? wxString::Format(_("Command %d"), n) : to_wx(command.name);
    if (!command.ally_list.empty()) {
        label << wxS(" \u2014 ") << _("allied");
    }
    for (const auto& figures : report.commands) {
        if (figures.command_id == command.id) {
            label << wxS(" \u2014 ")
                  << wxString::Format(wxPLURAL("%d unit", "%d units", figures.units), figures.units)
                  << wxS(", ") << wxString::Format(_("%d pts"), figures.points);
        }
    }
    return label;
}

class ItemData final : public wxTreeItemData {
public:
    explicit ItemData(RosterTreeItem item) : m_item(std::move(item)) {}
    const RosterTreeItem& item() const { return m_item; }

private:
    RosterTreeItem m_item;
};

std::string language() { return std::string(WxTranslator::current().language()); }

wxString entry_label(const RosterEditor& editor, const RosterEntry& entry) {
    const auto& validator = editor.validator();
    const auto* unit = validator.unit_of(entry);
    wxString name = !entry.custom_name.empty() ? to_wx(entry.custom_name)
                    : unit != nullptr         ? to_wx(unit->name.in(language()))
                                              : to_wx(entry.unit_id);
    wxString label;
    if (entry.count != 1) {
        label << entry.count << wxS(" \u00d7 ");
    }
    label << name;
    if (!entry.general_grade.empty()) {
        if (const auto* grade = validator.system().catalogue_entry(entry.general_grade)) {
            label << wxS(" (") << to_wx(grade->name.in(language())) << wxS(")");
        }
    }
    for (const auto& item : entry.magic_items) {
        if (const auto* magic = validator.system().catalogue_entry(item)) {
            label << wxS(" + ") << to_wx(magic->name.in(language()));
        }
    }
    // Each option with how many units take it (issue 29): "+ Pavois ×8 (+8)".
    for (const auto& option : entry_option_figures(entry, validator, editor.roster().army_size)) {
        label << wxS(" + ") << to_wx(option.text());
    }
    const auto* figures = editor.report().entry(entry.id);
    if (figures != nullptr && !figures->known) {
        label << wxS("  ") << _("[not in the army list any more]");
    } else if (figures != nullptr) {
        label << wxS(" \u2014 ") << wxString::Format(_("%d pts"), figures->points);
    }
    return label;
}

bool has_error(const RosterReport& report, const std::string& id) {
    for (const auto* d : report.about(id)) {
        if (d->severity == Severity::Error) {
            return true;
        }
    }
    return false;
}
} // namespace

RosterTree::RosterTree(wxWindow* parent)
    : wxTreeCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                 wxTR_DEFAULT_STYLE | wxTR_HIDE_ROOT | wxTR_FULL_ROW_HIGHLIGHT | wxTR_SINGLE) {
    SetFont(GetFont().Scaled(1.1f));
    // A line cut by a narrow pane (a long unit name with its options and points) shows whole
    // under the mouse.
    Bind(wxEVT_TREE_ITEM_GETTOOLTIP, [this](wxTreeEvent& e) {
        wxRect rect;
        if (e.GetItem().IsOk() && GetBoundingRect(e.GetItem(), rect, true) && rect.GetRight() > GetClientSize().x) {
            e.SetToolTip(GetItemText(e.GetItem()));
        }
    });
    Bind(wxEVT_TREE_BEGIN_DRAG, [this](wxTreeEvent& e) {
        const auto* item = item_at(e.GetItem());
        if (item != nullptr && item->kind == RosterTreeItem::Kind::Entry) {
            m_dragged = e.GetItem();
            e.Allow();
        }
    });
    Bind(wxEVT_TREE_END_DRAG, [this](wxTreeEvent& e) {
        const auto* from = item_at(m_dragged);
        m_dragged = wxTreeItemId();
        auto target = e.GetItem();
        // Dropping on an entry means its command.
        while (target.IsOk() && item_at(target) != nullptr &&
               item_at(target)->kind == RosterTreeItem::Kind::Entry) {
            target = GetItemParent(target);
        }
        const auto* to = item_at(target);
        if (from != nullptr && to != nullptr && to->kind == RosterTreeItem::Kind::Command &&
            m_on_move) {
            m_on_move(from->id, to->id);
        }
    });
}

void RosterTree::clear_roster() {
    DeleteAllItems();
    AddRoot(wxS("roster"));
}

void RosterTree::show(const RosterEditor& editor) {
    const auto keep = selected().id;
    Freeze();
    DeleteAllItems();
    const auto root = AddRoot(wxS("roster"));
    const auto& roster = editor.roster();
    const auto& report = editor.report();
    const wxColour error_colour(0xB0, 0x1E, 0x1E);
    auto add_entry = [&](const wxTreeItemId& parent, const RosterEntry& entry) {
        const auto row = AppendItem(parent, entry_label(editor, entry), -1, -1,
                                    new ItemData({RosterTreeItem::Kind::Entry, entry.id}));
        if (has_error(report, entry.id)) {
            SetItemTextColour(row, error_colour);
        }
        return row;
    };
    // Attachments are shown under the entry they join (WME skirmishers).
    std::map<std::string, wxTreeItemId> rows;
    auto add_entries = [&](const wxTreeItemId& parent, const std::string& command_id) {
        for (const auto& entry : roster.entries) {
            if (entry.command_id == command_id && entry.attached_to.empty() &&
                !editor.validator().outside_commands(entry)) {
                rows[entry.id] = add_entry(parent, entry);
            }
        }
    };
    if (roster.commands.empty()) {
        add_entries(root, {});
    } else {
        int n = 0;
        for (const auto& command : roster.commands) {
            ++n;
            const auto row = AppendItem(root, command_label(report, command, n), -1, -1,
                                        new ItemData({RosterTreeItem::Kind::Command, command.id}));
            SetItemBold(row);
            if (has_error(report, command.id)) {
                SetItemTextColour(row, error_colour);
            }
            add_entries(row, command.id);
        }
        // Entries whose command is gone stay visible at the end.
        for (const auto& entry : roster.entries) {
            if (entry.attached_to.empty() && roster.command(entry.command_id) == nullptr &&
                !editor.validator().outside_commands(entry)) {
                rows[entry.id] = add_entry(root, entry);
            }
        }
    }
    // ADLG: the camp and fortifications belong to the army, not to a command
    // (adlg.army-composition.camp): a row of their own, with their points apart.
    bool camp = false;
    for (const auto& entry : roster.entries) {
        camp = camp || editor.validator().outside_commands(entry);
    }
    if (camp) {
        const auto row = AppendItem(root,
                                    _("Camp & fortifications") + wxS(" \u2014 ") +
                                        wxString::Format(_("%d pts"), report.camp_points),
                                    -1, -1, new ItemData({RosterTreeItem::Kind::Camp, {}}));
        SetItemBold(row);
        for (const auto& entry : roster.entries) {
            if (editor.validator().outside_commands(entry)) {
                rows[entry.id] = add_entry(row, entry);
            }
        }
    }
    for (const auto& entry : roster.entries) {
        if (!entry.attached_to.empty()) {
            const auto target = rows.find(entry.attached_to);
            rows[entry.id] = add_entry(target != rows.end() ? target->second : root, entry);
        }
    }
    ExpandAll();
    Thaw();
    if (!keep.empty()) {
        select_id(keep);
    }
}

const RosterTreeItem* RosterTree::item_at(const wxTreeItemId& item) const {
    if (!item.IsOk()) {
        return nullptr;
    }
    const auto* data = dynamic_cast<const ItemData*>(GetItemData(item));
    return data != nullptr ? &data->item() : nullptr;
}

RosterTreeItem RosterTree::selected() const {
    const auto* item = item_at(GetSelection());
    return item != nullptr ? *item : RosterTreeItem{RosterTreeItem::Kind::Entry, {}};
}

wxTreeItemId RosterTree::find(const wxTreeItemId& from, const std::string& id) const {
    wxTreeItemIdValue cookie;
    for (auto child = GetFirstChild(from, cookie); child.IsOk(); child = GetNextChild(from, cookie)) {
        const auto* item = item_at(child);
        if (item != nullptr && item->id == id) {
            return child;
        }
        if (auto found = find(child, id); found.IsOk()) {
            return found;
        }
    }
    return {};
}

bool RosterTree::select_id(const std::string& id) {
    const auto root = GetRootItem();
    if (!root.IsOk()) {
        return false;
    }
    const auto row = find(root, id);
    if (!row.IsOk()) {
        return false;
    }
    SelectItem(row);
    EnsureVisible(row);
    return true;
}

} // namespace ost::app
