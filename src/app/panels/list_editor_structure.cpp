// "Whole list" tab of My lists (see list_editor_structure.h): seven small forms over core
// ListEditor; each keystroke re-runs the editor's check of that construct and shows its message.
#include "app/panels/list_editor_structure.h"

#include "app/i18n/wx_text.h"
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

namespace {
wxString trimmed(const wxTextCtrl* text) { return wxString(text->GetValue()).Trim().Trim(false); }

/// A whole number typed in `text` (nullopt when empty), or `bad` set when it is not one.
std::optional<int> number_in(const wxString& value, bool& bad) {
    const auto text = wxString(value).Trim().Trim(false);
    if (text.empty()) {
        return std::nullopt;
    }
    long number = 0;
    if (!text.ToLong(&number) || number < -100000 || number > 100000) {
        bad = true;
        return std::nullopt;
    }
    return static_cast<int>(number);
}

wxString number_text(const std::optional<int>& value) {
    return value ? wxString::Format("%d", *value) : wxString();
}

wxString years_text(const std::optional<int>& from, const std::optional<int>& to) {
    if (!from && !to) {
        return wxString();
    }
    return " (" + number_text(from) + wxString::FromUTF8("\xe2\x80\x93") + number_text(to) + ")";
}

/// A label sized from its own font (see list_editor_panel.cpp make_label).
wxStaticText* make_label(wxWindow* parent, const wxString& text, bool bold = false) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    if (bold) {
        label->SetFont(label->GetFont().Bold());
    }
    label->SetMinSize(label->GetTextExtent(text) + wxSize(label->FromDIP(4), 0));
    return label;
}

Diagnostic not_a_number(const std::string& field) {
    Diagnostic d;
    d.code = "list-editor.not-a-number";
    d.message = TR_("Type a whole number here (negative: a year BC).");
    d.field = field;
    return d;
}
} // namespace

ListStructurePage::ListStructurePage(wxWindow* parent)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL) {
    SetScrollRate(0, FromDIP(12));
    m_sections.reserve(7); // the Section pointers below stay valid
    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    auto* left = new wxBoxSizer(wxVERTICAL);
    auto* right = new wxBoxSizer(wxVERTICAL);
    columns->Add(left, 1, wxEXPAND | wxALL, FromDIP(6));
    columns->Add(right, 1, wxEXPAND | wxALL, FromDIP(6));

    // The list's number, command value, confirmed flag and note.
    m_facts = &add_section(left, _("About the list"), {}, false);
    {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        row->Add(make_label(this, _("List number")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
        m_number = add_field(*m_facts, row, "number", _("List number"), 70);
        row->Add(make_label(this, _("Command value")), 0, wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, FromDIP(4));
        m_command_value = add_field(*m_facts, row, "command-value", _("Command value"), 70);
        left->Insert(left->GetItemCount() - 1, row, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        m_confirmed = new wxCheckBox(this, wxID_ANY, _("Figures confirmed for the current edition"));
        m_confirmed->SetMinSize(wxSize(m_confirmed->GetBestSize().x + FromDIP(8), -1));
        m_facts->fields["confirmed"] = m_confirmed;
        left->Insert(left->GetItemCount() - 1, m_confirmed, 0, wxBOTTOM, FromDIP(2));
        auto* notes = new wxBoxSizer(wxHORIZONTAL);
        notes->Add(make_label(this, _("Note")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
        m_note_fr = add_field(*m_facts, notes, "note", _("Note in French"), 150);
        m_note_en = add_field(*m_facts, notes, "note-en", _("Note in English"), 150);
        left->Insert(left->GetItemCount() - 1, notes, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        auto* apply = new wxButton(this, wxID_ANY, _("Keep these details"));
        apply->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { apply_facts(); });
        left->Insert(left->GetItemCount() - 1, apply, 0, wxBOTTOM, FromDIP(2));
        for (auto* field : {m_number, m_command_value, m_note_fr, m_note_en}) {
            field->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { apply_facts(); });
        }
        m_confirmed->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { apply_facts(); });
        m_facts->check = [this] {
            std::string bad;
            const auto facts = facts_from_fields(bad);
            if (!facts) {
                return Diagnostics{not_a_number(bad)};
            }
            return ListEditor::check_facts(*facts);
        };
    }

    // The list's dates.
    m_dates = &add_section(left, _("Dates of the list"), {}, false);
    {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        m_from = add_field(*m_dates, row, "from", _("From (year, -500 = 500 BC)"), 150);
        m_to = add_field(*m_dates, row, "to", _("To (year)"), 120);
        auto* apply = new wxButton(this, wxID_ANY, _("Set the dates"));
        apply->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { apply_dates(); });
        row->Add(apply, 0);
        left->Insert(left->GetItemCount() - 1, row, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        for (auto* field : {m_from, m_to}) {
            field->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { apply_dates(); });
        }
        m_dates->check = [this] {
            bool bad_from = false;
            bool bad_to = false;
            const auto from = number_in(m_from->GetValue(), bad_from);
            const auto to = number_in(m_to->GetValue(), bad_to);
            if (bad_from || bad_to) {
                return Diagnostics{not_a_number(bad_from ? "from" : "to")};
            }
            return ListEditor::check_dates(from, to, {});
        };
    }

    // Either/or groups.
    m_groups = &add_section(left, _("Either/or groups"), _("The lines naming a group share its minimum and maximum"), true);
    {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        m_group_name = add_field(*m_groups, row, "name", _("Group name"), 160);
        m_group_min = add_field(*m_groups, row, "min", _("Min"), 60);
        m_group_max = add_field(*m_groups, row, "max", _("Max"), 60);
        left->Insert(left->GetItemCount() - 1, row, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        add_buttons(
            *m_groups, buttons,
            [this] { attempt(*m_groups, [this] { m_editor->add_group(group_from_fields(std::nullopt)); }); },
            [this] {
                if (const auto at = selected(*m_groups)) {
                    attempt(*m_groups, [&] { m_editor->replace_group(*at, group_from_fields(at)); });
                }
            },
            [this] {
                if (const auto at = selected(*m_groups)) {
                    m_editor->remove_group(*at);
                }
            });
        left->Insert(left->GetItemCount() - 1, buttons, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        m_groups->items->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
            fill_group(static_cast<std::size_t>(e.GetSelection()));
        });
        m_groups->check = [this] {
            bool bad = false;
            (void)number_in(m_group_min->GetValue(), bad);
            if (bad) return Diagnostics{not_a_number("min")};
            (void)number_in(m_group_max->GetValue(), bad);
            if (bad) return Diagnostics{not_a_number("max")};
            if (trimmed(m_group_name).empty()) return Diagnostics{};
            const auto at = selected(*m_groups);
            return m_editor->check_group(group_from_fields(at), at);
        };
    }

    // Allies.
    m_allies = &add_section(left, _("Allies and their dates"), _("Lists of the same game this army may take as allies"), true);
    {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        m_ally_list = new wxComboBox(this, wxID_ANY, wxEmptyString, wxDefaultPosition, FromDIP(wxSize(200, -1)), 0,
                                     nullptr, wxTE_PROCESS_ENTER);
        m_ally_list->SetHint(_("Allied list id"));
        m_ally_list->SetToolTip(_("Type the first letters: the lists of this game are offered"));
        m_allies->fields["list"] = m_ally_list;
        m_ally_list->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { show_check(*m_allies); });
        row->Add(m_ally_list, 0, wxRIGHT, FromDIP(4));
        m_ally_from = add_field(*m_allies, row, "from", _("From"), 80);
        m_ally_to = add_field(*m_allies, row, "to", _("To"), 80);
        left->Insert(left->GetItemCount() - 1, row, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        add_buttons(
            *m_allies, buttons, [this] { attempt(*m_allies, [this] { m_editor->add_ally(ally_from_fields()); }); },
            [this] {
                if (const auto at = selected(*m_allies)) {
                    attempt(*m_allies, [&] { m_editor->replace_ally(*at, ally_from_fields()); });
                }
            },
            [this] {
                if (const auto at = selected(*m_allies)) {
                    m_editor->remove_ally(*at);
                }
            });
        left->Insert(left->GetItemCount() - 1, buttons, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        m_allies->items->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
            fill_ally(static_cast<std::size_t>(e.GetSelection()));
        });
        m_allies->check = [this] {
            bool bad = false;
            (void)number_in(m_ally_from->GetValue(), bad);
            if (bad) return Diagnostics{not_a_number("from")};
            (void)number_in(m_ally_to->GetValue(), bad);
            if (bad) return Diagnostics{not_a_number("to")};
            if (wxString(m_ally_list->GetValue()).Trim().empty()) return Diagnostics{};
            return m_editor->check_ally(ally_from_fields(), selected(*m_allies));
        };
    }

    // The list's own special rules.
    m_rules = &add_section(right, _("Special rules of the list"),
                           _("Rules of this list only: the lines, options and upgrades tick them"), true);
    {
        auto* names = new wxBoxSizer(wxHORIZONTAL);
        m_rule_fr = add_field(*m_rules, names, "name", _("French name"), 120);
        m_rule_en = add_field(*m_rules, names, "name-en", _("English name"), 120);
        right->Insert(right->GetItemCount() - 1, names, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        auto* summaries = new wxBoxSizer(wxHORIZONTAL);
        m_rule_summary_fr = add_field(*m_rules, summaries, "summary", _("Summary in French"), 120);
        m_rule_summary_en = add_field(*m_rules, summaries, "summary-en", _("Summary in English"), 120);
        right->Insert(right->GetItemCount() - 1, summaries, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        auto* section_row = new wxBoxSizer(wxHORIZONTAL);
        m_rule_section = add_field(*m_rules, section_row, "section", _("Rules section id (adlg.special.impact)"), 240);
        right->Insert(right->GetItemCount() - 1, section_row, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        add_buttons(
            *m_rules, buttons,
            [this] { attempt(*m_rules, [this] { m_editor->add_rule(rule_from_fields(std::nullopt)); }); },
            [this] {
                if (const auto at = selected(*m_rules)) {
                    attempt(*m_rules, [&] { m_editor->replace_rule(*at, rule_from_fields(at)); });
                }
            },
            [this] {
                if (const auto at = selected(*m_rules)) {
                    m_editor->remove_rule(*at);
                }
            });
        right->Insert(right->GetItemCount() - 1, buttons, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        m_rules->items->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
            fill_rule(static_cast<std::size_t>(e.GetSelection()));
        });
        m_rules->check = [this] {
            if (trimmed(m_rule_fr).empty() && trimmed(m_rule_en).empty()) return Diagnostics{};
            const auto at = selected(*m_rules);
            return m_editor->check_rule(rule_from_fields(at), at);
        };
    }

    // Army-wide caps.
    m_caps = &add_section(right, _("Caps over several lines"), _("At most N of the lines ticked in the army"), true);
    {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        m_cap_name = add_field(*m_caps, row, "name", _("Cap name"), 160);
        m_cap_max = add_field(*m_caps, row, "max", _("Max"), 60);
        right->Insert(right->GetItemCount() - 1, row, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        m_cap_scaled = new wxCheckBox(this, wxID_ANY, _("Scales with the army size"));
        m_cap_scaled->SetMinSize(wxSize(m_cap_scaled->GetBestSize().x + FromDIP(8), -1));
        right->Insert(right->GetItemCount() - 1, m_cap_scaled, 0, wxBOTTOM, FromDIP(2));
        m_cap_units = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 80)));
        m_cap_units->SetToolTip(_("Tick the lines the cap counts together"));
        m_caps->fields["units"] = m_cap_units;
        m_cap_units->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent&) { show_check(*m_caps); });
        right->Insert(right->GetItemCount() - 1, m_cap_units, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        add_buttons(
            *m_caps, buttons,
            [this] { attempt(*m_caps, [this] { m_editor->add_cap(cap_from_fields(std::nullopt)); }); },
            [this] {
                if (const auto at = selected(*m_caps)) {
                    attempt(*m_caps, [&] { m_editor->replace_cap(*at, cap_from_fields(at)); });
                }
            },
            [this] {
                if (const auto at = selected(*m_caps)) {
                    m_editor->remove_cap(*at);
                }
            });
        right->Insert(right->GetItemCount() - 1, buttons, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        m_caps->items->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
            fill_cap(static_cast<std::size_t>(e.GetSelection()));
        });
        m_caps->check = [this] {
            bool bad = false;
            (void)number_in(m_cap_max->GetValue(), bad);
            if (bad) return Diagnostics{not_a_number("max")};
            if (trimmed(m_cap_name).empty()) return Diagnostics{};
            const auto at = selected(*m_caps);
            return m_editor->check_cap(cap_from_fields(at), at);
        };
    }

    // Shared upgrades.
    m_upgrades = &add_section(right, _("Shared upgrades"), _("Mounts, chariots... that lines may take"), true);
    {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        m_upgrade_fr = add_field(*m_upgrades, row, "name", _("French name"), 120);
        m_upgrade_en = add_field(*m_upgrades, row, "name-en", _("English name"), 120);
        m_upgrade_points = add_field(*m_upgrades, row, "cost", _("Points"), 60);
        right->Insert(right->GetItemCount() - 1, row, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        // Limits per unit and per army, prerequisites, dates, rules.
        m_upgrade_details = std::make_unique<OptionFields>(this);
        for (const auto& [name, window] : m_upgrade_details->fields()) {
            m_upgrades->fields[name] = window;
        }
        m_upgrade_details->on_change([this] { show_check(*m_upgrades); });
        right->Insert(right->GetItemCount() - 1, m_upgrade_details->sizer(), 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        add_buttons(
            *m_upgrades, buttons,
            [this] { attempt(*m_upgrades, [this] { m_editor->add_upgrade(upgrade_from_fields(std::nullopt)); }); },
            [this] {
                if (const auto at = selected(*m_upgrades)) {
                    attempt(*m_upgrades, [&] { m_editor->replace_upgrade(*at, upgrade_from_fields(at)); });
                }
            },
            [this] {
                if (const auto at = selected(*m_upgrades)) {
                    m_editor->remove_upgrade(*at);
                }
            });
        right->Insert(right->GetItemCount() - 1, buttons, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        m_upgrades->items->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
            fill_upgrade(static_cast<std::size_t>(e.GetSelection()));
        });
        m_upgrades->check = [this] {
            bool bad = false;
            (void)number_in(m_upgrade_points->GetValue(), bad);
            if (bad) return Diagnostics{not_a_number("cost")};
            UnitOption probe;
            if (const auto not_number = m_upgrade_details->read_into(probe)) return Diagnostics{*not_number};
            if (trimmed(m_upgrade_fr).empty() && trimmed(m_upgrade_en).empty()) return Diagnostics{};
            const auto at = selected(*m_upgrades);
            return m_editor->check_upgrade(upgrade_from_fields(at), at);
        };
    }
    SetSizer(columns);
    FitInside();
}

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
