// "Whole list" tab of My lists: how its seven small forms are built, each with its fields, its
// buttons and the check that re-runs the editor's own as the player types.
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

ListStructurePage::ListStructurePage(wxWindow* parent)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL) {
    SetScrollRate(0, FromDIP(12));
    m_sections.reserve(7); // the Section pointers below stay valid
    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    auto* left = new wxBoxSizer(wxVERTICAL);
    auto* right = new wxBoxSizer(wxVERTICAL);
    columns->Add(left, 1, wxEXPAND | wxALL, FromDIP(6));
    columns->Add(right, 1, wxEXPAND | wxALL, FromDIP(6));
    build_facts(left);
    build_dates(left);
    build_groups(left);
    build_allies(left);
    build_rules(right);
    build_caps(right);
    build_upgrades(right);
    SetSizer(columns);
    FitInside();
}

/// The list's number, command value, confirmed flag and note.
void ListStructurePage::build_facts(wxBoxSizer* left) {
    m_facts = &add_section(left, _("About the list"), {}, false);
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

/// The list's dates.
void ListStructurePage::build_dates(wxBoxSizer* left) {
    m_dates = &add_section(left, _("Dates of the list"), {}, false);
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

/// Either/or groups.
void ListStructurePage::build_groups(wxBoxSizer* left) {
    m_groups = &add_section(left, _("Either/or groups"), _("The lines naming a group share its minimum and maximum"), true);
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

/// Allies.
void ListStructurePage::build_allies(wxBoxSizer* left) {
    m_allies = &add_section(left, _("Allies and their dates"), _("Lists of the same game this army may take as allies"), true);
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

/// The list's own special rules.
void ListStructurePage::build_rules(wxBoxSizer* right) {
    m_rules = &add_section(right, _("Special rules of the list"),
                           _("Rules of this list only: the lines, options and upgrades tick them"), true);
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

/// Army-wide caps.
void ListStructurePage::build_caps(wxBoxSizer* right) {
    m_caps = &add_section(right, _("Caps over several lines"), _("At most N of the lines ticked in the army"), true);
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

/// Shared upgrades.
void ListStructurePage::build_upgrades(wxBoxSizer* right) {
    m_upgrades = &add_section(right, _("Shared upgrades"), _("Mounts, chariots... that lines may take"), true);
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

} // namespace ost::app
