// Sidebar buttons with art-provider icons and a calm background.
// Selection is exclusive: pressing a button selects its area.
#include "app/frames/sidebar.h"

#include <wx/artprov.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/tglbtn.h>

namespace ost::app {

namespace {
const wxArtID kIcons[] = {wxART_LIST_VIEW, wxART_HELP_BOOK, wxART_EXECUTABLE_FILE, wxART_TICK_MARK};
}

Sidebar::Sidebar(wxWindow* parent, const std::vector<wxString>& labels,
                 const std::vector<wxString>& tips)
    : wxPanel(parent, wxID_ANY), m_labels(labels) {
    SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE).ChangeLightness(92));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->AddSpacer(FromDIP(12));
    for (std::size_t i = 0; i < labels.size(); ++i) {
        auto* button = new wxToggleButton(this, wxID_ANY, labels[i], wxDefaultPosition,
                                          wxSize(FromDIP(150), FromDIP(56)));
        button->SetFont(GetFont().Scaled(1.15f));
        if (i < std::size(kIcons)) {
            button->SetBitmap(wxArtProvider::GetBitmapBundle(kIcons[i], wxART_BUTTON));
        }
        if (i < tips.size()) {
            button->SetToolTip(tips[i]);
        }
        const int index = static_cast<int>(i);
        button->Bind(wxEVT_TOGGLEBUTTON, [this, index](wxCommandEvent&) { on_toggle(index); });
        sizer->Add(button, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));
        m_buttons.push_back(button);
    }
    SetSizer(sizer);
}

void Sidebar::set_compact(bool compact) {
    if (compact == m_compact) {
        return;
    }
    m_compact = compact;
    for (std::size_t i = 0; i < m_buttons.size(); ++i) {
        m_buttons[i]->SetLabel(compact ? wxString() : m_labels[i]);
        const wxSize size(FromDIP(compact ? 48 : 150), FromDIP(compact ? 48 : 56));
        m_buttons[i]->SetMinSize(size);
        m_buttons[i]->SetSize(size);
    }
    InvalidateBestSize();
    GetParent()->Layout();
}

void Sidebar::select(int index) {
    for (std::size_t i = 0; i < m_buttons.size(); ++i) {
        m_buttons[i]->SetValue(static_cast<int>(i) == index);
    }
}

void Sidebar::on_toggle(int index) {
    select(index);
    wxCommandEvent event(wxEVT_BUTTON, GetId());
    event.SetInt(index);
    event.SetEventObject(this);
    ProcessWindowEvent(event);
}

} // namespace ost::app
