// The Engine area's Legality page: pick a system, a question and two units, answer only the
// facts the verdict depends on, and read the verdict with every reason linked to its rule; for
// the hex games (A&B, Jomini) a hex board beside it gives range and line of sight.
#pragma once

#include "core/engine/legality/check_result.h"
#include "core/engine/legality/situation.h"

#include <wx/panel.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxBoxSizer;
class wxCheckBox;
class wxChoice;
class wxFlexGridSizer;
class wxHtmlLinkEvent;
class wxHtmlWindow;
class wxScrolledWindow;
class wxSplitterWindow;

namespace ost {
class LegalityService;
class RuleNavigator;
class Session;
} // namespace ost

namespace ost::app {

class HexBoard;

class LegalityPanel final : public wxPanel {
public:
    /// `rules` opens a rules section when a reason's link is clicked (the main window).
    LegalityPanel(wxWindow* parent, Session& session, RuleNavigator& rules);
    ~LegalityPanel() override;

    /// Sets up a check as if picked in the form: system, question, the two troops (target
    /// "camp" for the camp, empty for none) and answers ("side" → "flank",
    /// "target.state.in-melee" → "yes"…), then runs it. Unknown ids are ignored.
    void set_check(const std::string& system, const std::string& question, const std::string& actor,
                   const std::string& target, const std::map<std::string, std::string>& answers);
    /// The verdict shown, if a check ran.
    const engine::legality::CheckResult* result() const;
    HexBoard& board() { return *m_board; }
    /// The example board of the hex games: an artillery on a hill, a wood, a friendly unit, an
    /// enemy elephant and a target, the line aimed at the target.
    void load_example();
    /// Shows `system` ("ab" or "jomini") on the board side (and in the form).
    void select_system(const std::string& system);

private:
    wxWindow* build_form(wxWindow* parent);
    wxWindow* build_board(wxWindow* parent);
    void fill_system(const std::string& system);
    /// Fills both unit choices with the troop types, or with the lines of the picked list.
    void fill_units(const std::string& system);
    void run_check();
    void show_result();
    void rebuild_facts();
    void show_line_of_sight();
    void on_link(wxHtmlLinkEvent& event);
    std::string selected_system() const;
    bool hex_system() const;

    Session& m_session;
    RuleNavigator& m_rules;
    std::unique_ptr<LegalityService> m_service;

    // The check form.
    std::vector<std::string> m_systems;
    std::vector<std::string> m_questions;
    std::vector<std::string> m_lists; ///< index 0: troop types (empty id)
    std::vector<std::string> m_actor_troops;  ///< troop ids, or "list:LINE" for a list line
    std::vector<std::string> m_target_troops; ///< the same, plus "" none and "camp"
    wxChoice* m_system = nullptr;
    wxChoice* m_question = nullptr;
    wxChoice* m_list = nullptr;
    wxChoice* m_actor = nullptr;
    wxChoice* m_target = nullptr;
    wxCheckBox* m_use_board = nullptr;
    wxScrolledWindow* m_facts = nullptr;
    wxFlexGridSizer* m_facts_sizer = nullptr;
    wxHtmlWindow* m_verdict = nullptr;
    wxBoxSizer* m_form_body = nullptr; ///< form above the verdict (hex games) or beside it
    wxBoxSizer* m_form_left = nullptr;
    std::map<std::string, std::string> m_answers;
    std::map<std::string, engine::legality::MissingFact> m_asked; ///< every fact asked so far
    std::map<std::string, std::string> m_board_facts;             ///< facts the board gave
    std::optional<engine::legality::CheckResult> m_result;
    std::string m_error;
    bool m_hex = false; ///< the selected system plays on hexes (GameSystem::has_hex_board())

    // The hex board side.
    wxSplitterWindow* m_split = nullptr;
    wxWindow* m_form_side = nullptr;
    wxWindow* m_board_side = nullptr;
    wxChoice* m_tool = nullptr;
    wxChoice* m_kind = nullptr;
    HexBoard* m_board = nullptr;
    wxHtmlWindow* m_details = nullptr;
};

} // namespace ost::app
