// The facts each engine test takes, as controls, and their reading into the scenario JSON.
// Only presentation lives here: the engine applies the rules to whatever the form says.
#include "app/panels/combat_form.h"

#include "app/i18n/wx_text.h"
#include "core/model/profile.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>
#include <cctype>
#include <optional>

namespace ost::app {

namespace {
using Kind = CombatField::Kind;
using Choices = std::vector<std::pair<std::string, wxString>>;

CombatField num(std::string path, const wxString& label, int value, int min, int max) {
    return {std::move(path), label, Kind::Int, value, min, max, false, {}, {}};
}
CombatField opt(std::string path, const wxString& label, int max, const wxString& tip) {
    return {std::move(path), label, Kind::Int, -1, -1, max, true, {}, tip};
}
CombatField flag(std::string path, const wxString& label) { return {std::move(path), label, Kind::Bool, 0, 0, 1, false, {}, {}}; }
CombatField pick(std::string path, const wxString& label, Choices choices, int value = 0) {
    return {std::move(path), label, Kind::Choice, value, 0, 0, false, std::move(choices), {}};
}

Choices wme_types() {
    return {{"infantry", _("Infantry")}, {"cavalry", _("Cavalry")}, {"chariot", _("Chariots")},
            {"monster", _("Monster")},   {"artillery", _("Artillery")}, {"machine", _("Machine")}};
}
Choices wme_armour() { return {{"-", _("none")}, {"6+", "6+"}, {"5+", "5+"}, {"4+", "4+"}, {"3+", "3+"}}; }
Choices cover() { return {{"open", _("open")}, {"defended", _("defended")}, {"fortified", _("fortified")}}; }
Choices hex_terrain() {
    return {{"open", _("open")},       {"rough", _("rough")},         {"forest", _("forest")},
            {"marsh", _("marsh")},     {"buildings", _("buildings")}, {"fortification", _("fortification")}};
}
Choices ab_kinds() {
    return {{"infantry", _("Infantry")},
            {"mounted-infantry", _("Mounted infantry")},
            {"cavalry", _("Cavalry")},
            {"camelry", _("Camelry")},
            {"chariotry", _("Chariotry")},
            {"elephants", _("Elephants")},
            {"mechanical-artillery", _("Mechanical artillery")},
            {"gunpowder-artillery", _("Gunpowder artillery")},
            {"rocket-artillery", _("Rocket artillery")}};
}
Choices ab_colours() {
    return {{"yellow", _("Yellow (very light)")}, {"green", _("Green (light)")}, {"blue", _("Blue (medium)")},
            {"red", _("Red (heavy)")},            {"black", _("Black (very heavy)")}};
}
Choices jomini_kinds() {
    return {{"infantry", _("Infantry")}, {"mounted-infantry", _("Mounted infantry")}, {"cavalry", _("Cavalry")},
            {"camels", _("Camels")},     {"elephants", _("Elephants")},               {"artillery", _("Artillery")},
            {"rockets", _("Rockets")}};
}
Choices troop_lines() {
    Choices c{{"", _("(not from the table)")}};
    for (int line = 1; line <= 20; ++line) {
        for (const char* side : {"left", "right"}) {
            if (line == 20 && std::string(side) == "right") {
                continue;
            }
            const std::string id = "troop-line-" + std::string(line < 10 ? "0" : "") + std::to_string(line) + "-" + side;
            c.emplace_back(id, std::string(side) == "left" ? wxString::Format(_("Line %d, left"), line)
                                                           : wxString::Format(_("Line %d, right"), line));
        }
    }
    return c;
}

void wme_side(std::vector<CombatField>& f, const std::string& side, bool attacker) {
    f.push_back(pick(side + ".type", _("Type"), wme_types(), attacker ? 1 : 0));
    f.push_back(num(side + ".attacks", _("Attacks per stand"), 3, 0, 20));
    f.push_back(num(side + ".hits", _("Hits per stand"), 3, 1, 20));
    f.push_back(pick(side + ".armour", _("Armour"), wme_armour(), attacker ? 3 : 2));
    f.push_back(num(side + ".stands", _("Stands"), 3, 1, 20));
    f.push_back(num(side + ".supports", _("Supporting stands"), 0, 0, 20));
    if (attacker) {
        f.push_back(flag(side + ".charging", _("Charging")));
    }
    f.push_back(flag(side + ".confused", _("Confused")));
    f.push_back(flag(side + ".flank", _("Enemy on its flank or rear")));
    f.push_back(flag(side + ".terrifying", _("Terrifying")));
}
} // namespace

std::vector<CombatField> combat_fields(const std::string& system, const std::string& test) {
    std::vector<CombatField> f;
    if (system == "wme" && test == "command") {
        f = {num("command", _("Command value"), 8, 2, 12),   num("distance_cm", _("Distance (cm)"), 20, 0, 200),
             num("order", _("Order to this unit (1st, 2nd, 3rd)"), 1, 1, 3), flag("enemy_within_20cm", _("Enemy within 20 cm")),
             flag("exposed_flank", _("Flank or rear exposed")), flag("difficult_terrain", _("In difficult terrain")),
             num("stands_lost", _("Stands lost"), 0, 0, 10),   flag("slow", _("Slow")), flag("unreliable", _("Unreliable"))};
    } else if (system == "wme" && test == "shooting") {
        f = {num("dice", _("Shots (dice)"), 6, 0, 60), pick("target.armour", _("Target armour"), wme_armour(), 2),
             pick("target.cover", _("Target cover"), cover()), num("target.hits", _("Target hits per stand"), 3, 1, 20),
             num("target.stands", _("Target stands"), 3, 1, 20)};
    } else if (system == "wme" && test == "drive-back") {
        f = {num("wounds", _("Wounds"), 3, 0, 30), pick("target.type", _("Target type"), wme_types()),
             pick("target.cover", _("Target cover"), cover()), flag("target.charging", _("Target is charging"))};
    } else if (system == "wme" && test == "combat") {
        wme_side(f, "attacker", true);
        wme_side(f, "defender", false);
        f.push_back(pick("situation.terrain", _("Defender's position"), cover()));
        f.push_back(num("rounds", _("Rounds (2: with the pursuit round)"), 1, 1, 2));
    } else if (system == "adlg" && test == "opposed") {
        f = {num("attacker.factor", _("Attacker's factor"), 2, -10, 20), num("defender.factor", _("Defender's factor"), 0, -10, 20)};
    } else if (system == "adlg" && test == "army-rout") {
        f = {num("units", _("Units"), 18, 1, 200),         num("expendables", _("Expendables"), 0, 0, 200),
             num("flank_marching", _("Flank marching"), 0, 0, 200), num("eliminated", _("Units eliminated"), 4, 0, 200),
             num("eliminated_expendables", _("Expendables eliminated"), 0, 0, 200),
             num("disordered", _("Units disordered"), 2, 0, 200), num("off_table", _("Units off table"), 0, 0, 200),
             flag("camp_taken", _("Camp taken"))};
    } else if (system == "adlg" && test == "general-in-rout") {
        f = {flag("included", _("The general is included in the unit"))};
    } else if (system == "ab") {
        f = {pick("attacker.kind", _("Attacker"), ab_kinds(), 2), num("attacker.dice", _("Dice (weapon factor)"), 3, 0, 30),
             num("attacker.moved_hexes", _("Hexes moved"), 0, 0, 10), flag("attacker.supported", _("Attacker supported")),
             flag("attacker.fire", _("Attacker uses fire")), flag("attacker.in_rough", _("Attacker in rough terrain")),
             num("attacker.extra_dice", _("Other dice (terrain, annexes)"), 0, -10, 10),
             pick("defender.kind", _("Defender"), ab_kinds()), pick("defender.armour", _("Armour"), ab_colours(), 2),
             pick("defender.terrain", _("Defender's hex"), hex_terrain()), flag("defender.supported", _("Defender supported")),
             flag("defender.leader", _("Leader with the unit")), num("defender.elements", _("Elements (0: not counted)"), 4, 0, 20),
             flag("defender.elusive", _("Elusive")), flag("defender.fanatic", _("Fanatic")), flag("defender.panic", _("Panic")),
             flag("defender.evades", _("Evades")),
             flag("defender.next_to_attacker_mounted", _("Next to mounted troops of the attacker")),
             flag("defender.next_to_attacker_infantry", _("Next to infantry of the attacker")),
             num("range_hexes", _("Range in hexes (1: melee)"), 1, 1, 30), flag("inverted_armour", _("Weapon with inverted armour")),
             opt("retreat_blocked_after", _("Retreat blocked after (hexes)"), 10, _("-1: the path is free"))};
    } else if (system == "jomini") {
        f = {pick("attacker.kind", _("Attacker"), jomini_kinds()), pick("attacker.troop", _("Troop table line"), troop_lines()),
             opt("attacker.dice", _("Dice (-1: from the table)"), 30, _("-1: the factor of the troop table line")),
             num("attacker.moved_hexes", _("Hexes moved"), 0, 0, 10), flag("attacker.supported", _("Attacker supported")),
             flag("attacker.elite", _("Elite")), flag("attacker.modern", _("Modern army")),
             num("attacker.extra_dice", _("Other dice (terrain, orders)"), 0, -10, 10),
             pick("defender.kind", _("Defender"), jomini_kinds(), 2), pick("defender.terrain", _("Defender's hex"), hex_terrain()),
             flag("defender.supported", _("Defender supported")), num("defender.officers", _("Officers with the unit"), 0, 0, 5),
             num("defender.elements", _("Elements (0: not counted)"), 0, 0, 20), flag("defender.elusive", _("Elusive")),
             flag("defender.fanatic", _("Fanatic")), flag("defender.horse_artillery", _("Horse artillery")),
             flag("defender.next_to_attacker_infantry", _("Next to infantry of the attacker")),
             flag("defender.next_to_attacker_mounted", _("Next to mounted troops of the attacker")),
             flag("defender.next_to_attacker_artillery", _("Next to artillery of the attacker")),
             num("range_hexes", _("Range in hexes (1: close combat)"), 1, 1, 30),
             opt("retreat_blocked_after", _("Retreat blocked after (hexes)"), 10, _("-1: the path is free"))};
        if (f.front().choices.size() > 1) {
            f.front().value = 0;
        }
    }
    return f;
}

CombatForm::CombatForm(wxWindow* parent) : wxScrolledWindow(parent, wxID_ANY) {
    SetScrollRate(FromDIP(10), FromDIP(10));
    SetSizer(new wxBoxSizer(wxVERTICAL));
}

std::vector<std::string> CombatForm::unit_sides() const {
    if (m_system == "wme" && m_test == "combat") {
        return {"attacker", "defender"};
    }
    if (m_system == "wme" && m_test == "shooting") {
        return {"target"};
    }
    if (m_system == "ab" || m_system == "jomini") {
        return {"attacker", "defender"};
    }
    return {};
}

void CombatForm::set_test(const std::string& system, const std::string& test) {
    Freeze();
    DestroyChildren();
    m_controls.clear();
    m_units.clear();
    m_unit_labels.clear();
    m_system = system;
    m_test = test;
    auto* sizer = GetSizer();
    sizer->Clear();
    auto* grid = new wxFlexGridSizer(2, FromDIP(4), FromDIP(8));
    grid->AddGrowableCol(1);
    std::string group;
    const auto sides = unit_sides();
    for (const CombatField& field : combat_fields(system, test)) {
        const auto dot = field.path.find('.');
        const std::string g = dot == std::string::npos ? std::string() : field.path.substr(0, dot);
        if (g != group) {
            group = g;
            wxString title = g == "attacker" ? _("Attacker") : g == "defender" ? _("Defender") : g == "target" ? _("Target")
                                                                                 : g == "situation" ? _("Situation") : wxString();
            auto* heading = new wxStaticText(this, wxID_ANY, title);
            heading->SetFont(heading->GetFont().Bold());
            heading->SetMinSize(heading->GetTextExtent(title) + wxSize(FromDIP(4), 0)); // measured in bold
            grid->Add(heading, 0, wxTOP, FromDIP(8));
            if (std::find(sides.begin(), sides.end(), g) != sides.end()) {
                auto* choose = new wxButton(this, wxID_ANY, _("Choose a unit..."), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
                choose->Bind(wxEVT_BUTTON, [this, g](wxCommandEvent&) {
                    if (m_on_choose) m_on_choose(g);
                });
                grid->Add(choose, 0, wxTOP | wxALIGN_RIGHT, FromDIP(6));
                grid->AddSpacer(0);
                auto* unit = new wxStaticText(this, wxID_ANY, _("(typed stats)"));
                m_unit_labels[g] = unit;
                grid->Add(unit, 0, wxEXPAND);
            } else {
                grid->AddSpacer(0);
            }
        }
        Control c{field, nullptr};
        grid->Add(new wxStaticText(this, wxID_ANY, field.label), 0, wxALIGN_CENTER_VERTICAL);
        switch (field.kind) {
        case Kind::Int: {
            auto* spin = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                        wxSP_ARROW_KEYS, field.min, field.max, field.value);
            spin->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { changed(); });
            spin->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { changed(); });
            c.window = spin;
            break;
        }
        case Kind::Bool: {
            auto* box = new wxCheckBox(this, wxID_ANY, wxEmptyString);
            box->SetValue(field.value != 0);
            box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { changed(); });
            c.window = box;
            break;
        }
        case Kind::Choice: {
            auto* choice = new wxChoice(this, wxID_ANY);
            for (const auto& [id, label] : field.choices) {
                choice->Append(label);
            }
            choice->SetSelection(field.value);
            choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { changed(); });
            c.window = choice;
            break;
        }
        }
        if (!field.tip.empty()) {
            c.window->SetToolTip(field.tip);
        }
        grid->Add(c.window, 0, wxALIGN_CENTER_VERTICAL);
        m_controls.push_back(c);
    }
    if (m_controls.empty()) {
        sizer->Add(new wxStaticText(this, wxID_ANY, _("This test takes no facts.")), 0, wxALL, FromDIP(8));
    }
    sizer->Add(grid, 0, wxEXPAND | wxALL, FromDIP(6));
    FitInside();
    Layout();
    Thaw();
}

int CombatForm::get(const Control& c) const {
    switch (c.field.kind) {
    case Kind::Int: return static_cast<wxSpinCtrl*>(c.window)->GetValue();
    case Kind::Bool: return static_cast<wxCheckBox*>(c.window)->GetValue() ? 1 : 0;
    case Kind::Choice: return std::max(0, static_cast<wxChoice*>(c.window)->GetSelection());
    }
    return 0;
}

void CombatForm::put(Control& c, const nlohmann::json& v) {
    switch (c.field.kind) {
    case Kind::Int:
        if (v.is_number_integer()) {
            static_cast<wxSpinCtrl*>(c.window)->SetValue(v.get<int>());
        }
        break;
    case Kind::Bool:
        if (v.is_boolean()) {
            static_cast<wxCheckBox*>(c.window)->SetValue(v.get<bool>());
        } else if (v.is_number_integer()) {
            static_cast<wxCheckBox*>(c.window)->SetValue(v.get<int>() != 0);
        }
        break;
    case Kind::Choice:
        if (v.is_string()) {
            const auto& ch = c.field.choices;
            const auto it = std::find_if(ch.begin(), ch.end(), [&](const auto& p) { return p.first == v.get<std::string>(); });
            if (it != ch.end()) {
                static_cast<wxChoice*>(c.window)->SetSelection(static_cast<int>(it - ch.begin()));
            }
        }
        break;
    }
}

nlohmann::ordered_json CombatForm::scenario() const {
    nlohmann::ordered_json j{{"system", m_system}, {"test", m_test}};
    for (const auto& [side, reference] : m_units) {
        j[side]["unit"] = reference;
    }
    for (const Control& c : m_controls) {
        const auto dot = c.field.path.find('.');
        nlohmann::ordered_json& parent = dot == std::string::npos ? j : j[c.field.path.substr(0, dot)];
        const std::string key = dot == std::string::npos ? c.field.path : c.field.path.substr(dot + 1);
        const int v = get(c);
        switch (c.field.kind) {
        case Kind::Int:
            if (!(c.field.omit_below_zero && v < 0)) {
                parent[key] = v;
            }
            break;
        case Kind::Bool: parent[key] = v != 0; break;
        case Kind::Choice:
            if (!c.field.choices[static_cast<std::size_t>(v)].first.empty()) {
                parent[key] = c.field.choices[static_cast<std::size_t>(v)].first;
            }
            break;
        }
    }
    // A melee is a range of 1: the engine takes "range_hexes" alone.
    return j;
}

void CombatForm::load(const nlohmann::json& scenario) {
    m_loading = true;
    for (Control& c : m_controls) {
        const auto dot = c.field.path.find('.');
        const nlohmann::json* v = &scenario;
        if (dot != std::string::npos) {
            const auto side = scenario.find(c.field.path.substr(0, dot));
            if (side == scenario.end() || !side->is_object()) {
                continue;
            }
            v = &*side;
        }
        const std::string key = dot == std::string::npos ? c.field.path : c.field.path.substr(dot + 1);
        const auto it = v->find(key);
        if (it != v->end()) {
            put(c, *it);
        }
    }
    for (const auto& [side, label] : m_unit_labels) {
        const auto s = scenario.find(side);
        if (s != scenario.end() && s->is_object() && s->contains("unit") && (*s)["unit"].is_string()) {
            m_units[side] = (*s)["unit"].get<std::string>();
            static_cast<wxStaticText*>(label)->SetLabel(to_wx(m_units[side]));
        }
    }
    m_loading = false;
    changed();
}

void CombatForm::set_unit(const std::string& side, const std::string& reference, const Profile& stats) {
    nlohmann::json j = nlohmann::json::object();
    nlohmann::json s = nlohmann::json::object();
    auto number = [](const std::string* text) -> std::optional<int> {
        if (text == nullptr || text->empty() || !std::isdigit(static_cast<unsigned char>((*text)[0]))) {
            return std::nullopt;
        }
        return std::stoi(*text);
    };
    for (const auto& [field, value] : stats.values) {
        if (m_system == "wme") {
            if (field == "size") {
                if (const auto n = number(&value)) s["stands"] = *n;
            } else if (field == "attacks" || field == "hits") {
                if (const auto n = number(&value)) s[field] = *n;
            } else if (field == "armour" || field == "type") {
                s[field] = value == "0" ? std::string("-") : value;
            }
        } else if (m_system == "ab" && (field == "kind" || field == "armour")) {
            s[field] = value;
        } else if (m_system == "jomini" && field == "type") {
            s["kind"] = value;
        } else if (m_system == "jomini" && field == "factor") {
            if (const auto n = number(&value)) s["dice"] = *n;
        }
    }
    j[side] = s;
    m_loading = true;
    load(j);
    m_units[side] = reference;
    if (const auto it = m_unit_labels.find(side); it != m_unit_labels.end()) {
        static_cast<wxStaticText*>(it->second)->SetLabel(to_wx(reference));
    }
    m_loading = false;
    changed();
}

void CombatForm::changed() {
    if (!m_loading && m_on_change) {
        m_on_change();
    }
}

} // namespace ost::app
