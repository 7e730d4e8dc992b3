// "My lists" page: the options of the chosen line — listed, added, removed, typed in place with
// their limits, prerequisites, dates and rules (OptionFields), kept with the line when applied.
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

void ListEditorPanel::refresh_options(std::optional<std::size_t> select) {
    const int was = m_option_list->GetSelection();
    m_option_list->Clear();
    for (const auto& option : m_options) {
        m_option_list->Append(option_label(option));
    }
    const int row = select ? static_cast<int>(*select) : was;
    if (row != wxNOT_FOUND && static_cast<std::size_t>(row) < m_options.size()) {
        m_option_list->SetSelection(row);
    }
    show_option_details();
    m_form->Layout();
    m_form->FitInside();
}

void ListEditorPanel::show_option_details() {
    const int row = m_option_list->GetSelection();
    const bool chosen = row != wxNOT_FOUND && static_cast<std::size_t>(row) < m_options.size();
    if (chosen) {
        m_option_details->fill(m_options[static_cast<std::size_t>(row)]);
    } else {
        m_option_details->clear();
    }
    m_option_details->enable(chosen);
    m_option_details->mark({});
    m_option_problem->SetLabel(wxString());
    if (chosen) {
        option_details_changed();
    }
}

void ListEditorPanel::option_details_changed() {
    const int row = m_option_list->GetSelection();
    if (!m_editor || !m_unit || row == wxNOT_FOUND || static_cast<std::size_t>(row) >= m_options.size()) {
        return;
    }
    auto option = m_options[static_cast<std::size_t>(row)];
    Diagnostics found;
    if (const auto not_number = m_option_details->read_into(option)) {
        found.push_back(*not_number);
    } else {
        m_options[static_cast<std::size_t>(row)] = option;
        found = m_editor->check_option_of(option, from_wx(trimmed(m_unit_id)));
        // Renamed or repriced in place: the list row follows (no selection event).
        if (const auto label = option_label(option); m_option_list->GetString(static_cast<unsigned>(row)) != label) {
            m_option_list->SetString(static_cast<unsigned>(row), label);
        }
    }
    m_option_details->mark(found);
    const wxString text = found.empty() ? wxString() : to_wx(found.front().message);
    if (m_option_problem->GetLabel() != text) {
        m_option_problem->SetLabel(text);
        m_option_problem->SetMinSize(m_option_problem->GetTextExtent(text));
        m_form->Layout();
        m_form->FitInside();
    }
    if (!m_filling) {
        CallAfter([this] { check_form(); });
    }
}

void ListEditorPanel::show_option(std::size_t index) {
    if (index < m_options.size()) {
        m_option_list->SetSelection(static_cast<int>(index));
        show_option_details();
    }
    m_form->Layout(); // the sizes as shown now, then the scroll range from them
    m_form->FitInside();
    int unit_y = 1;
    m_form->GetScrollPixelsPerUnit(nullptr, &unit_y);
    const int top = m_form->CalcUnscrolledPosition(m_option_list->GetPosition()).y;
    m_form->Scroll(0, std::max(0, top / std::max(1, unit_y)));
    m_form->Layout(); // GTK moves the scrolled children on their next allocation: do it now
    m_form->Refresh();
}

bool ListEditorPanel::retype_option(std::size_t index, const wxString& name_fr, const wxString& name_en,
                                    const wxString& points) {
    if (index >= m_options.size()) {
        return false;
    }
    show_option(index);
    m_option_details->type_names(name_fr, name_en, points);
    return option_problem().empty();
}

wxString ListEditorPanel::option_problem() const { return m_option_problem->GetLabel(); }

bool ListEditorPanel::set_line_flags(bool confirmed, bool counts, bool magic) {
    const std::pair<wxCheckBox*, bool> flags[] = {
        {m_line_confirmed, confirmed}, {m_line_counts, counts}, {m_line_magic, magic}};
    for (const auto& [box, on] : flags) {
        if (box->GetValue() != on) {
            box->SetValue(on);
            wxCommandEvent click(wxEVT_CHECKBOX, box->GetId());
            click.SetEventObject(box);
            click.SetInt(on ? 1 : 0);
            box->GetEventHandler()->ProcessEvent(click);
        }
    }
    check_form();
    return form_problem().empty();
}

bool ListEditorPanel::type_option(const wxString& name_fr, const wxString& name_en, const wxString& points,
                                  const OptionTyping& details) {
    const auto before = m_options.size();
    m_option_name->SetValue(name_fr);
    m_option_name_en->SetValue(name_en);
    m_option_cost->SetValue(points);
    wxCommandEvent enter(wxEVT_TEXT_ENTER, m_option_cost->GetId());
    enter.SetEventObject(m_option_cost);
    m_option_cost->GetEventHandler()->ProcessEvent(enter);
    if (m_options.size() != before + 1) {
        return false;
    }
    m_option_details->type(details);
    return option_problem().empty();
}

void ListEditorPanel::add_option() {
    const auto name = trimmed(m_option_name);
    if (name.empty()) {
        show_problem(_("Type the option's name first."));
        return;
    }
    try {
        UnitOption option;
        const auto name_en = trimmed(m_option_name_en);
        option.name = {from_wx(name), from_wx(name_en.empty() ? name : name_en)};
        const auto base = slug_id(from_wx(name));
        option.id = base;
        for (int n = 2; std::any_of(m_options.begin(), m_options.end(),
                                    [&](const UnitOption& o) { return o.id == option.id; });
             ++n) {
            option.id = base + "-" + std::to_string(n);
        }
        if (const auto cost = whole_number(m_option_cost, _("The option's points"))) {
            option.costs.push_back({"points", *cost, 0});
        }
        m_options.push_back(option);
        m_option_name->Clear();
        m_option_name_en->Clear();
        m_option_cost->Clear();
        refresh_options(m_options.size() - 1); // chosen: its limits, dates and rules can be typed
        show_problem(_("Option added: apply the changes to keep it."));
    } catch (const Error& e) {
        show_problem(to_wx(e.message()));
    }
}

void ListEditorPanel::remove_option() {
    const int row = m_option_list->GetSelection();
    if (row != wxNOT_FOUND && static_cast<std::size_t>(row) < m_options.size()) {
        m_options.erase(m_options.begin() + row);
        refresh_options();
    }
}

} // namespace ost::app
