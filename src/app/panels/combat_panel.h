// The Engine area's Combat page: pick a system and a test, describe the units and the situation,
// and read the exact odds at once (table, bar charts, rules applied with links); roll it with
// dice drawn as dice, or enter the dice you rolled. Scenarios open and save as .json.
#pragma once

#include <wx/event.h>
#include <wx/panel.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

class wxChoice;
class wxHtmlWindow;
class wxListCtrl;
class wxHtmlLinkEvent;

namespace ost {
class CombatService;
class RuleNavigator;
class Session;
} // namespace ost

namespace ost::app {

class CombatForm;
class DiceView;
class OddsChart;

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
    /// The scenario shown, as JSON text (kept across restarts and language switches).
    std::string scenario_text() const;
    /// Shows a scenario (JSON text); false with a message shown when it cannot be read.
    bool load_scenario_text(const std::string& text, const std::string& name);
    /// Resolves the dice `dice` ("6 5 2" or face ids) as "I rolled…" would (GUI tests).
    void resolve_dice(const std::vector<std::string>& dice);
    /// One simulated roll with `seed` (the Roll button uses a random seed).
    void roll(std::uint64_t seed);

private:
    void fill_tests();
    void on_system();
    void on_test();
    void recompute();
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
    wxListCtrl* m_outcomes = nullptr;
    OddsChart* m_chart = nullptr;
    DiceView* m_dice = nullptr;
    wxHtmlWindow* m_details = nullptr;
    std::vector<std::string> m_systems;
    std::vector<std::string> m_tests;
    std::string m_odds_html;
    std::string m_roll_html;
};

} // namespace ost::app
