// Organiser area layout and behaviour: the event bar, the batch bar, the table of players with
// the selected row's findings under it, and the output bar. Reports: organiser_panel_reports.cpp.
#include "app/panels/organiser_panel.h"

#include "app/application.h"
#include "app/dialogs/event_dialog.h"
#include "app/i18n/wx_text.h"
#include "app/panels/report_list.h"
#include "app/worker_progress.h"
#include "core/services/document_files.h"
#include "core/services/event_report.h"
#include "core/services/rules_companion.h"
#include "core/services/session.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/dirdlg.h>
#include <wx/filedlg.h>
#include <wx/listctrl.h>
#include <wx/log.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace ost::app {

namespace {
const wxColour kIllegal(170, 0, 0);
const wxColour kUnreadable(160, 80, 0);

/// The last batch's result while the frame is rebuilt for another language (save_state() to
/// restore_state(), both on the UI thread).
std::optional<BatchResult>& carried_result() {
    static std::optional<BatchResult> result;
    return result;
}

std::string joined(const std::vector<std::string>& items, const char* separator) {
    std::string out;
    for (const auto& item : items) {
        out += (out.empty() ? "" : separator) + item;
    }
    return out;
}
} // namespace

OrganiserPanel::OrganiserPanel(wxWindow* parent, Session& session)
    : AreaPanel(parent, session, _("Organiser"),
                _("Check every list of an event against its rules, in one go")) {
    SetName("organiser");
    build_event_bar();
    build_batch_bar();
    build_table();
    build_output_bar();
    bind_events();
    show_detail();
    update_buttons();
}

void OrganiserPanel::build_event_bar() {
    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    m_new = new wxButton(this, wxID_ANY, _("New event..."));
    m_open = new wxButton(this, wxID_ANY, _("Open an event..."));
    m_edit = new wxButton(this, wxID_ANY, _("Edit the event..."));
    m_new->SetToolTip(_("Write the event's rules: system, army size, dates, allowed lists, bans, players"));
    m_open->SetToolTip(_("Open an event profile (.ostevent)"));
    for (auto* button : {m_new, m_open, m_edit}) {
        bar->Add(button, 0, wxRIGHT, FromDIP(6));
    }
    m_event_label = new wxStaticText(this, wxID_ANY, _("No event open: open one or make a new one."),
                                     wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    m_event_label->SetFont(GetFont().Bold());
    bar->Add(m_event_label, 1, wxALIGN_CENTRE_VERTICAL | wxLEFT, FromDIP(6));
    body()->Add(bar, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
}

void OrganiserPanel::build_batch_bar() {
    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    m_folder = new wxButton(this, wxID_ANY, _("Check a folder..."));
    m_zip = new wxButton(this, wxID_ANY, _("Check a zip..."));
    m_folder->SetToolTip(_("Every file of a folder and its subfolders: roster files, sharing codes, wm-selector links"));
    m_zip->SetToolTip(_("Every file of a zip archive, as the players sent them"));
    bar->Add(m_folder, 0, wxRIGHT, FromDIP(6));
    bar->Add(m_zip, 0, wxRIGHT, FromDIP(6));
    m_summary = new wxStaticText(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                 wxST_ELLIPSIZE_END);
    bar->Add(m_summary, 1, wxALIGN_CENTRE_VERTICAL | wxLEFT, FromDIP(6));
    body()->Add(bar, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
}

void OrganiserPanel::build_table() {
    m_table = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    const wxString headers[kColumnCount] = {_("File"), _("Player"), _("Verdict"), _("List"),
                                            _("Points"), _("Findings"), _("Duplicates")};
    const int widths[kColumnCount] = {150, 110, 100, 140, 80, 240, 120};
    for (int c = 0; c < kColumnCount; ++c) {
        m_table->AppendColumn(headers[c], c == kPoints ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT, FromDIP(widths[c]));
    }
    enable_cell_tooltips(m_table);
    stretch_column(m_table, kFindings, FromDIP(160));
    m_detail = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxSize(-1, FromDIP(90)),
                              wxTE_MULTILINE | wxTE_READONLY);
    m_detail->SetName("organiser-detail");
    body()->Add(m_table, 3, wxEXPAND | wxBOTTOM, FromDIP(6));
    body()->Add(m_detail, 2, wxEXPAND | wxBOTTOM, FromDIP(6));
}

void OrganiserPanel::build_output_bar() {
    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    m_view = new wxButton(this, wxID_ANY, _("Show the roster (read-only)"));
    m_report = new wxButton(this, wxID_ANY, _("Save the report..."));
    m_booklet = new wxButton(this, wxID_ANY, _("Save the open lists booklet..."));
    m_view->SetToolTip(_("The selected list's army sheet, as submitted: nothing can be changed (or double-click a row)"));
    m_report->SetToolTip(_("The table as a printable page (HTML or PDF) or for a spreadsheet (CSV)"));
    m_booklet->SetToolTip(_("Every army sheet, one per page, after a table of contents (PDF)"));
    bar->Add(m_view, 0, wxRIGHT, FromDIP(6));
    bar->AddStretchSpacer();
    bar->Add(m_report, 0, wxRIGHT, FromDIP(6));
    bar->Add(m_booklet, 0);
    body()->Add(bar, 0, wxEXPAND);
}

void OrganiserPanel::bind_events() {
    m_new->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { new_event(); });
    m_open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { choose_event(); });
    m_edit->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { edit_event(); });
    m_folder->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { choose_source(false); });
    m_zip->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { choose_source(true); });
    m_view->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        open_row(m_table->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED));
    });
    m_report->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { choose_report(); });
    m_booklet->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { choose_booklet(); });
    m_table->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) { open_row(e.GetIndex()); });
    m_table->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) {
        show_detail();
        update_buttons();
    });
    m_table->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) {
        show_detail();
        update_buttons();
    });
}

std::map<std::string, std::string> OrganiserPanel::save_state() const {
    // The batch's result outlives the frame a language switch rebuilds: its texts render in the
    // new language, so the table comes back without checking the lists again.
    carried_result() = m_result;
    return {{"organiser.event", m_event_file.string()}, {"organiser.source", m_result ? m_source.string() : ""}};
}

void OrganiserPanel::restore_state(const std::map<std::string, std::string>& state) {
    const auto event = state.find("organiser.event");
    if (event == state.end() || event->second.empty()) {
        return;
    }
    // An event file moved or deleted since Ost last closed is forgotten quietly: the page opens
    // empty, as for a first start. A file still there but unreadable is reported once.
    std::error_code missing;
    if (!std::filesystem::exists(event->second, missing)) {
        carried_result().reset();
        return;
    }
    wxGetApp().guarded(_("The event could not be opened."), [&] { open_event(event->second); });
    const auto source = state.find("organiser.source");
    if (m_checker && source != state.end() && !source->second.empty() && carried_result()) {
        m_source = source->second;
        m_result = std::move(carried_result());
        fill_table();
    }
    carried_result().reset();
}

void OrganiserPanel::focus_main_control() { m_table->SetFocus(); }

void OrganiserPanel::open_event(const std::filesystem::path& file) {
    auto event = load_event(file);
    auto system = session().require_system(event.system_id);
    m_checker.emplace(std::move(event), std::move(system));
    m_event_file = file;
    m_result.reset();
    m_event_label->SetLabel(wxString::Format(_("Event: %s (%s)"), to_wx(m_checker->event().name.text()),
                                             to_wx(m_checker->system().name())));
    m_event_label->SetToolTip(to_wx(file.string()));
    fill_table();
}

void OrganiserPanel::new_event() { edit_in_dialog(EventProfile{}); }

void OrganiserPanel::edit_event() {
    if (m_checker) {
        edit_in_dialog(m_checker->event());
    }
}

void OrganiserPanel::edit_in_dialog(const EventProfile& event) {
    EventDialog dialog(this, session(), event);
    if (wxGetApp().dialogs().show_modal(dialog) != wxID_OK) {
        return;
    }
    wxGetApp().guarded(_("The event could not be saved."), [&] {
        const auto edited = dialog.event();
        auto file = event.system_id.empty() ? std::filesystem::path() : m_event_file;
        if (file.empty()) {
            wxFileDialog where(this, _("Save the event"), wxEmptyString, _("event") + wxS(".ostevent"),
                               _("Event profiles (*.ostevent)|*.ostevent"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
            if (where.ShowModal() != wxID_OK) {
                return;
            }
            file = from_wx(where.GetPath());
        }
        store_event(file, edited); // atomic, as `ost-cli event new|set`
        open_event(file);
        wxLogStatus(_("Event saved: %s"), to_wx(file.filename().string()));
    });
}

void OrganiserPanel::choose_event() {
    wxFileDialog dialog(this, _("Open an event"), wxEmptyString, wxEmptyString,
                        _("Event profiles (*.ostevent)|*.ostevent"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) {
        wxGetApp().guarded(_("The event could not be opened."), [&] { open_event(from_wx(dialog.GetPath())); });
    }
}

void OrganiserPanel::choose_source(bool zip) {
    if (zip) {
        wxFileDialog dialog(this, _("Check the lists of a zip"), wxEmptyString, wxEmptyString,
                            _("Zip archives (*.zip)|*.zip"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() == wxID_OK) {
            run_batch(from_wx(dialog.GetPath()));
        }
        return;
    }
    wxDirDialog dialog(this, _("Check the lists of a folder"), wxEmptyString, wxDD_DIR_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) {
        run_batch(from_wx(dialog.GetPath()));
    }
}

bool OrganiserPanel::run_batch(const std::filesystem::path& source, bool cancel_at_start) {
    if (!m_checker) {
        return false;
    }
    bool done = false;
    wxGetApp().guarded(_("The lists could not be checked."), [&] {
        const auto inputs = collect_batch_inputs(source);
        const auto& tr = WxTranslator::current();
        const auto sources = session_batch_sources(session(), tr);
        try {
            m_result = run_on_worker<BatchResult>(
                wxGetTopLevelParent(this), _("Check the lists"), _("Reading the lists..."),
                [&](ProgressSink& progress) { return run_event_batch(*m_checker, inputs, sources, &progress); },
                cancel_at_start);
        } catch (const UserCancelled&) {
            wxLogStatus(_("Check cancelled: the table shows the previous result."));
            return;
        }
        m_source = source;
        done = true;
    });
    fill_table();
    return done;
}

void OrganiserPanel::fill_table() {
    m_table->DeleteAllItems();
    m_summary->SetLabel(m_result ? to_wx(batch_summary(*m_result, WxTranslator::current())) : wxString());
    if (m_result) {
        const auto& tr = WxTranslator::current();
        long index = 0;
        for (const auto& row : m_result->rows) {
            const bool read = row.verdict != BatchVerdict::Unreadable;
            const auto findings = read ? player_findings(row) : std::vector<std::string>{row.why_unreadable.render(tr)};
            auto duplicates = row.same_roster_as;
            duplicates.insert(duplicates.end(), row.same_player_as.begin(), row.same_player_as.end());
            const long item = m_table->InsertItem(index++, to_wx(row.file));
            m_table->SetItem(item, kPlayer, to_wx(row.roster.player));
            m_table->SetItem(item, kVerdict, to_wx(batch_verdict_text(row.verdict)));
            m_table->SetItem(item, kList, read ? to_wx(row.list_name) : wxString());
            m_table->SetItem(item, kPoints, read ? wxString::Format("%d/%d", row.report.points, row.roster.army_size) : wxString());
            m_table->SetItem(item, kFindings, to_wx(joined(findings, " | ")));
            m_table->SetItem(item, kDuplicates, to_wx(joined(duplicates, ", ")));
            if (row.verdict != BatchVerdict::Legal) {
                m_table->SetItemTextColour(item, read ? kIllegal : kUnreadable);
            }
        }
    }
    show_detail();
    update_buttons();
    Layout();
}

void OrganiserPanel::show_detail() {
    const auto& tr = WxTranslator::current();
    const long selected = m_table->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    std::string text;
    std::string details;
    if (m_result && selected >= 0 && static_cast<std::size_t>(selected) < m_result->rows.size()) {
        const auto& row = m_result->rows[static_cast<std::size_t>(selected)];
        text = TR_("{0}: {1}").arg(row.file).arg(batch_row_summary(row, tr)).render(tr) + "\n";
        if (row.verdict != BatchVerdict::Unreadable) {
            text += "  " + joined(player_findings(row), "\n  ");
            // The finding codes and rules section ids, for whoever checks with ost-cli.
            details = joined(batch_row_findings(row, tr), "\n");
        }
    } else if (m_checker) {
        text = TR_("The event's clauses:").render(tr);
        for (const auto& clause : m_checker->clauses()) {
            text += "\n  " + clause.wording.render(tr);
        }
        for (const auto& problem : m_result ? m_result->event_problems : m_checker->check_event()) {
            text += "\n" + event_finding_player_line(problem, tr);
            details += (details.empty() ? "" : "\n") + event_finding_line(problem, tr);
        }
        if (m_result && !m_result->missing_players.empty()) {
            text += "\n" + TR_("Players without a list: {0}").arg(joined(m_result->missing_players, ", ")).render(tr);
        }
    } else {
        text = TR_("Open an event profile (.ostevent) or make a new one, then check a folder or a zip of lists: "
                   "each file gets a verdict, its points and findings; double-click a row to see the list.")
                   .render(tr);
    }
    m_detail->ChangeValue(to_wx(text));
    m_detail->SetToolTip(to_wx(details));
}

std::vector<std::string> OrganiserPanel::player_findings(const BatchRow& row) {
    const std::string lang = WxTranslator::current().language() == "fr" ? "fr" : "en";
    return batch_row_player_findings(row, WxTranslator::current(),
                                     [this, &lang](const std::string& id) { return session().rules().title(id, lang); });
}

void OrganiserPanel::update_buttons() {
    const bool row = m_table->GetSelectedItemCount() > 0;
    m_edit->Enable(m_checker.has_value());
    m_folder->Enable(m_checker.has_value());
    m_zip->Enable(m_checker.has_value());
    m_view->Enable(row);
    m_report->Enable(m_result.has_value());
    m_booklet->Enable(m_result.has_value());
}

} // namespace ost::app
