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
    auto* heading_item = outer->Add(heading, 0, wxLEFT | wxRIGHT | wxTOP, FromDIP(20));
    auto* sub_item = outer->Add(sub, 0, wxLEFT | wxRIGHT, FromDIP(20));
    m_body = new wxBoxSizer(wxVERTICAL);
    auto* body_item = outer->Add(m_body, 1, wxEXPAND | wxALL, FromDIP(20));
    SetSizer(outer);
    // Short windows: no subtitle and narrower margins, so the work gets the height.
    Bind(wxEVT_SIZE, [this, heading, heading_item, sub, sub_item, body_item](wxSizeEvent& e) {
        const bool small = e.GetSize().y < FromDIP(760);
        if (small == sub->IsShown()) {
            sub->Show(!small);
            const int border = FromDIP(small ? 8 : 20);
            heading_item->SetBorder(border);
            sub_item->SetBorder(border);
            body_item->SetBorder(border);
            heading->SetFont(GetFont().Scaled(small ? 1.4f : 1.8f).Bold());
            CallAfter([this] { Layout(); });
        }
        e.Skip();
    });
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
