// Engine area layout: a wxNotebook holding the engine pages.
// The resolvers live in core/engine; the pages only collect inputs and show results.
#include "app/panels/engine_panel.h"

#include "app/panels/combat_panel.h"
#include "app/panels/legality_panel.h"

#include <wx/intl.h>
#include <wx/notebook.h>
#include <wx/sizer.h>

namespace ost::app {

EnginePanel::EnginePanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : AreaPanel(parent, session, _("Engine"), _("Odds, simulated rolls and rule checks")) {
    m_book = new wxNotebook(this, wxID_ANY);
    m_legality = new LegalityPanel(m_book, session, rules);
    m_book->AddPage(m_legality, _("Legality"));
    m_combat = new CombatPanel(m_book, session, rules);
    m_book->AddPage(m_combat, _("Combat"));
    body()->Add(m_book, 1, wxEXPAND);
}

void EnginePanel::add_page(wxWindow* page, const wxString& label) { m_book->AddPage(page, label); }

void EnginePanel::select_combat() { m_book->SetSelection(static_cast<std::size_t>(m_book->FindPage(m_combat))); }

wxWindow* EnginePanel::notebook() const { return m_book; }

void EnginePanel::select_page(std::size_t index) {
    if (index < m_book->GetPageCount()) m_book->SetSelection(index);
}

} // namespace ost::app
