// "Whole list" tab of My lists (see list_editor_structure.h): seven small forms over core
// ListEditor; each keystroke re-runs the editor's check of that construct and shows its message.
#include "app/panels/list_editor_structure.h"

#include "app/i18n/wx_text.h"
#include "app/panels/list_editor_panel_parts.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/combobox.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace ost::app {

using namespace list_editor_parts;

ListStructurePage::Section& ListStructurePage::add_section(wxSizer* column, const wxString& title,
                                                           const wxString& help, bool with_list) {
    auto& section = m_sections.emplace_back();
    column->Add(make_label(this, title, true), 0, wxTOP | wxBOTTOM, FromDIP(4));
    if (with_list) {
        section.items = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 64)));
        section.items->SetToolTip(help);
        column->Add(section.items, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
    }
    // The message line: the section's fields and buttons are inserted above it.
    section.message = new wxStaticText(this, wxID_ANY, wxEmptyString);
    section.message->SetForegroundColour(wxColour(0xa0, 0x30, 0x00));
    column->Add(section.message, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    return section;
}

wxTextCtrl* ListStructurePage::add_field(Section& section, wxSizer* row, const std::string& field,
                                         const wxString& hint, int width) {
    auto* text = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, FromDIP(wxSize(width, -1)),
                                wxTE_PROCESS_ENTER);
    text->SetHint(hint);
    text->SetToolTip(hint);
    section.fields[field] = text;
    Section* at = &section;
    text->Bind(wxEVT_TEXT, [this, at](wxCommandEvent&) { show_check(*at); });
    row->Add(text, width >= 120 ? 1 : 0, wxRIGHT, FromDIP(4));
    return text;
}

void ListStructurePage::add_buttons(Section& section, wxSizer* row, std::function<void()> add,
                                    std::function<void()> change, std::function<void()> remove) {
    auto* add_button = new wxButton(this, wxID_ANY, _("Add"));
    auto* change_button = new wxButton(this, wxID_ANY, _("Change"));
    auto* remove_button = new wxButton(this, wxID_ANY, _("Delete"));
    change_button->SetToolTip(_("Change the item chosen above to what the fields say"));
    row->Add(add_button, 0, wxRIGHT, FromDIP(4));
    row->Add(change_button, 0, wxRIGHT, FromDIP(4));
    row->Add(remove_button, 0);
    add_button->Bind(wxEVT_BUTTON, [add](wxCommandEvent&) { add(); });
    change_button->Bind(wxEVT_BUTTON, [change](wxCommandEvent&) { change(); });
    remove_button->Bind(wxEVT_BUTTON, [remove](wxCommandEvent&) { remove(); });
    // Enter in a text field adds (or changes the chosen item, when one is chosen).
    for (auto& [name, window] : section.fields) {
        if (auto* text = dynamic_cast<wxTextCtrl*>(window)) {
            Section* at = &section;
            text->Bind(wxEVT_TEXT_ENTER, [this, at, add, change](wxCommandEvent&) {
                if (selected(*at)) {
                    change();
                } else {
                    add();
                }
            });
        }
    }
    if (m_ally_list != nullptr && section.fields.count("list") != 0) {
        m_ally_list->Bind(wxEVT_TEXT_ENTER, [add](wxCommandEvent&) { add(); });
    }
}

std::optional<std::size_t> ListStructurePage::selected(const Section& section) const {
    if (section.items == nullptr || section.items->GetSelection() == wxNOT_FOUND) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(section.items->GetSelection());
}

bool ListStructurePage::show_check(Section& section) {
    if (m_editor == nullptr || !section.check) {
        return true;
    }
    const auto found = section.check();
    for (auto& [name, window] : section.fields) {
        mark_field(window, std::any_of(found.begin(), found.end(), [&](const Diagnostic& d) {
                       return d.field == name || (name == "name" && d.field.empty());
                   }));
    }
    const wxString text = found.empty() ? wxString() : to_wx(found.front().message);
    if (section.message->GetLabel() != text) {
        section.message->SetLabel(text);
        section.message->SetMinSize(section.message->GetTextExtent(text));
        Layout();
        FitInside();
    }
    return found.empty();
}

bool ListStructurePage::attempt(Section& section, const std::function<void()>& action) {
    if (m_editor == nullptr || !show_check(section)) {
        return false;
    }
    try {
        action();
        return true;
    } catch (const Error& e) {
        section.message->SetLabel(to_wx(e.message()));
        section.message->SetMinSize(section.message->GetTextExtent(section.message->GetLabel()));
        Layout();
        return false;
    }
}

ChoiceGroup ListStructurePage::group_from_fields(std::optional<std::size_t> index) const {
    ChoiceGroup group;
    const auto name = from_wx(trimmed(m_group_name));
    group.name = {name, name};
    if (index && *index < m_editor->list().groups.size()) {
        const auto& old = m_editor->list().groups[*index];
        group.id = old.id; // the lines keep their group
        if (old.name.fr == name || old.name.en == name) {
            group.name = old.name; // the name shown unchanged: both languages kept
        }
    } else {
        group.id = slug_id(name);
        for (int n = 2; m_editor->list().group(group.id) != nullptr; ++n) {
            group.id = slug_id(name) + "-" + std::to_string(n);
        }
    }
    bool bad = false;
    group.min = number_in(m_group_min->GetValue(), bad);
    group.max = number_in(m_group_max->GetValue(), bad);
    return group;
}

ArmyCap ListStructurePage::cap_from_fields(std::optional<std::size_t> index) const {
    ArmyCap cap;
    const auto name = from_wx(trimmed(m_cap_name));
    cap.name = {name, name};
    if (index && *index < m_editor->list().caps.size()) {
        cap.id = m_editor->list().caps[*index].id;
        if (m_editor->list().caps[*index].name.fr == name || m_editor->list().caps[*index].name.en == name) {
            cap.name = m_editor->list().caps[*index].name;
        }
    } else {
        cap.id = slug_id(name);
        const auto& caps = m_editor->list().caps;
        for (int n = 2; std::any_of(caps.begin(), caps.end(), [&](const ArmyCap& c) { return c.id == cap.id; });
             ++n) {
            cap.id = slug_id(name) + "-" + std::to_string(n);
        }
    }
    bool bad = false;
    cap.max = number_in(m_cap_max->GetValue(), bad).value_or(-1);
    cap.scaled = m_cap_scaled->GetValue();
    for (std::size_t i = 0; i < m_cap_unit_ids.size(); ++i) {
        if (m_cap_units->IsChecked(static_cast<unsigned>(i))) {
            cap.units.push_back(m_cap_unit_ids[i]);
        }
    }
    return cap;
}

AllyRef ListStructurePage::ally_from_fields() const {
    AllyRef ally;
    ally.list = from_wx(wxString(m_ally_list->GetValue()).Trim().Trim(false));
    // "004-elamite  Elamite" as offered: the id is the first word
    if (const auto space = ally.list.find(' '); space != std::string::npos) {
        ally.list.resize(space);
    }
    bool bad = false;
    ally.date_from = number_in(m_ally_from->GetValue(), bad);
    ally.date_to = number_in(m_ally_to->GetValue(), bad);
    return ally;
}

UnitOption ListStructurePage::upgrade_from_fields(std::optional<std::size_t> index) const {
    UnitOption upgrade;
    if (index && *index < m_editor->list().upgrades.size()) {
        upgrade = m_editor->list().upgrades[*index];
    }
    upgrade.name = {from_wx(trimmed(m_upgrade_fr)), from_wx(trimmed(m_upgrade_en))};
    if (!index) {
        const auto base = slug_id(upgrade.name.en.empty() ? upgrade.name.fr : upgrade.name.en);
        upgrade.id = base;
        for (int n = 2; m_editor->list().upgrade(upgrade.id) != nullptr; ++n) {
            upgrade.id = base + "-" + std::to_string(n);
        }
    }
    bool bad = false;
    std::erase_if(upgrade.costs, [](const Cost& c) { return c.type == "points" && c.army_size == 0; });
    if (const auto points = number_in(m_upgrade_points->GetValue(), bad)) {
        upgrade.costs.insert(upgrade.costs.begin(), Cost{"points", *points, 0});
    }
    (void)m_upgrade_details->read_into(upgrade); // a field that is no number: the check says so
    return upgrade;
}

SpecialRule ListStructurePage::rule_from_fields(std::optional<std::size_t> index) const {
    SpecialRule rule;
    if (index && *index < m_editor->list().rules.size()) {
        rule = m_editor->list().rules[*index]; // the id kept: the lines keep their rule
    }
    rule.name = {from_wx(trimmed(m_rule_fr)), from_wx(trimmed(m_rule_en))};
    rule.summary = {from_wx(trimmed(m_rule_summary_fr)), from_wx(trimmed(m_rule_summary_en))};
    rule.section = from_wx(trimmed(m_rule_section));
    if (!index) {
        const auto base = slug_id(rule.name.en.empty() ? rule.name.fr : rule.name.en);
        rule.id = base;
        for (int n = 2; m_editor->list().rule(rule.id) != nullptr; ++n) {
            rule.id = base + "-" + std::to_string(n);
        }
    }
    return rule;
}

std::optional<ListFacts> ListStructurePage::facts_from_fields(std::string& bad) const {
    ListFacts facts;
    bool not_number = false;
    facts.number = number_in(m_number->GetValue(), not_number);
    if (not_number) {
        bad = "number";
        return std::nullopt;
    }
    facts.command_value = number_in(m_command_value->GetValue(), not_number);
    if (not_number) {
        bad = "command-value";
        return std::nullopt;
    }
    facts.confirmed = m_confirmed->GetValue();
    facts.note = {from_wx(trimmed(m_note_fr)), from_wx(trimmed(m_note_en))};
    return facts;
}

bool ListStructurePage::apply_facts() {
    return attempt(*m_facts, [this] {
        std::string bad;
        if (const auto facts = facts_from_fields(bad)) {
            m_editor->set_facts(*facts);
        }
    });
}

void ListStructurePage::fill_rule(std::size_t index) {
    const auto& rule = m_editor->list().rules.at(index);
    m_rule_fr->ChangeValue(to_wx(rule.name.fr));
    m_rule_en->ChangeValue(rule.name.en == rule.name.fr ? wxString() : to_wx(rule.name.en));
    m_rule_summary_fr->ChangeValue(to_wx(rule.summary.fr));
    m_rule_summary_en->ChangeValue(to_wx(rule.summary.en));
    m_rule_section->ChangeValue(to_wx(rule.section));
    show_check(*m_rules);
}

void ListStructurePage::fill_group(std::size_t index) {
    const auto& group = m_editor->list().groups.at(index);
    m_group_name->ChangeValue(to_wx(group.name.text()));
    m_group_min->ChangeValue(number_text(group.min));
    m_group_max->ChangeValue(number_text(group.max));
    show_check(*m_groups);
}

void ListStructurePage::fill_cap(std::size_t index) {
    const auto& cap = m_editor->list().caps.at(index);
    m_cap_name->ChangeValue(to_wx(cap.name.text()));
    m_cap_max->ChangeValue(number_text(cap.max));
    m_cap_scaled->SetValue(cap.scaled);
    for (std::size_t i = 0; i < m_cap_unit_ids.size(); ++i) {
        const bool on = std::find(cap.units.begin(), cap.units.end(), m_cap_unit_ids[i]) != cap.units.end();
        m_cap_units->Check(static_cast<unsigned>(i), on);
    }
    show_check(*m_caps);
}

void ListStructurePage::fill_ally(std::size_t index) {
    const auto& ally = m_editor->list().allies.at(index);
    m_ally_list->ChangeValue(to_wx(ally.list));
    m_ally_from->ChangeValue(number_text(ally.date_from));
    m_ally_to->ChangeValue(number_text(ally.date_to));
    show_check(*m_allies);
}

void ListStructurePage::fill_upgrade(std::size_t index) {
    const auto& upgrade = m_editor->list().upgrades.at(index);
    m_upgrade_fr->ChangeValue(to_wx(upgrade.name.fr));
    m_upgrade_en->ChangeValue(upgrade.name.en == upgrade.name.fr ? wxString() : to_wx(upgrade.name.en));
    m_upgrade_points->ChangeValue(number_text(cost_of(upgrade.costs, "points")));
    m_upgrade_details->fill(upgrade);
    show_check(*m_upgrades);
}

bool ListStructurePage::apply_dates() {
    return attempt(*m_dates, [this] {
        bool bad = false;
        const auto from = number_in(m_from->GetValue(), bad);
        const auto to = number_in(m_to->GetValue(), bad);
        m_editor->set_dates(from, to);
    });
}

void ListStructurePage::set_editor(ListEditor* editor, std::vector<std::string> ally_choices) {
    m_editor = editor;
    wxArrayString offered;
    for (const auto& id : ally_choices) {
        offered.Add(to_wx(id));
    }
    m_ally_list->Set(offered);
    m_ally_list->AutoComplete(offered); // type-ahead on the lists of the game
    for (auto* text : {m_group_name, m_group_min, m_group_max, m_cap_name, m_cap_max, m_ally_from, m_ally_to,
                       m_upgrade_fr, m_upgrade_en, m_upgrade_points, m_rule_fr, m_rule_en, m_rule_summary_fr,
                       m_rule_summary_en, m_rule_section}) {
        text->ChangeValue(wxString());
    }
    m_upgrade_details->clear();
    m_ally_list->ChangeValue(wxString());
    refresh();
}

void ListStructurePage::refresh() {
    Enable(m_editor != nullptr);
    for (auto& section : m_sections) {
        if (section.items != nullptr) {
            section.items->Clear();
        }
        section.message->SetLabel(wxString());
    }
    m_cap_units->Clear();
    m_cap_unit_ids.clear();
    if (m_editor == nullptr) {
        for (auto* text : {m_from, m_to, m_number, m_command_value, m_note_fr, m_note_en}) {
            text->ChangeValue(wxString());
        }
        m_confirmed->SetValue(true);
        return;
    }
    const auto& list = m_editor->list();
    m_from->ChangeValue(number_text(list.date_from));
    m_to->ChangeValue(number_text(list.date_to));
    m_number->ChangeValue(number_text(list.number));
    m_command_value->ChangeValue(number_text(list.command_value));
    m_confirmed->SetValue(list.confirmed);
    m_note_fr->ChangeValue(to_wx(list.note.fr));
    m_note_en->ChangeValue(to_wx(list.note.en));
    for (const auto& rule : list.rules) {
        m_rules->items->Append(to_wx(rule.name.text()) + "  [" + to_wx(rule.id) + "]");
    }
    m_upgrade_details->set_rule_choices(m_editor->rule_choices());
    for (const auto& group : list.groups) {
        wxString limits;
        if (group.min || group.max) {
            limits = "  " + number_text(group.min) + wxString::FromUTF8("\xe2\x80\x93") + number_text(group.max);
        }
        const auto lines = std::count_if(list.units.begin(), list.units.end(),
                                         [&](const UnitEntry& u) { return u.group == group.id; });
        m_groups->items->Append(to_wx(group.name.text()) + limits + "  " +
                                to_wx(TRP_("({n} line)", "({n} lines)", static_cast<std::size_t>(lines))));
    }
    for (const auto& cap : list.caps) {
        m_caps->items->Append(to_wx(cap.name.text()) + wxString::FromUTF8("  \xe2\x89\xa4 ") + wxString::Format("%d", cap.max) +
                              (cap.scaled ? wxString::FromUTF8(" \xc3\x97") : wxString()));
    }
    for (const auto& ally : list.allies) {
        m_allies->items->Append(to_wx(ally.list) + years_text(ally.date_from, ally.date_to));
    }
    for (const auto& upgrade : list.upgrades) {
        const auto points = cost_of(upgrade.costs, "points");
        m_upgrades->items->Append(to_wx(upgrade.name.text()) +
                                  (points ? wxString::Format("  (%d)", *points) : wxString()));
    }
    for (const auto& unit : list.units) {
        m_cap_units->Append(to_wx(unit.name.text()));
        m_cap_unit_ids.push_back(unit.id);
    }
    Layout();
    FitInside();
}

bool ListStructurePage::type_dates(const wxString& from, const wxString& to) {
    m_from->SetValue(from); // SetValue: the as-you-type check runs
    m_to->SetValue(to);
    return apply_dates();
}

bool ListStructurePage::type_group(const wxString& name, const wxString& min, const wxString& max) {
    m_groups->items->SetSelection(wxNOT_FOUND);
    m_group_name->SetValue(name);
    m_group_min->SetValue(min);
    m_group_max->SetValue(max);
    const auto before = m_editor != nullptr ? m_editor->list().groups.size() : 0;
    wxCommandEvent enter(wxEVT_TEXT_ENTER, m_group_max->GetId());
    enter.SetEventObject(m_group_max);
    m_group_max->GetEventHandler()->ProcessEvent(enter);
    return m_editor != nullptr && m_editor->list().groups.size() == before + 1;
}

bool ListStructurePage::type_ally(const wxString& list, const wxString& from, const wxString& to) {
    m_allies->items->SetSelection(wxNOT_FOUND);
    m_ally_list->SetValue(list);
    m_ally_from->SetValue(from);
    m_ally_to->SetValue(to);
    const auto before = m_editor != nullptr ? m_editor->list().allies.size() : 0;
    wxCommandEvent enter(wxEVT_TEXT_ENTER, m_ally_to->GetId());
    enter.SetEventObject(m_ally_to);
    m_ally_to->GetEventHandler()->ProcessEvent(enter);
    return m_editor != nullptr && m_editor->list().allies.size() == before + 1;
}

bool ListStructurePage::type_cap(const wxString& name, const wxString& max, const std::vector<std::string>& unit_ids,
                                 bool scaled) {
    m_caps->items->SetSelection(wxNOT_FOUND);
    m_cap_name->SetValue(name);
    m_cap_max->SetValue(max);
    m_cap_scaled->SetValue(scaled);
    for (std::size_t i = 0; i < m_cap_unit_ids.size(); ++i) {
        const bool on = std::find(unit_ids.begin(), unit_ids.end(), m_cap_unit_ids[i]) != unit_ids.end();
        m_cap_units->Check(static_cast<unsigned>(i), on);
    }
    const auto before = m_editor != nullptr ? m_editor->list().caps.size() : 0;
    wxCommandEvent enter(wxEVT_TEXT_ENTER, m_cap_max->GetId());
    enter.SetEventObject(m_cap_max);
    m_cap_max->GetEventHandler()->ProcessEvent(enter);
    return m_editor != nullptr && m_editor->list().caps.size() == before + 1;
}

bool ListStructurePage::type_upgrade(const wxString& name_fr, const wxString& name_en, const wxString& points,
                                     const OptionTyping& details) {
    m_upgrades->items->SetSelection(wxNOT_FOUND);
    m_upgrade_fr->SetValue(name_fr);
    m_upgrade_en->SetValue(name_en);
    m_upgrade_points->SetValue(points);
    m_upgrade_details->type(details);
    const auto before = m_editor != nullptr ? m_editor->list().upgrades.size() : 0;
    wxCommandEvent enter(wxEVT_TEXT_ENTER, m_upgrade_points->GetId());
    enter.SetEventObject(m_upgrade_points);
    m_upgrade_points->GetEventHandler()->ProcessEvent(enter);
    return m_editor != nullptr && m_editor->list().upgrades.size() == before + 1;
}

bool ListStructurePage::type_facts(const wxString& number, const wxString& command_value, bool confirmed,
                                   const wxString& note_fr, const wxString& note_en) {
    m_number->SetValue(number);
    m_command_value->SetValue(command_value);
    m_confirmed->SetValue(confirmed);
    m_note_fr->SetValue(note_fr);
    m_note_en->SetValue(note_en);
    wxCommandEvent enter(wxEVT_TEXT_ENTER, m_note_en->GetId());
    enter.SetEventObject(m_note_en);
    m_note_en->GetEventHandler()->ProcessEvent(enter);
    return show_check(*m_facts) && m_editor != nullptr && m_editor->list().confirmed == confirmed;
}

bool ListStructurePage::type_rule(const wxString& name_fr, const wxString& name_en, const wxString& summary_fr,
                                  const wxString& summary_en, const wxString& section) {
    m_rules->items->SetSelection(wxNOT_FOUND);
    m_rule_fr->SetValue(name_fr);
    m_rule_en->SetValue(name_en);
    m_rule_summary_fr->SetValue(summary_fr);
    m_rule_summary_en->SetValue(summary_en);
    m_rule_section->SetValue(section);
    const auto before = m_editor != nullptr ? m_editor->list().rules.size() : 0;
    wxCommandEvent enter(wxEVT_TEXT_ENTER, m_rule_section->GetId());
    enter.SetEventObject(m_rule_section);
    m_rule_section->GetEventHandler()->ProcessEvent(enter);
    return m_editor != nullptr && m_editor->list().rules.size() == before + 1;
}

void ListStructurePage::show_upgrade(std::size_t index) {
    if (m_editor == nullptr || index >= m_editor->list().upgrades.size()) {
        return;
    }
    m_upgrades->items->SetSelection(static_cast<int>(index));
    fill_upgrade(index);
    Layout(); // the sizes as shown now, then the scroll range from them
    FitInside();
    int unit_y = 1;
    GetScrollPixelsPerUnit(nullptr, &unit_y);
    const int top = CalcUnscrolledPosition(m_upgrades->items->GetPosition()).y;
    Scroll(0, std::max(0, top / std::max(1, unit_y)));
    Layout(); // GTK moves the scrolled children on their next allocation: do it now
    Refresh();
}

std::vector<wxString> ListStructurePage::shown_problems() const {
    std::vector<wxString> out;
    for (const auto& section : m_sections) {
        if (!section.message->GetLabel().empty()) {
            out.push_back(section.message->GetLabel());
        }
    }
    return out;
}

} // namespace ost::app
