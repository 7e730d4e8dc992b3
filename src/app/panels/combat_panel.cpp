// Combat page layout and behaviour: every change of the form re-reads the scenario through the
// engine's own parser and shows the odds; Roll and "I rolled…" resolve one roll with its dice.
#include "app/panels/combat_panel.h"

#include "app/application.h"
#include "app/dialogs/dice_entry_dialog.h"
#include "app/dialogs/unit_chooser_dialog.h"
#include "app/i18n/wx_text.h"
#include "app/panels/combat_form.h"
#include "app/panels/dice_view.h"
#include "app/panels/report_list.h"
#include "app/panels/odds_chart.h"
#include "app/panels/page_html.h"
#include "core/engine/combat_schema.h"
#include "core/engine/scenario.h"
#include "core/services/combat_service.h"
#include "core/services/rule_navigator.h"
#include "core/services/session.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/html/htmlwin.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/settings.h>

#include <optional>
#include <random>
#include <sstream>

wxDEFINE_EVENT(ost::app::EVT_TEST_IN_ENGINE, wxCommandEvent);

namespace ost::app {

namespace {
/// Exact fractions longer than this show as "≈ decimal" (the fraction stays in the tooltip).
constexpr std::size_t kExactChars = 15;

std::string percent(long double p) { return from_wx(wxString::Format("%.2f %%", static_cast<double>(p * 100))); }

/// Bars of a distribution, without the negligible tails (under 0.05 %).
std::vector<ChartBar> bars_of(const engine::Distribution& d) {
    int lo = d.min();
    int hi = d.max();
    while (lo < hi && d.p(lo).value < 0.0005L) ++lo;
    while (hi > lo && d.p(hi).value < 0.0005L) --hi;
    std::vector<ChartBar> bars;
    for (int v = lo; v <= hi; ++v) {
        bars.push_back({wxString::Format("%d", v), static_cast<double>(d.p(v).value)});
    }
    return bars;
}
} // namespace

CombatPanel::CombatPanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : wxPanel(parent), m_session(session), m_rules(rules), m_service(std::make_unique<CombatService>(session)) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* bar = new wxBoxSizer(wxHORIZONTAL); // one row at 1024 px: exact-fit buttons, no wrapping
    const auto add_pair = [&](const wxString& label, wxWindow* control) {
        auto* pair = new wxBoxSizer(wxHORIZONTAL);
        pair->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
        pair->Add(control, 0, wxALIGN_CENTER_VERTICAL);
        m_bar.push_back(control);
        bar->Add(pair, 0, wxRIGHT, FromDIP(8));
    };
    m_system = new wxChoice(this, wxID_ANY);
    for (const auto& [system, tests] : engine::scenario_tests()) {
        // Only the games of this session's data, by their names: a game id never reaches a player.
        for (const auto& s : session.systems()) {
            if (s.id == system) {
                m_systems.push_back(system);
                m_system->Append(to_wx(s.name()));
            }
        }
    }
    add_pair(_("Game:"), m_system);
    m_test = new wxChoice(this, wxID_ANY);
    add_pair(_("Test:"), m_test);
    const auto button = [this](const wxString& label) {
        auto* b = new wxButton(this, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
        b->SetMinSize(b->GetBestSize() + wxSize(FromDIP(12), 0)); // exact fit plus a little air
        return b;
    };
    auto* roll = button(_("Roll"));
    roll->SetToolTip(_("One simulated combat, its dice drawn below"));
    auto* rolled = button(_("I rolled..."));
    rolled->SetToolTip(_("Enter the dice you rolled on the table: the engine says what happens"));
    auto* open = button(_("Open..."));
    auto* save = button(_("Save..."));
    for (wxButton* b : {roll, rolled, open, save}) {
        bar->Add(b, 0, wxRIGHT | wxALIGN_CENTER_VERTICAL, FromDIP(4));
        m_bar.push_back(b);
    }
    sizer->Add(bar, 0, wxEXPAND | wxALL, FromDIP(6));

    auto* split = m_split = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3DSASH);
    m_form = new CombatForm(split);
    wxPanel* right = results_side(split);
    split->SetMinimumPaneSize(FromDIP(220));
    split->SetSashGravity(0.0);
    split->SplitVertically(m_form, right, FromDIP(340)); // form labels wrap: the odds get the rest
    sizer->Add(split, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    SetSizer(sizer);

    m_system->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { on_system(); });
    m_test->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { on_test(); });
    roll->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { this->roll(std::random_device{}()); });
    rolled->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ask_dice(); });
    open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { open_file(); });
    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { save_file(); });
    m_details->Bind(wxEVT_HTML_LINK_CLICKED, &CombatPanel::on_link, this);
    m_form->set_on_change([this] { recompute(); });
    m_form->set_on_choose_unit([this](const std::string& side) { choose_unit(side); });
    m_form->set_choice_labels([this](const engine::SchemaField& field) { return data_choices(field); });

    if (m_systems.empty()) { // data with no game that has combat tests (a new game, data only)
        for (wxWindow* w : m_bar) w->Disable();
        m_form->Disable();
        m_details->SetPage(wxString::Format("<p>%s</p>", _("None of the games installed here has combat tests yet.")));
        return;
    }
    std::string last;
    try {
        last = m_service->last_scenario();
    } catch (const Error&) {
        last.clear(); // no settings table (a read-only or foreign DB): start from the default
    }
    if (last.empty() || !load_scenario_text(last, "settings")) {
        m_system->SetSelection(0);
        on_system();
    }
}

CombatPanel::~CombatPanel() = default;

std::vector<engine::FieldChoice> CombatPanel::data_choices(const engine::SchemaField& field) {
    // Choices the core names from the game's data (the Jomini troop lines, issue 27).
    std::vector<engine::FieldChoice> named = field.choices;
    if (field.data_choices == nullptr) {
        return named;
    }
    wxGetApp().guarded(_("Ost could not read the game's tables to name the choices."),
                       [&] { named = engine::form_choices(m_service->tables(), field); });
    return named;
}

/// The odds side of the page: outcomes, chart and details, the dice of the last roll.
wxPanel* CombatPanel::results_side(wxWindow* parent) {
    auto* right = new wxPanel(parent);
    auto* rs = new wxBoxSizer(wxVERTICAL);
    m_outcomes = new wxListCtrl(right, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 96)), wxLC_REPORT | wxLC_SINGLE_SEL);
    enable_cell_tooltips(m_outcomes);
    m_outcomes->AppendColumn(_("Outcome"), wxLIST_FORMAT_LEFT, FromDIP(200));
    m_outcomes->AppendColumn(_("Chance"), wxLIST_FORMAT_RIGHT, FromDIP(70));
    m_outcomes->AppendColumn(_("Exact"), wxLIST_FORMAT_LEFT, FromDIP(110));
    rs->Add(m_outcomes, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    m_chart = new OddsChart(right);
    m_details = new wxHtmlWindow(right, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    middle->Add(m_chart, 1, wxEXPAND | wxRIGHT, FromDIP(4));
    middle->Add(m_details, 1, wxEXPAND);
    rs->Add(middle, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    m_dice = new DiceView(right);
    m_dice->SetMinSize(FromDIP(wxSize(-1, 92)));
    rs->Add(m_dice, 0, wxEXPAND);
    right->SetSizer(rs);
    return right;
}

void CombatPanel::fill_tests() {
    m_tests.clear();
    m_test->Clear();
    const std::string& system = m_systems.at(static_cast<std::size_t>(std::max(0, m_system->GetSelection())));
    if (const engine::GameCombatSchema* game = engine::find_combat_schema(system)) {
        for (const engine::TestSchema& t : game->tests) {
            if (t.page() != t.id) continue; // shown on another page (a resolve test: "I rolled…")
            m_tests.push_back(t.id);
            m_test->Append(to_wx(t.label));
        }
    }
}

void CombatPanel::on_system() {
    fill_tests();
    const std::string& system = m_systems.at(static_cast<std::size_t>(m_system->GetSelection()));
    const engine::GameCombatSchema* game = engine::find_combat_schema(system);
    const auto pick = std::find(m_tests.begin(), m_tests.end(), game ? game->default_test : std::string());
    m_test->SetSelection(pick == m_tests.end() ? 0 : static_cast<int>(pick - m_tests.begin()));
    on_test();
}

void CombatPanel::on_test() {
    const std::string& system = m_systems.at(static_cast<std::size_t>(m_system->GetSelection()));
    m_form->set_test(system, m_tests.at(static_cast<std::size_t>(m_test->GetSelection())));
    fit_form();
    m_roll_html.clear();
    m_dice->set_dice({});
    recompute();
}

std::string CombatPanel::unit_reference(const std::string& side) const { return m_form->unit_reference(side); }

std::string CombatPanel::scenario_text() const { return CombatService::scenario_text(m_form->scenario()); }

bool CombatPanel::load_scenario_text(const std::string& text, const std::string& name) {
    try {
        const engine::Scenario checked = m_service->parse(text, name);
        const nlohmann::json j = nlohmann::json::parse(text);
        const auto sys = std::find(m_systems.begin(), m_systems.end(), checked.system);
        if (sys == m_systems.end()) return false;
        m_system->SetSelection(static_cast<int>(sys - m_systems.begin()));
        fill_tests();
        const std::string test = engine::combat_schema(checked.system, checked.test).page();
        const auto t = std::find(m_tests.begin(), m_tests.end(), test);
        if (t == m_tests.end()) return false;
        m_test->SetSelection(static_cast<int>(t - m_tests.begin()));
        m_form->set_test(checked.system, test);
        fit_form();
        m_roll_html.clear();
        m_dice->set_dice({});
        m_form->load(j);
        if (checked.roll) resolve_dice(*checked.roll);
        return true;
    } catch (const Error& e) {
        if (name != "settings") wxGetApp().show_error(_("Ost could not open this scenario."), to_wx(e.describe(WxTranslator::current())));
        return false;
    } catch (const nlohmann::json::exception& e) {
        return false;
    }
}

/// The outcomes (adding up to 1) then, under their own heading, the flags apart from them: in
/// the table and as the chart's first groups.
void CombatPanel::show_outcomes(const engine::OddsResult& odds, std::vector<ChartGroup>& groups) {
    ChartGroup outcomes{_("Outcomes"), {}};
    wxString exact_tip;
    ChartGroup flags{_("Apart from the outcomes"), {}};
    std::vector<const engine::Outcome*> rows;
    for (const auto& o : odds.outcomes) rows.push_back(&o);
    if (!odds.flags.empty()) rows.push_back(nullptr); // the heading of the flags
    for (const auto& o : odds.flags) rows.push_back(&o);
    bool apart = false;
    for (const engine::Outcome* row_outcome : rows) {
        if (row_outcome == nullptr) {
            m_outcomes->InsertItem(m_outcomes->GetItemCount(), _("Apart from the outcomes:"));
            apart = true;
            continue;
        }
        const engine::Outcome& o = *row_outcome;
        const long row = m_outcomes->InsertItem(m_outcomes->GetItemCount(), to_wx(o.label));
        m_outcomes->SetItem(row, 1, to_wx(percent(o.p.value)));
        const wxString exact = to_wx(o.p.exact_string());
        // A long fraction would be cut: "≈" and the decimal, the fraction itself in the tooltip.
        m_outcomes->SetItem(row, 2, exact.size() <= kExactChars ? exact
                                                                : wxString::FromUTF8("≈ ") + wxString::Format("%.9f", static_cast<double>(o.p.value)));
        exact_tip << wxString::Format(_("%s: %s"), to_wx(o.label), exact) << "\n";
        (apart ? flags : outcomes).bars.push_back({to_wx(o.label), static_cast<double>(o.p.value)});
    }
    m_outcomes->SetToolTip(exact_tip.Trim());
    m_outcomes->SetColumnWidth(0, wxLIST_AUTOSIZE);
    m_outcomes->SetColumnWidth(0, std::max(m_outcomes->GetColumnWidth(0) + FromDIP(8), FromDIP(120)));
    fit_outcomes();
    groups.push_back(outcomes);
    if (!flags.bars.empty()) groups.push_back(flags);
}

void CombatPanel::recompute() {
    std::ostringstream html;
    m_outcomes->DeleteAllItems();
    std::vector<ChartGroup> groups;
    try {
        const std::string text = scenario_text(); // text typed in the page: checked as UTF-8
        const engine::Scenario scenario = m_service->parse(text, "scenario");
        const engine::OddsResult odds = engine::evaluate(m_service->tables(), scenario);
        show_outcomes(odds, groups);
        for (const auto& [id, d] : odds.distributions) {
            groups.push_back({to_wx(engine::quantity_label(id, odds.system)), bars_of(d)});
        }
        if (!odds.expected.empty()) {
            html << "<p>";
            for (const auto& [id, v] : odds.expected) {
                html << html::esc(wxString::Format(_("%s:"), to_wx(engine::quantity_label(id, odds.system)))) << " <b>"
                     << from_wx(wxString::Format("%.3f", static_cast<double>(v))) << "</b><br>";
            }
            html << "</p>";
        }
        if (!odds.readings.empty()) {
            html << "<p><b>" << html::esc(_("Readings")) << "</b></p><ul>";
            for (const auto& r : odds.readings) {
                html << "<li>" << html::esc(engine::reading_text(r)) << " " << html::rule_link(r.rule, "[" + html::esc(r.rule) + "]") << "</li>";
            }
            html << "</ul>";
        }
        html << "<p><b>" << html::esc(_("Rules applied")) << "</b></p><ul>";
        for (const auto& m : odds.mechanics) {
            html << "<li>" << html::esc(m.text) << " " << html::rule_title_link(m.rule) << "</li>";
        }
        html << "</ul>";
        m_service->keep_scenario(text);
        m_odds_error.clear();
    } catch (const Error& e) {
        html << "<p><font color=\"#a40000\">" << html::esc(e.message()) << "</font></p>";
        m_odds_error = e.message().render(WxTranslator::current());
    }
    m_chart->set_groups(std::move(groups));
    m_odds_html = html.str();
    m_details->SetPage(to_wx(m_roll_html + m_odds_html));
}

void CombatPanel::show_roll(bool simulated, const std::vector<std::string>& given, std::uint64_t seed) {
    std::ostringstream html;
    try {
        engine::Scenario scenario = m_service->parse(scenario_text(), "scenario");
        engine::RollReport report;
        if (simulated) {
            engine::SeededDice dice(seed);
            report = engine::resolve_roll(m_service->tables(), scenario, dice);
            report.dice = dice.log();
        } else {
            engine::GivenDice dice(given);
            report = engine::resolve_roll(m_service->tables(), scenario, dice);
            report.dice = dice.log();
        }
        html << "<p><b>" << html::esc(simulated ? _("Simulated roll") : _("The dice you rolled")) << "</b></p><p>";
        for (const auto& line : report.log) html << html::esc(line) << "<br>";
        for (const auto& [k, v] : report.values) {
            html << html::esc(wxString::Format(_("%s:"), to_wx(engine::quantity_label(k, scenario.system)))) << " <b>" << v << "</b><br>";
        }
        html << "</p><hr>";
        m_dice->set_dice(report.dice);
    } catch (const Error& e) {
        html << "<p><font color=\"#a40000\">" << html::esc(e.message()) << "</font></p><hr>";
        m_dice->set_dice({});
    }
    fit_dice();
    m_roll_html = html.str();
    m_details->SetPage(to_wx(m_roll_html + m_odds_html));
}

void CombatPanel::fit_outcomes() {
    // Every outcome row shows: the table is as tall as its header and rows, never scrolled.
    const int rows = std::max(1, m_outcomes->GetItemCount());
    wxRect item;
    const int row_h = m_outcomes->GetItemCount() > 0 && m_outcomes->GetItemRect(0, item) ? item.height : GetCharHeight() + FromDIP(6);
    const int header = row_h + FromDIP(8);
    m_outcomes->SetMinSize(wxSize(-1, header + rows * row_h + FromDIP(6)));
    m_outcomes->GetParent()->Layout();
}

void CombatPanel::fit_dice() {
    // Whole rows of dice with their wrapped meanings, up to 40 % of the results' height: a row is
    // never shown cut; more rows scroll, each still whole.
    const int row = std::max(1, m_dice->row_pixels());
    const int most = std::max(row, m_dice->GetParent()->GetClientSize().y * 2 / 5);
    const int rows = std::max(1, most / row);
    m_dice->SetMinSize(wxSize(-1, std::max(FromDIP(60), std::min(m_dice->content_height(), rows * row))));
    m_dice->GetParent()->Layout();
}

void CombatPanel::fit_form() {
    if (m_form->GetSizer() == nullptr) return;
    const int scrollbar = wxSystemSettings::GetMetric(wxSYS_VSCROLL_X, m_form);
    const int wanted = m_form->GetSizer()->CalcMin().x + std::max(scrollbar, FromDIP(12)) + FromDIP(4);
    m_split->SetSashPosition(std::clamp(wanted, FromDIP(260), FromDIP(420)));
}

std::vector<std::string> CombatPanel::layout_problems() const {
    std::vector<std::string> problems;
    for (const wxWindow* w : m_bar) {
        if (w->GetRect().GetBottom() > m_bar.front()->GetRect().GetBottom() + FromDIP(8) || w->GetRect().GetRight() > GetClientSize().x) {
            problems.push_back("toolbar control \"" + from_wx(w->GetLabel()) + "\" is off the first row or past the edge");
        }
    }
    const int count = m_outcomes->GetItemCount();
    wxRect last;
    if (count > 0 && m_outcomes->GetItemRect(count - 1, last) && last.GetBottom() > m_outcomes->GetClientSize().y) {
        problems.push_back("the last outcome row is below the table's visible area");
    }
    int columns = 0;
    for (int c = 0; c < m_outcomes->GetColumnCount(); ++c) columns += m_outcomes->GetColumnWidth(c);
    if (columns > m_outcomes->GetClientSize().x) problems.push_back("the outcome table's columns are wider than the table");
    if (m_form->GetVirtualSize().x > m_form->GetClientSize().x) problems.push_back("the form is wider than its pane");
    if (!m_dice->labels_fit()) problems.push_back("a die's meaning is wider than its cell");
    if (!m_dice->dice().empty() &&
        (m_dice->GetClientSize().y < m_dice->row_pixels() ||
         (m_dice->GetClientSize().y < m_dice->content_height() && m_dice->GetClientSize().y % m_dice->row_pixels() > FromDIP(4)))) {
        problems.push_back("the rolled dice are cut: the dice view shows part of a row");
    }
    return problems;
}

void CombatPanel::roll(std::uint64_t seed) { show_roll(true, {}, seed); }

void CombatPanel::resolve_dice(const std::vector<std::string>& dice) { show_roll(false, dice, 0); }

void CombatPanel::ask_dice() {
    const auto dialog = dice_dialog();
    if (dialog->ShowModal() != wxID_OK) return;
    resolve_dice(dialog->dice());
}

std::unique_ptr<DiceEntryDialog> CombatPanel::dice_dialog() {
    const std::string system = m_systems.at(static_cast<std::size_t>(m_system->GetSelection()));
    const std::string test = m_tests.at(static_cast<std::size_t>(m_test->GetSelection()));
    std::optional<engine::CustomDie> die;
    wxGetApp().guarded(_("Ost could not read the game's die."), [&] { die = engine::entry_die(m_service->tables(), system, test); });
    // The engine reads the dice entered so far: what happens, or why more are needed.
    const std::string text = scenario_text();
    auto check = [this, text](const std::vector<std::string>& dice) -> DiceEntryDialog::Reading {
        try {
            const engine::Scenario scenario = m_service->parse(text, "scenario");
            engine::GivenDice given(dice);
            given.keep_log(false);
            const engine::RollReport report = engine::resolve_roll(m_service->tables(), scenario, given);
            wxString last = to_wx(report.log.empty() ? Text::verbatim(report.outcome) : report.log.back());
            if (last.EndsWith(wxS("."))) last.RemoveLast(); // "Retreat of 1 hex." ends the sentence once
            const wxString outcome = wxString::Format(_("Complete: %s."), last);
            if (given.unused() == 0) return {true, outcome};
            return {true, outcome + " " + wxString::Format(wxPLURAL("%d die entered is not used.", "%d dice entered are not used.", given.unused()),
                                                           static_cast<int>(given.unused()))};
        } catch (const Error& e) {
            return {false, to_wx(e.message())};
        }
    };
    return std::make_unique<DiceEntryDialog>(this, die, check);
}

std::vector<UnitChoice> CombatPanel::unit_choices(const std::string& system) {
    std::vector<UnitChoice> out;
    // The open roster's units first, then every list's.
    if (m_roster_units) {
        for (auto& u : m_roster_units()) {
            if (u.reference.rfind(system + "/", 0) == 0) out.push_back(std::move(u));
        }
    }
    for (const auto& u : m_service->units(system)) out.push_back({u.reference, to_wx(u.label)});
    return out;
}

std::unique_ptr<UnitChooserDialog> CombatPanel::unit_chooser() {
    const std::string system = m_systems.at(static_cast<std::size_t>(m_system->GetSelection()));
    return std::make_unique<UnitChooserDialog>(this, unit_choices(system));
}

void CombatPanel::choose_unit(const std::string& side) {
    const std::string system = m_systems.at(static_cast<std::size_t>(m_system->GetSelection()));
    wxGetApp().guarded(_("Ost could not list the units."), [&] {
        const auto choices = unit_choices(system);
        if (choices.empty()) {
            wxMessageBox(_("No army list of this game has units yet: type the stats, or enter your lists in My lists."),
                         _("Choose a unit"), wxOK | wxICON_INFORMATION, this);
            return;
        }
        UnitChooserDialog dialog(this, choices);
        if (dialog.ShowModal() != wxID_OK || dialog.chosen().empty()) return;
        m_form->set_unit(side, dialog.chosen(), m_service->unit(dialog.chosen()));
    });
}

bool CombatPanel::select_system(const std::string& system) {
    const auto sys = std::find(m_systems.begin(), m_systems.end(), system);
    if (sys == m_systems.end()) return false;
    if (m_system->GetSelection() != static_cast<int>(sys - m_systems.begin())) {
        m_system->SetSelection(static_cast<int>(sys - m_systems.begin()));
        on_system();
    }
    return true;
}

void CombatPanel::test_unit(const std::string& side, const std::string& reference) {
    wxGetApp().guarded(_("Ost could not put this unit in the engine."), [&] {
        const std::string system = reference.substr(0, reference.find('/'));
        const auto sys = std::find(m_systems.begin(), m_systems.end(), system);
        if (sys == m_systems.end()) {
            throw InvalidInputError(TR_("The engine has no combat tests for this unit's game yet."));
        }
        const Profile stats = m_service->unit(reference);
        if (m_systems.at(static_cast<std::size_t>(m_system->GetSelection())) != system || m_form->unit_sides().empty()) {
            m_system->SetSelection(static_cast<int>(sys - m_systems.begin()));
            on_system();
        }
        const auto sides = m_form->unit_sides();
        const std::string where = std::find(sides.begin(), sides.end(), side) != sides.end() ? side : sides.front();
        m_form->set_unit(where, reference, stats);
    });
}

void CombatPanel::open_file() {
    wxFileDialog dialog(this, _("Open a scenario"), {}, {}, _("Engine scenarios (*.json)|*.json"), wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return;
    // read_file: a folder, a device or a FIFO is refused with its name, the size is capped.
    std::optional<std::string> text;
    wxGetApp().guarded(_("Ost could not open this scenario."),
                       [&] { text = read_file(std::filesystem::path(std::string(dialog.GetPath().fn_str()))); });
    if (text) load_scenario_text(*text, from_wx(dialog.GetPath()));
}

void CombatPanel::save_file() {
    wxFileDialog dialog(this, _("Save the scenario"), {}, "scenario.json", _("Engine scenarios (*.json)|*.json"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    wxGetApp().guarded(_("Ost could not save the scenario."), [&] { CombatService::save_file(from_wx(dialog.GetPath()), scenario_text()); });
}

void CombatPanel::on_link(wxHtmlLinkEvent& event) { html::open_rule_link(m_rules, from_wx(event.GetLinkInfo().GetHref())); }

} // namespace ost::app
