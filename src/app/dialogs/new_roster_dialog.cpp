// "New roster" dialog: system, army list (searchable, bundled and the player's own), army size
// and ADLG year. Reads data through the repositories; no SQL and no game rules here.
#include "app/dialogs/new_roster_dialog.h"
#include "app/dialogs/dialog_buttons.h"

#include "app/i18n/wx_text.h"
#include "core/services/catalogue.h"
#include "core/services/session.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/srchctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace ost::app {
namespace {
std::string language() { return std::string(WxTranslator::current().language()); }

wxString list_label(const ArmyListSummary& list) {
    wxString label;
    if (list.number) {
        label << *list.number << wxS(" · ");
    }
    label << to_wx(list.name.in(language()));
    if (list.user_made) {
        label << wxS("  ") << _("(my list)");
    }
    return label;
}
} // namespace

NewRosterDialog::NewRosterDialog(wxWindow* parent, Session& session, const std::string& system_id,
                                 const std::string& list_id)
    : wxDialog(parent, wxID_ANY, _("New roster"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_session(session) {
    m_systems = Catalogue(session).full_systems();
    auto* grid = new wxFlexGridSizer(2, FromDIP(8), FromDIP(12));
    grid->AddGrowableCol(1, 1);
    grid->AddGrowableRow(2, 1);
    // Each label measured as it is drawn (issue 29: « Taille de » and « Année (négative : av.
    // J.-… » came out cut in French).
    const auto measured = [this](wxStaticText* text) {
        text->SetMinSize(text->GetTextExtent(text->GetLabel()) + wxSize(FromDIP(8), 0));
        return text;
    };
    auto label = [&](const wxString& text) {
        grid->Add(measured(new wxStaticText(this, wxID_ANY, text)), 0, wxALIGN_CENTER_VERTICAL);
    };
    label(_("Game system"));
    m_system = new wxChoice(this, wxID_ANY);
    for (const auto& system : m_systems) {
        m_system->Append(to_wx(system.name()));
    }
    grid->Add(m_system, 1, wxEXPAND);
    label(_("Search"));
    m_search = new wxSearchCtrl(this, wxID_ANY);
    m_search->SetDescriptiveText(_("Name or number of the army list"));
    grid->Add(m_search, 1, wxEXPAND);
    auto* list_label_text = new wxStaticText(this, wxID_ANY, _("Army list"));
    grid->Add(list_label_text, 0, wxALIGN_TOP);
    grid->Add(build_list_column(), 1, wxEXPAND);
    label(_("Army size"));
    auto* size_row = new wxBoxSizer(wxHORIZONTAL);
    m_size = new wxChoice(this, wxID_ANY);
    m_custom_size = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                   wxSP_ARROW_KEYS, 1, 100000, 2000);
    size_row->Add(m_size, 0, wxRIGHT, FromDIP(8));
    size_row->Add(m_custom_size, 0);
    size_row->Add(new wxStaticText(this, wxID_ANY, _("points")), 0,
                  wxLEFT | wxALIGN_CENTER_VERTICAL, FromDIP(6));
    grid->Add(size_row, 1, wxEXPAND);
    m_year_label = measured(new wxStaticText(this, wxID_ANY, _("Year")));
    grid->Add(m_year_label, 0, wxALIGN_CENTER_VERTICAL);
    // Empty unless the list has a first year: never a made-up "year 0".
    m_year = new wxTextCtrl(this, wxID_ANY);
    m_year->SetHint(_("e.g. -300 for 300 BC; empty: none"));
    m_year->SetToolTip(_("The year the army is fielded in, negative for BC; empty: none."));
    grid->Add(m_year, 0, wxEXPAND);
    label(_("Roster name"));
    m_name = new wxTextCtrl(this, wxID_ANY);
    m_name->SetHint(_("Defaults to the army list's name"));
    grid->Add(m_name, 1, wxEXPAND);

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, FromDIP(16));
    top->Add(ok_cancel_buttons(this), 0, wxEXPAND | wxALL, FromDIP(12));
    SetSizerAndFit(top);
    SetMinSize(GetSize());

    preselect(system_id, list_id);
    m_system->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_system_index = m_system->GetSelection();
        on_system();
    });
    m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { refresh_lists(); });
    m_size->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const auto& sizes = system().army_sizes;
        const int i = m_size->GetSelection();
        if (i >= 0 && static_cast<std::size_t>(i) < sizes.size()) {
            m_custom_size->SetValue(sizes[static_cast<std::size_t>(i)].points);
        }
    });
    m_other_switch->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { switch_to_other_game(); });
    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { on_list(); });
    m_list->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) { on_ok(); });
    Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { on_ok(); }, wxID_OK);
    m_search->SetFocus();
}

wxSizer* NewRosterDialog::build_list_column() {
    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(420, 220)));
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(m_list, 1, wxEXPAND);
    // Shown when the search finds nothing in this game but finds lists in another one.
    auto* hint_row = new wxBoxSizer(wxHORIZONTAL);
    m_other_hint = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_other_switch = new wxButton(this, wxID_ANY, _("Show it"));
    hint_row->Add(m_other_hint, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    hint_row->Add(m_other_switch, 0, wxALIGN_CENTER_VERTICAL);
    column->Add(hint_row, 0, wxEXPAND | wxTOP, FromDIP(4));
    return column;
}

void NewRosterDialog::preselect(const std::string& system_id, const std::string& list_id) {
    for (std::size_t i = 0; i < m_systems.size(); ++i) {
        if (m_systems[i].id == system_id) {
            m_system_index = static_cast<int>(i);
        }
    }
    if (!m_systems.empty()) {
        m_system->SetSelection(m_system_index);
        on_system();
    }
    for (std::size_t i = 0; i < m_lists.size(); ++i) {
        if (m_lists[i].id == list_id) {
            m_list->SetSelection(static_cast<int>(i));
            m_list->EnsureVisible(static_cast<int>(i));
            on_list();
        }
    }
}

void NewRosterDialog::on_system() {
    const auto& s = system();
    m_size->Clear();
    int selected = 0;
    for (std::size_t i = 0; i < s.army_sizes.size(); ++i) {
        wxString text;
        text << s.army_sizes[i].points;
        if (s.army_sizes[i].commands > 0) {
            text << wxS(" (") << wxString::Format(
                                   wxPLURAL("%d command", "%d commands", s.army_sizes[i].commands),
                                   s.army_sizes[i].commands)
                 << wxS(")");
        }
        m_size->Append(text);
        if (s.army_sizes[i].points == s.default_size) {
            selected = static_cast<int>(i);
        }
    }
    // Systems that accept any size (WME) still offer their usual sizes, and the exact figure
    // can be typed; the others only take their listed sizes.
    // Rows are disabled, never hidden, so the fields do not jump when the game changes.
    m_size->Enable(!s.army_sizes.empty());
    m_custom_size->Enable(s.any_size || s.army_sizes.empty());
    if (!s.army_sizes.empty()) {
        m_size->SetSelection(selected);
        m_custom_size->SetValue(s.army_sizes[static_cast<std::size_t>(selected)].points);
    } else if (s.default_size > 0) {
        m_custom_size->SetValue(s.default_size);
    }
    const bool dated = s.has_dates();
    m_year_label->Enable(dated);
    m_year->Enable(dated);
    if (!dated) {
        m_year->Clear();
    }
    refresh_lists();
    Layout();
}

void NewRosterDialog::refresh_lists() {
    ArmyListQuery query;
    query.system_id = system().id;
    const std::string text = from_wx(m_search->GetValue().Trim().Trim(false));
    if (!text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
        text.size() < 6) {
        query.number = std::stoi(text);
    } else {
        query.text = text;
    }
    // The user's own lists follow when no text or number narrows the bundled ones.
    m_lists = Catalogue(m_session).find_with_mine(query);
    m_list->Clear();
    for (const auto& list : m_lists) {
        m_list->Append(list_label(list));
    }
    if (!m_lists.empty()) {
        m_list->SetSelection(0);
    }
    show_other_game_hint(query);
    on_list();
}

void NewRosterDialog::show_other_game_hint(const ArmyListQuery& query) {
    m_other_system = -1;
    if (m_lists.empty() && (!query.text.empty() || query.number)) {
        for (std::size_t i = 0; i < m_systems.size() && m_other_system < 0; ++i) {
            auto other = query;
            other.system_id = m_systems[i].id;
            if (static_cast<int>(i) != m_system_index && !Catalogue(m_session).find_with_mine(other).empty()) {
                m_other_system = static_cast<int>(i);
            }
        }
    }
    const bool shown = m_other_system >= 0;
    if (shown) {
        const wxString text = m_search->GetValue().Trim().Trim(false);
        m_other_hint->SetLabel(wxString::Format(_("No list of this game matches \"%s\"; %s has one."), text,
                                                to_wx(m_systems[static_cast<std::size_t>(m_other_system)].name())));
        m_other_hint->Wrap(m_list->GetSize().x - m_other_switch->GetSize().x - FromDIP(8));
    } else if (m_lists.empty() && !m_search->GetValue().Trim().IsEmpty()) {
        m_other_hint->SetLabel(_("No army list matches this search in any game."));
    }
    m_other_hint->Show(shown || (m_lists.empty() && !m_search->GetValue().Trim().IsEmpty()));
    m_other_switch->Show(shown);
    Layout();
}

void NewRosterDialog::type_search(const wxString& text) { m_search->SetValue(text); }

wxString NewRosterDialog::other_game_hint() const {
    return m_other_hint->IsShown() ? m_other_hint->GetLabel() : wxString();
}

bool NewRosterDialog::switch_to_other_game() {
    if (m_other_system < 0) {
        return false;
    }
    m_system_index = m_other_system;
    m_system->SetSelection(m_system_index);
    on_system(); // the search text stays: the lists it found there are shown
    return true;
}

std::vector<wxString> NewRosterDialog::list_rows() const {
    std::vector<wxString> out;
    for (unsigned i = 0; i < m_list->GetCount(); ++i) {
        out.push_back(m_list->GetString(i));
    }
    return out;
}

void NewRosterDialog::on_list() {
    // ADLG lists have a date window: start inside it so a new roster is not out of date at once.
    const int row = m_list->GetSelection();
    if (row == wxNOT_FOUND || static_cast<std::size_t>(row) >= m_lists.size()) {
        return;
    }
    const auto& list = m_lists[static_cast<std::size_t>(row)];
    if (list.date_from) {
        m_year->ChangeValue(wxString::Format("%d", *list.date_from));
    } else {
        m_year->Clear();
    }
}

void NewRosterDialog::on_ok() {
    const int row = m_list->GetSelection();
    if (row == wxNOT_FOUND || static_cast<std::size_t>(row) >= m_lists.size()) {
        wxMessageBox(_("Choose an army list first: a roster is always built from one."),
                     _("New roster"), wxOK | wxICON_INFORMATION, this);
        return;
    }
    const auto& list = m_lists[static_cast<std::size_t>(row)];
    const auto& s = system();
    m_choice = {};
    m_choice.system_id = s.id;
    m_choice.list_id = list.id;
    const int size_row = m_size->GetSelection();
    if (m_custom_size->IsEnabled() || size_row == wxNOT_FOUND) {
        m_choice.army_size = m_custom_size->GetValue();
    } else {
        m_choice.army_size = s.army_sizes[static_cast<std::size_t>(size_row)].points;
    }
    const wxString year_text = m_year->GetValue().Trim().Trim(false);
    if (m_year->IsEnabled() && !year_text.empty()) {
        long year = 0;
        if (!year_text.ToLong(&year) || year < -5000 || year > 2000) {
            wxMessageBox(_("The year must be a whole number between -5000 and 2000 (negative for BC), or "
                           "empty."),
                         _("New roster"), wxOK | wxICON_INFORMATION, this);
            m_year->SetFocus();
            return;
        }
        m_choice.year = static_cast<int>(year);
    }
    m_choice.name = from_wx(m_name->GetValue().Trim().Trim(false));
    if (m_choice.name.empty()) {
        m_choice.name = list.name.in(language());
    }
    EndModal(wxID_OK);
}

} // namespace ost::app
