// The roster page's layout: toolbar, heading, the three panes over the findings, and the
// events that connect them to the page's commands (roster_panel.cpp).
#include "app/panels/roster_panel.h"

#include "app/panels/report_list.h"

#include "app/application.h"
#include "app/dialogs/new_roster_dialog.h"
#include "app/i18n/wx_text.h"
#include "app/panels/army_sheet_pdf.h"
#include "app/panels/combat_panel.h"
#include "app/panels/roster_inspector.h"
#include "app/panels/roster_tree.h"
#include "core/services/document_files.h"
#include "core/services/roster_export.h"
#include "core/model/roster.h"
#include "core/services/list_view.h"
#include "core/services/command_summary.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_loader.h"
#include "core/services/rule_navigator.h"
#include "core/services/rules_companion.h"
#include "core/services/session.h"
#include "core/services/background_writes.h"
#include "core/services/roster_store.h"
#include "core/services/unsaved_changes.h"
#include "core/services/workspace.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/qr_code.h"

#include <wx/numformatter.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/filesys.h>
#include <wx/fs_mem.h>
#include <wx/mstream.h>
#include <wx/statbmp.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>
#include <wx/html/htmlwin.h>
#include <wx/html/htmprint.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/generic/stattextg.h>
#include <wx/utils.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <cstdlib>

namespace ost::app {
namespace {
constexpr int kAutosaveDelayMs = 400;

std::string lang() { return std::string(WxTranslator::current().language()); }

/// A bold pane heading; the font is set before the text so the label is measured in bold, and
/// sized to its text (GTK under-measures scaled and bold labels by a few pixels).
wxStaticText* pane_heading(wxWindow* parent, const wxString& text) {
    auto* label = new wxStaticText(parent, wxID_ANY, wxEmptyString);
    label->SetFont(label->GetFont().Bold());
    label->SetLabel(text);
    label->SetMinSize(label->GetTextExtent(label->GetLabel()) + wxSize(label->FromDIP(16), 0));
    return label;
}
} // namespace

RosterPanel::RosterPanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : wxPanel(parent), m_session(session), m_rules(rules), m_document(session.workspace().roster()),
      m_editor(m_document.editor), m_file(m_document.file), m_file_version(m_document.file_version),
      m_autosave(this) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    build_toolbar(this, top);
    build_heading(top);
    build_workspace(top);
    SetSizer(top);
    bind_list_events();
    bind_tree_events();
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { autosave(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        if (!m_summary_text.empty() && e.GetSize().x != m_wrapped_width) {
            m_wrapped_width = e.GetSize().x;
            CallAfter([this] { wrap_summary(); Layout(); });
        }
        e.Skip();
    });

    // The workspace's roster tells this page of its changes (a rebuilt page: the same roster).
    m_document.attach(this, [this] {
        refresh();
        m_autosave.StartOnce(kAutosaveDelayMs);
        // The editor tells once its history has moved, so refresh() announcing the document
        // gives the title's unsaved marker at once (issue 29: it lagged one change).
    });
    m_inspector->keep_note_draft_in(&m_document.note_draft);
    refresh_saved_rosters();
    if (m_editor) {
        refresh_army_list();
    }
    refresh();
    // Reopen what the player was working on, as the autosave left it (also after a crash), once
    // the window is shown: a roster that fails to load never keeps the window from opening, and
    // it is not reopened automatically next time (RosterStore::reopen_last).
    CallAfter([this] { reopen_last(); });
}

void RosterPanel::build_heading(wxSizer* top) {
    // Title and verdict on one line, the live figures under them (always in view).
    m_title = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_title->SetFont(GetFont().Scaled(1.3f).Bold());
    m_verdict = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_verdict->SetFont(GetFont().Scaled(1.2f).Bold());
    // Wraps (never ellipsized): every figure stays in view on a small window. Drawn by wx and not
    // resized by its text (issue 26: a GTK label given a new text makes GTK lay out the window
    // again and repaint the whole page); the page is laid out only when the text's size changes.
    m_summary = new wxGenericStaticText(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                        wxST_NO_AUTORESIZE);
    m_summary->SetFont(GetFont().Scaled(1.1f));
    auto* heading = new wxBoxSizer(wxHORIZONTAL);
    heading->Add(m_title, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(16));
    heading->Add(m_verdict, 0, wxALIGN_CENTER_VERTICAL);
    top->Add(heading, 0, wxEXPAND | wxTOP, FromDIP(6));
    top->Add(m_summary, 0, wxEXPAND | wxBOTTOM, FromDIP(6));

    m_empty = new wxStaticText(this, wxID_ANY,
                               _("No roster is open. Choose New roster to pick a system, an army "
                                 "list and a size, or open a roster file. Ost checks the roster "
                                 "against the rules at every change and keeps it safe as you go."),
                               wxDefaultPosition, wxDefaultSize, wxALIGN_CENTRE_HORIZONTAL);
    m_empty->SetForegroundColour(wxColour(0x66, 0x66, 0x66));
    m_empty_text = m_empty->GetLabel();
    top->Add(m_empty, 0, wxALIGN_CENTER | wxALL, FromDIP(40));
    // Wrapped to the width the page has, with the font it is drawn in: wrapped once at build
    // time it was measured in another font and came out cut at 1024x700.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        wrap_empty_text();
        event.Skip();
    });
}

void RosterPanel::build_workspace(wxSizer* top) {
    // Workspace: [army list | roster tree | inspector] over the findings.
    m_workspace = new wxPanel(this);
    auto* vertical = m_vertical = new wxSplitterWindow(m_workspace, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                          wxSP_LIVE_UPDATE | wxSP_3DSASH);
    auto* columns = m_columns = new wxSplitterWindow(vertical, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                         wxSP_LIVE_UPDATE | wxSP_3DSASH);
    auto* right = m_right = new wxSplitterWindow(columns, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                       wxSP_LIVE_UPDATE | wxSP_3DSASH);

    auto* army_pane = build_army_pane(columns);
    auto* tree_pane = build_tree_pane(right);
    m_inspector = new RosterInspector(right, m_rules, [this](const wxString& what, std::function<void()> action) {
        apply(what, action);
    });

    auto* findings_pane = build_findings_pane(vertical);

    // A wider window (1920, maximised) widens every pane, the inspector with the tree: its card
    // and fields are what a player reads (issue 29, item 14); the army list's names come next.
    right->SplitVertically(tree_pane, m_inspector, -FromDIP(300));
    right->SetMinimumPaneSize(FromDIP(160));
    columns->SplitVertically(army_pane, right, FromDIP(300));
    columns->SetMinimumPaneSize(FromDIP(160));
    bind_shares();
    vertical->SplitHorizontally(columns, findings_pane, -FromDIP(130));
    vertical->SetSashGravity(1.0);
    vertical->SetMinimumPaneSize(FromDIP(80));
    auto* workspace_sizer = new wxBoxSizer(wxVERTICAL);
    workspace_sizer->Add(vertical, 1, wxEXPAND);
    m_workspace->SetSizer(workspace_sizer);
    top->Add(m_workspace, 1, wxEXPAND);
}

namespace {
/// Puts `splitter`'s sash where its first pane takes `share` of its width.
void keep_share(wxSplitterWindow* splitter, double share) {
    const int width = splitter->GetClientSize().x;
    const int least = splitter->GetMinimumPaneSize();
    if (width <= 2 * least) return;
    const int position = std::clamp(static_cast<int>(width * share), least, width - least);
    if (std::abs(position - splitter->GetSashPosition()) > 1) splitter->SetSashPosition(position);
}
} // namespace

void RosterPanel::bind_shares() {
    for (auto [splitter, share] : {std::pair{m_columns, &m_army_share}, std::pair{m_right, &m_tree_share}}) {
        splitter->Bind(wxEVT_SIZE, [this, splitter = splitter, share = share](wxSizeEvent& e) {
            e.Skip();
            CallAfter([splitter, share] { keep_share(splitter, *share); });
        });
        // Only the player's drag sets the share (wx also reports the sash it moves on a resize).
        splitter->Bind(wxEVT_SPLITTER_SASH_POS_CHANGING, [this, splitter = splitter](wxSplitterEvent& e) {
            e.Skip();
            m_dragged = splitter;
        });
        splitter->Bind(wxEVT_SPLITTER_SASH_POS_CHANGED, [this, splitter = splitter, share = share](wxSplitterEvent& e) {
            e.Skip();
            const int width = splitter->GetClientSize().x;
            if (m_dragged == splitter && width > 0) *share = static_cast<double>(e.GetSashPosition()) / width;
            m_dragged = nullptr;
        });
    }
}

wxPanel* RosterPanel::build_army_pane(wxWindow* parent) {
    auto* army_pane = new wxPanel(parent);
    auto* army_sizer = new wxBoxSizer(wxVERTICAL);
    auto* army_label = pane_heading(army_pane, _("Army list"));
    army_sizer->Add(army_label, 0, wxBOTTOM, FromDIP(4));
    m_army = new wxListCtrl(army_pane, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    m_army->SetFont(GetFont().Scaled(1.05f));
    m_army->AppendColumn(_("Unit"), wxLIST_FORMAT_LEFT, FromDIP(158));
    m_army->AppendColumn(_("Points"), wxLIST_FORMAT_RIGHT, FromDIP(70));
    m_army->AppendColumn(_("Limits"), wxLIST_FORMAT_CENTER, FromDIP(62));
    army_sizer->Add(m_army, 1, wxEXPAND);
    // The unit column takes what the pane has left, so a wider pane shows longer names; a name
    // still too long shows whole in a tooltip under the mouse.
    stretch_column(m_army, 0, FromDIP(120));
    enable_cell_tooltips(m_army);
    auto* add = new wxButton(army_pane, wxID_ANY, _("&Add to roster"));
    add->SetToolTip(_("Adds the selected line to the selected command (Enter or double-click); "
                      "an identical unit already there just counts one more. Shift+Enter or the "
                      "line's menu adds it as a separate unit."));
    army_sizer->Add(add, 0, wxEXPAND | wxTOP, FromDIP(4));
    army_pane->SetSizer(army_sizer);
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_selected_unit(wxGetKeyState(WXK_SHIFT)); });
    return army_pane;
}

wxPanel* RosterPanel::build_tree_pane(wxWindow* parent) {
    auto* tree_pane = new wxPanel(parent);
    auto* tree_sizer = new wxBoxSizer(wxVERTICAL);
    auto* tree_label = pane_heading(tree_pane, _("Roster"));
    tree_sizer->Add(tree_label, 0, wxBOTTOM, FromDIP(4));
    m_tree = new RosterTree(tree_pane);
    tree_sizer->Add(m_tree, 1, wxEXPAND);
    auto* buttons = new wxWrapSizer(wxHORIZONTAL); // wraps in a narrow pane, nothing is cut
    auto* more = new wxButton(tree_pane, wxID_ANY, wxS("+"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    auto* less = new wxButton(tree_pane, wxID_ANY, wxS("\u2212"), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    auto* duplicate = new wxButton(tree_pane, wxID_ANY, _("D&uplicate"));
    auto* remove = new wxButton(tree_pane, wxID_ANY, _("&Remove"));
    auto* command = m_add_command = new wxButton(tree_pane, wxID_ANY, _("Add co&mmand"));
    more->SetToolTip(_("One more unit (+)"));
    less->SetToolTip(_("One unit fewer (-)"));
    duplicate->SetToolTip(_("Copies the selected entry with its options (Ctrl+D)"));
    remove->SetToolTip(_("Removes the selected entry (Delete)"));
    for (auto* b : {more, less}) {
        buttons->Add(b, 0, wxRIGHT, FromDIP(4));
    }
    buttons->Add(duplicate, 0, wxRIGHT, FromDIP(4));
    buttons->Add(remove, 0, wxRIGHT, FromDIP(4));
    buttons->Add(command, 0);
    tree_sizer->Add(buttons, 0, wxEXPAND | wxTOP, FromDIP(4));
    tree_pane->SetSizer(tree_sizer);

    more->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { change_count(+1); });
    less->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { change_count(-1); });
    duplicate->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { duplicate_selected(); });
    remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { remove_selected(); });
    command->Bind(wxEVT_BUTTON, [this, command](wxCommandEvent&) { add_command_from_menu(command); });
    return tree_pane;
}

void RosterPanel::add_command_from_menu(wxButton* command) {
    // ADLG: a command of the army's own list, or an allied contingent from an allowed ally.
    const auto& allies = m_editor->validator().allies();
    std::string ally;
    if (!allies.empty()) {
        wxMenu menu;
        menu.Append(1, _("Command of the army"));
        for (std::size_t i = 0; i < allies.size(); ++i) {
            menu.Append(static_cast<int>(i) + 2,
                        wxString::Format(_("Allied command: %s"), to_wx(allies[i].name.in(lang()))));
        }
        const int choice = command->GetPopupMenuSelectionFromUser(menu, 0, command->GetSize().y);
        if (choice == wxID_NONE) {
            return;
        }
        if (choice >= 2) {
            ally = allies[static_cast<std::size_t>(choice - 2)].id;
        }
    }
    apply(_("No command was added."), [this, &ally] { m_editor->add_command({}, ally); });
}

wxPanel* RosterPanel::build_findings_pane(wxWindow* parent) {
    auto* findings_pane = new wxPanel(parent);
    auto* findings_sizer = new wxBoxSizer(wxVERTICAL);
    auto* findings_label = pane_heading(findings_pane, _("Findings"));
    findings_sizer->Add(findings_label, 0, wxTOP | wxBOTTOM, FromDIP(4));
    m_findings = new wxListCtrl(findings_pane, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                wxLC_REPORT | wxLC_SINGLE_SEL);
    m_findings->SetFont(GetFont().Scaled(1.05f));
    m_findings->AppendColumn(_("Severity"), wxLIST_FORMAT_LEFT, FromDIP(80));
    m_findings->AppendColumn(_("Finding"), wxLIST_FORMAT_LEFT, FromDIP(560));
    m_findings->AppendColumn(_("Rule"), wxLIST_FORMAT_LEFT, FromDIP(250));
    stretch_column(m_findings, 1, FromDIP(300)); // a wide window gives the findings their room
    enable_cell_tooltips(m_findings); // a long finding or rule id shows whole under the mouse
    findings_sizer->Add(m_findings, 1, wxEXPAND);
    findings_pane->SetSizer(findings_sizer);
    return findings_pane;
}

void RosterPanel::bind_list_events() {
    // Enter merges into an identical entry (« 4 × Hallebardiers »); Shift+Enter keeps it apart.
    m_army->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) { add_selected_unit(wxGetKeyState(WXK_SHIFT)); });
    m_army->Bind(wxEVT_LIST_ITEM_RIGHT_CLICK, [this](wxListEvent& e) {
        m_army->SetItemState(e.GetIndex(), wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
        wxMenu menu;
        menu.Append(1, _("Add to roster"));
        menu.Append(2, _("Add as separate unit"));
        const int choice = m_army->GetPopupMenuSelectionFromUser(menu);
        if (choice == 1 || choice == 2) {
            add_selected_unit(choice == 2);
        }
    });
    m_findings->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) { select_finding(e.GetIndex()); });
    m_findings->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) {
        const auto row = static_cast<std::size_t>(e.GetIndex());
        if (m_editor && row < m_editor->report().diagnostics.size() &&
            !m_editor->report().diagnostics[row].rule_id.empty()) {
            m_rules.open_rule(m_editor->report().diagnostics[row].rule_id);
        }
    });
    m_saved->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { open_saved_roster(); });
}

void RosterPanel::open_saved_roster() {
    const int i = m_saved->GetSelection();
    if (i <= 0 || static_cast<std::size_t>(i - 1) >= m_saved_ids.size()) {
        return;
    }
    const auto id = m_saved_ids[static_cast<std::size_t>(i - 1)];
    if (m_editor && m_editor->roster().id == id) {
        return;
    }
    if (!confirm_close()) {
        refresh_saved_rosters(); // the choice shows the roster that stays open
        return;
    }
    wxGetApp().guarded(_("The roster could not be opened."), [this, id] {
        const RosterStore store(m_session);
        if (auto roster = store.load(id)) {
            open(store.edit(std::move(*roster)), std::nullopt);
        }
    });
}

void RosterPanel::bind_tree_events() {
    m_tree->Bind(wxEVT_TREE_SEL_CHANGED, [this](wxTreeEvent&) { on_tree_selection(); });
    // A row's context menu: rename, duplicate, remove, and for a unit its tests in the engine's
    // Combat page (the main window routes them).
    m_tree->Bind(wxEVT_TREE_ITEM_MENU, [this](wxTreeEvent& e) {
        if (e.GetItem().IsOk()) m_tree->SelectItem(e.GetItem());
        wxMenu menu;
        for (const auto& [id, label] : context_menu()) {
            if (id == 0) {
                menu.AppendSeparator();
            } else {
                menu.Append(id, label);
            }
        }
        if (menu.GetMenuItemCount() != 0) run_context_command(m_tree->GetPopupMenuSelectionFromUser(menu));
    });
    m_tree->Bind(wxEVT_TREE_KEY_DOWN, [this](wxTreeEvent& e) {
        const int key = e.GetKeyCode();
        if (key == WXK_DELETE || key == WXK_BACK) {
            remove_selected();
        } else if (key == '+' || key == WXK_NUMPAD_ADD || key == '=') {
            change_count(+1);
        } else if (key == '-' || key == WXK_NUMPAD_SUBTRACT) {
            change_count(-1);
        } else if (key == 'D' && e.GetKeyEvent().ControlDown()) {
            duplicate_selected();
        } else {
            e.Skip();
        }
    });
    m_tree->on_move([this](const std::string& entry, const std::string& command_id) {
        apply(_("The unit was not moved."), [this, entry, command_id] { m_editor->move_to_command(entry, command_id); });
    });
}

void RosterPanel::build_toolbar(wxWindow* parent, wxSizer* sizer) {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    auto button = [&](const wxString& label, const wxString& tip, std::function<void()> action) {
        auto* b = new wxButton(parent, wxID_ANY, label);
        b->SetToolTip(tip);
        b->Bind(wxEVT_BUTTON, [action](wxCommandEvent&) { action(); });
        row->Add(b, 0, wxRIGHT, FromDIP(4));
    };
    button(_("New roster..."), _("Pick a system, an army list and an army size (Ctrl+N)"),
           [this] { new_roster(); });
    button(_("Open..."), _("Open a roster file (Ctrl+O)"), [this] { open_roster(); });
    button(_("Save"), _("Save the roster file (Ctrl+S)"), [this] { save(); });
    auto* export_button = new wxButton(parent, wxID_ANY, _("Export") + wxS(" \u25be"));
    export_button->SetToolTip(_("Text for forums and tournament organisers, or the army sheet as a page or a PDF"));
    export_button->Bind(wxEVT_BUTTON, [this, export_button](wxCommandEvent&) {
        wxMenu menu;
        menu.Append(1, _("Export as text..."));
        menu.Append(2, _("Copy as text"));
        menu.Append(3, _("Export as HTML..."));
        menu.Append(4, _("Save as PDF..."));
        menu.Append(5, _("Show the army sheet..."));
        const int choice = export_button->GetPopupMenuSelectionFromUser(menu, 0, export_button->GetSize().y);
        if (choice == 1) {
            export_text();
        } else if (choice == 2) {
            copy_text();
        } else if (choice == 3) {
            export_html();
        } else if (choice == 4) {
            save_pdf();
        } else if (choice == 5) {
            show_sheet();
        }
    });
    row->Add(export_button, 0, wxRIGHT, FromDIP(4));
    button(_("Print..."), _("Print the roster, or save it as PDF (Ctrl+P)"), [this] { print(); });
    auto* share_button = new wxButton(parent, wxID_ANY, _("Share") + wxS(" \u25be"));
    share_button->SetToolTip(_("The roster as a short code or a QR code, to paste or scan; open one"));
    share_button->Bind(wxEVT_BUTTON, [this, share_button](wxCommandEvent&) {
        wxMenu menu;
        menu.Append(1, _("Copy the sharing code"));
        menu.Append(2, _("Show the QR code..."));
        menu.Append(3, _("Open a sharing code..."));
        const int choice = share_button->GetPopupMenuSelectionFromUser(menu, 0, share_button->GetSize().y);
        if (choice == 1) {
            copy_code();
        } else if (choice == 2) {
            show_qr_code();
        } else if (choice == 3) {
            open_code();
        }
    });
    row->Add(share_button, 0, wxRIGHT, FromDIP(4));
    row->AddStretchSpacer();
    m_saved = new wxChoice(parent, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(260, -1)));
    m_saved->SetToolTip(_("Your rosters, kept as you work: pick one to open it"));
    row->Add(m_saved, 0);
    sizer->Add(row, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
}

} // namespace ost::app
