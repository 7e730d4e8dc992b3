// GreyedChoice: draws greyed rows in the disabled text colour; a greyed row picked is put back
// to the previous choice by refuse_greyed().
#include "app/panels/greyed_choice.h"

#include <wx/dc.h>
#include <wx/settings.h>

namespace ost::app {

GreyedChoice::GreyedChoice(wxWindow* parent)
    : wxOwnerDrawnComboBox(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, 0,
                           nullptr, wxCB_READONLY) {}

bool GreyedChoice::refuse_greyed() {
    const int row = GetSelection();
    if (greyed(row)) {
        SetSelection(m_current);
        return true;
    }
    select(row);
    return false;
}

void GreyedChoice::set_rows(const wxArrayString& rows, const std::vector<bool>& greyed) {
    Clear();
    Append(rows);
    m_greyed = greyed;
    m_greyed.resize(rows.size(), false);
    m_current = wxNOT_FOUND;
}

bool GreyedChoice::greyed(int row) const {
    return row >= 0 && static_cast<std::size_t>(row) < m_greyed.size() && m_greyed[static_cast<std::size_t>(row)];
}

void GreyedChoice::select(int row) {
    m_current = row;
    SetSelection(row);
    // The pane may be too narrow for the whole row: it shows whole under the mouse.
    SetToolTip(row >= 0 && static_cast<unsigned>(row) < GetCount() ? GetString(static_cast<unsigned>(row)) : wxString());
}

void GreyedChoice::OnDrawItem(wxDC& dc, const wxRect& rect, int item, int flags) const {
    if (item == wxNOT_FOUND) {
        return;
    }
    const bool selected = (flags & wxODCB_PAINTING_SELECTED) != 0 && (flags & wxODCB_PAINTING_CONTROL) == 0;
    if (greyed(item)) {
        dc.SetTextForeground(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    } else if (selected) {
        dc.SetTextForeground(wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHTTEXT));
    } else {
        dc.SetTextForeground(GetForegroundColour());
    }
    dc.DrawText(GetString(static_cast<unsigned>(item)), rect.x + FromDIP(3),
                rect.y + (rect.height - dc.GetCharHeight()) / 2);
}

} // namespace ost::app
