// The left-hand navigation of the main window: one large toggle button per work area.
// Emits wxEVT_BUTTON with the area index as the event int.
#pragma once

#include <wx/panel.h>

#include <vector>

class wxToggleButton;

namespace ost::app {

class Sidebar final : public wxPanel {
public:
    /// `labels` are the area names; `tips` their tooltips (with shortcuts).
    Sidebar(wxWindow* parent, const std::vector<wxString>& labels, const std::vector<wxString>& tips);
    /// Shows `index` as the selected area without emitting an event.
    void select(int index);

private:
    void on_toggle(int index);
    std::vector<wxToggleButton*> m_buttons;
};

} // namespace ost::app
