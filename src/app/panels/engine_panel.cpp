// Engine area layout: a wxNotebook holding the engine pages, built on first show.
// The resolvers live in core/engine; the pages only collect inputs and show results.
#include "app/panels/engine_panel.h"

#include "app/panels/combat_panel.h"
#include "app/panels/lazy_page.h"
#include "app/panels/legality_panel.h"

#include <wx/intl.h>
#include <wx/notebook.h>
#include <wx/sizer.h>

namespace ost::app {

EnginePanel::EnginePanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : AreaPanel(parent, session, _("Engine"), _("Odds, simulated rolls and rule checks")) {
    m_book = new wxNotebook(this, wxID_ANY);
    // Both pages are built when first shown or asked for (issue 26: 7 % of the start before).
    m_legality_page = new LazyPage(
        m_book, [&session, &rules](wxWindow* page) { return new LegalityPanel(page, session, rules); },
        [this](wxWindow* content) {
            m_legality = static_cast<LegalityPanel*>(content);
            if (m_roster_source) m_legality->set_roster_source(m_roster_source);
            if (!m_legality_state.empty()) m_legality->restore_state(m_legality_state);
            m_legality_state.clear();
        });
    m_book->AddPage(m_legality_page, _("Legality"));
    m_combat_page = new LazyPage(
        m_book, [&session, &rules](wxWindow* page) { return new CombatPanel(page, session, rules); },
        [this](wxWindow* content) {
            m_combat = static_cast<CombatPanel*>(content);
            if (m_roster_units) m_combat->set_roster_units(m_roster_units);
        });
    m_book->AddPage(m_combat_page, _("Combat"));
    LazyPage::build_when_selected(m_book, this);
    body()->Add(m_book, 1, wxEXPAND);
}

LegalityPanel& EnginePanel::legality() {
    m_legality_page->content();
    return *m_legality;
}

CombatPanel& EnginePanel::combat() {
    m_combat_page->content();
    return *m_combat;
}

std::map<std::string, std::string> EnginePanel::save_state() const {
    return m_legality != nullptr ? m_legality->save_state() : m_legality_state;
}

void EnginePanel::restore_state(const std::map<std::string, std::string>& state) {
    if (m_legality != nullptr) {
        m_legality->restore_state(state);
    } else {
        m_legality_state = state;
    }
}

void EnginePanel::set_roster_source(std::function<const RosterEditor*()> source) {
    m_roster_source = std::move(source);
    if (m_legality != nullptr) m_legality->set_roster_source(m_roster_source);
}

void EnginePanel::set_roster_units(std::function<std::vector<UnitChoice>()> provider) {
    m_roster_units = std::move(provider);
    if (m_combat != nullptr) m_combat->set_roster_units(m_roster_units);
}

void EnginePanel::add_page(wxWindow* page, const wxString& label) { m_book->AddPage(page, label); }

void EnginePanel::select_combat() { m_book->SetSelection(static_cast<std::size_t>(m_book->FindPage(m_combat_page))); }

wxWindow* EnginePanel::notebook() const { return m_book; }

void EnginePanel::select_page(std::size_t index) {
    if (index < m_book->GetPageCount()) m_book->SetSelection(index);
}

} // namespace ost::app
