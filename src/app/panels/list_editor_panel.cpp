// "My lists" page: the open list's lines and the chosen line's form, kept in step with the
// workspace's ListEditor (undo, checks). Layout: list_editor_panel_layout.cpp; files and state:
// list_editor_panel_files.cpp.
#include "app/panels/list_editor_panel.h"

#include "app/panels/list_editor_panel_parts.h"
#include "app/panels/list_editor_structure.h"
#include "app/panels/report_list.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "core/model/catalogue_kinds.h"
#include "core/services/catalogue_cost.h"
#include "core/services/list_import.h"
#include "core/services/list_view.h"
#include "core/services/catalogue.h"
#include "core/services/session.h"
#include "core/services/user_lists.h"
#include "core/services/workspace.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/dialog.h>
#include <wx/notebook.h>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <sstream>

namespace ost::app {

using namespace list_editor_parts;

void ListEditorPanel::set_editor(std::unique_ptr<ListEditor> editor, std::string saved_id) {
    // The version is cleared: open_list() and restore_state() set it once open.
    m_document.open(std::move(editor), std::move(saved_id));
    show_document();
}

void ListEditorPanel::release_document() { m_document.detach(this); }

ListEditorPanel::~ListEditorPanel() { release_document(); }

void ListEditorPanel::show_document() {
    m_unit.reset();
    if (m_editor) {
        m_rule_choices = m_editor->rule_choices();
        if (!m_editor->list().units.empty()) {
            m_unit = 0;
        }
    }
    // Allies are lists of the same game: the bundled ones and the player's, offered by id.
    std::vector<std::string> allies;
    if (m_editor) {
        wxGetApp().guarded(_("The lists of this game could not be read."), [&] {
            ArmyListQuery query;
            query.system_id = m_editor->system().id;
            for (const auto& list : Catalogue(m_session).find_with_mine(query)) {
                if (list.id != m_editor->list().id) {
                    allies.push_back(list.id + "  " + list.name.text().english());
                }
            }
        });
    }
    m_structure->set_editor(m_editor.get(), allies);
    refresh_all();
    refresh_my_lists();
}

void ListEditorPanel::refresh_my_lists() {
    wxGetApp().guarded(_("Your lists could not be read."), [this] {
        m_my_lists = UserLists(m_session).all();
    });
    m_lists->Clear();
    int selected = wxNOT_FOUND;
    for (const auto& list : m_my_lists) {
        const auto system = m_system_names.find(list.system_id);
        const int row = m_lists->Append(
            to_wx(list.name.text()) + "  (" +
            (system != m_system_names.end() ? system->second : to_wx(list.system_id)) + ")");
        if (list.id == m_saved_id) {
            selected = row;
        }
    }
    if (m_editor && m_saved_id.empty()) {
        // The open list is new: show it too (choosing this row does nothing).
        selected = m_lists->Append(
            wxString::Format(_("%s (new, not saved yet)"), to_wx(m_editor->list().name.text())));
    }
    m_lists->SetSelection(selected);
}

void ListEditorPanel::refresh_all() {
    const bool open = static_cast<bool>(m_editor);
    if (open) {
        m_rule_choices = m_editor->rule_choices(); // the list's own rules may have changed
    }
    m_work->Enable(open);
    if (open && m_saved_id.empty()) {
        refresh_my_lists(); // the new list's row follows its name
    }
    fill_details();
    refresh_units();
    fill_form();
    m_structure->refresh();
    update_status();
}

void ListEditorPanel::fill_details() {
    if (!m_editor) {
        m_system_label->SetLabel(_("Create a list with New list, or choose one of yours above."));
        m_system_label->Wrap(std::max(FromDIP(200), m_work->GetClientSize().x - FromDIP(16)));
        for (auto* t : {m_list_id, m_list_name_fr, m_list_name_en, m_list_source}) {
            t->ChangeValue(wxString());
        }
        return;
    }
    const auto& list = m_editor->list();
    m_system_label->SetLabel(wxString::Format(_("%s list"), to_wx(m_editor->system().name())));
    m_list_id->ChangeValue(to_wx(list.id));
    m_list_name_fr->ChangeValue(to_wx(list.name.fr));
    m_list_name_en->ChangeValue(to_wx(list.name.en));
    m_list_source->ChangeValue(to_wx(list.source));
}

void ListEditorPanel::switch_unit(std::size_t index) {
    if (!m_editor || index >= m_editor->list().units.size() || m_unit == index) {
        return;
    }
    // The form's edits of the unit being left are kept; if they are invalid, stay on it.
    if (m_unit && !apply_unit()) {
        refresh_units();
        return;
    }
    m_unit = index;
    refresh_units();
    fill_form();
}

void ListEditorPanel::refresh_units() {
    m_refreshing = true;
    m_units->Freeze();
    const auto count = m_editor ? m_editor->list().units.size() : 0;
    if (static_cast<std::size_t>(m_units->GetItemCount()) != count) {
        m_units->DeleteAllItems();
    }
    if (m_editor) {
        const auto& units = m_editor->list().units;
        if (m_unit && *m_unit >= units.size()) {
            m_unit = units.empty() ? std::nullopt : std::optional<std::size_t>(units.size() - 1);
        }
        long row = 0;
        for (const auto& unit : units) {
            if (row >= m_units->GetItemCount()) {
                m_units->InsertItem(row, to_wx(unit.name.text()));
            } else {
                m_units->SetItemText(row, to_wx(unit.name.text()));
            }
            m_units->SetItem(row, 1, number_text(unit.points()));
            m_units->SetItem(row, 2, number_text(unit.army_min ? unit.army_min : unit.min));
            m_units->SetItem(row, 3, number_text(unit.army_max ? unit.army_max : unit.max));
            ++row;
        }
        for (long other = 0; other < m_units->GetItemCount(); ++other) {
            if (!m_unit || other != static_cast<long>(*m_unit)) {
                m_units->SetItemState(other, 0, wxLIST_STATE_SELECTED);
            }
        }
        if (m_unit) {
            const auto index = static_cast<long>(*m_unit);
            m_units->SetItemState(index, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                                  wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
            m_units->EnsureVisible(index);
        }
    }
    m_units->Thaw();
    m_refreshing = false;
}

void ListEditorPanel::fill_form() {
    const UnitEntry* unit = m_editor && m_unit && *m_unit < m_editor->list().units.size()
                                ? &m_editor->list().units[*m_unit]
                                : nullptr;
    rebuild_stat_fields();
    if (m_form->IsShown() != (unit != nullptr)) {
        m_form->Show(unit != nullptr);
        m_apply->Show(unit != nullptr);
        m_form_hint->Show(unit == nullptr);
        m_form->GetParent()->Layout();
    }
    m_filling = true;
    fill_choices(unit);
    if (unit == nullptr) {
        for (auto* t : {m_unit_id, m_unit_name_fr, m_unit_name_en, m_points, m_min, m_max, m_from, m_to, m_requires,
                        m_attaches, m_size_points}) {
            t->ChangeValue(wxString());
        }
        m_options.clear();
        refresh_options();
        m_filling = false;
        return;
    }
    m_unit_id->ChangeValue(to_wx(unit->id));
    m_unit_name_fr->ChangeValue(to_wx(unit->name.fr));
    m_unit_name_en->ChangeValue(unit->name.en == unit->name.fr ? wxString() : to_wx(unit->name.en));
    m_role->SetSelection(static_cast<int>(unit->role));
    fill_stats(*unit);
    fill_line_fields(*unit);
    m_options = unit->options;
    m_option_details->set_rule_choices(m_rule_choices);
    refresh_options();
    for (std::size_t i = 0; i < m_rule_choices.size(); ++i) {
        const bool on = std::find(unit->rules.begin(), unit->rules.end(), m_rule_choices[i].id) !=
                        unit->rules.end();
        m_rules->Check(static_cast<unsigned>(i), on);
    }
    m_filling = false;
    check_form();
}

void ListEditorPanel::fill_choices(const UnitEntry* unit) {
    m_rules->Clear();
    for (const auto& rule : m_rule_choices) {
        m_rules->Append(to_wx(rule.name.text()));
    }
    // The list's groups, lines, shared upgrades and the system's general grades to choose from.
    m_group->Clear();
    m_group->Append(wxString::FromUTF8("\xe2\x80\x94"));
    m_counts_as->Clear();
    m_counts_as->Append(wxString::FromUTF8("\xe2\x80\x94"));
    m_counts_as_ids.clear();
    m_upgrades->Clear();
    m_upgrade_ids.clear();
    if (m_editor) {
        const auto& list = m_editor->list();
        for (const auto& group : list.groups) {
            m_group->Append(to_wx(group.name.text()));
        }
        for (const auto& other : list.units) {
            if (unit == nullptr || other.id != unit->id) {
                m_counts_as->Append(to_wx(other.name.text()));
                m_counts_as_ids.push_back(other.id);
            }
        }
        for (const auto& upgrade : list.upgrades) {
            m_upgrades->Append(to_wx(upgrade.name.text()));
            m_upgrade_ids.push_back(upgrade.id);
        }
        for (const auto* grade : m_editor->system().catalogue_of(catalogue_kind::kGeneralGrade)) {
            m_upgrades->Append(to_wx(grade->name.text()));
            m_upgrade_ids.push_back(grade->id);
        }
    }
}

void ListEditorPanel::fill_stats(const UnitEntry& line) {
    const auto* unit = &line;
    for (auto& control : m_stats) {
        const auto* value = unit->profile.get(control.field);
        if (control.ticks != nullptr) {
            const auto have = capabilities_of(unit->profile);
            for (std::size_t i = 0; i < control.tick_ids.size(); ++i) {
                const bool on = std::any_of(have.begin(), have.end(), [&](const std::string& id) {
                    return base_capability(m_editor->system(), id) == control.tick_ids[i];
                });
                control.ticks->Check(static_cast<unsigned>(i), on);
            }
        } else if (control.combo != nullptr) {
            wxString shown;
            if (value != nullptr) {
                shown = to_wx(*value); // a value the choices lack is shown as it is (and reported)
                for (std::size_t i = 0; i < control.combo_ids.size(); ++i) {
                    if (control.combo_ids[i] == *value) {
                        shown = control.combo->GetString(static_cast<unsigned>(i));
                    }
                }
            }
            control.combo->ChangeValue(shown);
        } else {
            control.text->ChangeValue(value != nullptr ? to_wx(*value) : wxString());
        }
    }
}

void ListEditorPanel::fill_line_fields(const UnitEntry& line) {
    const auto* unit = &line;
    m_points->ChangeValue(number_text(unit->points()));
    m_points_typed = line_cost(m_editor->system(), *unit).overridden;
    wxString sizes;
    for (const auto& cost : unit->costs) {
        if (cost.type == "points" && cost.army_size != 0) {
            sizes += wxString::Format("%s%d=%d", sizes.empty() ? "" : " ", cost.army_size, cost.value);
        }
    }
    m_size_points->ChangeValue(sizes);
    m_min->ChangeValue(number_text(unit->min));
    m_max->ChangeValue(number_text(unit->max));
    m_from->ChangeValue(number_text(unit->date_from));
    m_to->ChangeValue(number_text(unit->date_to));
    int group = 0;
    for (std::size_t i = 0; i < m_editor->list().groups.size(); ++i) {
        if (m_editor->list().groups[i].id == unit->group) {
            group = static_cast<int>(i) + 1;
        }
    }
    m_group->SetSelection(group);
    int counts_as = 0;
    for (std::size_t i = 0; i < m_counts_as_ids.size(); ++i) {
        if (m_counts_as_ids[i] == unit->counts_as) {
            counts_as = static_cast<int>(i) + 1;
        }
    }
    m_counts_as->SetSelection(counts_as);
    const auto joined = [](const std::vector<std::string>& ids) {
        std::string out;
        for (const auto& id : ids) {
            out += (out.empty() ? "" : " ") + id;
        }
        return to_wx(out);
    };
    m_requires->ChangeValue(joined(unit->requires_units));
    m_attaches->ChangeValue(joined(unit->attaches_to));
    for (std::size_t i = 0; i < m_upgrade_ids.size(); ++i) {
        const bool on = std::find(unit->upgrades.begin(), unit->upgrades.end(), m_upgrade_ids[i]) !=
                        unit->upgrades.end();
        m_upgrades->Check(static_cast<unsigned>(i), on);
    }
    m_line_confirmed->SetValue(unit->confirmed);
    m_line_counts->SetValue(unit->counts);
    m_line_magic->SetValue(unit->magic);
}

void ListEditorPanel::apply_details() {
    if (!m_editor) {
        return;
    }
    try {
        ListHeader header = m_editor->header();
        header.id = from_wx(trimmed(m_list_id));
        header.name = {from_wx(trimmed(m_list_name_fr)), from_wx(trimmed(m_list_name_en))};
        header.source = from_wx(trimmed(m_list_source));
        m_editor->set_header(header);
    } catch (const Error& e) {
        show_problem(to_wx(e.message()));
    }
}

namespace {
/// The form's stat controls into `patch`: the stat line as shown, and the ticked capabilities
/// when the form has capability ticks.
template <typename StatControls>
void stats_into(const StatControls& controls, LinePatch& patch) {
    std::vector<std::pair<std::string, std::string>> stats;
    std::vector<std::string> capabilities;
    bool ticks = false;
    for (const auto& control : controls) {
        std::string value;
        if (control.ticks != nullptr) {
            ticks = true;
            for (std::size_t i = 0; i < control.tick_ids.size(); ++i) {
                if (control.ticks->IsChecked(static_cast<unsigned>(i))) {
                    capabilities.push_back(control.tick_ids[i]);
                }
            }
            continue;
        }
        if (control.combo != nullptr) {
            // A name as offered (any case), else the text as typed (an id, or a fault the
            // editor then reports beside the field).
            const auto typed = wxString(control.combo->GetValue()).Trim().Trim(false);
            value = from_wx(typed);
            for (std::size_t i = 0; i < control.combo_ids.size(); ++i) {
                if (control.combo->GetString(static_cast<unsigned>(i)).CmpNoCase(typed) == 0) {
                    value = control.combo_ids[i];
                }
            }
        } else if (control.text != nullptr) {
            value = from_wx(trimmed(control.text));
        }
        if (!value.empty()) {
            stats.emplace_back(control.field, value);
        }
    }
    patch.stats = std::move(stats);
    if (ticks) {
        patch.capabilities.set = std::move(capabilities);
    }
}

/// Points at one size as typed: "100=3 300=9".
std::vector<Cost> size_points_from(const std::string& text) {
    std::vector<Cost> sized;
    std::istringstream words(text);
    for (std::string word; words >> word;) {
        const auto eq = word.find('=');
        long size = 0;
        long value = 0;
        if (eq == std::string::npos || !wxString::FromUTF8(word.substr(0, eq)).ToLong(&size) ||
            !wxString::FromUTF8(word.substr(eq + 1)).ToLong(&value) || size <= 0 || value < -100000 ||
            value > 100000 || size > 100000) {
            throw InvalidInputError(TR_("Points by size: \"{0}\" is not SIZE=POINTS (100=3).").arg(word));
        }
        sized.push_back(Cost{"points", static_cast<int>(value), static_cast<int>(size)});
    }
    return sized;
}

/// The ids typed in a text field, space-separated.
std::vector<std::string> ids_of(const wxTextCtrl* text) {
    std::vector<std::string> out;
    std::istringstream in(from_wx(trimmed(text)));
    for (std::string id; in >> id;) {
        out.push_back(id);
    }
    return out;
}
} // namespace

UnitEntry ListEditorPanel::unit_from_form() const {
    // The form as one LinePatch; ListEditor applies it as it does `ost-cli my-lists set`'s
    // (troop type stats, capability variants, catalogue points: services/line_patch.h).
    const auto& unit = m_editor->list().units[*m_unit];
    LinePatch patch;
    patch.id = from_wx(trimmed(m_unit_id));
    patch.name_fr = from_wx(trimmed(m_unit_name_fr));
    patch.name_en = from_wx(trimmed(m_unit_name_en));
    patch.role = static_cast<UnitRole>(std::max(0, m_role->GetSelection()));
    if (!m_stats.empty()) {
        stats_into(m_stats, patch);
    }
    // The points at every size: typed by hand, or the catalogue's (following the stats).
    patch.points = whole_number(m_points, _("Points"));
    patch.catalogue_points = !(m_points_typed && patch.points);
    patch.size_points = size_points_from(from_wx(trimmed(m_size_points)));
    patch.min = whole_number(m_min, _("Min"));
    patch.max = whole_number(m_max, _("Max"));
    patch.date_from = whole_number(m_from, _("From"));
    patch.date_to = whole_number(m_to, _("To"));
    const int group = m_group->GetSelection();
    patch.group = group > 0 && static_cast<std::size_t>(group) <= m_editor->list().groups.size()
                      ? m_editor->list().groups[static_cast<std::size_t>(group - 1)].id
                      : std::string();
    const int counts_as = m_counts_as->GetSelection();
    patch.counts_as = counts_as > 0 && static_cast<std::size_t>(counts_as) <= m_counts_as_ids.size()
                          ? m_counts_as_ids[static_cast<std::size_t>(counts_as - 1)]
                          : std::string();
    patch.requires_units.set = ids_of(m_requires);
    patch.attaches_to.set = ids_of(m_attaches);
    patch.confirmed = m_line_confirmed->GetValue();
    patch.counts = m_line_counts->GetValue();
    patch.magic = m_line_magic->GetValue();
    // Ticked upgrades and rules; references the form does not offer are kept.
    std::vector<std::string> upgrades;
    for (const auto& id : unit.upgrades) {
        if (std::find(m_upgrade_ids.begin(), m_upgrade_ids.end(), id) == m_upgrade_ids.end()) {
            upgrades.push_back(id);
        }
    }
    for (std::size_t i = 0; i < m_upgrade_ids.size(); ++i) {
        if (m_upgrades->IsChecked(static_cast<unsigned>(i))) {
            upgrades.push_back(m_upgrade_ids[i]);
        }
    }
    patch.upgrades.set = std::move(upgrades);
    patch.options = m_options;
    std::vector<std::string> rules;
    for (const auto& id : unit.rules) {
        if (std::none_of(m_rule_choices.begin(), m_rule_choices.end(),
                         [&](const SpecialRule& r) { return r.id == id; })) {
            rules.push_back(id);
        }
    }
    for (std::size_t i = 0; i < m_rule_choices.size(); ++i) {
        if (m_rules->IsChecked(static_cast<unsigned>(i))) {
            rules.push_back(m_rule_choices[i].id);
        }
    }
    patch.rules.set = std::move(rules);
    return m_editor->patched_unit(*m_unit, patch);
}

bool ListEditorPanel::apply_unit() {
    if (!m_editor || !m_unit || *m_unit >= m_editor->list().units.size()) {
        return true;
    }
    try {
        m_editor->replace_unit(*m_unit, unit_from_form());
        return true;
    } catch (const Error& e) {
        show_problem(to_wx(e.message()));
        return false;
    }
}

void ListEditorPanel::check_form() {
    if (!m_editor || !m_unit || *m_unit >= m_editor->list().units.size() || m_filling) {
        return;
    }
    Diagnostics found;
    wxString origin;
    try {
        const auto unit = unit_from_form();
        const auto cost = line_cost(m_editor->system(), unit);
        if (!m_points_typed && cost.points && trimmed(m_points) != number_text(cost.points)) {
            m_filling = true; // the catalogue's figure follows the troop type and capabilities
            m_points->ChangeValue(number_text(cost.points));
            m_filling = false;
        }
        if (cost.overridden) {
            origin = to_wx(TR_("typed by hand; the catalogue gives {0}").arg(*cost.catalogue));
        } else if (cost.catalogue) {
            origin = to_wx(TR_("from the catalogue"));
        }
        found = m_editor->check_unit(unit, m_unit);
    } catch (const Error& e) {
        Diagnostic d;
        d.message = e.message();
        found.push_back(d);
    }
    m_points_origin->SetLabel(origin);
    m_points_origin->SetForegroundColour(m_points_typed && !origin.empty()
                                             ? wxColour(0xa0, 0x30, 0x00)
                                             : wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    m_points_origin->SetMinSize(m_points_origin->GetTextExtent(origin));
    for (auto& [field, control] : m_field_controls) {
        mark_field(control, std::any_of(found.begin(), found.end(),
                                        [&](const Diagnostic& d) { return d.field == field; }));
    }
    for (auto& control : m_stats) {
        wxWindow* window = control.combo != nullptr ? static_cast<wxWindow*>(control.combo)
                           : control.ticks != nullptr ? static_cast<wxWindow*>(control.ticks)
                                                      : static_cast<wxWindow*>(control.text);
        const bool marked = std::any_of(found.begin(), found.end(),
                                        [&](const Diagnostic& d) { return d.field == "stats"; });
        mark_field(window, marked);
    }
    const wxString text = found.empty() ? wxString() : to_wx(found.front().message);
    if (m_form_problem->GetLabel() != text) {
        m_form_problem->SetLabel(text);
        m_form_problem->Wrap(m_form->GetClientSize().x - FromDIP(16));
        m_form->Layout();
        m_form->FitInside();
    }
    m_form_grid->Layout();
}

void ListEditorPanel::type_source(const wxString& source) {
    m_list_source->SetValue(source);
    apply_details();
}

wxString ListEditorPanel::points_origin() const { return m_points_origin->GetLabel(); }

wxString ListEditorPanel::form_problem() const { return m_form_problem->GetLabel(); }

void ListEditorPanel::select_tab(int tab) {
    if (m_tabs != nullptr && tab >= 0 && static_cast<std::size_t>(tab) < m_tabs->GetPageCount()) {
        m_tabs->SetSelection(static_cast<std::size_t>(tab));
    }
}

bool ListEditorPanel::enter_next_line() {
    if (!m_editor || !m_unit || !apply_unit()) {
        return false;
    }
    bool added = false;
    wxGetApp().guarded(_("The next line could not be added."), [&] {
        auto next = m_editor->unit_like(*m_unit);
        next.name = {from_wx(_("New unit")), "New unit"};
        m_unit = m_editor->list().units.size();
        m_editor->add_unit(next);
        added = true;
    });
    m_unit_name_fr->SetFocus();
    m_unit_name_fr->SelectAll();
    return added;
}

void ListEditorPanel::duplicate_line() {
    if (!m_editor || !m_unit || !apply_unit()) {
        return;
    }
    wxGetApp().guarded(_("The line could not be copied."), [&] {
        const auto from = *m_unit;
        m_unit = from + 1;
        m_editor->duplicate_unit(from);
    });
}

bool ListEditorPanel::type_line(const LineTyping& line) {
    if (!m_editor || !m_unit) {
        return false;
    }
    // As typed: each control set the way the keyboard sets it, the form's own events run.
    m_unit_name_fr->SetValue(line.name_fr);
    m_unit_name_en->SetValue(line.name_en);
    m_unit_id->SetValue(to_wx(m_editor->unused_unit_id(slug_id(from_wx(line.name_en.empty() ? line.name_fr
                                                                                             : line.name_en)))));
    for (auto& control : m_stats) {
        if (control.field == kTroopTypeField && control.combo != nullptr && !line.troop_type.empty()) {
            control.combo->SetValue(line.troop_type == "-" ? wxString() : line.troop_type);
        } else if (control.ticks != nullptr) {
            for (std::size_t i = 0; i < control.tick_ids.size(); ++i) {
                const bool on = std::find(line.capabilities.begin(), line.capabilities.end(), control.tick_ids[i]) !=
                                line.capabilities.end();
                control.ticks->Check(static_cast<unsigned>(i), on);
            }
        } else if (const auto it = line.stats.find(control.field); it != line.stats.end()) {
            const auto value = it->second == "-" ? wxString() : it->second;
            if (control.combo != nullptr) {
                control.combo->SetValue(value);
            } else if (control.text != nullptr) {
                control.text->SetValue(value);
            }
        }
    }
    if (line.role >= 0) {
        m_role->SetSelection(line.role);
    }
    for (std::size_t i = 0; i < m_upgrade_ids.size(); ++i) {
        const bool on =
            std::find(line.upgrades.begin(), line.upgrades.end(), m_upgrade_ids[i]) != line.upgrades.end();
        m_upgrades->Check(static_cast<unsigned>(i), on);
    }
    if (!line.points.empty()) {
        m_points->SetValue(line.points); // typed: kept and marked
    } else {
        m_points_typed = false; // the catalogue's
    }
    if (!line.min.empty()) m_min->SetValue(line.min == "-" ? wxString() : line.min);
    if (!line.max.empty()) m_max->SetValue(line.max == "-" ? wxString() : line.max);
    if (!line.from.empty()) m_from->SetValue(line.from == "-" ? wxString() : line.from);
    if (!line.to.empty()) m_to->SetValue(line.to == "-" ? wxString() : line.to);
    if (!line.group.empty()) {
        const int row = line.group == "-" ? 0 : m_group->FindString(line.group);
        m_group->SetSelection(row == wxNOT_FOUND ? 0 : row);
    }
    m_filling = false;
    check_form();
    return form_problem().empty();
}

void ListEditorPanel::add_unit() {
    if (!m_editor || !apply_unit()) {
        return;
    }
    try {
        auto unit = m_editor->blank_unit();
        unit.name = {from_wx(_("New unit")), "New unit"};
        m_unit = m_editor->list().units.size();
        m_editor->add_unit(unit);
        m_unit_name_fr->SetFocus();
        m_unit_name_fr->SelectAll();
    } catch (const Error& e) {
        show_problem(to_wx(e.message()));
    }
}

void ListEditorPanel::delete_unit() {
    if (m_editor && m_unit) {
        m_editor->remove_unit(*m_unit);
    }
}

void ListEditorPanel::move_unit(int delta) {
    if (m_editor && m_unit && apply_unit()) {
        const auto from = *m_unit;
        const auto last = m_editor->list().units.size() - 1;
        m_unit = std::clamp<std::size_t>(
            delta < 0 ? (from == 0 ? 0 : from - 1) : std::min(from + 1, last), 0, last);
        m_editor->move_unit(from, delta);
    }
}

void ListEditorPanel::select_unit(std::size_t index) {
    if (m_editor && index < m_editor->list().units.size()) {
        m_unit = index;
        refresh_units();
        fill_form();
    }
}

void ListEditorPanel::show_problem(const wxString& text) {
    m_status->SetForegroundColour(wxColour(0xa0, 0x30, 0x00));
    m_status->SetLabel(text);
    m_status->Wrap(-1);
}

void ListEditorPanel::update_status() {
    if (!m_editor) {
        m_status->SetLabel(wxString());
        return;
    }
    const auto problems = m_editor->check();
    if (!problems.empty()) {
        show_problem(to_wx(problems.front().message));
        return;
    }
    m_status->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    const auto units = m_editor->list().units.size();
    if (unsaved()) {
        m_status->SetLabel(
            to_wx(TRP_("{n} unit, not saved yet.", "{n} units, not saved yet.", units)));
    } else {
        m_status->SetLabel(to_wx(
            TRP_("{n} unit, saved in your lists.", "{n} units, saved in your lists.", units)));
    }
}

bool ListEditorPanel::unsaved() const {
    return m_editor && (m_saved_id.empty() || m_restored_dirty || m_editor->undo_stack().dirty());
}

UndoStack* ListEditorPanel::undo_stack() {
    return m_editor ? &m_editor->undo_stack() : nullptr;
}

void ListEditorPanel::focus_main_control() {
    m_lists->SetFocus();
}

} // namespace ost::app
