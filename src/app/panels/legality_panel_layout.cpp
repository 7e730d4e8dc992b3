// What the Legality page shows a player, checked: the answers as shown, whether the verdict is
// read whole, and what a player at the current size would miss (the smoke tests ask it).
#include "app/panels/legality_panel.h"

#include "app/i18n/wx_text.h"
#include "app/panels/hex_board.h"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/html/htmlcell.h>
#include <wx/html/htmlwin.h>
#include <wx/scrolwin.h>
#include <wx/splitter.h>

#include <algorithm>

namespace ost::app {

std::vector<std::string> LegalityPanel::shown_answers() const {
    std::vector<std::string> shown;
    for (const wxWindow* child : m_facts->GetChildren())
        if (const auto* choice = dynamic_cast<const wxChoice*>(child)) shown.push_back(from_wx(choice->GetStringSelection()));
    return shown;
}

std::vector<std::string> LegalityPanel::shown_facts() const {
    std::vector<std::string> shown;
    for (const auto& key : m_fact_order)
        if (m_answers.count(key) || (m_result && std::any_of(m_result->missing.begin(), m_result->missing.end(),
                                                              [&](const auto& m) { return m.fact == key; })))
            shown.push_back(key);
    return shown;
}

void LegalityPanel::answer_fact(const std::string& key, const std::string& value) {
    if (value.empty()) m_answers.erase(key);
    else m_answers[key] = value;
    run_check();
}

void LegalityPanel::pick_shooter_kind(int index) {
    m_kind->SetSelection(index);
    wxCommandEvent event(wxEVT_CHOICE, m_kind->GetId());
    event.SetEventObject(m_kind);
    event.SetInt(index);
    m_kind->GetEventHandler()->ProcessEvent(event);
}

int LegalityPanel::shown_shooter_kind() const { return m_kind->GetSelection(); }

int LegalityPanel::board_sash() const { return m_split->IsSplit() ? m_split->GetSashPosition() : 0; }

void LegalityPanel::set_board_sash(int position) {
    if (m_split->IsSplit()) m_split->SetSashPosition(position);
}

bool LegalityPanel::verdict_fully_visible() const {
    if (!m_verdict->IsShownOnScreen()) return false;
    const wxSize client = m_verdict->GetClientSize();
    const auto* cell = m_verdict->GetInternalRepresentation();
    return client.x >= FromDIP(200) && cell != nullptr && cell->GetHeight() <= client.y &&
           cell->GetWidth() <= client.x;
}

std::vector<std::string> LegalityPanel::layout_problems() const {
    std::vector<std::string> problems;
    const wxRect page = GetScreenRect();
    // The verdict and the end of its first reason lie inside the page and the verdict pane,
    // which is not scrolled.
    const wxRect pane = m_verdict->GetScreenRect();
    if (!m_verdict->IsShownOnScreen() || !page.Contains(pane.GetTopLeft()))
        problems.push_back("the verdict pane is not on the page");
    int view_x = 0, view_y = 0;
    m_verdict->GetViewStart(&view_x, &view_y);
    if (view_y != 0) problems.push_back("the verdict pane is scrolled");
    const wxString anchor = "first-reason-end";
    const auto* cell = m_verdict->GetInternalRepresentation();
    const wxHtmlCell* end = cell != nullptr ? cell->Find(wxHTML_COND_ISANCHOR, &anchor) : nullptr;
    if (end == nullptr) {
        // (A verdict with no reason, or an error, has no first reason to show.)
        if (m_result && !m_result->reasons.empty()) problems.push_back("the verdict shows no reason");
    } else {
        // (A verdict that depends lists its questions first: their answers come before the
        // reasons, and the facts' pane keeps its room for them, issue 29.)
        const int bottom = pane.y + end->GetAbsPos().y + m_verdict->GetCharHeight();
        const bool depends = m_result && m_result->verdict == engine::legality::Verdict::Depends;
        if (!depends && bottom > std::min(pane.GetBottom(), page.GetBottom()))
            problems.push_back("the first reason ends below the visible area");
    }
    // Every choice shows its whole answer: the text of the selection and the choice's own
    // padding (its best width less its longest item) fit in its width.
    std::vector<const wxWindow*> todo = {this};
    while (!todo.empty()) {
        const wxWindow* w = todo.back();
        todo.pop_back();
        for (const wxWindow* child : w->GetChildren()) todo.push_back(child);
        const auto* choice = dynamic_cast<const wxChoice*>(w);
        if (choice != nullptr && choice->IsShownOnScreen() && choice->GetSelection() >= 0) {
            int longest = 0;
            for (unsigned i = 0; i < choice->GetCount(); ++i)
                longest = std::max(longest, choice->GetTextExtent(choice->GetString(i)).x);
            const int padding = std::max(choice->GetBestSize().x - longest, FromDIP(24));
            // A unit box is a text entry: a long "unit — list" is clipped, not ellipsized, and
            // its tooltip must then give it whole.
            const auto* box = dynamic_cast<const wxComboBox*>(w);
            const bool cut = choice->GetTextExtent(choice->GetStringSelection()).x + padding > choice->GetSize().x;
            if (cut && box != nullptr && box->GetToolTipText() != box->GetValue())
                problems.push_back("the unit box \"" + from_wx(box->GetValue()) + "\" is cut short without a tooltip");
            else if (cut && box == nullptr)
                problems.push_back("the choice \"" + from_wx(choice->GetStringSelection()) + "\" is cut short");
            // The facts' answers scroll inside their pane, which may hide some.
            const bool scrolls = choice->GetParent() == m_facts;
            if (!scrolls && !page.Contains(choice->GetScreenRect()))
                problems.push_back("the choice \"" + from_wx(choice->GetStringSelection()) + "\" is off the page");
        }
        const auto* check = dynamic_cast<const wxCheckBox*>(w);
        if (check != nullptr && check->IsShownOnScreen() &&
            (check->GetTextExtent(check->GetLabel()).x + FromDIP(20) > check->GetSize().x ||
             !page.Contains(check->GetScreenRect())))
            problems.push_back("the check box \"" + from_wx(check->GetLabel()) + "\" is cut short");
    }
    return problems;
}

} // namespace ost::app
