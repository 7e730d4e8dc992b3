// The roster workspace: opening, saving, editing and refreshing the roster page (its layout is
// in roster_panel_layout.cpp, exports and sharing in roster_panel_exports.cpp). Rules live in core.
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
#include "core/services/list_limits.h"

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

wxDEFINE_EVENT(ost::app::EVT_ROSTER_DOCUMENT_CHANGED, wxCommandEvent);

namespace ost::app {
namespace {
std::string lang() { return std::string(WxTranslator::current().language()); }

/// Sizes a label to its text: GTK under-measures scaled and bold labels by a few pixels.
/// Sets `label` to `text` (taken as text, not mnemonics, when `plain`) and the colour `colour`
/// (when valid) if it shows something else; true when it changed (issue 26: on GTK a label set
/// again makes the window measure and lay out again).
bool update_label(wxStaticText* label, const wxString& text, bool plain = false, const wxColour& colour = wxNullColour) {
    bool changed = false;
    if ((plain ? label->GetLabelText() : label->GetLabel()) != text) {
        plain ? label->SetLabelText(text) : label->SetLabel(text);
        changed = true;
    }
    if (colour.IsOk() && label->GetForegroundColour() != colour) {
        label->SetForegroundColour(colour);
        changed = true;
    }
    return changed;
}

/// Gives `window` the tooltip `text` (empty: none) unless it has it already (a tooltip set again
/// makes GTK hide and show its tip window).
void set_tooltip(wxWindow* window, const wxString& text) {
    if (window->GetToolTipText() == text) return;
    if (text.empty()) {
        window->UnsetToolTip();
    } else {
        window->SetToolTip(text);
    }
}

void fit_label(wxStaticText* label) {
    label->SetMinSize(label->GetTextExtent(label->GetLabel()) + wxSize(label->FromDIP(16), 0));
}

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

wxString RosterPanel::roster_wildcard() { return _("Ost rosters (*.ostr)|*.ostr|All files|*"); }

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
    release_document();
    if (m_autosave.IsRunning()) {
        m_autosave.Stop();
        try {
            autosave(true);
        } catch (const std::exception& e) {
            wxLogWarning(_("The roster could not be saved: %s"), wxString::FromUTF8(e.what()));
        }
    }
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
    // The file version is cleared: open_file() sets it once open.
    m_document.open(std::move(editor), std::move(file));
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

void RosterPanel::release_document() {
    // The roster stays open in the workspace; this page is told nothing more, and the inspector
    // applies nothing while it goes (a note being typed stays a draft for the next page).
    m_document.detach(this);
    m_inspector->keep_note_draft_in(nullptr);
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

std::vector<std::pair<int, wxString>> RosterPanel::context_menu() const {
    std::vector<std::pair<int, wxString>> out;
    const auto item = m_tree->selected();
    if (!m_editor || item.id.empty()) {
        return out;
    }
    out.emplace_back(kMenuRename, _("Rename..."));
    if (item.kind == RosterTreeItem::Kind::Entry) {
        out.emplace_back(kMenuDuplicate, _("Duplicate"));
    }
    out.emplace_back(kMenuRemove, _("Remove"));
    if (!selected_unit_reference().empty()) {
        out.emplace_back(0, wxString());
        out.emplace_back(kMenuAttacker, _("Test in the engine as attacker"));
        out.emplace_back(kMenuDefender, _("Test in the engine as defender"));
    }
    return out;
}

void RosterPanel::run_context_command(int id) {
    switch (id) {
    case kMenuRename:
        m_inspector->focus_name(); // the name field of the row's card, ready to type
        break;
    case kMenuDuplicate:
        duplicate_selected();
        break;
    case kMenuRemove:
        remove_selected();
        break;
    case kMenuAttacker:
    case kMenuDefender:
        test_selected_in_engine(id == kMenuAttacker ? "attacker" : "defender");
        break;
    default:
        break;
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
    bool changed = m_workspace->Show(open);
    changed = m_empty->Show(!open) || changed;
    if (!open) {
        m_empty_width = 0; // wrapped again below with the page's width and font
        wrap_empty_text();
    }
    if (open) {
        changed = m_add_command->Show(!m_editor->roster().commands.empty()) || changed; // ADLG commands only
        m_tree->show(*m_editor);
        refresh_findings();
        on_tree_selection();
    } else {
        m_tree->clear_roster();
        m_inspector->show(nullptr, {}, {});
    }
    refresh_summary(); // lays the page out when a label changed
    // Not before the book has given the page its size: laid out at its first tiny size, the
    // toolbar's first button got 16 px and GTK warned at every start. The size event lays it out.
    if (changed && GetClientSize().x >= FromDIP(120)) {
        Layout();
    }
}

bool RosterPanel::wrap_summary() {
    const int width = std::max(FromDIP(200), GetClientSize().x - FromDIP(8));
    // The same text at the same width: the label is left as it is (issue 26: a label set again
    // makes GTK measure and lay out the window again).
    if (m_summary_text == m_summary_wrapped_text && width == m_summary_wrapped_at) {
        return false;
    }
    m_summary_wrapped_text = m_summary_text;
    m_summary_wrapped_at = width;
    const wxSize before = m_summary->GetBestSize();
    m_summary->SetLabel(m_summary_text);
    m_summary->Wrap(width);
    return m_summary->GetBestSize() != before;
}

wxString RosterPanel::verdict_text() const { return m_verdict->GetLabel(); }

void RosterPanel::announce_document() {
    wxCommandEvent changed(EVT_ROSTER_DOCUMENT_CHANGED);
    changed.SetEventObject(this);
    ProcessWindowEvent(changed);
}

void RosterPanel::refresh_summary() {
    wxCommandEvent changed(EVT_ROSTER_DOCUMENT_CHANGED);
    changed.SetEventObject(this);
    ProcessWindowEvent(changed);
    if (!m_editor) {
        m_title->SetLabel(_("Rosters"));
        m_summary_text.clear();
        m_summary_wrapped_at = -1;
        m_summary->SetLabel(wxEmptyString);
        m_verdict->SetLabel(wxEmptyString);
        return;
    }
    const auto& roster = m_editor->roster();
    const auto& report = m_editor->report();
    bool label_changed = update_label(m_title, document_title(), true); // an "&" in the name is text, not a mnemonic
    wxString summary = to_wx(m_editor->validator().list().name.in(lang()));
    // The roster's figures as the core words them (services/roster_figures.h), laid out on one line.
    for (const auto& figure : roster_figures(roster, m_editor->validator(), report)) {
        summary << wxS(" \u00b7 ")
                << (figure.explanation.empty()
                        ? wxString::Format(_("%s: %s"), to_wx(figure.label), to_wx(figure.value))
                        : wxString::Format(_("%s: %s (%s)"), to_wx(figure.label), to_wx(figure.value),
                                           to_wx(figure.explanation)));
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
        set_tooltip(m_summary, to_wx(command_break_off_explained().render(translator)));
    } else {
        set_tooltip(m_summary, wxEmptyString);
    }
    // The verdict as validate and the exports give it (roster_export.h), never "Legal" without
    // the caveat on unconfirmed figures (issue 29, item 5): the headline here, the caveat under it.
    const auto caveat = roster_verdict_caveat(report);
    if (!caveat.empty()) {
        summary << wxS("\n") << to_wx(caveat);
    }
    m_summary_text = summary;
    label_changed = wrap_summary() || label_changed;
    fit_label(m_title);
    const bool legal = std::none_of(report.diagnostics.begin(), report.diagnostics.end(),
                                    [](const Diagnostic& d) { return d.severity == Severity::Error; });
    label_changed = update_label(m_verdict, to_wx(roster_verdict_headline(report)), false,
                                 legal ? wxColour(0x1b, 0x7a, 0x33) : wxColour(0xb0, 0x1e, 0x1e)) ||
                    label_changed;
    set_tooltip(m_verdict, to_wx(roster_verdict(report)));
    fit_label(m_verdict);
    if (label_changed && GetClientSize().x >= FromDIP(120)) { // once sized: see refresh()
        Layout();
    }
}

void RosterPanel::refresh_army_list() {
    m_army->DeleteAllItems();
    m_army_rows.clear();
    if (!m_editor) {
        return;
    }
    const auto& validator = m_editor->validator();
    const int size = m_editor->roster().army_size;
    std::vector<wxString> names; // cut in the middle when too long (set_column_texts)
    auto add_list = [&](const ArmyList& list, bool ally) {
        for (const auto& unit : list.units) {
            names.push_back((ally ? to_wx(list.name.in(lang())) + wxS(": ") : wxString()) + to_wx(unit.name.in(lang())));
            const long row = m_army->InsertItem(m_army->GetItemCount(), names.back());
            m_army->SetItem(row, 1, to_wx(costs_text(unit.costs, size)));
            try {
                m_army->SetItem(row, 2, limit_text(line_limits(validator.system(), unit, size)));
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
    set_column_texts(m_army, 0, std::move(names));
    if (m_army->GetItemCount() > 0) {
        m_army->SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    }
}

void RosterPanel::refresh_findings() {
    if (!m_editor) {
        m_findings->DeleteAllItems();
        return;
    }
    // One row per finding in the report's order (a row's click opens its own finding's rule).
    // The rows are rewritten in place, only the cells that changed, rows added or removed at
    // the end (issue 26: a list emptied and filled again repaints itself and its header).
    const auto& translator = WxTranslator::current();
    struct Row {
        wxString severity, message, rule;
        wxColour colour;
    };
    std::vector<Row> rows;
    for (const auto& d : m_editor->report().diagnostics) {
        // The rule by its title (issue 29: players read names, not "wme.army-selection").
        const auto title = d.rule_id.empty() ? std::string() : m_session.rules().title(d.rule_id, lang());
        rows.push_back({to_wx(severity_label(d.severity, translator)), to_wx(d.message),
                        to_wx(title.empty() ? d.rule_id : title),
                        d.severity == Severity::Error ? wxColour(0xb0, 0x1e, 0x1e) : wxNullColour});
    }
    if (rows.empty()) {
        rows.push_back({wxEmptyString, _("Nothing to report: the roster follows the army list."), wxEmptyString, wxNullColour});
    }
    while (static_cast<std::size_t>(m_findings->GetItemCount()) > rows.size()) {
        m_findings->DeleteItem(m_findings->GetItemCount() - 1);
    }
    std::vector<wxString> messages; // cut in the middle when too long: findings alike at their start stay apart
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const long row = static_cast<long>(i);
        const bool fresh = row >= m_findings->GetItemCount();
        if (fresh) m_findings->InsertItem(row, rows[i].severity);
        if (!fresh && m_findings->GetItemText(row, 0) != rows[i].severity) m_findings->SetItem(row, 0, rows[i].severity);
        if (fresh || full_cell_text(m_findings, row, 1) != rows[i].message) m_findings->SetItem(row, 1, rows[i].message);
        if (m_findings->GetItemText(row, 2) != rows[i].rule) m_findings->SetItem(row, 2, rows[i].rule);
        if (m_findings->GetItemTextColour(row) != rows[i].colour) m_findings->SetItemTextColour(row, rows[i].colour);
        messages.push_back(rows[i].message);
    }
    set_column_texts(m_findings, 1, std::move(messages));
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

std::vector<wxString> RosterPanel::finding_row(long row) const {
    std::vector<wxString> out;
    for (int column = 0; row >= 0 && row < m_findings->GetItemCount() && column < m_findings->GetColumnCount(); ++column) {
        out.push_back(m_findings->GetItemText(row, column));
    }
    return out;
}

long RosterPanel::finding_count() const { return m_findings->GetItemCount(); }

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
        m_sashes = {{"sash.army", std::to_string(static_cast<int>(m_army_share * 1000))},
                    {"sash.tree", std::to_string(static_cast<int>(m_tree_share * 1000))},
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
    for (const char* key : {"sash.army", "sash.tree", "sash.vertical"}) {
        if (const auto it = state.find(key); it != state.end()) {
            m_sashes[key] = it->second;
        }
    }
    // The columns' shares of the width, in thousandths (bind_shares()).
    for (auto [key, share] : {std::pair{"sash.army", &m_army_share}, std::pair{"sash.tree", &m_tree_share}}) {
        const auto it = state.find(key);
        const long thousandths = it != state.end() ? std::strtol(it->second.c_str(), nullptr, 10) : 0;
        if (thousandths > 0 && thousandths < 1000) *share = static_cast<double>(thousandths) / 1000;
    }
    for (const auto& [key, splitter] : {std::pair<const char*, wxSplitterWindow*>{"sash.vertical", m_vertical}}) {
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
