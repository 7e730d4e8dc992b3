// Shared layout of the work areas: heading, subtitle, body and empty-state text.
// Font sizes are relative to the system font so the UI scales with the desktop settings.
#include "app/panels/area_panel.h"

#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ost::app {

AreaPanel::AreaPanel(wxWindow* parent, Session& session, const wxString& title,
                     const wxString& subtitle)
    : wxPanel(parent), m_session(session) {
    auto* outer = new wxBoxSizer(wxVERTICAL);
    auto* heading = new wxStaticText(this, wxID_ANY, title);
    heading->SetFont(GetFont().Scaled(1.8f).Bold());
    auto* sub = new wxStaticText(this, wxID_ANY, subtitle);
    sub->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    sub->SetFont(GetFont().Scaled(1.1f));
    outer->Add(heading, 0, wxLEFT | wxRIGHT | wxTOP, FromDIP(20));
    outer->Add(sub, 0, wxLEFT | wxRIGHT, FromDIP(20));
    m_body = new wxBoxSizer(wxVERTICAL);
    outer->Add(m_body, 1, wxEXPAND | wxALL, FromDIP(20));
    SetSizer(outer);
}

void AreaPanel::add_empty_state(const wxString& heading, const wxString& explanation) {
    auto* box = new wxBoxSizer(wxVERTICAL);
    auto* title = new wxStaticText(this, wxID_ANY, heading, wxDefaultPosition, wxDefaultSize,
                                   wxALIGN_CENTRE_HORIZONTAL);
    title->SetFont(GetFont().Scaled(1.3f).Bold());
    auto* text = new wxStaticText(this, wxID_ANY, explanation, wxDefaultPosition, wxDefaultSize,
                                  wxALIGN_CENTRE_HORIZONTAL);
    text->SetFont(GetFont().Scaled(1.1f));
    text->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    text->Wrap(FromDIP(520));
    box->AddStretchSpacer(1);
    box->Add(title, 0, wxALIGN_CENTRE_HORIZONTAL | wxBOTTOM, FromDIP(8));
    box->Add(text, 0, wxALIGN_CENTRE_HORIZONTAL);
    box->AddStretchSpacer(2);
    m_body->Add(box, 1, wxEXPAND);
}

} // namespace ost::app
