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
    /// Compact: icons only (the names stay in the tooltips), so a small window gives its width to
    /// the pages; otherwise icons and names.
    void set_compact(bool compact);
    bool compact() const { return m_compact; }

private:
    void on_toggle(int index);
    std::vector<wxToggleButton*> m_buttons;
    std::vector<wxString> m_labels;
    bool m_compact = false;
};

} // namespace ost::app
