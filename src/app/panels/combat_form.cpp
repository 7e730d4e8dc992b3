// The facts each engine test takes (its combat schema, published by the core), as controls, and
// their reading into the scenario JSON. Only presentation lives here: no field, range or game.
#include "app/panels/combat_form.h"

#include "app/i18n/wx_text.h"
#include "core/engine/combat_schema.h"
#include "core/model/profile.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>

namespace ost::app {

namespace {
using engine::FieldType;
using engine::SchemaField;


int choice_index(const SchemaField& f, const std::string& id) {
    const auto& ch = f.choices;
    const auto it = std::find_if(ch.begin(), ch.end(), [&](const auto& c) { return c.id == id; });
    return it == ch.end() ? -1 : static_cast<int>(it - ch.begin());
}
} // namespace

CombatForm::CombatForm(wxWindow* parent) : wxScrolledWindow(parent, wxID_ANY) {
    SetScrollRate(FromDIP(10), FromDIP(10));
    SetSizer(new wxBoxSizer(wxVERTICAL));
}

std::vector<std::string> CombatForm::unit_sides() const { return m_schema ? m_schema->unit_sides : std::vector<std::string>{}; }

void CombatForm::add_group_heading(wxFlexGridSizer* grid, const engine::TestSchema& schema, const std::string& group) {
    wxString title;
    for (const auto& g : schema.groups) {
        if (g.id == group) title = to_wx(g.label);
    }
    auto* heading = new wxStaticText(this, wxID_ANY, title);
    heading->SetFont(heading->GetFont().Bold());
    heading->SetMinSize(heading->GetTextExtent(title) + wxSize(FromDIP(4), 0)); // measured in bold
    grid->Add(heading, 0, wxTOP, FromDIP(8));
    const auto& sides = schema.unit_sides;
    if (std::find(sides.begin(), sides.end(), group) == sides.end()) {
        grid->AddSpacer(0);
        return;
    }
    auto* choose = new wxButton(this, wxID_ANY, _("Choose a unit..."), wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    choose->Bind(wxEVT_BUTTON, [this, group](wxCommandEvent&) {
        if (m_on_choose) m_on_choose(group);
    });
    grid->Add(choose, 0, wxTOP | wxALIGN_RIGHT, FromDIP(6));
    grid->AddSpacer(0);
    auto* unit = new wxStaticText(this, wxID_ANY, _("(typed stats)"));
    m_unit_labels[group] = unit;
    grid->Add(unit, 0, wxEXPAND);
}

void CombatForm::add_control(wxFlexGridSizer* grid, const SchemaField& field) {
    Control c{&field, nullptr, {}};
    auto* label = new wxStaticText(this, wxID_ANY, to_wx(field.label));
    label->Wrap(FromDIP(150)); // long labels take two lines: the results side keeps its width
    grid->Add(label, 0, wxALIGN_CENTER_VERTICAL);
    const engine::FieldValue& initial = field.initial();
    wxSizer* cell = nullptr; // an optional number: the number above its "not given" box
    if (field.type == FieldType::Integer) {
        auto* spin = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                                    field.min, field.max, std::max(field.min, initial.number));
        spin->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { changed(); });
        spin->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { changed(); });
        c.window = spin;
        if (field.optional) {
            c.unset = new wxCheckBox(this, wxID_ANY, field.unset.empty() ? _("Not given") : to_wx(field.unset));
            const std::size_t index = m_controls.size();
            c.unset->Bind(wxEVT_CHECKBOX, [this, index](wxCommandEvent& e) {
                set_unset(m_controls[index], e.IsChecked());
                changed();
            });
            cell = new wxBoxSizer(wxVERTICAL);
            cell->Add(spin, 0);
            cell->Add(c.unset, 0, wxTOP, FromDIP(2));
            set_unset(c, initial.number < field.min);
        }
    } else if (field.type == FieldType::Boolean) {
        auto* box = new wxCheckBox(this, wxID_ANY, wxEmptyString);
        box->SetValue(initial.number != 0);
        box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { changed(); });
        c.window = box;
    } else {
        auto* choice = new wxChoice(this, wxID_ANY);
        // The entries stay the schema's, in its order; only their labels may come from the data.
        const std::vector<engine::FieldChoice> named = m_choice_labels ? m_choice_labels(field) : field.choices;
        for (const auto& ch : field.choices) {
            const auto it = std::find_if(named.begin(), named.end(), [&](const engine::FieldChoice& n) { return n.id == ch.id; });
            choice->Append(to_wx(it == named.end() ? ch.label : it->label));
            c.tips.push_back(it == named.end() || it->tip.empty() ? wxString() : to_wx(it->tip));
        }
        choice->SetSelection(std::max(0, choice_index(field, initial.choice)));
        const std::size_t index = m_controls.size();
        choice->Bind(wxEVT_CHOICE, [this, index](wxCommandEvent&) {
            show_choice_tip(m_controls[index]);
            changed();
        });
        c.window = choice;
    }
    if (!field.tip.empty() && c.unset == nullptr) { // an optional number's box says what its tip says
        c.window->SetToolTip(to_wx(field.tip));
    }
    if (cell != nullptr) {
        grid->Add(cell, 0, wxALIGN_CENTER_VERTICAL);
    } else {
        grid->Add(c.window, 0, wxALIGN_CENTER_VERTICAL);
    }
    m_controls.push_back(c);
    show_choice_tip(m_controls.back());
}

void CombatForm::set_test(const std::string& system, const std::string& test) {
    Freeze();
    DestroyChildren();
    m_controls.clear();
    m_units.clear();
    m_unit_labels.clear();
    m_system = system;
    m_test = test;
    m_schema = &engine::combat_schema(system, test);
    auto* sizer = GetSizer();
    sizer->Clear();
    auto* grid = new wxFlexGridSizer(2, FromDIP(4), FromDIP(8));
    grid->AddGrowableCol(1);
    std::string group;
    for (const SchemaField& field : m_schema->fields) {
        if (!field.in_form) continue;
        if (field.group() != group) {
            group = field.group();
            add_group_heading(grid, *m_schema, group);
        }
        add_control(grid, field);
    }
    if (m_controls.empty()) {
        sizer->Add(new wxStaticText(this, wxID_ANY, _("This test takes no facts.")), 0, wxALL, FromDIP(8));
    }
    sizer->Add(grid, 0, wxEXPAND | wxALL, FromDIP(6));
    FitInside();
    Layout();
    Thaw();
}

void CombatForm::show_choice_tip(const Control& c) {
    if (c.tips.empty()) {
        return;
    }
    const int i = static_cast<wxChoice*>(c.window)->GetSelection();
    const wxString tip = i >= 0 && static_cast<std::size_t>(i) < c.tips.size() ? c.tips[static_cast<std::size_t>(i)] : wxString();
    if (!tip.empty()) {
        c.window->SetToolTip(tip);
    } else if (!c.field->tip.empty()) {
        c.window->SetToolTip(to_wx(c.field->tip));
    } else {
        c.window->UnsetToolTip();
    }
}

void CombatForm::set_unset(const Control& c, bool unset) {
    c.unset->SetValue(unset);
    c.window->Enable(!unset);
}

int CombatForm::get(const Control& c) const {
    switch (c.field->type) {
    case FieldType::Integer:
        if (c.unset != nullptr && c.unset->GetValue()) {
            return c.field->min - 1; // below the range: not given
        }
        return static_cast<wxSpinCtrl*>(c.window)->GetValue();
    case FieldType::Boolean: return static_cast<wxCheckBox*>(c.window)->GetValue() ? 1 : 0;
    default: return std::max(0, static_cast<wxChoice*>(c.window)->GetSelection());
    }
}

void CombatForm::put(Control& c, const nlohmann::json& v) {
    switch (c.field->type) {
    case FieldType::Integer:
        if (v.is_number_integer()) {
            if (c.unset != nullptr) {
                set_unset(c, v.get<int>() < c.field->min);
            }
            static_cast<wxSpinCtrl*>(c.window)->SetValue(v.get<int>());
        } else if (v.is_boolean()) { // a flag stands for one (an A&B "leader": true)
            static_cast<wxSpinCtrl*>(c.window)->SetValue(v.get<bool>() ? 1 : 0);
        }
        break;
    case FieldType::Boolean:
        if (v.is_boolean()) {
            static_cast<wxCheckBox*>(c.window)->SetValue(v.get<bool>());
        } else if (v.is_number_integer()) {
            static_cast<wxCheckBox*>(c.window)->SetValue(v.get<int>() != 0);
        }
        break;
    default:
        if (v.is_string()) {
            if (const int i = choice_index(*c.field, v.get<std::string>()); i >= 0) {
                static_cast<wxChoice*>(c.window)->SetSelection(i);
                show_choice_tip(c);
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
        const SchemaField& f = *c.field;
        const std::string group = f.group();
        nlohmann::ordered_json& parent = group.empty() ? j : j[group];
        const int v = get(c);
        switch (f.type) {
        case FieldType::Integer:
            if (!(f.optional && v < f.min)) { // below the range: not given
                parent[f.key()] = v;
            }
            break;
        case FieldType::Boolean: parent[f.key()] = v != 0; break;
        default:
            if (!f.choices[static_cast<std::size_t>(v)].id.empty()) {
                parent[f.key()] = f.choices[static_cast<std::size_t>(v)].id;
            }
            break;
        }
    }
    return j;
}

void CombatForm::load(const nlohmann::json& scenario) {
    m_loading = true;
    for (Control& c : m_controls) {
        const std::string group = c.field->group();
        const nlohmann::json* v = &scenario;
        if (!group.empty()) {
            const auto side = scenario.find(group);
            if (side == scenario.end() || !side->is_object()) {
                continue;
            }
            v = &*side;
        }
        const auto it = v->find(c.field->key());
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
    nlohmann::json s = nlohmann::json::object();
    wxString problems;
    for (const Control& c : m_controls) {
        const SchemaField& f = *c.field;
        if (f.group() != side) continue;
        try {
            const auto v = engine::profile_value(f, stats);
            if (!v) continue;
            if (f.type == FieldType::Integer || f.type == FieldType::Boolean) {
                s[f.key()] = v->number;
            } else {
                s[f.key()] = v->choice;
            }
        } catch (const InvalidInputError& e) {
            problems << "\n" << to_wx(e.message()); // the field keeps its value: the player types it
        }
    }
    m_loading = true;
    load(nlohmann::json{{side, s}});
    m_units[side] = reference;
    if (const auto it = m_unit_labels.find(side); it != m_unit_labels.end()) {
        auto* label = static_cast<wxStaticText*>(it->second);
        label->SetLabel(to_wx(reference) + problems);
        if (!problems.empty()) label->Wrap(FromDIP(170)); // the value column: the form keeps its pane's width
    }
    m_loading = false;
    FitInside();
    Layout();
    changed();
}

void CombatForm::changed() {
    if (!m_loading && m_on_change) {
        m_on_change();
    }
}

} // namespace ost::app
