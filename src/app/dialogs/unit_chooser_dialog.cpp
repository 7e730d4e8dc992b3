// The unit chooser: a search box over a list box; the matching itself is the service's
// unit_label_matches (case and accents ignored, every word typed found).
#include "app/dialogs/unit_chooser_dialog.h"

#include "app/i18n/wx_text.h"
#include "core/services/combat_service.h"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>

namespace ost::app {

UnitChooserDialog::UnitChooserDialog(wxWindow* parent, std::vector<UnitChoice> choices)
    : wxDialog(parent, wxID_ANY, _("Choose a unit"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_choices(std::move(choices)) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* hint = new wxStaticText(this, wxID_ANY, _("Type a few letters of the unit or its list; the unit's stats fill the form and you can change them after."));
    hint->Wrap(FromDIP(460));
    sizer->Add(hint, 0, wxALL, FromDIP(8));
    m_search = new wxSearchCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    m_search->SetDescriptiveText(_("Search units"));
    m_search->ShowCancelButton(true);
    sizer->Add(m_search, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
    m_list = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(460, 320)));
    sizer->Add(m_list, 1, wxEXPAND | wxALL, FromDIP(8));
    sizer->Add(CreateButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));
    SetSizerAndFit(sizer);
    m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { filter(); });
    m_search->Bind(wxEVT_SEARCHCTRL_CANCEL_BTN, [this](wxCommandEvent&) { set_query(wxString()); });
    m_search->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) {
        if (!chosen().empty()) EndModal(wxID_OK);
    });
    m_list->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) { EndModal(wxID_OK); });
    filter();
    m_search->SetFocus();
}

void UnitChooserDialog::set_query(const wxString& query) {
    m_search->ChangeValue(query);
    filter();
}

void UnitChooserDialog::filter() {
    const std::string query = from_wx(m_search->GetValue());
    m_shown.clear();
    wxArrayString labels;
    for (const auto& c : m_choices) {
        if (unit_label_matches(from_wx(c.label), query)) {
            m_shown.push_back(c);
            labels.Add(c.label);
        }
    }
    m_list->Set(labels);
    if (!m_shown.empty()) m_list->SetSelection(0);
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->Enable(!m_shown.empty());
}

std::string UnitChooserDialog::chosen() const {
    const int row = m_list->GetSelection();
    return row == wxNOT_FOUND ? std::string() : m_shown.at(static_cast<std::size_t>(row)).reference;
}

} // namespace ost::app
