// Lists area: a readable table of game systems plus the empty-state guidance.
// Data comes from the Session; no SQL and no game rules here.
#include "app/panels/lists_panel.h"

#include "app/i18n/wx_text.h"
#include "core/services/session.h"

#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ost::app {

ListsPanel::ListsPanel(wxWindow* parent, Session& session)
    : AreaPanel(parent, session, _("Lists"),
                _("Game systems, army lists and your rosters")) {
    auto* label = new wxStaticText(this, wxID_ANY, _("Game systems"));
    label->SetFont(GetFont().Scaled(1.15f).Bold());
    body()->Add(label, 0, wxBOTTOM, FromDIP(6));
    m_systems = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                               wxLC_REPORT | wxLC_SINGLE_SEL);
    m_systems->SetFont(GetFont().Scaled(1.1f));
    m_systems->AppendColumn(_("System"), wxLIST_FORMAT_LEFT, FromDIP(260));
    m_systems->AppendColumn(_("Source"), wxLIST_FORMAT_LEFT, FromDIP(520));
    long row = 0;
    for (const auto& system : session.systems()) {
        m_systems->InsertItem(row, to_wx(system.name()));
        m_systems->SetItem(row, 1, to_wx(system.source));
        ++row;
    }
    body()->Add(m_systems, 0, wxEXPAND | wxBOTTOM, FromDIP(12));
    m_systems->SetMinSize(wxSize(-1, FromDIP(40) + row * FromDIP(26)));
    add_empty_state(_("Your army lists will appear here"),
                    _("Choose a system, then an army list and a size to start a roster. "
                      "Ost checks it against the rules at every change."));
}

void ListsPanel::focus_main_control() { m_systems->SetFocus(); }

} // namespace ost::app
