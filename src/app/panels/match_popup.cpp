// A list of matches under a text box, shown while the player types: a popup window that never
// takes the focus, so the text box keeps the keys; its arrows, Enter and Escape are read here.
#include "app/panels/match_popup.h"

#include <wx/combobox.h>
#include <wx/listbox.h>
#include <wx/popupwin.h>
#include <wx/sizer.h>

#include <algorithm>

namespace ost::app {

namespace {
constexpr int kRowsShown = 8; ///< the list's height in rows; more scroll
}

MatchPopup::MatchPopup(wxComboBox* box, std::function<void(int)> on_pick) : m_box(box), m_on_pick(std::move(on_pick)) {
    m_box->Bind(wxEVT_KEY_DOWN, &MatchPopup::on_key, this);
    m_box->Bind(wxEVT_KILL_FOCUS, &MatchPopup::on_kill_focus, this);
}

MatchPopup::~MatchPopup() {
    m_box->Unbind(wxEVT_KEY_DOWN, &MatchPopup::on_key, this);
    m_box->Unbind(wxEVT_KILL_FOCUS, &MatchPopup::on_kill_focus, this);
}

void MatchPopup::show(const wxArrayString& labels) {
    if (labels.empty()) {
        hide();
        return;
    }
    if (m_popup == nullptr) {
        m_popup = new wxPopupWindow(m_box, wxBORDER_SIMPLE);
        m_list = new wxListBox(m_popup, wxID_ANY);
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        sizer->Add(m_list, 1, wxEXPAND);
        m_popup->SetSizer(sizer);
        m_list->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent& e) { pick(e.GetSelection()); });
        m_list->Bind(wxEVT_LEFT_UP, [this](wxMouseEvent& e) {
            e.Skip();
            const int row = m_list->HitTest(e.GetPosition());
            if (row != wxNOT_FOUND) m_box->CallAfter([this, row] { pick(row); });
        });
    }
    m_list->Set(labels);
    m_list->SetSelection(0);
    const int rows = std::min<int>(static_cast<int>(labels.size()), kRowsShown);
    const int row_height = m_list->GetCharHeight() + m_box->FromDIP(8);
    const wxSize size(m_box->GetSize().x, rows * row_height + m_box->FromDIP(6));
    m_popup->SetSize(size);
    m_popup->Layout();
    m_popup->Position(m_box->ClientToScreen(wxPoint(0, 0)), wxSize(0, m_box->GetSize().y));
    m_popup->Show();
}

void MatchPopup::hide() {
    if (m_popup != nullptr && m_popup->IsShown()) m_popup->Hide();
}

bool MatchPopup::shown() const { return m_popup != nullptr && m_popup->IsShown(); }

wxArrayString MatchPopup::labels() const { return shown() ? m_list->GetStrings() : wxArrayString(); }

int MatchPopup::selection() const { return shown() ? m_list->GetSelection() : wxNOT_FOUND; }

bool MatchPopup::press(int key) {
    if (!shown()) return false;
    const int count = static_cast<int>(m_list->GetCount());
    const int at = std::max(0, m_list->GetSelection());
    int to = at;
    switch (key) {
    case WXK_DOWN: to = at + 1; break;
    case WXK_UP: to = at - 1; break;
    case WXK_PAGEDOWN: to = at + kRowsShown; break;
    case WXK_PAGEUP: to = at - kRowsShown; break;
    case WXK_RETURN:
    case WXK_NUMPAD_ENTER: pick(at); return true;
    case WXK_ESCAPE: hide(); return true;
    default: return false;
    }
    m_list->SetSelection(std::clamp(to, 0, count - 1));
    m_list->EnsureVisible(m_list->GetSelection());
    return true;
}

void MatchPopup::on_key(wxKeyEvent& event) {
    if (event.HasAnyModifiers() || !press(event.GetKeyCode())) event.Skip();
}

void MatchPopup::on_kill_focus(wxFocusEvent& event) {
    event.Skip();
    if (event.GetWindow() != m_list) hide();
}

void MatchPopup::pick(int row) {
    if (row == wxNOT_FOUND || !shown()) return;
    hide();
    m_on_pick(row);
}

} // namespace ost::app
