// The Engine area: a notebook of engine pages (Legality with the hex line of sight, Combat), each
// built when first shown or asked for (issue 26: not before the window's first paint).
#pragma once

#include "app/panels/area_panel.h"
#include "app/dialogs/unit_chooser_dialog.h"

#include <functional>
#include <vector>

class wxNotebook;

namespace ost {
class RosterEditor;
class RuleNavigator;
} // namespace ost

namespace ost::app {

class CombatPanel;
class LazyPage;
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
    /// The Legality page, built now if it was not yet.
    LegalityPanel& legality();
    /// The Legality page's check and board, kept across a language switch (kept as given until
    /// the page is built).
    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    /// The Combat page (odds and rolls), the notebook's last page, built now if it was not yet.
    CombatPanel& combat();
    /// Shows the Combat page.
    void select_combat();
    /// The pages if they were built (they are when first shown or asked for), else nullptr.
    LegalityPanel* built_legality() const { return m_legality; }
    CombatPanel* built_combat() const { return m_combat; }
    /// Where the Legality page finds the open roster (LegalityPanel::set_roster_source), given
    /// to the page when it is built.
    void set_roster_source(std::function<const RosterEditor*()> source);
    /// Where the Combat page finds the open roster's units (CombatPanel::set_roster_units).
    void set_roster_units(std::function<std::vector<UnitChoice>()> provider);

private:
    wxNotebook* m_book = nullptr;
    LazyPage* m_legality_page = nullptr;
    LazyPage* m_combat_page = nullptr;
    LegalityPanel* m_legality = nullptr; ///< nullptr until built
    CombatPanel* m_combat = nullptr;     ///< nullptr until built
    std::map<std::string, std::string> m_legality_state; ///< restored when the page is built
    std::function<const RosterEditor*()> m_roster_source;
    std::function<std::vector<UnitChoice>()> m_roster_units;
};

} // namespace ost::app
