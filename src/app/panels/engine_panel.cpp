// Engine area layout with its empty-state guidance.
// The resolvers live in core/engine; this panel will only collect inputs and show results.
#include "app/panels/engine_panel.h"

#include <wx/intl.h>

namespace ost::app {

EnginePanel::EnginePanel(wxWindow* parent, Session& session)
    : AreaPanel(parent, session, _("Engine"), _("Odds, simulated rolls and rule checks")) {
    add_empty_state(_("Ask the engine"),
                    _("Describe a combat or a shot to see its odds, roll it with the dice shown, "
                      "or ask whether a unit may charge, contact or pursue another, with the "
                      "reasons and the rules that apply."));
}

} // namespace ost::app
