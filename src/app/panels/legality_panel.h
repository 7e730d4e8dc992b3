// The Engine area's Legality page: the hex board of the hex games (A&B, Jomini) with its line
// of sight judged hex by hex, each reason linked to its rules section.
#pragma once

#include "core/engine/legality/hex_coord.h"

#include <wx/panel.h>

#include <string>
#include <vector>

class wxChoice;
class wxHtmlLinkEvent;
class wxHtmlWindow;

namespace ost {
class RuleNavigator;
class Session;
} // namespace ost

namespace ost::app {

class HexBoard;

class LegalityPanel final : public wxPanel {
public:
    /// `rules` opens a rules section when a reason's link is clicked (the main window).
    LegalityPanel(wxWindow* parent, Session& session, RuleNavigator& rules);

    /// Shows the board of `system` ("ab" or "jomini").
    void select_system(const std::string& system);
    HexBoard& board() { return *m_board; }
    /// A ready-made board for the screenshots and the first visit: an artillery on a hill, a
    /// wood, a friendly unit, an enemy elephant and a target, the line aimed at the target.
    void load_example();

private:
    void show_line_of_sight();
    void on_link(wxHtmlLinkEvent& event);

    RuleNavigator& m_rules;
    std::vector<std::string> m_systems;
    wxChoice* m_system = nullptr;
    wxChoice* m_tool = nullptr;
    wxChoice* m_kind = nullptr;
    HexBoard* m_board = nullptr;
    wxHtmlWindow* m_details = nullptr;
};

} // namespace ost::app
