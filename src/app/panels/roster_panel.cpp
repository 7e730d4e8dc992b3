// The roster workspace: layout, file commands (new, open, save, export, print) and the wiring
// between the army list, the roster tree, the inspector and the findings. Rules live in core.
#include "app/panels/roster_panel.h"

#include "app/panels/report_list.h"

#include "app/application.h"
#include "app/dialogs/new_roster_dialog.h"
#include "app/i18n/wx_text.h"
#include "app/panels/army_sheet_pdf.h"
#include "app/panels/combat_panel.h"
#include "app/panels/roster_inspector.h"
#include "app/panels/roster_tree.h"
#include "core/services/roster_export.h"
#include "core/io/roster_code.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/model/roster.h"
#include "core/reference/rules_service.h"
#include "core/services/list_view.h"
#include "core/services/command_summary.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_loader.h"
#include "core/services/rule_navigator.h"
#include "core/services/session.h"
#include "core/services/background_writes.h"
#include "core/services/roster_store.h"
#include "core/services/unsaved_changes.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/qr_code.h"
#include "core/validation/army_limits.h"

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
#include <wx/utils.h>
#include <wx/wrapsizer.h>

#include <algorithm>

wxDEFINE_EVENT(ost::app::EVT_ROSTER_DOCUMENT_CHANGED, wxCommandEvent);

namespace ost::app {
namespace {
constexpr int kAutosaveDelayMs = 400;

std::string lang() { return std::string(WxTranslator::current().language()); }

/// Sizes a label to its text: GTK under-measures scaled and bold labels by a few pixels.
void fit_label(wxStaticText* label) {
    label->SetMinSize(label->GetTextExtent(label->GetLabel()) + wxSize(label->FromDIP(16), 0));
}

/// A bold pane heading; the font is set before the text so the label is measured in bold.
wxStaticText* pane_heading(wxWindow* parent, const wxString& text) {
    auto* label = new wxStaticText(parent, wxID_ANY, wxEmptyString);
    label->SetFont(label->GetFont().Bold());
    label->SetLabel(text);
    fit_label(label);
    return label;
}

wxString roster_wildcard() { return _("Ost rosters (*.ostr)|*.ostr|All files|*"); }

wxString limit_text(const ScaledLimits& limits) {
    if (!limits.min && !limits.max) {
        return wxEmptyString;
    }
    wxString text;
    text << (limits.min ? wxString::Format("%d", *limits.min) : wxString(wxS("0")));
    text << wxS("\u2013") << (limits.max ? wxString::Format("%d", *limits.max) : wxString(wxS("\u221e")));
    return text;
}
} // namespace

RosterPanel::RosterPanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : wxPanel(parent), m_session(session), m_rules(rules), m_autosave(this) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    build_toolbar(this, top);

    // Title and verdict on one line, the live figures under them (always in view).
    m_title = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_title->SetFont(GetFont().Scaled(1.3f).Bold());
    m_verdict = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_verdict->SetFont(GetFont().Scaled(1.2f).Bold());
    // Wraps (never ellipsized): every figure stays in view on a small window.
    m_summary = new wxStaticText(this, wxID_ANY, wxEmptyString);
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

    // Workspace: [army list | roster tree | inspector] over the findings.
    m_workspace = new wxPanel(this);
    auto* vertical = m_vertical = new wxSplitterWindow(m_workspace, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                          wxSP_LIVE_UPDATE | wxSP_3DSASH);
    auto* columns = m_columns = new wxSplitterWindow(vertical, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                         wxSP_LIVE_UPDATE | wxSP_3DSASH);
    auto* right = m_right = new wxSplitterWindow(columns, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                       wxSP_LIVE_UPDATE | wxSP_3DSASH);

    auto* army_pane = new wxPanel(columns);
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

    auto* tree_pane = new wxPanel(right);
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

    m_inspector = new RosterInspector(right, m_rules, [this](const wxString& what, std::function<void()> action) {
        apply(what, action);
    });

    auto* findings_pane = new wxPanel(vertical);
    auto* findings_sizer = new wxBoxSizer(wxVERTICAL);
    auto* findings_label = pane_heading(findings_pane, _("Findings"));
    findings_sizer->Add(findings_label, 0, wxTOP | wxBOTTOM, FromDIP(4));
    m_findings = new wxListCtrl(findings_pane, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                wxLC_REPORT | wxLC_SINGLE_SEL);
    m_findings->SetFont(GetFont().Scaled(1.05f));
    m_findings->AppendColumn(_("Severity"), wxLIST_FORMAT_LEFT, FromDIP(80));
    m_findings->AppendColumn(_("Finding"), wxLIST_FORMAT_LEFT, FromDIP(560));
    m_findings->AppendColumn(_("Rule"), wxLIST_FORMAT_LEFT, FromDIP(250));
    enable_cell_tooltips(m_findings); // a long finding or rule id shows whole under the mouse
    findings_sizer->Add(m_findings, 1, wxEXPAND);
    findings_pane->SetSizer(findings_sizer);

    right->SplitVertically(tree_pane, m_inspector, -FromDIP(300));
    right->SetSashGravity(1.0);
    right->SetMinimumPaneSize(FromDIP(160));
    columns->SplitVertically(army_pane, right, FromDIP(300));
    columns->SetMinimumPaneSize(FromDIP(160));
    vertical->SplitHorizontally(columns, findings_pane, -FromDIP(130));
    vertical->SetSashGravity(1.0);
    vertical->SetMinimumPaneSize(FromDIP(80));
    auto* workspace_sizer = new wxBoxSizer(wxVERTICAL);
    workspace_sizer->Add(vertical, 1, wxEXPAND);
    m_workspace->SetSizer(workspace_sizer);
    top->Add(m_workspace, 1, wxEXPAND);
    SetSizer(top);

    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_selected_unit(wxGetKeyState(WXK_SHIFT)); });
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
    more->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { change_count(+1); });
    less->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { change_count(-1); });
    duplicate->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { duplicate_selected(); });
    remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { remove_selected(); });
    command->Bind(wxEVT_BUTTON, [this, command](wxCommandEvent&) {
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
    });
    m_tree->Bind(wxEVT_TREE_SEL_CHANGED, [this](wxTreeEvent&) { on_tree_selection(); });
    // A unit's context menu: test it in the engine's Combat page (the main window routes it).
    m_tree->Bind(wxEVT_TREE_ITEM_MENU, [this](wxTreeEvent& e) {
        if (e.GetItem().IsOk()) m_tree->SelectItem(e.GetItem());
        if (selected_unit_reference().empty()) return;
        wxMenu menu;
        menu.Append(1, _("Test in the engine as attacker"));
        menu.Append(2, _("Test in the engine as defender"));
        const int choice = m_tree->GetPopupMenuSelectionFromUser(menu);
        if (choice != 1 && choice != 2) return;
        test_selected_in_engine(choice == 1 ? "attacker" : "defender");
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
    m_findings->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) { select_finding(e.GetIndex()); });
    m_findings->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) {
        const auto row = static_cast<std::size_t>(e.GetIndex());
        if (m_editor && row < m_editor->report().diagnostics.size() &&
            !m_editor->report().diagnostics[row].rule_id.empty()) {
            m_rules.open_rule(m_editor->report().diagnostics[row].rule_id);
        }
    });
    m_saved->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
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
    });
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { autosave(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        if (!m_summary_text.empty() && e.GetSize().x != m_wrapped_width) {
            m_wrapped_width = e.GetSize().x;
            CallAfter([this] { wrap_summary(); Layout(); });
        }
        e.Skip();
    });

    refresh_saved_rosters();
    refresh();
    // Reopen what the player was working on, as the autosave left it (also after a crash), once
    // the window is shown: a roster that fails to load never keeps the window from opening, and
    // it is not reopened automatically next time (RosterStore::reopen_last).
    CallAfter([this] { reopen_last(); });
}

void RosterPanel::reopen_last() {
    if (m_editor) {
        return; // a roster was opened meanwhile (a file given on the command line)
    }
    wxGetApp().guarded(_("The last roster could not be reopened."), [this] {
        RosterStore store(m_session);
        // In steps, with a progress dialog and Cancel when it is slow (a huge roster); cancelled
        // or failed, the workspace stays empty and the roster is not reopened next time.
        auto progress = wxGetApp().dialogs().progress(this, _("Opening the last roster"));
        auto reopened = store.reopen_last(*progress);
        progress.reset(); // the dialog goes before the roster shows
        if (reopened.editor) {
            open(std::move(reopened.editor), std::nullopt);
            refresh();
            apply_pending_state(); // the file and the line the window's saved state names
        }
        if (reopened.problem) {
            wxGetApp().dialogs().warning(this,
                                         reopened.cancelled ? _("The last roster was not opened.")
                                                            : _("The last roster could not be reopened."),
                                         to_wx(*reopened.problem));
        }
    });
}

RosterPanel::~RosterPanel() {
    if (m_autosave.IsRunning()) {
        m_autosave.Stop();
        try {
            autosave(true);
        } catch (const std::exception& e) {
            wxLogWarning(_("The roster could not be saved: %s"), wxString::FromUTF8(e.what()));
        }
    }
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


// --- opening and saving ---------------------------------------------------------------------

void RosterPanel::new_roster(const std::string& system_id, const std::string& list_id) {
    if (!confirm_close()) {
        return;
    }
    auto [system, list] = std::pair<std::string, std::string>(system_id, list_id);
    if (system.empty() && m_browsed_list) {
        std::tie(system, list) = m_browsed_list();
    }
    NewRosterDialog dialog(this, m_session, system, list);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const auto& choice = dialog.choice();
    start_roster(choice.system_id, choice.list_id, choice.army_size, choice.year, choice.name);
}

void RosterPanel::start_roster(const std::string& system_id, const std::string& list_id,
                               int army_size, std::optional<int> year, const std::string& name) {
    wxGetApp().guarded(_("The roster could not be created."), [&] {
        open(RosterStore(m_session).create(system_id, list_id, army_size, year, name), std::nullopt);
    });
}

void RosterPanel::open_roster() {
    if (!confirm_close()) {
        return;
    }
    wxFileDialog dialog(this, _("Open a roster"), wxEmptyString, wxEmptyString, roster_wildcard(),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) {
        open_file(std::filesystem::path(from_wx(dialog.GetPath())));
    }
}

void RosterPanel::open_file(const std::filesystem::path& file) {
    wxGetApp().guarded(wxString::Format(_("The roster %s could not be opened."), to_wx(file.filename().string())),
                       [this, &file] {
                           const RosterStore store(m_session);
                           auto read = store.read_versioned(file);
                           open(store.edit(std::move(read.roster)), file);
                           m_file_version = read.version;
                       });
}

void RosterPanel::open(std::unique_ptr<RosterEditor> editor, std::optional<std::filesystem::path> file) {
    // The caller loaded the list first: if that failed, the open roster stayed as it was.
    if (m_autosave.IsRunning()) {
        m_autosave.Stop();
        autosave();
    }
    m_editor = std::move(editor);
    m_editor->set_listener([this] {
        refresh();
        m_autosave.StartOnce(kAutosaveDelayMs);
    });
    m_file = std::move(file);
    m_file_version.reset(); // open_file() sets it once open
    if (m_editor->roster().id == 0) {
        autosave(); // a new or imported roster is in the user DB from the first moment
    } else {
        RosterStore(m_session).remember(m_editor->roster().id);
    }
    refresh_army_list();
    refresh();
    refresh_saved_rosters();
    m_tree->SetFocus();
}

void RosterPanel::flush_autosave() {
    if (m_autosave.IsRunning()) {
        m_autosave.Stop();
        autosave(true); // the window closes or is rebuilt: a read-only session stays silent
    }
}

void RosterPanel::autosave(bool closing) {
    if (!m_editor) {
        return;
    }
    // Not asked for by the user: a read-only session skips it, a failure is told once per session.
    bool created = false;
    m_session.background_writes().run(
        TR_("The roster could not be saved in your database."), wxGetApp().dialogs(),
        [&] { created = RosterStore(m_session).autosave(*m_editor); }, closing);
    if (created) {
        refresh_saved_rosters(); // a new row: the roster joins the list of yours
    }
}

void RosterPanel::save() {
    if (!m_editor) {
        return;
    }
    if (!m_file) {
        save_as();
        return;
    }
    wxGetApp().guarded(_("The roster file could not be saved."), [this] {
        // The file, then the autosave; refused when another program changed the file since.
        m_file_version = RosterStore(m_session).save(*m_editor, *m_file, m_file_version);
        refresh_summary();
    });
}

bool RosterPanel::confirm_close() {
    if (!m_editor) {
        return true;
    }
    bool close = false;
    wxGetApp().guarded(_("The roster could not be closed."), [this, &close] {
        switch (ask_unsaved_changes(*m_editor, m_file, wxGetApp().dialogs())) {
        case UnsavedChoice::Save:
            save();
            close = !has_unsaved_changes(*m_editor); // a cancelled or failed save keeps it open
            break;
        case UnsavedChoice::Discard:
            close = true;
            break;
        case UnsavedChoice::Cancel:
            close = false;
            break;
        }
    });
    return close;
}

wxString RosterPanel::document_title() const {
    if (!m_editor) {
        return wxEmptyString;
    }
    wxString title = to_wx(m_editor->roster().name);
    if (has_unsaved_changes(*m_editor)) {
        title.Prepend(wxS("*"));
    }
    return title;
}

void RosterPanel::save_as() {
    if (!m_editor) {
        return;
    }
    wxFileDialog dialog(this, _("Save the roster"), wxEmptyString,
                        to_wx(m_editor->roster().name) + wxS(".ostr"), roster_wildcard(),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    m_file = std::filesystem::path(from_wx(dialog.GetPath()));
    m_file_version.reset(); // the user chose this file and confirmed replacing it
    save();
}

bool RosterPanel::write_export(const wxString& title, const wxString& wildcard,
                               const wxString& extension, const std::string& content) {
    wxFileDialog dialog(this, title, wxEmptyString, to_wx(m_editor->roster().name) + extension,
                        wildcard, wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return false;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    wxGetApp().guarded(_("The export could not be written."), [&] { write_file_atomic(file, content); });
    return true;
}

void RosterPanel::export_text() {
    if (m_editor) {
        write_export(_("Export the roster as text"), _("Text files (*.txt)|*.txt"), wxS(".txt"),
                     export_roster_text(m_editor->roster(), m_editor->validator(), m_editor->report(),
                                        WxTranslator::current()));
    }
}

void RosterPanel::copy_text() {
    if (!m_editor) {
        return;
    }
    const auto text = export_roster_text(m_editor->roster(), m_editor->validator(),
                                         m_editor->report(), WxTranslator::current());
    if (wxTheClipboard->Open()) {
        wxTheClipboard->SetData(new wxTextDataObject(to_wx(text)));
        wxTheClipboard->Close();
        wxLogStatus(_("The roster is on the clipboard."));
    }
}

void RosterPanel::export_html() {
    if (m_editor) {
        write_export(_("Export the roster as HTML"), _("Web pages (*.html)|*.html"), wxS(".html"),
                     sheet_html());
    }
}

std::string RosterPanel::sheet_html() const {
    // The army sheet quotes the rules digest: the full texts of the rules the roster uses.
    const reference::RulesService rules(m_session.database());
    return export_roster_html(m_editor->roster(), m_editor->validator(), m_editor->report(),
                              WxTranslator::current(), &rules);
}

wxString RosterPanel::default_file_name(const wxString& extension) const {
    wxString name = to_wx(m_editor->roster().name);
    if (name.empty()) {
        name = to_wx(m_editor->validator().list().name.in(std::string(WxTranslator::current().language())));
    }
    for (const auto bad : {wxS('/'), wxS('\\'), wxS(':')}) {
        name.Replace(wxString(bad), wxS("-"));
    }
    return name + extension;
}

int RosterPanel::write_pdf(const std::filesystem::path& file) {
    const PrintableSheet sheet(sheet_html(), m_editor->roster());
    return write_sheet_pdf(sheet.html(), file);
}

void RosterPanel::save_pdf() {
    if (!m_editor) {
        return;
    }
    wxFileDialog dialog(this, _("Save the army sheet as PDF"), wxEmptyString,
                        default_file_name(wxS(".pdf")), _("PDF files (*.pdf)|*.pdf"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    wxGetApp().guarded(_("The army sheet could not be saved as PDF."), [&] {
        const int pages = write_pdf(file);
        wxLogStatus(wxPLURAL("Army sheet saved: %s (%d page).", "Army sheet saved: %s (%d pages).", pages),
                    to_wx(file.filename().string()), pages);
    });
}

void RosterPanel::show_sheet() {
    if (!m_editor) {
        return;
    }
    wxGetApp().guarded(_("The army sheet could not be shown."), [this] {
        const PrintableSheet sheet(sheet_html(), m_editor->roster());
        // Over the main window, as large as it is: the sheet is a page to read.
        const auto* window = wxGetTopLevelParent(this);
        wxDialog dialog(this, wxID_ANY, _("Army sheet"), window->GetPosition(), window->GetSize(),
                        wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        auto* page = new wxHtmlWindow(&dialog, wxID_ANY);
        page->SetStandardFonts(8);
        page->SetPage(sheet.html());
        sizer->Add(page, 1, wxEXPAND);
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        auto* pdf = new wxButton(&dialog, wxID_ANY, _("Save as PDF..."));
        pdf->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { save_pdf(); });
        auto* printing = new wxButton(&dialog, wxID_PRINT);
        printing->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { print(); });
        buttons->Add(pdf, 0, wxRIGHT, FromDIP(8));
        buttons->Add(printing, 0);
        buttons->AddStretchSpacer();
        buttons->Add(new wxButton(&dialog, wxID_CLOSE), 0);
        dialog.SetEscapeId(wxID_CLOSE);
        sizer->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
        dialog.SetSizer(sizer);
        dialog.ShowModal();
    });
}

void RosterPanel::print() {
    if (!m_editor) {
        return;
    }
    // The printable HTML page goes through the system print dialog, which also saves as PDF.
    wxHtmlEasyPrinting printing(_("Ost roster"), this);
    printing.SetFonts(sheet_font_face(), wxEmptyString, kSheetFontSizes);
    wxGetApp().guarded(_("The roster could not be printed."), [&] {
        const PrintableSheet sheet(sheet_html(), m_editor->roster());
        printing.PrintText(sheet.html());
    });
}

void RosterPanel::copy_code() {
    if (!m_editor) {
        return;
    }
    wxGetApp().guarded(_("The sharing code could not be made."), [this] {
        const auto code = encode_roster_code(m_editor->roster());
        if (wxTheClipboard->Open()) {
            wxTheClipboard->SetData(new wxTextDataObject(to_wx(code)));
            wxTheClipboard->Close();
            wxLogStatus(_("The sharing code is on the clipboard."));
        }
    });
}

void RosterPanel::show_qr_code() {
    if (!m_editor) {
        return;
    }
    wxGetApp().guarded(_("The QR code could not be drawn."), [this] {
        const auto code = encode_roster_code(m_editor->roster());
        const auto png = qr_code_png(make_qr_code(code), 4);
        wxMemoryInputStream stream(png.data(), png.size());
        const wxImage image(stream, wxBITMAP_TYPE_PNG);
        wxDialog dialog(this, wxID_ANY, _("Sharing code"), wxDefaultPosition, wxDefaultSize,
                        wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        sizer->Add(new wxStaticBitmap(&dialog, wxID_ANY, wxBitmap(image)), 0,
                   wxALIGN_CENTER | wxALL, FromDIP(8));
        auto* text = new wxTextCtrl(&dialog, wxID_ANY, to_wx(code), wxDefaultPosition,
                                    FromDIP(wxSize(360, 90)), wxTE_MULTILINE | wxTE_READONLY | wxTE_BESTWRAP);
        sizer->Add(text, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
        sizer->Add(dialog.CreateStdDialogButtonSizer(wxOK), 0, wxEXPAND | wxALL, FromDIP(8));
        dialog.SetSizerAndFit(sizer);
        dialog.ShowModal();
    });
}

void RosterPanel::open_code() {
    if (!confirm_close()) {
        return;
    }
    wxTextEntryDialog dialog(this, _("Paste the sharing code (it starts with \"ost1.\"):"),
                             _("Open a sharing code"), wxEmptyString,
                             wxOK | wxCANCEL | wxTE_MULTILINE);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::string code = from_wx(dialog.GetValue());
    wxGetApp().guarded(_("The sharing code could not be opened."), [this, &code] {
        const RosterStore store(m_session);
        open(store.edit(decode_roster_code(code)), std::nullopt);
    });
}

void RosterPanel::import_wm_selector() {
    if (!confirm_close()) {
        return;
    }
    wxTextEntryDialog dialog(this,
                             _("Paste the address of the army's Save page in wm-selector (it holds "
                               "\"jsonPath=\"). Units, upgrades and magic items that do not map "
                               "are kept and flagged."),
                             _("Import a wm-selector army"), wxEmptyString, wxOK | wxCANCEL | wxTE_MULTILINE);
    if (dialog.ShowModal() == wxID_OK) {
        open_wm_selector(from_wx(dialog.GetValue()));
    }
}

void RosterPanel::import_wm_selector_file() {
    if (!confirm_close()) {
        return;
    }
    wxFileDialog dialog(this, _("Import a wm-selector army"), wxEmptyString, wxEmptyString,
                        _("Text files and links (*.txt;*.url)|*.txt;*.url|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    wxGetApp().guarded(wxString::Format(_("The file %s could not be read."), to_wx(file.filename().string())),
                       [this, &file] { open_wm_selector(read_file(file)); });
}

bool RosterPanel::open_wm_selector(const std::string& text) {
    bool opened = false;
    wxGetApp().guarded(_("The wm-selector army could not be imported."), [this, &text, &opened] {
        const RosterStore store(m_session);
        auto imported = store.import_wm_selector(text, std::nullopt, WxTranslator::current());
        open(store.edit(std::move(imported.roster)), std::nullopt);
        opened = true;
        if (!imported.unmapped.empty()) {
            wxString details;
            for (const auto& line : imported.unmapped) {
                details << to_wx(line.render(WxTranslator::current())) << wxS("\n");
            }
            wxGetApp().dialogs().warning(
                this,
                wxString::Format(wxPLURAL("%d thing of the wm-selector army did not map: it is kept in the "
                                          "roster and flagged in the findings.",
                                          "%d things of the wm-selector army did not map: they are kept in "
                                          "the roster and flagged in the findings.",
                                          static_cast<int>(imported.unmapped.size())),
                                 static_cast<int>(imported.unmapped.size())),
                details);
        }
    });
    return opened;
}

// --- editing --------------------------------------------------------------------------------

void RosterPanel::apply(const wxString& what, const std::function<void()>& action) {
    if (m_editor) {
        wxGetApp().guarded(what, action);
    }
}

std::string RosterPanel::selected_command() const {
    if (!m_editor || m_editor->roster().commands.empty()) {
        return {};
    }
    const auto item = m_tree->selected();
    if (item.kind == RosterTreeItem::Kind::Command) {
        return item.id;
    }
    if (const auto* entry = m_editor->roster().entry(item.id)) {
        return entry->command_id;
    }
    return {};
}

void RosterPanel::add_selected_unit(bool separate) {
    const long row = m_army->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (!m_editor || row < 0 || static_cast<std::size_t>(row) >= m_army_rows.size()) {
        return;
    }
    const auto [list_id, unit_id] = m_army_rows[static_cast<std::size_t>(row)];
    add_line(unit_id, separate, list_id);
}

std::string RosterPanel::add_line(const std::string& unit_id, bool separate, const std::string& list_id) {
    if (!m_editor) {
        return {};
    }
    const auto& own = m_editor->roster().list_id;
    const std::string list = list_id.empty() ? own : list_id;
    const auto row = std::find(m_army_rows.begin(), m_army_rows.end(), std::pair<std::string, std::string>(list, unit_id));
    if (row == m_army_rows.end()) {
        return {};
    }
    const long index = static_cast<long>(row - m_army_rows.begin());
    if (m_army->GetItemState(index, wxLIST_STATE_SELECTED) == 0) {
        m_army->SetItemState(index, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    }
    std::string added;
    apply(_("The unit was not added."), [&] {
        added = m_editor->add_unit(unit_id, 1, selected_command(), list == own ? std::string() : list,
                                   separate ? AddMode::Separate : AddMode::Merge);
    });
    if (!added.empty()) {
        m_tree->select_id(added);
    }
    return added;
}

void RosterPanel::remove_selected() {
    const auto item = m_tree->selected();
    if (!m_editor || item.id.empty()) {
        return;
    }
    if (item.kind == RosterTreeItem::Kind::Entry) {
        apply(_("The unit was not removed."), [&] { m_editor->remove_entry(item.id); });
    } else {
        apply(_("The command was not removed."), [&] { m_editor->remove_command(item.id); });
    }
}

void RosterPanel::duplicate_selected() {
    const auto item = m_tree->selected();
    if (!m_editor || item.kind != RosterTreeItem::Kind::Entry || item.id.empty()) {
        return;
    }
    std::string copy;
    apply(_("The unit was not duplicated."), [&] { copy = m_editor->duplicate(item.id); });
    if (!copy.empty()) {
        m_tree->select_id(copy);
    }
}

void RosterPanel::change_count(int delta) {
    const auto item = m_tree->selected();
    if (!m_editor || item.kind != RosterTreeItem::Kind::Entry) {
        return;
    }
    const auto* entry = m_editor->roster().entry(item.id);
    if (entry == nullptr) {
        return;
    }
    const int count = entry->count + delta;
    if (count < 1) {
        remove_selected();
        return;
    }
    apply(_("The number of units was not changed."), [&] { m_editor->set_count(item.id, count); });
}

// --- views ----------------------------------------------------------------------------------

void RosterPanel::wrap_empty_text() {
    if (m_empty == nullptr || m_empty_text.empty()) {
        return;
    }
    const int width = std::min(FromDIP(560), GetClientSize().x - 2 * FromDIP(40));
    if (width < FromDIP(120) || width == m_empty_width) {
        return;
    }
    m_empty_width = width;
    m_empty->SetLabel(m_empty_text);
    m_empty->Wrap(width);
    m_empty->InvalidateBestSize();
    Layout();
}

void RosterPanel::refresh() {
    const bool open = m_editor != nullptr;
    m_workspace->Show(open);
    m_empty->Show(!open);
    if (!open) {
        m_empty_width = 0; // wrapped again below with the page's width and font
        wrap_empty_text();
    }
    if (open) {
        m_add_command->Show(!m_editor->roster().commands.empty()); // ADLG commands only
        m_tree->show(*m_editor);
        refresh_findings();
        on_tree_selection();
    } else {
        m_tree->clear_roster();
        m_inspector->show(nullptr, {}, {});
    }
    refresh_summary();
    Layout();
}

void RosterPanel::wrap_summary() {
    m_summary->SetLabel(m_summary_text);
    m_summary->Wrap(std::max(FromDIP(200), GetClientSize().x - FromDIP(8)));
}

void RosterPanel::refresh_summary() {
    wxCommandEvent changed(EVT_ROSTER_DOCUMENT_CHANGED);
    changed.SetEventObject(this);
    ProcessWindowEvent(changed);
    if (!m_editor) {
        m_title->SetLabel(_("Rosters"));
        m_summary_text.clear();
        m_summary->SetLabel(wxEmptyString);
        m_verdict->SetLabel(wxEmptyString);
        return;
    }
    const auto& roster = m_editor->roster();
    const auto& report = m_editor->report();
    m_title->SetLabelText(document_title()); // an "&" in the name is text, not a mnemonic
    wxString summary = to_wx(m_editor->validator().list().name.in(lang()));
    const auto number = [](long value) { return wxNumberFormatter::ToString(value); };
    if (report.army_size > 0) {
        summary << wxS(" \u00b7 ") << wxString::Format(_("%s / %s points"), number(report.points), number(report.army_size));
        const long left = static_cast<long>(report.army_size) - report.points;
        summary << wxS(" \u00b7 ")
                << (left >= 0 ? wxString::Format(_("%s pts left"), number(left))
                              : wxString::Format(_("%s pts over"), number(-left)));
    } else {
        // A roster without a points size (Alexandre et Bayard, Jomini): what was spent, no budget.
        summary << wxS(" \u00b7 ") << wxString::Format(_("%s points spent"), number(report.points));
    }
    summary << wxS(" \u00b7 ") << wxString::Format(wxPLURAL("%d unit", "%d units", report.units), report.units);
    // ADLG: the camp and fortifications apart from the commands (adlg.army-composition.camp).
    if (std::any_of(roster.entries.begin(), roster.entries.end(),
                    [&](const RosterEntry& e) { return m_editor->validator().outside_commands(e); })) {
        summary << wxS(" \u00b7 ") << wxString::Format(_("camp and fortifications %d pts"), report.camp_points);
    }
    if (report.break_point) {
        summary << wxS(" \u00b7 ") << wxString::Format(_("break point %d"), *report.break_point);
    }
    if (report.commands_required) {
        summary << wxS(" \u00b7 ")
                << wxString::Format(_("commands %d / %d"), static_cast<int>(roster.commands.size()),
                                    *report.commands_required);
    }
    if (report.command_value) {
        summary << wxS(" \u00b7 ")
                << wxString::Format(_("command points %d / %d"), report.command_points, *report.command_value);
    }
    if (report.cohesion) {
        summary << wxS(" \u00b7 ") << wxString::Format(_("army cohesion %d"), *report.cohesion);
    }
    if (roster.year) {
        summary << wxS(" \u00b7 ")
                << (*roster.year < 0 ? wxString::Format(_("%d BC"), -*roster.year)
                                     : wxString::Format(_("AD %d"), *roster.year));
    }
    // ADLG: per command its units, what they give to the army's cohesion and its points, and the
    // break-off figure our rules texts do not give, said so (adlg.army.rout).
    const auto commands = command_summaries(roster, report);
    if (!commands.empty() && report.cohesion) {
        const auto& translator = WxTranslator::current();
        summary << wxS("\n");
        for (const auto& c : commands) {
            summary << to_wx(command_summary_text(c).render(translator)) << wxS(" \u00b7 ");
        }
        summary << to_wx(command_break_off_missing().render(translator));
        m_summary->SetToolTip(to_wx(command_break_off_explained().render(translator)));
    } else {
        m_summary->UnsetToolTip();
    }
    m_summary_text = summary;
    wrap_summary();
    fit_label(m_title);
    int errors = 0;
    for (const auto& d : report.diagnostics) {
        errors += d.severity == Severity::Error ? 1 : 0;
    }
    if (errors == 0) {
        m_verdict->SetLabel(_("Legal"));
        m_verdict->SetForegroundColour(wxColour(0x1b, 0x7a, 0x33));
    } else {
        m_verdict->SetLabel(wxString::Format(wxPLURAL("%d error", "%d errors", errors), errors));
        m_verdict->SetForegroundColour(wxColour(0xb0, 0x1e, 0x1e));
    }
    fit_label(m_verdict);
    Layout();
}

void RosterPanel::refresh_army_list() {
    m_army->DeleteAllItems();
    m_army_rows.clear();
    if (!m_editor) {
        return;
    }
    const auto& validator = m_editor->validator();
    const int size = m_editor->roster().army_size;
    auto add_list = [&](const ArmyList& list, bool ally) {
        for (const auto& unit : list.units) {
            const long row = m_army->InsertItem(m_army->GetItemCount(),
                                                (ally ? to_wx(list.name.in(lang())) + wxS(": ") : wxString()) +
                                                    to_wx(unit.name.in(lang())));
            m_army->SetItem(row, 1, to_wx(costs_text(unit.costs, size)));
            try {
                m_army->SetItem(row, 2, limit_text(unit_limits(validator.system(), unit, size)));
            } catch (const InvalidInputError&) {
                m_army->SetItem(row, 2, wxS("?")); // the size itself is flagged in the findings
            }
            m_army_rows.emplace_back(list.id, unit.id);
        }
    };
    add_list(validator.list(), false);
    for (const auto& ally : validator.allies()) {
        add_list(ally, true);
    }
    if (m_army->GetItemCount() > 0) {
        m_army->SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    }
}

void RosterPanel::refresh_findings() {
    m_findings->DeleteAllItems();
    if (!m_editor) {
        return;
    }
    const auto& translator = WxTranslator::current();
    long row = 0;
    for (const auto& d : m_editor->report().diagnostics) {
        m_findings->InsertItem(row, to_wx(severity_label(d.severity, translator)));
        m_findings->SetItem(row, 1, to_wx(d.message));
        m_findings->SetItem(row, 2, to_wx(d.rule_id));
        if (d.severity == Severity::Error) {
            m_findings->SetItemTextColour(row, wxColour(0xb0, 0x1e, 0x1e));
        }
        ++row;
    }
    if (row == 0) {
        m_findings->InsertItem(0, wxEmptyString);
        m_findings->SetItem(0, 1, _("Nothing to report: the roster follows the army list."));
    }
}

void RosterPanel::refresh_saved_rosters() {
    m_saved->Clear();
    m_saved_ids.clear();
    m_saved->Append(_("My rosters..."));
    int selected = 0;
    for (const auto& summary : RosterStore(m_session).recent()) {
        m_saved_ids.push_back(summary.id);
        m_saved->Append(wxString::Format(wxS("%s \u2014 %d"), to_wx(summary.name), summary.army_size));
        if (m_editor && m_editor->roster().id == summary.id) {
            selected = static_cast<int>(m_saved_ids.size());
        }
    }
    m_saved->SetSelection(selected);
}

void RosterPanel::on_tree_selection() {
    const auto item = m_tree->selected();
    m_inspector->show(m_editor.get(), item.kind == RosterTreeItem::Kind::Entry ? item.id : std::string(),
                      item.kind == RosterTreeItem::Kind::Command ? item.id : std::string());
}

std::vector<UnitChoice> RosterPanel::roster_units() const {
    std::vector<UnitChoice> out;
    if (m_editor == nullptr) return out;
    const auto& roster = m_editor->roster();
    const ArmyList& list = m_editor->validator().list();
    for (const auto& entry : roster.entries) {
        const std::string list_id = entry.list_id.empty() ? roster.list_id : entry.list_id;
        wxString name = to_wx(entry.custom_name);
        if (name.empty()) {
            const UnitEntry* unit = entry.list_id.empty() ? list.unit(entry.unit_id) : nullptr;
            name = unit != nullptr ? to_wx(unit->name.text()) : to_wx(entry.unit_id);
        }
        out.push_back({roster.system_id + "/" + list_id + "/" + entry.unit_id,
                       wxString::Format(_("Open roster: %s"), name)});
    }
    return out;
}

std::string RosterPanel::selected_unit_reference() const {
    const auto item = m_tree->selected();
    if (m_editor == nullptr || item.kind != RosterTreeItem::Kind::Entry) return {};
    const auto& roster = m_editor->roster();
    const auto* entry = roster.entry(item.id);
    if (entry == nullptr) return {};
    return roster.system_id + "/" + (entry->list_id.empty() ? roster.list_id : entry->list_id) + "/" + entry->unit_id;
}

bool RosterPanel::test_selected_in_engine(const std::string& side) {
    const std::string reference = selected_unit_reference();
    if (reference.empty()) return false;
    wxCommandEvent request(EVT_TEST_IN_ENGINE);
    request.SetString(to_wx(side + "|" + reference));
    request.SetEventObject(this);
    ProcessWindowEvent(request);
    return true;
}

bool RosterPanel::select_entry(const std::string& id) { return m_tree->select_id(id); }

void RosterPanel::select_finding(long row) {
    if (!m_editor || row < 0 || static_cast<std::size_t>(row) >= m_editor->report().diagnostics.size()) {
        return;
    }
    const auto& d = m_editor->report().diagnostics[static_cast<std::size_t>(row)];
    if (m_findings->GetItemState(row, wxLIST_STATE_SELECTED) == 0) {
        m_findings->SetItemState(row, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    }
    if (!d.subject.empty()) {
        m_tree->select_id(d.subject);
    }
}

UndoStack* RosterPanel::undo_stack() { return m_editor ? &m_editor->history() : nullptr; }

std::map<std::string, std::string> RosterPanel::save_state() const {
    // Where the player put the sashes, kept across restarts and language switches.
    if (m_workspace->IsShownOnScreen() && m_vertical->GetClientSize().y > m_vertical->GetMinimumPaneSize() * 2) {
        m_sashes = {{"sash.columns", std::to_string(m_columns->GetSashPosition())},
                    {"sash.right", std::to_string(m_right->GetSashPosition())},
                    {"sash.vertical", std::to_string(m_vertical->GetSashPosition())}};
    }
    std::map<std::string, std::string> state = m_sashes;
    if (!m_editor) {
        return state;
    }
    state["roster.selected"] = m_tree->selected().id;
    if (m_file) {
        state["roster.file"] = m_file->string();
        if (m_file_version) {
            state["roster.file.version"] = m_file_version->to_string();
        }
    }
    return state;
}

void RosterPanel::restore_state(const std::map<std::string, std::string>& state) {
    // Sashes: after the first layout (their window has its size then); a position that no
    // longer fits the window is ignored (the splitters' own defaults stay).
    std::vector<std::pair<wxSplitterWindow*, int>> sashes;
    for (const char* key : {"sash.columns", "sash.right", "sash.vertical"}) {
        if (const auto it = state.find(key); it != state.end()) {
            m_sashes[key] = it->second;
        }
    }
    for (const auto& [key, splitter] : {std::pair<const char*, wxSplitterWindow*>{"sash.columns", m_columns},
                                        {"sash.right", m_right}, {"sash.vertical", m_vertical}}) {
        if (const auto it = state.find(key); it != state.end()) {
            const long position = std::strtol(it->second.c_str(), nullptr, 10);
            if (position > 0 && position < 100000) {
                sashes.emplace_back(splitter, static_cast<int>(position));
            }
        }
    }
    if (!sashes.empty()) {
        CallAfter([sashes] {
            for (const auto& [splitter, position] : sashes) {
                const int extent = splitter->GetSplitMode() == wxSPLIT_VERTICAL ? splitter->GetClientSize().x
                                                                                 : splitter->GetClientSize().y;
                if (position < extent - splitter->GetMinimumPaneSize()) {
                    splitter->SetSashPosition(position);
                }
            }
        });
    }
    // The roster itself is reopened from the user DB once the window shows (reopen_last): its
    // file and selected line are applied then, or now when it is already open.
    m_pending_state.clear();
    for (const char* key : {"roster.file", "roster.file.version", "roster.selected"}) {
        if (const auto it = state.find(key); it != state.end()) {
            m_pending_state[key] = it->second;
        }
    }
    if (m_editor) {
        apply_pending_state();
    }
}

void RosterPanel::apply_pending_state() {
    if (const auto file = m_pending_state.find("roster.file"); file != m_pending_state.end()) {
        m_file = std::filesystem::path(file->second);
        m_file_version.reset();
        if (const auto version = m_pending_state.find("roster.file.version"); version != m_pending_state.end()) {
            m_file_version = FileVersion::parse(version->second); // a damaged value: no check, as before
        }
    }
    if (const auto selected = m_pending_state.find("roster.selected"); selected != m_pending_state.end()) {
        m_tree->select_id(selected->second);
    }
    m_pending_state.clear();
}

void RosterPanel::focus_main_control() {
    if (m_editor) {
        m_tree->SetFocus();
    }
}

} // namespace ost::app
