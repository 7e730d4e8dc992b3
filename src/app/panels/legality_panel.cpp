// Legality page: the check form (system, question, units, the facts asked), the verdict with
// its reasons as HTML with rule links (legality_html.h), and for a system on hexes the board.
#include "app/panels/legality_panel.h"

#include "app/i18n/wx_text.h"
#include "app/panels/hex_board.h"
#include "app/panels/legality_html.h"
#include "app/panels/match_popup.h"
#include "app/panels/page_html.h"
#include "core/engine/legality/fact_domain.h"
#include "core/engine/legality/hex_board_facts.h"
#include "core/services/legality_service.h"
#include "core/services/legality_unit_chooser.h"
#include "core/services/roster_editor.h"
#include "core/services/rule_navigator.h"
#include "core/services/session.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/gbsizer.h>
#include <wx/combobox.h>
#include <wx/html/htmlcell.h>
#include <wx/html/htmlwin.h>
#include <wx/intl.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

#include <algorithm>

namespace ost::app {

using engine::legality::CheckResult;
using engine::legality::FactType;

namespace {

std::string localized(const std::string& fr, const std::string& en) {
    return html::lang() == "fr" && !fr.empty() ? fr : en;
}

/// The unit key of extra target `id` (the camp) in the unit boxes.
std::string extra_key(const std::string& id) { return "extra:" + id; }

/// What the player reads for a unit offered: its name, and where it comes from unless it is a
/// troop type of the game.
wxString unit_label(const LegalityUnitChoice& c) {
    const std::string lang = html::lang();
    wxString name = wxString::FromUTF8(c.name.in(lang));
    if (c.source == UnitSource::Roster && c.count > 1) name += wxString::Format(wxS(" \u00d7%d"), c.count);
    const wxString from = wxString::FromUTF8(c.from.in(lang));
    switch (c.source) {
    case UnitSource::Troop: return name;
    case UnitSource::Roster: return name + wxS(" \u2014 ") + wxString::Format(_("open roster %s"), from);
    case UnitSource::List: return name + wxS(" \u2014 ") + from;
    case UnitSource::MyList: return name + wxS(" \u2014 ") + wxString::Format(_("my list %s"), from);
    }
    return name;
}

/// The roster a page shows, as text: when it changes, the units offered are read again.
std::string roster_fingerprint(const RosterEditor* editor) {
    if (editor == nullptr) return {};
    const auto& r = editor->roster();
    std::string out = r.system_id + "|" + r.list_id + "|" + r.name;
    for (const auto& e : r.entries)
        out += "|" + e.id + ":" + e.list_id + ":" + e.unit_id + ":" + std::to_string(e.count) + ":" + e.custom_name;
    return out;
}

} // namespace

LegalityPanel::LegalityPanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : wxPanel(parent), m_session(session), m_rules(rules) {
    m_service = std::make_unique<LegalityService>(LegalityService::for_data_dir(session.paths().data_dir));
    m_units = std::make_unique<LegalityUnitChooser>(*m_service);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_split = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                   wxSP_LIVE_UPDATE | wxSP_3DSASH);
    m_split->SetMinimumPaneSize(FromDIP(240));
    m_split->SetSashGravity(0.4);
    m_form_side = build_form(m_split);
    m_board_side = build_board(m_split);
    m_form_side->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] { size_verdict(); });
    });
    m_split->Initialize(m_form_side);
    m_board_side->Hide();
    sizer->Add(m_split, 1, wxEXPAND);
    SetSizer(sizer);

    load_example();
    if (!m_systems.empty()) {
        m_system->SetSelection(0);
        fill_system(m_systems.front());
    }
}

LegalityPanel::~LegalityPanel() = default;

wxWindow* LegalityPanel::build_form(wxWindow* parent) {
    auto* panel = new wxPanel(parent);
    m_form_body = new wxBoxSizer(wxVERTICAL);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_form_left = sizer;
    auto* grid = new wxGridBagSizer(FromDIP(4), FromDIP(6));
    int row = 0;
    const auto add_row = [&](const wxString& label, wxWindow* control) {
        grid->Add(new wxStaticText(panel, wxID_ANY, label), wxGBPosition(row, 0), wxDefaultSpan, wxALIGN_CENTER_VERTICAL);
        // A long unit name must not widen the form over the verdict beside it.
        control->SetMinSize(wxSize(FromDIP(120), -1));
        grid->Add(control, wxGBPosition(row++, 1), wxDefaultSpan, wxEXPAND);
    };

    std::map<std::string, wxString> names;
    for (const auto& system : m_session.systems()) names[system.id] = to_wx(system.name());
    m_system = new wxChoice(panel, wxID_ANY);
    for (const auto& id : m_service->systems()) {
        m_systems.push_back(id);
        m_system->Append(names.count(id) ? names[id] : to_wx(id));
    }
    add_row(_("Game:"), m_system);
    // The questions are long sentences, each a question in itself: the choice takes the form's
    // whole width, without a label beside it, so no question is cut short.
    m_question = new wxChoice(panel, wxID_ANY);
    m_question->SetMinSize(wxSize(FromDIP(120), -1)); // its width comes from the form's, not its longest item
    m_question->SetToolTip(_("Question:"));
    grid->Add(m_question, wxGBPosition(row++, 0), wxGBSpan(1, 2), wxEXPAND);
    m_list = new wxChoice(panel, wxID_ANY);
    add_row(_("Units from:"), m_list);
    // Editable boxes: typing part of a name (or of its list's) narrows the list to the units
    // holding every word typed; a single match is picked.
    m_actor = new wxComboBox(panel, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                             wxCB_DROPDOWN | wxTE_PROCESS_ENTER);
    m_actor->SetHint(_("type to find a unit"));
    add_row(_("Acting unit:"), m_actor);
    m_target = new wxComboBox(panel, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                              wxCB_DROPDOWN | wxTE_PROCESS_ENTER);
    m_target->SetHint(_("type to find a unit"));
    add_row(_("Other unit:"), m_target);
    grid->AddGrowableCol(1);
    sizer->Add(grid, 0, wxEXPAND | wxALL, FromDIP(6));

    auto* facts_head = new wxBoxSizer(wxHORIZONTAL);
    facts_head->Add(new wxStaticText(panel, wxID_ANY, _("What the verdict depends on:")), 1, wxALIGN_CENTER_VERTICAL);
    auto* reset = new wxButton(panel, wxID_ANY, _("Forget the answers"));
    facts_head->Add(reset, 0);
    sizer->Add(facts_head, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(6));
    m_facts = new wxScrolledWindow(panel, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 60)), wxVSCROLL);
    m_facts->SetScrollRate(0, FromDIP(10));
    // At least two questions with their answers show (issue 29: at 1024x700 the hex games' facts
    // were squeezed to no height under the verdict).
    m_facts->SetMinSize(wxSize(-1, FromDIP(80)));
    m_facts_sizer = new wxFlexGridSizer(2, FromDIP(3), FromDIP(6));
    m_facts_sizer->AddGrowableCol(0);
    m_facts->SetSizer(m_facts_sizer);
    sizer->Add(m_facts, 0, wxEXPAND | wxALL, FromDIP(6));

    m_verdict = new wxHtmlWindow(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    m_verdict->SetMinSize(FromDIP(wxSize(240, 120)));
    m_form_body->Add(sizer, 0, wxEXPAND);
    m_form_body->Add(m_verdict, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    panel->SetSizer(m_form_body);

    bind_form(reset);
    return panel;
}

void LegalityPanel::bind_form(wxButton* reset) {
    m_system->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fill_system(selected_system()); });
    m_list->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        fill_units();
        CallAfter([this] { run_check(); });
    });
    m_question->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { CallAfter([this] { run_check(); }); });
    for (const bool actor : {true, false}) {
        wxComboBox* box = actor ? m_actor : m_target;
        box->Bind(wxEVT_COMBOBOX, [this, actor, box](wxCommandEvent&) {
            if (m_filling) return;
            const auto& keys = actor ? m_actor_troops : m_target_troops;
            const int i = box->GetSelection();
            if (i < 0 || static_cast<std::size_t>(i) >= keys.size()) return;
            (actor ? m_actor_key : m_target_key) = keys[static_cast<std::size_t>(i)];
            box->SetToolTip(box->GetString(static_cast<unsigned>(i)));
            CallAfter([this] { run_check(); });
        });
        box->Bind(wxEVT_TEXT, [this, actor](wxCommandEvent&) {
            if (!m_filling) on_unit_text(actor);
        });
        // The units left while typing, listed under the box (issue 29): arrows, Enter, a click.
        (actor ? m_actor_matches : m_target_matches) = std::make_unique<MatchPopup>(box, [this, actor](int row) {
            const auto& keys = actor ? m_actor_troops : m_target_troops;
            const std::size_t at = (actor ? 0 : 1 + extra_targets().size()) + static_cast<std::size_t>(row);
            if (at < keys.size() && pick_unit(actor, keys[at])) CallAfter([this] { run_check(); });
        });
        // Leaving a box with a partial name shows the unit picked again, and every unit; not
        // when the focus goes to the box's own list (its arrow: issue 29, the text was reset).
        box->Bind(wxEVT_KILL_FOCUS, [this, actor, box](wxFocusEvent& e) {
            e.Skip();
            const wxWindow* to = e.GetWindow();
            if (to == nullptr || to == box || box->IsDescendant(const_cast<wxWindow*>(to))) return;
            CallAfter([this, actor] {
                fill_unit_box(actor, {});
                pick_unit(actor, actor ? m_actor_key : m_target_key);
            });
        });
    }
    // The open roster may have changed while another area was shown.
    Bind(wxEVT_SHOW, [this](wxShowEvent& e) {
        e.Skip();
        if (e.IsShown()) CallAfter([this] { refresh_roster(); });
        else for (auto* matches : {m_actor_matches.get(), m_target_matches.get()}) matches->hide();
    });
    reset->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        m_answers.clear();
        CallAfter([this] { run_check(); });
    });
    m_verdict->Bind(wxEVT_HTML_LINK_CLICKED, &LegalityPanel::on_link, this);
}

wxWindow* LegalityPanel::build_board(wxWindow* parent) {
    auto* panel = new wxPanel(parent);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* bar = new wxWrapSizer(wxHORIZONTAL);
    // A label and its control stay together when the bar wraps.
    const auto add_pair = [&](const wxString& label, wxWindow* control) {
        auto* pair = new wxBoxSizer(wxHORIZONTAL);
        pair->Add(new wxStaticText(panel, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
        pair->Add(control, 0, wxALIGN_CENTER_VERTICAL);
        bar->Add(pair, 0, wxRIGHT | wxBOTTOM, FromDIP(8));
    };
    m_tool = new wxChoice(panel, wxID_ANY);
    for (const wxString& label : {_("Shooter"), _("Target"), _("Friendly unit"), _("Enemy unit"),
                                  _("Enemy elephant"), _("Wood"), _("House"), _("Hill (click again: higher)"),
                                  _("Clear the hex")})
        m_tool->Append(label);
    m_tool->SetSelection(0);
    add_pair(_("A click places:"), m_tool);
    m_kind = new wxChoice(panel, wxID_ANY);
    for (const wxString& label : {_("Artillery"), _("Light weapons"), _("Elephant")}) m_kind->Append(label);
    m_kind->SetSelection(0);
    add_pair(_("Shooter:"), m_kind);
    auto* clear = new wxButton(panel, wxID_ANY, _("Empty the board"));
    bar->Add(clear, 0, wxBOTTOM, FromDIP(8));
    // On the board's bar, as it is about the board; the tooltip says what it takes.
    m_use_board = new wxCheckBox(panel, wxID_ANY, _("Take range and line of sight from the board"));
    m_use_board->SetToolTip(_("Take range, adjacent enemy and line of sight from the board"));
    m_use_board->SetValue(true);
    bar->Add(m_use_board, 0, wxALIGN_CENTER_VERTICAL | wxBOTTOM, FromDIP(8));
    m_use_board->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { run_check(); });
    sizer->Add(bar, 0, wxEXPAND | wxALL, FromDIP(6));

    auto* split = new wxSplitterWindow(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                       wxSP_LIVE_UPDATE | wxSP_3DSASH);
    m_board = new HexBoard(split);
    m_details = new wxHtmlWindow(split, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    split->SetMinimumPaneSize(FromDIP(80));
    split->SetSashGravity(0.7);
    split->SplitHorizontally(m_board, m_details, FromDIP(330));
    sizer->Add(split, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    panel->SetSizer(sizer);

    m_tool->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_board->set_tool(static_cast<HexBoard::Tool>(m_tool->GetSelection()));
    });
    m_kind->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_board->set_shooter_kind(static_cast<HexBoard::ShooterKind>(m_kind->GetSelection()));
    });
    clear->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_board->clear_board(); });
    m_details->Bind(wxEVT_HTML_LINK_CLICKED, &LegalityPanel::on_link, this);
    m_board->set_on_change([this] {
        show_line_of_sight();
        // The check follows the board: a placed shooter and target give its facts.
        if (hex_system() && m_use_board->GetValue()) CallAfter([this] { run_check(); });
    });
    return panel;
}

std::string LegalityPanel::selected_system() const {
    const int i = m_system->GetSelection();
    return i >= 0 && static_cast<std::size_t>(i) < m_systems.size() ? m_systems[static_cast<std::size_t>(i)] : std::string();
}

bool LegalityPanel::hex_system() const { return m_hex; }

void LegalityPanel::fill_system(const std::string& system) {
    m_answers.clear();
    m_asked.clear();
    m_fact_order.clear();
    m_question->Clear();
    m_questions.clear();
    m_actor_key.clear();
    m_target_key.clear();
    m_error.clear();
    m_hex = false;
    try {
        // A hex board where the system's data says so (system@board, lists/README.md).
        m_hex = m_service->game_system(system).has_hex_board();
        const auto& table = m_service->table(system);
        for (const auto& q : table.questions) {
            m_questions.push_back(q.id);
            m_question->Append(wxString::FromUTF8(localized(q.name.fr, q.name.en)));
        }
    } catch (const Error& e) {
        m_error = e.describe(WxTranslator::current());
    }
    if (!m_questions.empty()) m_question->SetSelection(0);
    load_units(system);

    const bool hex = m_hex;
    if (hex) {
        try {
            m_board->set_sight(m_service->hex_sight(system));
        } catch (const Error& e) {
            m_error = e.describe(WxTranslator::current());
        }
        m_board_side->Show();
        if (!m_split->IsSplit()) m_split->SplitVertically(m_form_side, m_board_side, FromDIP(430));
    } else if (m_split->IsSplit()) {
        m_split->Unsplit(m_board_side);
    }
    // Without the board the verdict stands beside the form, so every reason shows at 1024x700.
    m_form_body->SetOrientation(hex ? wxVERTICAL : wxHORIZONTAL);
    // Hex games: the form and its facts take what the verdict leaves (show_result() sizes the
    // verdict to its text, up to half the height); the facts scroll inside their pane.
    m_form_body->GetItem(static_cast<std::size_t>(0))->SetProportion(1);
    m_form_body->GetItem(static_cast<std::size_t>(1))->SetProportion(hex ? 0 : 1);
    m_form_left->GetItem(m_facts)->SetProportion(1);
    m_form_side->Layout();
    run_check();
}

void LegalityPanel::load_units(const std::string& system) {
    const RosterEditor* roster = m_roster_source ? m_roster_source() : nullptr;
    m_roster_shown = roster_fingerprint(roster);
    const std::string previous = m_list->GetSelection() >= 0 && static_cast<std::size_t>(m_list->GetSelection()) < m_lists.size()
                                     ? m_lists[static_cast<std::size_t>(m_list->GetSelection())]
                                     : std::string();
    m_lists = {"", "troop"};
    m_list->Clear();
    m_list->Append(_("Every source"));
    m_list->Append(_("Troop types of the game"));
    try {
        const auto mine = LegalityUnitChooser::my_lists(m_session, system);
        m_units->load(system, roster ? &roster->roster() : nullptr, roster ? &roster->validator() : nullptr, mine);
        if (roster != nullptr && roster->roster().system_id == system) {
            m_lists.push_back("roster");
            m_list->Append(wxString::Format(_("The open roster: %s"), wxString::FromUTF8(roster->roster().name)));
        }
        for (const auto& [id, name] : m_service->lists(system)) {
            m_lists.push_back("list:" + id);
            m_list->Append(wxString::FromUTF8(name.in(html::lang())));
        }
        for (const auto& list : mine) {
            m_lists.push_back("mine:" + list.id);
            m_list->Append(wxString::Format(_("My list: %s"), wxString::FromUTF8(list.name.in(html::lang()))));
        }
    } catch (const Error& e) {
        m_error = e.describe(WxTranslator::current());
    }
    const auto it = std::find(m_lists.begin(), m_lists.end(), previous);
    m_list->SetSelection(it != m_lists.end() ? static_cast<int>(it - m_lists.begin()) : 0);
    fill_units();
}

void LegalityPanel::refresh_roster() {
    const RosterEditor* roster = m_roster_source ? m_roster_source() : nullptr;
    if (roster_fingerprint(roster) == m_roster_shown) return;
    load_units(selected_system());
    run_check();
}

void LegalityPanel::set_roster_source(std::function<const RosterEditor*()> source) {
    m_roster_source = std::move(source);
    refresh_roster();
}

void LegalityPanel::fill_unit_box(bool actor, const std::string& typed) {
    wxComboBox* box = actor ? m_actor : m_target;
    auto& keys = actor ? m_actor_troops : m_target_troops;
    const int li = m_list->GetSelection();
    const std::string source = li >= 0 && static_cast<std::size_t>(li) < m_lists.size() ? m_lists[static_cast<std::size_t>(li)] : "";
    const auto shown = [&](const LegalityUnitChoice& c) {
        if (source.empty()) return true;
        if (source == "troop") return c.source == UnitSource::Troop;
        if (source == "roster") return c.source == UnitSource::Roster;
        if (source.rfind("list:", 0) == 0) return c.source == UnitSource::List && "list:" + c.list_id == source;
        return c.source == UnitSource::MyList && "mine:" + c.list_id == source;
    };
    wxArrayString labels;
    keys.clear();
    if (!actor) {
        keys.push_back("");
        labels.Add(_("(none)"));
        for (const auto& extra : extra_targets()) {
            keys.push_back(extra_key(extra.id));
            labels.Add(wxString::FromUTF8(localized(extra.name.fr, extra.name.en)));
        }
    }
    for (const auto* c : m_units->matching(typed, html::lang())) {
        if (!shown(*c)) continue;
        keys.push_back(c->key);
        labels.Add(unit_label(*c));
    }
    const bool was = m_filling;
    m_filling = true;
    const wxString text = box->GetValue();
    box->Set(labels);
    box->ChangeValue(text);
    box->SetInsertionPointEnd();
    m_filling = was;
}

bool LegalityPanel::pick_unit(bool actor, const std::string& key) {
    wxComboBox* box = actor ? m_actor : m_target;
    const auto& keys = actor ? m_actor_troops : m_target_troops;
    const auto it = std::find(keys.begin(), keys.end(), key);
    if (it == keys.end()) return false;
    const bool was = m_filling;
    m_filling = true;
    box->SetSelection(static_cast<int>(it - keys.begin()));
    box->SetToolTip(box->GetValue());
    m_filling = was;
    (actor ? m_actor_key : m_target_key) = key;
    return true;
}

void LegalityPanel::fill_units() {
    for (const bool actor : {true, false}) {
        fill_unit_box(actor, {});
        const auto& keys = actor ? m_actor_troops : m_target_troops;
        // Nothing picked yet (empty): a unit, not "(none)", so a question about two units is
        // answered at once (issue 29).
        const std::string kept = actor ? m_actor_key : m_target_key;
        if (!kept.empty() && pick_unit(actor, kept)) continue;
        // Nothing picked yet (or no longer offered): the first unit acts, the next one is the
        // other unit (after "(none)" and the camp).
        const std::size_t first = actor ? 0 : std::min<std::size_t>(2, keys.size() - 1);
        if (!keys.empty()) pick_unit(actor, keys[first]);
        else (actor ? m_actor_key : m_target_key).clear();
    }
}

void LegalityPanel::on_unit_text(bool actor) {
    wxComboBox* box = actor ? m_actor : m_target;
    const std::string typed = from_wx(box->GetValue());
    // The label of a unit offered (chosen from the list or completed): pick it.
    const auto& keys = actor ? m_actor_troops : m_target_troops;
    for (unsigned i = 0; i < box->GetCount(); ++i) {
        if (box->GetString(i) == box->GetValue()) {
            if (keys[i] != (actor ? m_actor_key : m_target_key)) {
                pick_unit(actor, keys[i]);
                CallAfter([this] { run_check(); });
            }
            return;
        }
    }
    fill_unit_box(actor, typed);
    const auto& left = actor ? m_actor_troops : m_target_troops;
    const std::size_t fixed = actor ? 0 : 1 + extra_targets().size();
    if (left.size() == fixed + 1) {
        // One unit left: complete its name and pick it.
        const bool changed = left.back() != (actor ? m_actor_key : m_target_key);
        pick_unit(actor, left.back());
        if (changed) CallAfter([this] { run_check(); });
    }
    show_matches(actor, typed);
}

void LegalityPanel::show_matches(bool actor, const std::string& typed) {
    const wxComboBox* box = actor ? m_actor : m_target;
    auto& matches = actor ? *m_actor_matches : *m_target_matches;
    const unsigned fixed = actor ? 0u : static_cast<unsigned>(1 + extra_targets().size());
    wxArrayString labels;
    for (unsigned i = fixed; i < box->GetCount() && box->GetCount() > fixed + 1 && !typed.empty(); ++i)
        labels.Add(box->GetString(i));
    matches.show(labels); // none (hidden) when nothing is typed or a single unit is left, picked
}

std::vector<std::string> LegalityPanel::type_unit(bool actor, const std::string& text) {
    wxComboBox* box = actor ? m_actor : m_target;
    box->SetValue(wxString::FromUTF8(text)); // sends wxEVT_TEXT, as typing does
    std::vector<std::string> out;
    for (unsigned i = 0; i < box->GetCount(); ++i) out.push_back(from_wx(box->GetString(i)));
    return out;
}

std::vector<std::string> LegalityPanel::unit_matches(bool actor, int* highlighted, std::string* text) const {
    const auto& matches = actor ? *m_actor_matches : *m_target_matches;
    if (highlighted != nullptr) *highlighted = matches.selection();
    if (text != nullptr) *text = from_wx((actor ? m_actor : m_target)->GetValue());
    std::vector<std::string> out;
    for (const auto& label : matches.labels()) out.push_back(from_wx(label));
    return out;
}

void LegalityPanel::press_unit_key(bool actor, int key) { (actor ? m_actor_matches : m_target_matches)->press(key); }

std::string LegalityPanel::picked_unit(bool actor) const { return actor ? m_actor_key : m_target_key; }

std::vector<std::string> LegalityPanel::unit_sources() const {
    std::vector<std::string> out;
    for (unsigned i = 0; i < m_list->GetCount(); ++i) out.push_back(from_wx(m_list->GetString(i)));
    return out;
}

void LegalityPanel::set_check(const std::string& system, const std::string& question, const std::string& actor,
                              const std::string& target, const std::map<std::string, std::string>& answers) {
    const auto pick = [](wxChoice* choice, const std::vector<std::string>& ids, const std::string& id) {
        const auto it = std::find(ids.begin(), ids.end(), id);
        if (it != ids.end()) choice->SetSelection(static_cast<int>(it - ids.begin()));
    };
    pick(m_system, m_systems, system);
    fill_system(selected_system());
    pick(m_question, m_questions, question);
    // A bare id is an extra target (the camp) or a troop type; anything with a colon is
    // already a unit key.
    const auto key = [this](const std::string& id) {
        if (id.empty() || id.find(':') != std::string::npos) return id;
        for (const auto& extra : extra_targets())
            if (extra.id == id) return extra_key(id);
        return "troop:" + id;
    };
    m_list->SetSelection(0);
    fill_units();
    pick_unit(true, key(actor));
    pick_unit(false, key(target));
    m_answers = answers;
    run_check();
}

void LegalityPanel::select_system(const std::string& system) {
    const auto it = std::find(m_systems.begin(), m_systems.end(), system);
    if (it == m_systems.end()) return;
    m_system->SetSelection(static_cast<int>(it - m_systems.begin()));
    fill_system(system);
}

const CheckResult* LegalityPanel::result() const { return m_result ? &*m_result : nullptr; }

void LegalityPanel::run_check() {
    m_result.reset();
    m_board_facts.clear();
    const auto system = selected_system();
    const int q = m_question->GetSelection();
    if (system.empty() || q < 0 || m_actor_key.empty()) {
        show_result();
        return;
    }
    try {
        engine::legality::Situation s;
        s.system = system;
        s.question = m_questions.at(static_cast<std::size_t>(q));
        s.actor = resolve_unit(m_actor_key);
        if (!m_target_key.empty()) s.target = resolve_unit(m_target_key);
        apply_answers(s);
        if (m_hex && m_use_board->GetValue() && m_board->shooter_hex() && m_board->target_hex()) {
            const auto f = engine::legality::hex_board_facts(m_board->grid(), *m_board->shooter_hex(),
                                                             *m_board->target_hex(), m_service->hex_sight(system));
            m_board_facts = f.facts();
            for (const auto& [key, value] : m_board_facts)
                if (m_service->table(system).fact(key) != nullptr) s.facts[key] = value;
        }
        m_result = m_service->check(s);
        for (const auto& m : m_result->missing) m_asked[m.fact] = m;
        m_error.clear();
    } catch (const Error& e) {
        m_error = e.describe(WxTranslator::current());
    }
    show_result();
    rebuild_facts();
}

engine::legality::UnitFacts LegalityPanel::resolve_unit(const std::string& key) {
    const auto system = selected_system();
    if (key.rfind("extra:", 0) == 0) return m_service->extra_target(system, key.substr(6));
    const auto* c = m_units->find(key);
    if (c == nullptr) throw InvalidInputError(TR_("\"{0}\" is not a unit of {1}.").arg(key).arg(system));
    return c->facts;
}

void LegalityPanel::apply_answers(engine::legality::Situation& s) const {
    for (const auto& [key, value] : m_answers) {
        const auto apply_flag = [&](engine::legality::UnitFacts& u, const std::string& rest) {
            const bool is_state = rest.rfind("state.", 0) == 0;
            const bool is_cap = rest.rfind("capability.", 0) == 0;
            if (is_state || is_cap) {
                auto& flags = is_state ? u.states : u.capabilities;
                const auto id = rest.substr(is_state ? 6 : 11);
                (value == "yes" ? flags.on : flags.off).insert(id);
            } else if (rest == "terrain") {
                u.terrain = value;
            } else if (rest == "formation") {
                u.formation = value;
            }
        };
        if (key.rfind("actor.", 0) == 0) apply_flag(s.actor, key.substr(6));
        else if (key.rfind("target.", 0) == 0) {
            if (s.target) apply_flag(*s.target, key.substr(7));
        } else {
            s.facts[key] = value;
        }
    }
}

void LegalityPanel::rebuild_facts() {
    m_facts->Freeze();
    m_facts_sizer->Clear(true);
    // Each fact keeps the row it was first shown in (issue 29: answering one moves none);
    // facts asked for the first time come below.
    for (const auto& [key, value] : m_answers)
        if (std::find(m_fact_order.begin(), m_fact_order.end(), key) == m_fact_order.end()) m_fact_order.push_back(key);
    if (m_result)
        for (const auto& m : m_result->missing)
            if (std::find(m_fact_order.begin(), m_fact_order.end(), m.fact) == m_fact_order.end())
                m_fact_order.push_back(m.fact);
    const std::vector<std::string> keys = shown_facts();
    const engine::legality::RuleTable* table = current_table();
    for (const auto& key : keys) {
        const auto asked = m_asked.find(key);
        const wxString label = asked != m_asked.end() ? to_wx(asked->second.question)
                               : table != nullptr     ? to_wx(engine::legality::fact_question(*table, key))
                                                      : to_wx(key);
        auto* text = new wxStaticText(m_facts, wxID_ANY, label);
        text->Wrap(FromDIP(hex_system() ? 260 : 230));
        m_facts_sizer->Add(text, 0, wxALIGN_CENTER_VERTICAL);
        const auto domain = table != nullptr ? engine::legality::fact_domain(*table, key) : std::nullopt;
        if (domain && domain->type == FactType::Number) add_number_fact(key);
        else add_choice_fact(key, domain ? domain->values : std::vector<engine::legality::DomainValue>{});
    }
    if (keys.empty())
        m_facts_sizer->Add(new wxStaticText(m_facts, wxID_ANY, _("Nothing: every fact the rules need is known.")));
    m_facts->FitInside();
    m_facts->Layout();
    m_facts->Thaw();
}

const engine::legality::RuleTable* LegalityPanel::current_table() const {
    try {
        return &m_service->table(selected_system());
    } catch (const Error&) {
        return nullptr; // the error is already shown with the verdict
    }
}

const std::vector<engine::legality::ExtraTargetDef>& LegalityPanel::extra_targets() const {
    static const std::vector<engine::legality::ExtraTargetDef> kNone;
    const auto* table = current_table();
    return table != nullptr ? table->extra_targets : kNone;
}

void LegalityPanel::add_number_fact(const std::string& key) {
    auto* spin = new wxSpinCtrl(m_facts, wxID_ANY, wxEmptyString, wxDefaultPosition, FromDIP(wxSize(90, -1)),
                                wxSP_ARROW_KEYS, 0, 1000, 0);
    const auto it = m_answers.find(key);
    if (it != m_answers.end()) spin->SetValue(wxString::FromUTF8(it->second));
    spin->Bind(wxEVT_SPINCTRL, [this, key, spin](wxSpinEvent&) {
        const std::string value = std::to_string(spin->GetValue());
        CallAfter([this, key, value] {
            m_answers[key] = value;
            run_check();
        });
    });
    m_facts_sizer->Add(spin, 0);
}

void LegalityPanel::add_choice_fact(const std::string& key, const std::vector<engine::legality::DomainValue>& domain) {
    auto* choice = new wxChoice(m_facts, wxID_ANY);
    // A long answer must not widen the form over the verdict beside it.
    choice->SetMinSize(wxSize(FromDIP(150), -1));
    choice->Append(_("?"));
    std::vector<std::string> values;
    for (const auto& v : domain) {
        values.push_back(v.id);
        choice->Append(to_wx(v.label));
    }
    choice->SetSelection(0);
    const auto it = m_answers.find(key);
    if (it != m_answers.end()) {
        const auto pos = std::find(values.begin(), values.end(), it->second);
        if (pos != values.end()) choice->SetSelection(static_cast<int>(pos - values.begin()) + 1);
    }
    choice->Bind(wxEVT_CHOICE, [this, key, values, choice](wxCommandEvent&) {
        const int i = choice->GetSelection();
        const std::string value = i > 0 ? values.at(static_cast<std::size_t>(i - 1)) : std::string();
        CallAfter([this, key, value] {
            if (value.empty()) m_answers.erase(key);
            else m_answers[key] = value;
            run_check();
        });
    });
    m_facts_sizer->Add(choice, 0);
}

void LegalityPanel::show_result() {
    LegalityVerdictView view;
    view.result = m_result ? &*m_result : nullptr;
    view.table = m_result ? current_table() : nullptr;
    view.error = m_error;
    view.board_facts = m_board_facts;
    m_verdict->SetPage(wxString::FromUTF8(legality_verdict_page(view)));
    size_verdict();
}

void LegalityPanel::size_verdict() {
    if (m_form_side == nullptr) return;
    int height = FromDIP(120);
    if (m_hex) {
        // Under the form (hex games) the verdict pane takes the height of its text when that
        // fits in 40% of the form side, else that 40% but never less than the verdict and its
        // first reason; the rest of the reasons scroll inside the pane, the facts above
        // scroll in what is left.
        const auto* cell = m_verdict->GetInternalRepresentation();
        const int full = (cell != nullptr ? cell->GetHeight() : 0) + FromDIP(8);
        const wxString anchor = "first-reason-end";
        const wxHtmlCell* end = cell != nullptr ? cell->Find(wxHTML_COND_ISANCHOR, &anchor) : nullptr;
        const int first = end != nullptr ? end->GetAbsPos().y + 2 * m_verdict->GetCharHeight() : 0;
        // Never more than the form above leaves: its questions keep their minimum height.
        const int room = m_form_side->GetClientSize().y - m_form_left->CalcMin().y - FromDIP(12);
        const int cap = std::min(std::max(m_form_side->GetClientSize().y * 2 / 5, first), room);
        height = std::clamp(full, FromDIP(120), std::max(FromDIP(120), cap));
    }
    if (m_verdict->GetMinSize().y != height) {
        m_verdict->SetMinSize(wxSize(FromDIP(240), height));
        m_form_side->Layout();
    }
}

void LegalityPanel::load_example() {
    using engine::legality::HexCoord;
    HexBoard& b = *m_board;
    b.clear_board();
    const auto place = [&](HexBoard::Tool tool, HexCoord h) {
        b.set_tool(tool);
        b.apply(h);
    };
    const auto at = [](int col, int row) { return HexBoard::hex_of(col, row); };
    place(HexBoard::Tool::Hill, at(1, 3));
    place(HexBoard::Tool::Hill, at(1, 4));
    place(HexBoard::Tool::Shooter, at(1, 3));
    place(HexBoard::Tool::Friend, at(4, 3));
    place(HexBoard::Tool::Wood, at(4, 5));
    place(HexBoard::Tool::Wood, at(5, 5));
    place(HexBoard::Tool::House, at(7, 1));
    place(HexBoard::Tool::Hill, at(8, 6));
    place(HexBoard::Tool::Enemy, at(6, 6));
    place(HexBoard::Tool::Elephant, at(5, 3));
    place(HexBoard::Tool::Target, at(8, 3));
    b.set_tool(static_cast<HexBoard::Tool>(m_tool->GetSelection()));
    b.aim_at(std::nullopt);
}

void LegalityPanel::show_line_of_sight() { m_details->SetPage(wxString::FromUTF8(line_of_sight_page(*m_board))); }

void LegalityPanel::on_link(wxHtmlLinkEvent& event) {
    html::open_rule_link(m_rules, from_wx(event.GetLinkInfo().GetHref()));
}

} // namespace ost::app
