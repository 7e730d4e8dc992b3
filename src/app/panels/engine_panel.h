// The Engine area: combat and shooting odds, simulated rolls and charge/contact checks.
// Today it says what the engine will answer.
#pragma once

#include "app/panels/area_panel.h"

namespace ost::app {

class EnginePanel final : public AreaPanel {
public:
    EnginePanel(wxWindow* parent, Session& session);
};

} // namespace ost::app
