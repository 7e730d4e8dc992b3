// Rules area layout: search box on top, guidance below.
// The search text is kept across a language switch.
#include "app/panels/rules_panel.h"

#include "app/i18n/wx_text.h"

#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/srchctrl.h>

namespace ost::app {

RulesPanel::RulesPanel(wxWindow* parent, Session& session)
    : AreaPanel(parent, session, _("Rules"),
                _("The rules of the four games, in French and in English")) {
    m_search = new wxSearchCtrl(this, wxID_ANY);
    m_search->SetDescriptiveText(_("Search the rules (Ctrl+F)"));
    m_search->SetFont(GetFont().Scaled(1.2f));
    body()->Add(m_search, 0, wxEXPAND | wxBOTTOM, FromDIP(12));
    add_empty_state(_("The rules reference will appear here"),
                    _("Type three letters to find a section, in French or in English, then follow "
                      "its links to related rules and glossary terms."));
}

std::map<std::string, std::string> RulesPanel::save_state() const {
    return {{"search", from_wx(m_search->GetValue())}};
}

void RulesPanel::restore_state(const std::map<std::string, std::string>& state) {
    if (const auto it = state.find("search"); it != state.end()) {
        m_search->ChangeValue(to_wx(it->second));
    }
}

void RulesPanel::focus_main_control() { m_search->SetFocus(); }

} // namespace ost::app
