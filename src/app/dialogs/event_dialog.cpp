// The event form: a system choice, then a label, a text box and (for catalogue clauses) a
// "Choose…" button per field; OK checks the event reads back before the dialog closes.
#include "app/dialogs/event_dialog.h"
#include "app/dialogs/dialog_buttons.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "core/services/document_files.h"
#include "core/services/session.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tokenzr.h>

#include <algorithm>

namespace ost::app {

namespace {
std::vector<std::string> lines_of(const wxString& text) {
    std::vector<std::string> out;
    for (const auto& line : wxSplit(text, '\n', '\0')) {
        out.push_back(from_wx(line));
    }
    return out;
}

wxString text_of(const std::vector<std::string>& lines) {
    wxString out;
    for (const auto& line : lines) {
        out += (out.empty() ? wxString() : wxString("\n")) + to_wx(line);
    }
    return out;
}
} // namespace

EventDialog::EventDialog(wxWindow* parent, Session& session, const EventProfile& event)
    : wxDialog(parent, wxID_ANY, event.system_id.empty() ? _("New event") : _("Edit the event"),
               wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_session(session), m_event(event), m_systems(session.systems()) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* head = new wxBoxSizer(wxHORIZONTAL);
    head->Add(new wxStaticText(this, wxID_ANY, _("Game system")), 0, wxALIGN_CENTRE_VERTICAL | wxRIGHT, FromDIP(8));
    m_system = new wxChoice(this, wxID_ANY);
    int selected = 0;
    for (std::size_t i = 0; i < m_systems.size(); ++i) {
        m_system->Append(to_wx(m_systems[i].name()));
        if (m_systems[i].id == event.system_id) {
            selected = static_cast<int>(i);
        }
    }
    m_system->SetSelection(m_systems.empty() ? wxNOT_FOUND : selected);
    head->Add(m_system, 1);
    top->Add(head, 0, wxEXPAND | wxALL, FromDIP(12));
    m_area = new wxScrolledWindow(this, wxID_ANY);
    m_area->SetScrollRate(0, FromDIP(12));
    build_rows(m_area);
    // The area scrolls up and down only: its rows take its whole width, the text boxes stretch.
    m_area->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        m_area->GetSizer()->SetMinSize(wxSize(m_area->GetClientSize().x, -1));
        m_area->FitInside();
    });
    top->Add(m_area, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(12));
    top->Add(ok_cancel_buttons(this), 0, wxEXPAND | wxALL, FromDIP(12));
    Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { on_ok(); }, wxID_OK);
    SetSizer(top);
    SetSize(FromDIP(wxSize(640, 620)));
    SetMinSize(FromDIP(wxSize(480, 400)));
    m_system->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { on_system(); });
    on_system();
}

void EventDialog::build_rows(wxScrolledWindow* area) {
    auto* grid = new wxFlexGridSizer(3, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1, 1);
    for (const auto& field : event_fields()) {
        Row row{field};
        row.label = new wxStaticText(area, wxID_ANY, to_wx(field.label));
        const bool many = field.kind == EventFieldKind::Ids || field.kind == EventFieldKind::Names;
        row.text = new wxTextCtrl(area, wxID_ANY, text_of(event_field_value(m_event, field.key)),
                                  wxDefaultPosition, wxSize(-1, many ? FromDIP(58) : -1),
                                  many ? wxTE_MULTILINE : 0);
        row.text->SetName(to_wx(field.key));
        row.text->SetToolTip(to_wx(field.help));
        row.label->SetToolTip(to_wx(field.help));
        grid->Add(row.label, 0, wxALIGN_TOP | wxTOP, FromDIP(4));
        grid->Add(row.text, 1, wxEXPAND);
        if (!field.choices.empty()) {
            row.choose = new wxButton(area, wxID_ANY, _("Choose..."));
            grid->Add(row.choose, 0, wxALIGN_TOP);
        } else {
            grid->AddSpacer(0);
        }
        m_rows.push_back(row);
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].choose != nullptr) {
            m_rows[i].choose->Bind(wxEVT_BUTTON, [this, i](wxCommandEvent&) { choose(m_rows[i]); });
        }
    }
    area->SetSizer(grid);
}

const GameSystem& EventDialog::system() const { return m_system_full; }

void EventDialog::on_system() {
    if (m_systems.empty()) {
        return;
    }
    // The list of systems names them; which clauses apply needs the whole definition.
    const int i = std::max(0, m_system->GetSelection());
    m_system_full = m_session.require_system(m_systems.at(static_cast<std::size_t>(i)).id);
    for (auto& row : m_rows) {
        const bool shown = row.field.applies(system());
        row.label->Show(shown);
        row.text->Show(shown);
        if (row.choose != nullptr) {
            row.choose->Show(shown);
        }
    }
    m_area->Layout();
    m_area->FitInside();
    Layout();
}

void EventDialog::choose(Row& row) {
    const auto choices = event_field_choices(system(), row.field);
    wxArrayString names;
    for (const auto& [id, name] : choices) {
        names.Add(to_wx(name));
    }
    wxMultiChoiceDialog dialog(this, to_wx(row.field.help), to_wx(row.field.label), names);
    const auto current = lines_of(row.text->GetValue());
    wxArrayInt selected;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (std::find(current.begin(), current.end(), choices[i].first) != current.end()) {
            selected.Add(static_cast<int>(i));
        }
    }
    dialog.SetSelections(selected);
    if (wxGetApp().dialogs().show_modal(dialog) != wxID_OK) {
        return;
    }
    std::vector<std::string> ids;
    for (const int i : dialog.GetSelections()) {
        ids.push_back(choices.at(static_cast<std::size_t>(i)).first);
    }
    row.text->SetValue(text_of(ids));
}

EventProfile EventDialog::event() const {
    EventProfile e = m_event;
    e.system_id = system().id;
    for (const auto& row : m_rows) {
        // A field that does not apply to the system is emptied (a date window for WME…).
        set_event_field(e, row.field, row.field.applies(system()) ? lines_of(row.text->GetValue())
                                                                  : std::vector<std::string>{});
    }
    (void)event_from_text(event_text(e), from_wx(GetTitle())); // the checks every reader makes
    return e;
}

void EventDialog::set_field_text(const std::string& key, const wxString& text) {
    for (auto& row : m_rows) {
        if (row.field.key == key) {
            row.text->SetValue(text);
        }
    }
}

void EventDialog::on_ok() {
    wxGetApp().guarded(_("The event cannot be kept as it is."), [&] {
        (void)event();
        EndModal(wxID_OK);
    });
}

} // namespace ost::app
