// The Engine area's Combat page: pick a system and a test, describe the units and the situation,
// and read the exact odds at once (table, bar charts, rules applied with links); roll it with
// dice drawn as dice, or enter the dice you rolled. Scenarios open and save as .json.
#pragma once

#include "app/dialogs/unit_chooser_dialog.h"

#include <wx/event.h>
#include <wx/panel.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class wxChoice;
class wxHtmlWindow;
class wxListCtrl;
class wxSplitterWindow;
class wxHtmlLinkEvent;

namespace ost::engine {
struct FieldChoice;
struct OddsResult;
struct SchemaField;
} // namespace ost::engine

namespace ost {
class CombatService;
class RuleNavigator;
class Session;
} // namespace ost

namespace ost::app {

class CombatForm;
struct ChartGroup;
class DiceView;
class OddsChart;
class DiceEntryDialog;
class UnitChooserDialog;

/// Sent upwards by a page that wants a unit tested in the engine: GetString() is
/// "attacker|SYSTEM/LIST/UNIT" or "defender|…". The main window routes it to the Combat page.
wxDECLARE_EVENT(EVT_TEST_IN_ENGINE, wxCommandEvent);

class CombatPanel final : public wxPanel {
public:
    CombatPanel(wxWindow* parent, Session& session, RuleNavigator& rules);
    ~CombatPanel() override;

    /// Puts the unit `reference` ("wme/empire/knights") on `side` ("attacker" or "defender"),
    /// switching to the unit's system and a test that takes it.
    void test_unit(const std::string& side, const std::string& reference);
    /// Shows `system`'s default test with its sample units (the welcome page's link for a game
    /// without army lists); false when the system has no combat tests.
    bool select_system(const std::string& system);
    /// The unit reference `side` was filled from ("" when typed by hand): GUI tests.
    std::string unit_reference(const std::string& side) const;
    /// The scenario shown, as JSON text (kept across restarts and language switches).
    std::string scenario_text() const;
    /// Shows a scenario (JSON text); false with a message shown when it cannot be read.
    bool load_scenario_text(const std::string& text, const std::string& name);
    /// Resolves the dice `dice` ("6 5 2" or face ids) as "I rolled…" would (GUI tests).
    void resolve_dice(const std::vector<std::string>& dice);
    /// The "I rolled…" dialog for the scenario shown, its dice read live by the engine (the
    /// button shows it modally; GUI tests click its faces).
    std::unique_ptr<DiceEntryDialog> dice_dialog();
    /// The "Choose a unit…" dialog for the game shown: the open roster's units, then every
    /// list's (GUI tests type in it).
    std::unique_ptr<UnitChooserDialog> unit_chooser();
    /// Where the open roster's units come from (the main window sets it): reference and line.
    void set_roster_units(std::function<std::vector<UnitChoice>()> provider) { m_roster_units = std::move(provider); }
    /// One simulated roll with `seed` (the Roll button uses a random seed).
    void roll(std::uint64_t seed);
    /// What of the page is cut at its present size (toolbar on two rows or past the edge, an outcome
    /// row or column out of sight, the form wider than its pane), in words; empty when all shows.
    /// The smoke test logs each as an error at 1024x700, so a layout regression fails it.
    std::vector<std::string> layout_problems() const;
    /// Why the odds shown could not be worked out, in the player's words; empty when they were.
    const std::string& odds_error() const { return m_odds_error; }

private:
    std::vector<UnitChoice> unit_choices(const std::string& system);
    /// The entries of a choice field, named from the game's data when the core does (form_choices).
    std::vector<engine::FieldChoice> data_choices(const engine::SchemaField& field);
    wxPanel* results_side(wxWindow* parent);
    void fill_tests();
    void on_system();
    void on_test();
    void recompute();
    /// Sizes the outcome table to its rows, so that no outcome hides behind a scroll bar.
    void fit_outcomes();
    void show_outcomes(const engine::OddsResult& odds, std::vector<ChartGroup>& groups);
    /// Puts the sash just right of the form's widest row: nothing in the form is clipped and the
    /// odds get every other pixel.
    void fit_form();
    void fit_dice();
    void show_roll(bool simulated, const std::vector<std::string>& given, std::uint64_t seed);
    void choose_unit(const std::string& side);
    void ask_dice();
    void open_file();
    void save_file();
    void on_link(wxHtmlLinkEvent& event);

    Session& m_session;
    RuleNavigator& m_rules;
    std::unique_ptr<CombatService> m_service;
    wxChoice* m_system = nullptr;
    wxChoice* m_test = nullptr;
    CombatForm* m_form = nullptr;
    std::function<std::vector<UnitChoice>()> m_roster_units;
    wxSplitterWindow* m_split = nullptr;
    std::vector<wxWindow*> m_bar; ///< the toolbar's controls, left to right
    wxListCtrl* m_outcomes = nullptr;
    std::string m_odds_error;
    OddsChart* m_chart = nullptr;
    DiceView* m_dice = nullptr;
    wxHtmlWindow* m_details = nullptr;
    std::vector<std::string> m_systems;
    std::vector<std::string> m_tests;
    std::string m_odds_html;
    std::string m_roll_html;
};

} // namespace ost::app
