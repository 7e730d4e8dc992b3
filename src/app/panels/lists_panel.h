// The Lists area: game systems and, as features land, army lists and the roster workspace.
// Today it shows the systems of the reference DB and says what comes next.
#pragma once

#include "app/panels/area_panel.h"

class wxListCtrl;

namespace ost::app {

class ListsPanel final : public AreaPanel {
public:
    ListsPanel(wxWindow* parent, Session& session);
    void focus_main_control() override;

private:
    wxListCtrl* m_systems = nullptr;
};

} // namespace ost::app
