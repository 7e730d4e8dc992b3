// The Rules area: the search box that Ctrl+F reaches from anywhere, and the rules reader.
// Today it holds the search box and says what the reference will offer.
#pragma once

#include "app/panels/area_panel.h"

class wxSearchCtrl;

namespace ost::app {

class RulesPanel final : public AreaPanel {
public:
    RulesPanel(wxWindow* parent, Session& session);
    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    void focus_main_control() override;

private:
    wxSearchCtrl* m_search = nullptr;
};

} // namespace ost::app
