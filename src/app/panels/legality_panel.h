// The Engine area's Legality page: pick a system, a question and two units, answer only the
// facts the verdict depends on, and read the verdict with every reason linked to its rule; for
// a system played on hexes (board="hex") a hex board beside it gives range and line of sight.
#pragma once

#include "core/engine/legality/check_result.h"
#include "core/engine/legality/fact_domain.h"
#include "core/engine/legality/situation.h"

#include <wx/panel.h>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxBoxSizer;
class wxButton;
class wxCheckBox;
class wxChoice;
class wxComboBox;
class wxFlexGridSizer;
class wxHtmlLinkEvent;
class wxHtmlWindow;
class wxScrolledWindow;
class wxSplitterWindow;

namespace ost {
class LegalityService;
class LegalityUnitChooser;
class RosterEditor;
class RuleNavigator;
class Session;
} // namespace ost

namespace ost::app {

class HexBoard;
class MatchPopup;

class LegalityPanel final : public wxPanel {
public:
    /// `rules` opens a rules section when a reason's link is clicked (the main window).
    LegalityPanel(wxWindow* parent, Session& session, RuleNavigator& rules);
    ~LegalityPanel() override;

    /// Sets up a check as if picked in the form: system, question, the two units (a troop id
    /// such as "bowmen", or a unit key of LegalityUnitChooser: "roster:e2", "list:LIST/UNIT",
    /// "mine:LIST/UNIT"; for the target also the id of an extra target the system's data
    /// declares, such as its camp, or empty for none) and answers ("side" →
    /// "flank", "target.state.in-melee" → "yes"…), then runs it. Unknown ids are ignored.
    void set_check(const std::string& system, const std::string& question, const std::string& actor,
                   const std::string& target, const std::map<std::string, std::string>& answers);
    /// The check picked (system, question, list, units, answers) and the board, as text keys
    /// prefixed "legality.", so a language switch keeps what the player set and placed.
    std::map<std::string, std::string> save_state() const;
    /// Puts back what save_state() gave; missing keys leave the page as it is.
    void restore_state(const std::map<std::string, std::string>& state);
    /// The verdict shown, if a check ran.
    const engine::legality::CheckResult* result() const;
    /// Whether the verdict pane is on screen, readable (at least 200 px wide) and shows its
    /// whole text (verdict and every reason) without scrolling either way: the smoke test
    /// checks it.
    bool verdict_fully_visible() const;
    /// What a player at this size would miss (empty when fine): the verdict pane off the page
    /// or scrolled, the end of the first reason below the visible area, a choice whose answer
    /// is cut short (text extent against its width) or off the page, a check box cut short.
    std::vector<std::string> layout_problems() const;
    /// The answer shown in each choice of the facts asked, as the player reads it.
    std::vector<std::string> shown_answers() const;
    HexBoard& board() { return *m_board; }
    /// The example board of the hex games: an artillery on a hill, a wood, a friendly unit, an
    /// enemy elephant and a target, the line aimed at the target.
    void load_example();
    /// Selects `system` in the form (and, when it is played on hexes, shows the board).
    void select_system(const std::string& system);
    /// Where the open roster is found (the main window's Rosters page): its entries are offered
    /// as units; called again whenever the page is shown, so edits there show here.
    void set_roster_source(std::function<const RosterEditor*()> source);
    /// Types `text` into the acting (`actor` true) or the other unit's box as the player would:
    /// the box's list keeps the units whose name or origin holds every word typed, and a single
    /// match is picked. Returns the labels left in the list.
    std::vector<std::string> type_unit(bool actor, const std::string& text);
    /// The matches listed under the box while typing (empty when the list is closed), the one
    /// highlighted (-1 when closed) and the text in the box.
    std::vector<std::string> unit_matches(bool actor, int* highlighted = nullptr, std::string* text = nullptr) const;
    /// A key (WXK_DOWN, WXK_RETURN…) pressed in the box, as the keyboard sends it.
    void press_unit_key(bool actor, int key);
    /// The key of the unit picked as actor or other unit ("troop:bowmen", "roster:e1"…;
    /// "extra:ID" for an extra target such as the camp, or empty for none).
    std::string picked_unit(bool actor) const;
    /// The labels of the "Units from:" choice, as shown.
    std::vector<std::string> unit_sources() const;
    /// The keys of the facts shown under "What the verdict depends on:", top to bottom: answered
    /// ones keep their row (issue 29), new ones come below.
    std::vector<std::string> shown_facts() const;
    /// Answers fact `key` as its choice would (`value` empty: "?"), then runs the check again.
    void answer_fact(const std::string& key, const std::string& value);
    /// Picks entry `index` of the board's "Shooter:" choice as a click would.
    void pick_shooter_kind(int index);
    /// The entry shown in the board's "Shooter:" choice.
    int shown_shooter_kind() const;
    /// Where the sash between the form and the board stands (0 without the board).
    int board_sash() const;
    void set_board_sash(int position);

private:
    wxWindow* build_form(wxWindow* parent);
    /// Binds the form's controls (system, question, units, the reset button, rule links).
    void bind_form(wxButton* reset);
    wxWindow* build_board(wxWindow* parent);
    void fill_system(const std::string& system);
    /// Reads every unit of `system` (troop types, the open roster, bundled and user lists) and
    /// the "Units from:" choice, then fills both unit boxes.
    void load_units(const std::string& system);
    /// Fills both unit boxes with the units of the source picked in "Units from:" that hold
    /// every word typed in each box, keeping the units picked.
    void fill_units();
    void fill_unit_box(bool actor, const std::string& typed);
    /// Picks `key` in a unit box (and shows its label); false when it is not offered.
    bool pick_unit(bool actor, const std::string& key);
    void on_unit_text(bool actor);
    /// Lists the units left under the box while the player types (none when one is picked).
    void show_matches(bool actor, const std::string& typed);
    /// The roster shown last changed (or appeared, or went): reload the units.
    void refresh_roster();
    void run_check();
    /// The unit of key `key` (a unit of the chooser, or "extra:ID"); throws when unknown.
    engine::legality::UnitFacts resolve_unit(const std::string& key);
    /// Puts the player's answers into the situation (unit states, terrain… and facts).
    void apply_answers(engine::legality::Situation& s) const;
    /// The selected system's table, or nullptr when it does not load (the error is shown).
    const engine::legality::RuleTable* current_table() const;
    /// The targets that are not troops (the camp) the selected system's data declares.
    const std::vector<engine::legality::ExtraTargetDef>& extra_targets() const;
    /// A fact's answer: a number box (distances) or a choice of its domain's labels.
    void add_number_fact(const std::string& key);
    void add_choice_fact(const std::string& key, const std::vector<engine::legality::DomainValue>& domain);
    void show_result();
    /// Sizes the verdict pane to its text (hex games, where it stands under the form).
    void size_verdict();
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
    std::unique_ptr<LegalityUnitChooser> m_units;
    std::function<const RosterEditor*()> m_roster_source;
    std::string m_roster_shown; ///< what the units were read from: roster name and entries, as text
    /// "Units from:" ids: "" every source, "troop", "roster", "list:ID", "mine:ID".
    std::vector<std::string> m_lists;
    std::vector<std::string> m_actor_troops;  ///< unit keys of the actor box's items
    std::vector<std::string> m_target_troops; ///< the same, after "" none and the extra targets
    std::string m_actor_key;                  ///< the unit picked as actor
    std::string m_target_key;                 ///< the other unit picked ("" none, "extra:ID")
    bool m_filling = false;                   ///< the boxes are being refilled: ignore their events
    wxChoice* m_system = nullptr;
    wxChoice* m_question = nullptr;
    wxChoice* m_list = nullptr;
    wxComboBox* m_actor = nullptr;
    wxComboBox* m_target = nullptr;
    std::unique_ptr<MatchPopup> m_actor_matches;
    std::unique_ptr<MatchPopup> m_target_matches;
    wxCheckBox* m_use_board = nullptr;
    wxScrolledWindow* m_facts = nullptr;
    wxFlexGridSizer* m_facts_sizer = nullptr;
    wxHtmlWindow* m_verdict = nullptr;
    wxBoxSizer* m_form_body = nullptr; ///< form above the verdict (hex games) or beside it
    wxBoxSizer* m_form_left = nullptr;
    std::map<std::string, std::string> m_answers;
    std::map<std::string, engine::legality::MissingFact> m_asked; ///< every fact asked so far
    std::vector<std::string> m_fact_order; ///< the facts in the order first shown: rows never move
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
