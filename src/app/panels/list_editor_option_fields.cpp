// Option fields of My lists (see list_editor_option_fields.h): names and points, limits, army
// limits, prerequisites, dates and rules of an option or a shared upgrade, read and written as a
// core UnitOption.
#include "app/panels/list_editor_option_fields.h"

#include "app/i18n/wx_text.h"
#include "core/model/cost.h"

#include <wx/checklst.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <sstream>

namespace ost::app {

namespace {
wxString number_text(const std::optional<int>& value) {
    return value ? wxString::Format("%d", *value) : wxString();
}

wxStaticText* make_label(wxWindow* parent, const wxString& text) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    label->SetMinSize(label->GetTextExtent(text) + wxSize(label->FromDIP(4), 0));
    return label;
}

/// A whole number in `text` (nullopt when empty); false when it is not one.
bool read_number(const wxTextCtrl* text, std::optional<int>& out) {
    const auto value = wxString(text->GetValue()).Trim().Trim(false);
    if (value.empty()) {
        out = std::nullopt;
        return true;
    }
    long number = 0;
    if (!value.ToLong(&number) || number < -100000 || number > 100000) {
        return false;
    }
    out = static_cast<int>(number);
    return true;
}

wxString trimmed(const wxTextCtrl* text) { return wxString(text->GetValue()).Trim().Trim(false); }

/// A text field wide enough for its hint (GTK cuts a hint that does not fit: « Poi… »).
void fit_hint(wxTextCtrl* text, const wxString& hint) {
    const int wanted = text->GetTextExtent(hint).x + text->FromDIP(28);
    if (text->GetMinSize().x < wanted) {
        text->SetMinSize(wxSize(wanted, text->GetMinSize().y));
    }
}
} // namespace

void mark_field(wxWindow* field, bool marked) {
    if (dynamic_cast<wxCheckListBox*>(field) != nullptr) {
        field->SetForegroundColour(marked ? wxColour(0xa0, 0x30, 0x00) : wxNullColour);
    } else {
        field->SetBackgroundColour(marked ? wxColour(0xff, 0xe0, 0xd8) : wxNullColour);
    }
    field->Refresh();
}

OptionFields::OptionFields(wxWindow* parent, bool with_names) {
    auto* grid = new wxFlexGridSizer(2, parent->FromDIP(4), parent->FromDIP(6));
    grid->AddGrowableCol(1, 1);
    m_sizer = grid;
    if (with_names) {
        // The chosen option's names and points, changed in place (its id and details stay).
        grid->Add(make_label(parent, _("Name")), 0, wxALIGN_CENTER_VERTICAL);
        auto* names = new wxBoxSizer(wxHORIZONTAL);
        m_name_fr = add_text(parent, "name", _("French name"));
        m_name_en = add_text(parent, "name-en", _("English name"));
        names->Add(m_name_fr, 1, wxRIGHT, parent->FromDIP(6));
        names->Add(m_name_en, 1);
        grid->Add(names, 1, wxEXPAND);
        grid->Add(make_label(parent, _("Points")), 0, wxALIGN_CENTER_VERTICAL);
        auto* points = new wxBoxSizer(wxHORIZONTAL);
        m_points = add_number(parent, points, "cost", _("Points"));
        grid->Add(points, 1, wxEXPAND);
    }
    const auto pair_row = [&](const wxString& label, const char* first, const wxString& first_hint,
                              const char* second, const wxString& second_hint, wxTextCtrl*& a, wxTextCtrl*& b) {
        grid->Add(make_label(parent, label), 0, wxALIGN_CENTER_VERTICAL);
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        a = add_number(parent, row, first, first_hint);
        b = add_number(parent, row, second, second_hint);
        grid->Add(row, 1, wxEXPAND);
    };
    pair_row(_("Per unit"), "min", _("Min"), "max", _("Max"), m_min, m_max);
    pair_row(_("Per army"), "army-min", _("Min"), "army-max", _("Max"), m_army_min, m_army_max);
    pair_row(_("Years"), "from", _("From"), "to", _("To"), m_from, m_to);
    grid->Add(make_label(parent, _("Requires")), 0, wxALIGN_CENTER_VERTICAL);
    m_requires = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    m_requires->SetHint(_("Line ids, separated by spaces"));
    m_requires->SetToolTip(_("Lines the army must contain to take this one"));
    m_requires->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        changed();
        e.Skip();
    });
    m_fields["requires"] = m_requires;
    grid->Add(m_requires, 1, wxEXPAND);
    grid->Add(make_label(parent, _("Rules")), 0, wxALIGN_TOP | wxTOP, parent->FromDIP(4));
    m_rules = new wxCheckListBox(parent, wxID_ANY, wxDefaultPosition, parent->FromDIP(wxSize(-1, 70)));
    m_rules->SetToolTip(_("The special rules this option gives"));
    m_rules->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent& e) {
        changed();
        e.Skip();
    });
    m_fields["rule"] = m_rules;
    grid->Add(m_rules, 1, wxEXPAND);
}

wxTextCtrl* OptionFields::add_number(wxWindow* parent, wxSizer* row, const std::string& field, const wxString& hint) {
    auto* text = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, parent->FromDIP(wxSize(70, -1)),
                                wxTE_PROCESS_ENTER);
    text->SetHint(hint);
    text->SetToolTip(hint);
    text->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        changed();
        e.Skip();
    });
    fit_hint(text, hint);
    row->Add(text, 0, wxRIGHT, parent->FromDIP(6));
    m_fields[field] = text;
    return text;
}

wxTextCtrl* OptionFields::add_text(wxWindow* parent, const std::string& field, const wxString& hint) {
    auto* text = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    text->SetHint(hint);
    text->SetToolTip(hint);
    fit_hint(text, hint);
    text->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        changed();
        e.Skip();
    });
    m_fields[field] = text;
    return text;
}

void OptionFields::changed() {
    if (!m_filling && m_changed) {
        m_changed();
    }
}

void OptionFields::set_rule_choices(const std::vector<SpecialRule>& rules) {
    std::vector<std::string> ids;
    for (const auto& rule : rules) {
        ids.push_back(rule.id);
    }
    if (ids == m_rule_ids) {
        return;
    }
    m_rule_ids = ids;
    m_rules->Clear();
    for (const auto& rule : rules) {
        m_rules->Append(to_wx(rule.name.text()));
    }
}

void OptionFields::fill(const UnitOption& option) {
    m_filling = true;
    if (m_name_fr != nullptr) {
        m_name_fr->ChangeValue(to_wx(option.name.fr));
        m_name_en->ChangeValue(option.name.en == option.name.fr ? wxString() : to_wx(option.name.en));
        m_points->ChangeValue(number_text(cost_of(option.costs, "points")));
    }
    m_min->ChangeValue(number_text(option.min));
    m_max->ChangeValue(number_text(option.max));
    m_army_min->ChangeValue(number_text(option.army_min));
    m_army_max->ChangeValue(number_text(option.army_max));
    m_from->ChangeValue(number_text(option.date_from));
    m_to->ChangeValue(number_text(option.date_to));
    std::string ids;
    for (const auto& id : option.requires_units) {
        ids += (ids.empty() ? "" : " ") + id;
    }
    m_requires->ChangeValue(to_wx(ids));
    for (std::size_t i = 0; i < m_rule_ids.size(); ++i) {
        const bool on = std::find(option.rules.begin(), option.rules.end(), m_rule_ids[i]) != option.rules.end();
        m_rules->Check(static_cast<unsigned>(i), on);
    }
    m_filling = false;
}

void OptionFields::clear() { fill(UnitOption{}); }

void OptionFields::enable(bool on) {
    for (auto& [name, window] : m_fields) {
        window->Enable(on);
    }
}

std::optional<Diagnostic> OptionFields::read_into(UnitOption& option) const {
    const std::pair<const char*, std::optional<int> UnitOption::*> numbers[] = {
        {"min", &UnitOption::min},           {"max", &UnitOption::max},
        {"army-min", &UnitOption::army_min}, {"army-max", &UnitOption::army_max},
        {"from", &UnitOption::date_from},    {"to", &UnitOption::date_to}};
    if (m_name_fr != nullptr) {
        std::optional<int> points;
        if (!read_number(m_points, points)) {
            Diagnostic d;
            d.code = "list-editor.not-a-number";
            d.message = TR_("Type the option's points as a whole number.");
            d.field = "cost";
            return d;
        }
        const auto fr = from_wx(trimmed(m_name_fr));
        const auto en = from_wx(trimmed(m_name_en));
        option.name = {fr.empty() ? en : fr, en.empty() ? fr : en};
        std::erase_if(option.costs, [](const Cost& c) { return c.type == "points" && c.army_size == 0; });
        if (points) {
            option.costs.insert(option.costs.begin(), Cost{"points", *points, 0});
        }
    }
    for (const auto& [field, member] : numbers) {
        std::optional<int> value;
        if (!read_number(static_cast<const wxTextCtrl*>(m_fields.at(field)), value)) {
            Diagnostic d;
            d.code = "list-editor.not-a-number";
            d.message = TR_("Type a whole number here (negative: a year BC).");
            d.field = field;
            return d;
        }
        option.*member = value;
    }
    option.requires_units.clear();
    std::istringstream words(from_wx(wxString(m_requires->GetValue())));
    for (std::string id; words >> id;) {
        option.requires_units.push_back(id);
    }
    // Ticked rules in the option's own order; rules the box does not offer are kept.
    std::vector<std::string> rules;
    for (const auto& id : option.rules) {
        const auto at = std::find(m_rule_ids.begin(), m_rule_ids.end(), id);
        if (at == m_rule_ids.end() || m_rules->IsChecked(static_cast<unsigned>(at - m_rule_ids.begin()))) {
            rules.push_back(id);
        }
    }
    for (std::size_t i = 0; i < m_rule_ids.size(); ++i) {
        if (m_rules->IsChecked(static_cast<unsigned>(i)) &&
            std::find(rules.begin(), rules.end(), m_rule_ids[i]) == rules.end()) {
            rules.push_back(m_rule_ids[i]);
        }
    }
    option.rules = rules;
    return std::nullopt;
}

void OptionFields::mark(const Diagnostics& found) {
    for (auto& [name, window] : m_fields) {
        mark_field(window, std::any_of(found.begin(), found.end(),
                                       [&](const Diagnostic& d) { return d.field == name; }));
    }
}

std::vector<std::string> OptionFields::ticked_rules() const {
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < m_rule_ids.size(); ++i) {
        if (m_rules->IsChecked(static_cast<unsigned>(i))) {
            ids.push_back(m_rule_ids[i]);
        }
    }
    return ids;
}

void OptionFields::type(const OptionTyping& values) {
    m_min->SetValue(values.min); // SetValue: the change events run, as for keystrokes
    m_max->SetValue(values.max);
    m_army_min->SetValue(values.army_min);
    m_army_max->SetValue(values.army_max);
    m_requires->SetValue(values.requires_units);
    m_from->SetValue(values.from);
    m_to->SetValue(values.to);
    for (std::size_t i = 0; i < m_rule_ids.size(); ++i) {
        const bool on = std::find(values.rules.begin(), values.rules.end(), m_rule_ids[i]) != values.rules.end();
        m_rules->Check(static_cast<unsigned>(i), on);
    }
    changed(); // Check() sends no event
}

void OptionFields::type_names(const wxString& name_fr, const wxString& name_en, const wxString& points) {
    if (m_name_fr == nullptr) {
        return;
    }
    m_name_fr->SetValue(name_fr); // SetValue: the change events run, as for keystrokes
    m_name_en->SetValue(name_en);
    m_points->SetValue(points);
}

} // namespace ost::app
