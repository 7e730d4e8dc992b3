// The Engine area: a notebook of engine pages (Legality with the hex line of sight today; the
// odds work adds its Combat page with add_page()).
#pragma once

#include "app/panels/area_panel.h"

class wxNotebook;

namespace ost {
class RuleNavigator;
}

namespace ost::app {

class CombatPanel;
class LegalityPanel;

class EnginePanel final : public AreaPanel {
public:
    /// `rules` opens rules sections from the reasons' links (the main window).
    EnginePanel(wxWindow* parent, Session& session, RuleNavigator& rules);

    /// Appends `page` (created with notebook() as parent) under `label`.
    void add_page(wxWindow* page, const wxString& label);
    wxWindow* notebook() const;
    /// Shows page `index` (0 Legality, then the pages added).
    void select_page(std::size_t index);
    LegalityPanel& legality() { return *m_legality; }
    /// The Combat page (odds and rolls), the notebook's last page.
    CombatPanel& combat() { return *m_combat; }
    /// Shows the Combat page.
    void select_combat();

private:
    wxNotebook* m_book = nullptr;
    LegalityPanel* m_legality = nullptr;
    CombatPanel* m_combat = nullptr;
};

} // namespace ost::app
