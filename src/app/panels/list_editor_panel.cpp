// "My lists" page: the user's lists on the left, the open list's units in the middle and the
// chosen unit's form on the right. All changes go through core ListEditor (undo, checks).
#include "app/panels/list_editor_panel.h"

#include "app/panels/report_list.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/xml_document.h"
#include "core/services/list_view.h"
#include "core/services/catalogue.h"
#include "core/services/session.h"
#include "core/services/user_lists.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
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
#include <filesystem>

namespace ost::app {

namespace {
wxString trimmed(const wxTextCtrl* text) {
    return wxString(text->GetValue()).Trim().Trim(false);
}

/// A whole number typed in `text`; nullopt when empty. Throws InvalidInputError naming `what`.
std::optional<int> whole_number(const wxTextCtrl* text, const wxString& what) {
    const auto value = trimmed(text);
    if (value.empty()) {
        return std::nullopt;
    }
    long number = 0;
    if (!value.ToLong(&number) || number < -100000 || number > 100000) {
        throw InvalidInputError(
            TR_("{0} must be a whole number, not \"{1}\".").arg(from_wx(what)).arg(from_wx(value)));
    }
    return static_cast<int>(number);
}

/// A label sized from its own font. GTK measures a new label before applying the font it
/// inherits, so the panel's larger text would be cut: measure it with wx instead.
wxStaticText* make_label(wxWindow* parent, const wxString& text, bool bold = false) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    if (bold) {
        label->SetFont(label->GetFont().Bold());
    }
    label->SetMinSize(label->GetTextExtent(text) + wxSize(label->FromDIP(4), 0));
    return label;
}

wxString number_text(const std::optional<int>& value) {
    return value ? wxString::Format("%d", *value) : wxString();
}

const wxString kRoleIds[] = {"unit", "general", "character", "camp", "fortification"};
} // namespace

ListEditorPanel::ListEditorPanel(wxWindow* parent, Session& session)
    : wxPanel(parent), m_session(session) {
    for (const auto& system : session.systems()) {
        m_system_names[system.id] = to_wx(system.name());
    }
    SetFont(GetFont().Scaled(1.1f)); // before any control, so each one is created and sized with it
    auto* outer = new wxBoxSizer(wxVERTICAL);

    // Top: the user's lists and what to do with them.
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    auto* mine = make_label(this, _("Your list:"));
    top->Add(mine, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    m_lists = new wxChoice(this, wxID_ANY);
    top->Add(m_lists, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    auto* new_button = new wxButton(this, wxID_NEW, _("New list..."));
    auto* import_button = new wxButton(this, wxID_ANY, _("Import..."));
    auto* export_button = new wxButton(this, wxID_ANY, _("Export..."));
    auto* delete_button = new wxButton(this, wxID_ANY, _("Delete list"));
    import_button->SetToolTip(_("Add a list file in the Ost lists format to your lists"));
    export_button->SetToolTip(_("Write the open list to a file in the Ost lists format"));
    for (auto* b : {new_button, import_button, export_button, delete_button}) {
        top->Add(b, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, FromDIP(4));
    }
    outer->Add(top, 0, wxEXPAND | wxALL, FromDIP(8));

    // Below: the open list.
    m_work = new wxPanel(this);
    auto* work = new wxBoxSizer(wxVERTICAL);
    auto* details = new wxFlexGridSizer(4, FromDIP(6), FromDIP(8));
    details->AddGrowableCol(1, 3);
    details->AddGrowableCol(3, 2);
    const auto label = [&](const wxString& text) {
        auto* l = make_label(m_work, text);
        details->Add(l, 0, wxALIGN_CENTER_VERTICAL);
    };
    const auto field = [&](wxTextCtrl*& ctrl, const wxString& hint) {
        ctrl = new wxTextCtrl(m_work, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                              wxTE_PROCESS_ENTER);
        ctrl->SetHint(hint);
        ctrl->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { apply_details(); });
        details->Add(ctrl, 1, wxEXPAND);
    };
    label(_("French name"));
    field(m_list_name_fr, _("Name in French"));
    label(_("English name"));
    field(m_list_name_en, _("Name in English"));
    label(_("Source"));
    field(m_list_source, _("Book, page, edition"));
    label(_("Id"));
    field(m_list_id, _("lowercase-with-dashes"));
    m_system_label = new wxStaticText(m_work, wxID_ANY, wxEmptyString);
    work->Add(m_system_label, 0, wxBOTTOM, FromDIP(6));
    work->Add(details, 0, wxEXPAND | wxBOTTOM, FromDIP(8));

    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    auto* units_column = new wxBoxSizer(wxVERTICAL);
    m_units = new wxListCtrl(m_work, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                             wxLC_REPORT | wxLC_SINGLE_SEL);
    m_units->AppendColumn(_("Unit"), wxLIST_FORMAT_LEFT, FromDIP(190));
    m_units->AppendColumn(_("Points"), wxLIST_FORMAT_RIGHT, FromDIP(64));
    m_units->AppendColumn(_("Min"), wxLIST_FORMAT_CENTER, FromDIP(50));
    m_units->AppendColumn(_("Max"), wxLIST_FORMAT_CENTER, FromDIP(50));
    units_column->Add(m_units, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    enable_cell_tooltips(m_units); // a long name shows whole under the mouse
    stretch_column(m_units, 0, FromDIP(120)); // the name column takes what the figures leave
    auto* unit_buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* add_unit_button = new wxButton(m_work, wxID_ADD, _("Add unit"));
    auto* delete_unit_button = new wxButton(m_work, wxID_ANY, _("Delete"));
    // Arrows, not words: the row must fit beside the form in both languages.
    auto* up_button = new wxButton(m_work, wxID_ANY, wxString::FromUTF8("\xe2\x96\xb2"),
                                   wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    auto* down_button = new wxButton(m_work, wxID_ANY, wxString::FromUTF8("\xe2\x96\xbc"),
                                     wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    unit_buttons->Add(add_unit_button, 0, wxRIGHT, FromDIP(4));
    unit_buttons->Add(delete_unit_button, 0, wxRIGHT, FromDIP(4));
    unit_buttons->AddStretchSpacer(1);
    up_button->SetMinSize(FromDIP(wxSize(44, -1)));
    down_button->SetMinSize(FromDIP(wxSize(44, -1)));
    unit_buttons->Add(up_button, 0, wxEXPAND | wxRIGHT, FromDIP(4));
    unit_buttons->Add(down_button, 0, wxEXPAND);
    units_column->Add(unit_buttons, 0, wxEXPAND);
    // Fixed minimum: the list's best size follows its columns, which follow its width.
    m_units->SetMinSize(FromDIP(wxSize(300, 150)));
    middle->Add(units_column, 4, wxEXPAND | wxRIGHT, FromDIP(10));

    auto* form_column = new wxBoxSizer(wxVERTICAL);
    m_form = new wxScrolledWindow(m_work, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
    m_form->SetScrollRate(0, FromDIP(12));
    m_form->SetMinSize(FromDIP(wxSize(400, 200)));
    build_form(m_form);
    form_column->Add(m_form, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    m_form_hint = new wxStaticText(m_work, wxID_ANY,
                                   _("Add a unit, or choose one in the list, to edit it here."));
    m_form_hint->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    m_form_hint->Wrap(FromDIP(360));
    form_column->Add(m_form_hint, 1, wxEXPAND | wxTOP, FromDIP(24));
    auto* apply_button = new wxButton(m_work, wxID_APPLY, _("Apply changes to the unit"));
    m_apply = apply_button;
    form_column->Add(apply_button, 0, wxALIGN_RIGHT);
    middle->Add(form_column, 5, wxEXPAND);
    work->Add(middle, 1, wxEXPAND | wxBOTTOM, FromDIP(8));

    auto* bottom = new wxBoxSizer(wxHORIZONTAL);
    auto* save_button = new wxButton(m_work, wxID_SAVE, _("Save to my lists (Ctrl+S)"));
    bottom->Add(save_button, 0, wxRIGHT, FromDIP(12));
    m_status = new wxStaticText(m_work, wxID_ANY, wxEmptyString);
    bottom->Add(m_status, 1, wxALIGN_CENTER_VERTICAL);
    work->Add(bottom, 0, wxEXPAND);
    m_work->SetSizer(work);
    outer->Add(m_work, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));
    SetSizer(outer);
    // Large text everywhere, set once every control exists so each one sizes itself to it.
    m_system_label->SetFont(GetFont().Bold());
    save_button->SetFont(GetFont().Bold());
    // Bold after creation: size it from its text (GTK measured the regular weight).
    save_button->SetMinSize(
        wxSize(save_button->GetTextExtent(save_button->GetLabel()).x + FromDIP(32), -1));
    Layout();

    m_lists->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        const int row = e.GetSelection();
        if (row < 0 || static_cast<std::size_t>(row) >= m_my_lists.size()) {
            return;
        }
        const auto id = m_my_lists[static_cast<std::size_t>(row)].id;
        if (id != m_saved_id && confirm_discard()) {
            open_list(id);
        } else {
            refresh_my_lists();
        }
    });
    new_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ask_new_list(); });
    import_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { import_list(); });
    export_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { export_list(); });
    delete_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { delete_list(); });
    m_units->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) {
        const auto index = static_cast<std::size_t>(e.GetIndex());
        if (!m_refreshing && m_unit != index) {
            // Not from inside the list's own event: switching may rebuild the list.
            CallAfter([this, index] { switch_unit(index); });
        }
    });
    add_unit_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_unit(); });
    delete_unit_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { delete_unit(); });
    delete_unit_button->SetToolTip(_("Delete the selected unit (Delete key)"));
    up_button->SetToolTip(_("Move the selected unit up (Alt+Up)"));
    down_button->SetToolTip(_("Move the selected unit down (Alt+Down)"));
    up_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { move_unit(-1); });
    down_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { move_unit(+1); });
    apply_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { apply_unit(); });
    save_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { save(); });
    enum { kIdMoveUp = wxID_HIGHEST + 400, kIdMoveDown };
    wxAcceleratorEntry keys[] = {{wxACCEL_CTRL, 'S', wxID_SAVE},
                                 {wxACCEL_ALT, WXK_UP, kIdMoveUp},
                                 {wxACCEL_ALT, WXK_DOWN, kIdMoveDown}};
    SetAcceleratorTable(wxAcceleratorTable(static_cast<int>(std::size(keys)), keys));
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { save(); }, wxID_SAVE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { move_unit(-1); }, kIdMoveUp);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { move_unit(+1); }, kIdMoveDown);
    m_units->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_DELETE) {
            delete_unit();
        } else {
            e.Skip();
        }
    });

    refresh_my_lists();
    refresh_all();
}

void ListEditorPanel::build_form(wxWindow* parent) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_form_grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    m_form_grid->AddGrowableCol(1, 1);
    const auto row = [&](const wxString& text, wxWindow* control) {
        m_form_grid->Add(make_label(parent, text), 0, wxALIGN_CENTER_VERTICAL);
        m_form_grid->Add(control, 1, wxEXPAND);
    };
    m_unit_name_fr = new wxTextCtrl(parent, wxID_ANY);
    row(_("French name"), m_unit_name_fr);
    m_unit_name_en = new wxTextCtrl(parent, wxID_ANY);
    m_unit_name_en->SetHint(_("Same as French when empty"));
    row(_("English name"), m_unit_name_en);
    m_unit_id = new wxTextCtrl(parent, wxID_ANY);
    row(_("Id"), m_unit_id);
    m_role = new wxChoice(parent, wxID_ANY);
    for (const auto& role :
         {_("Unit"), _("General"), _("Character"), _("Camp"), _("Fortification")}) {
        m_role->Append(role);
    }
    row(_("Role"), m_role);
    m_points = new wxTextCtrl(parent, wxID_ANY);
    row(_("Points"), m_points);
    m_min = new wxTextCtrl(parent, wxID_ANY);
    m_min->SetHint(_("No minimum"));
    row(_("Min"), m_min);
    m_max = new wxTextCtrl(parent, wxID_ANY);
    m_max->SetHint(_("No maximum"));
    row(_("Max"), m_max);
    sizer->Add(m_form_grid, 0, wxEXPAND | wxRIGHT, FromDIP(12));

    auto* options_label = make_label(parent, _("Options"), true);
    sizer->Add(options_label, 0, wxTOP | wxBOTTOM, FromDIP(6));
    m_option_list = new wxListBox(parent, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 80)));
    sizer->Add(m_option_list, 0, wxEXPAND | wxRIGHT, FromDIP(12));
    auto* option_row = new wxBoxSizer(wxHORIZONTAL);
    m_option_name = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition,
                                   wxDefaultSize, wxTE_PROCESS_ENTER);
    m_option_name->SetHint(_("Option name"));
    m_option_cost = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition,
                                   FromDIP(wxSize(70, -1)), wxTE_PROCESS_ENTER);
    m_option_cost->SetHint(_("Points"));
    auto* add_option_button = new wxButton(parent, wxID_ANY, _("Add option"));
    auto* remove_option_button = new wxButton(parent, wxID_ANY, _("Remove"));
    option_row->Add(m_option_name, 1, wxRIGHT, FromDIP(4));
    option_row->Add(m_option_cost, 0, wxRIGHT, FromDIP(4));
    option_row->Add(add_option_button, 0, wxRIGHT, FromDIP(4));
    option_row->Add(remove_option_button, 0);
    sizer->Add(option_row, 0, wxEXPAND | wxTOP | wxRIGHT, FromDIP(4));

    auto* rules_label = make_label(parent, _("Special rules"), true);
    sizer->Add(rules_label, 0, wxTOP | wxBOTTOM, FromDIP(6));
    m_rules = new wxCheckListBox(parent, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 130)));
    sizer->Add(m_rules, 0, wxEXPAND | wxRIGHT | wxBOTTOM, FromDIP(12));
    parent->SetSizer(sizer);

    m_option_name->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { add_option(); });
    m_option_cost->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { add_option(); });
    add_option_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_option(); });
    remove_option_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { remove_option(); });
}

void ListEditorPanel::rebuild_stat_fields() {
    if (!m_editor) {
        return;
    }
    const UnitEntry* unit = m_unit && *m_unit < m_editor->list().units.size()
                                ? &m_editor->list().units[*m_unit]
                                : nullptr;
    const ProfileType* type = unit != nullptr && !unit->profile.type.empty()
                                  ? m_editor->system().profile_type(unit->profile.type)
                                  : m_editor->unit_profile_type();
    const auto key = m_editor->system().id + "/" + (type != nullptr ? type->id : std::string());
    if (key == m_form_system) {
        return;
    }
    m_form_system = key;
    for (auto* window : m_stat_windows) {
        window->Destroy();
    }
    m_stat_windows.clear();
    m_stats.clear();
    if (type == nullptr) {
        return;
    }
    // Stat rows go after the id, names and role rows (4 rows of 2 cells).
    std::size_t at = 8;
    for (const auto& field : type->fields) {
        auto* label = make_label(m_form, to_wx(field.name.text()));
        StatControl control;
        control.field = field.id;
        wxWindow* window = nullptr;
        if (!field.choices.empty()) {
            control.choice = new wxChoice(m_form, wxID_ANY);
            control.choice->Append(wxString::FromUTF8("\xe2\x80\x94"));
            for (const auto& choice : field.choices) {
                control.choice->Append(to_wx(choice.name.text()));
            }
            window = control.choice;
        } else {
            control.text = new wxTextCtrl(m_form, wxID_ANY);
            window = control.text;
        }
        m_form_grid->Insert(at++, label, 0, wxALIGN_CENTER_VERTICAL);
        m_form_grid->Insert(at++, window, 1, wxEXPAND);
        m_stat_windows.push_back(label);
        m_stat_windows.push_back(window);
        m_stats.push_back(control);
    }
    m_form->Layout();
    m_form->FitInside();
}

void ListEditorPanel::set_editor(std::unique_ptr<ListEditor> editor, std::string saved_id) {
    m_editor = std::move(editor);
    m_saved_id = std::move(saved_id);
    m_restored_dirty = false;
    m_unit.reset();
    if (m_editor) {
        m_editor->on_change([this] { refresh_all(); });
        m_rule_choices = m_editor->rule_choices();
        if (!m_editor->list().units.empty()) {
            m_unit = 0;
        }
    }
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
    m_work->Enable(open);
    if (open && m_saved_id.empty()) {
        refresh_my_lists(); // the new list's row follows its name
    }
    fill_details();
    refresh_units();
    fill_form();
    update_status();
}

void ListEditorPanel::fill_details() {
    if (!m_editor) {
        m_system_label->SetLabel(_("Create a list with New list, or choose one of yours above."));
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
        m_work->Layout();
    }
    m_rules->Clear();
    for (const auto& rule : m_rule_choices) {
        m_rules->Append(to_wx(rule.name.text()));
    }
    if (unit == nullptr) {
        for (auto* t : {m_unit_id, m_unit_name_fr, m_unit_name_en, m_points, m_min, m_max}) {
            t->ChangeValue(wxString());
        }
        m_options.clear();
        refresh_options();
        return;
    }
    m_unit_id->ChangeValue(to_wx(unit->id));
    m_unit_name_fr->ChangeValue(to_wx(unit->name.fr));
    m_unit_name_en->ChangeValue(unit->name.en == unit->name.fr ? wxString() : to_wx(unit->name.en));
    m_role->SetSelection(static_cast<int>(unit->role));
    for (auto& control : m_stats) {
        const auto* value = unit->profile.get(control.field);
        if (control.choice != nullptr) {
            int selection = 0;
            const auto* type = m_editor->system().profile_type(unit->profile.type);
            const auto* field = type != nullptr
                                    ? type->field(control.field)
                                    : m_editor->unit_profile_type()->field(control.field);
            if (value != nullptr && field != nullptr) {
                for (std::size_t i = 0; i < field->choices.size(); ++i) {
                    if (field->choices[i].id == *value) {
                        selection = static_cast<int>(i) + 1;
                    }
                }
            }
            control.choice->SetSelection(selection);
        } else {
            control.text->ChangeValue(value != nullptr ? to_wx(*value) : wxString());
        }
    }
    m_points->ChangeValue(number_text(unit->points()));
    m_min->ChangeValue(number_text(unit->min));
    m_max->ChangeValue(number_text(unit->max));
    m_options = unit->options;
    refresh_options();
    for (std::size_t i = 0; i < m_rule_choices.size(); ++i) {
        const bool on = std::find(unit->rules.begin(), unit->rules.end(), m_rule_choices[i].id) !=
                        unit->rules.end();
        m_rules->Check(static_cast<unsigned>(i), on);
    }
}

void ListEditorPanel::refresh_options() {
    m_option_list->Clear();
    m_form->Layout();
    m_form->FitInside();
    for (const auto& option : m_options) {
        m_option_list->Append(to_wx(option.name.text()) + "  (" + to_wx(costs_text(option.costs)) +
                              ")");
    }
}

void ListEditorPanel::add_option() {
    const auto name = trimmed(m_option_name);
    if (name.empty()) {
        show_problem(_("Type the option's name first."));
        return;
    }
    try {
        UnitOption option;
        option.name = {from_wx(name), from_wx(name)};
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
        m_option_cost->Clear();
        refresh_options();
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

bool ListEditorPanel::apply_unit() {
    if (!m_editor || !m_unit || *m_unit >= m_editor->list().units.size()) {
        return true;
    }
    try {
        auto unit = m_editor->list().units[*m_unit];
        unit.id = from_wx(trimmed(m_unit_id));
        unit.name = {from_wx(trimmed(m_unit_name_fr)), from_wx(trimmed(m_unit_name_en))};
        unit.role = static_cast<UnitRole>(std::max(0, m_role->GetSelection()));
        const auto* type = unit.profile.type.empty()
                               ? m_editor->unit_profile_type()
                               : m_editor->system().profile_type(unit.profile.type);
        if (type != nullptr) {
            unit.profile.values.clear();
            for (const auto& control : m_stats) {
                const auto* field = type->field(control.field);
                std::string value;
                if (control.choice != nullptr && field != nullptr) {
                    const int at = control.choice->GetSelection();
                    if (at > 0) {
                        value = field->choices[static_cast<std::size_t>(at - 1)].id;
                    }
                } else if (control.text != nullptr) {
                    value = from_wx(trimmed(control.text));
                }
                if (!value.empty()) {
                    unit.profile.values.emplace_back(control.field, value);
                }
            }
            // A line without stats (an ADLG general) keeps no stat line.
            if (!unit.profile.values.empty()) {
                unit.profile.type = type->id;
            }
        }
        // The points at every size: changed in place so the other costs keep their order.
        const auto points = whole_number(m_points, _("Points"));
        const auto at = std::find_if(unit.costs.begin(), unit.costs.end(), [](const Cost& c) {
            return c.type == "points" && c.army_size == 0;
        });
        if (points && at != unit.costs.end()) {
            at->value = *points;
        } else if (points) {
            unit.costs.insert(unit.costs.begin(), Cost{"points", *points, 0});
        } else if (at != unit.costs.end()) {
            unit.costs.erase(at);
        }
        unit.min = whole_number(m_min, _("Min"));
        unit.max = whole_number(m_max, _("Max"));
        unit.options = m_options;
        // Ticked rules: those already on the unit keep their order, new ones follow.
        std::vector<std::string> ticked;
        for (std::size_t i = 0; i < m_rule_choices.size(); ++i) {
            if (m_rules->IsChecked(static_cast<unsigned>(i))) {
                ticked.push_back(m_rule_choices[i].id);
            }
        }
        std::vector<std::string> rules;
        for (const auto& id : unit.rules) {
            if (std::find(ticked.begin(), ticked.end(), id) != ticked.end() ||
                std::none_of(m_rule_choices.begin(), m_rule_choices.end(),
                             [&](const SpecialRule& r) { return r.id == id; })) {
                rules.push_back(id);
            }
        }
        for (const auto& id : ticked) {
            if (std::find(rules.begin(), rules.end(), id) == rules.end()) {
                rules.push_back(id);
            }
        }
        unit.rules = rules;
        m_editor->replace_unit(*m_unit, unit);
        return true;
    } catch (const Error& e) {
        show_problem(to_wx(e.message()));
        return false;
    }
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

void ListEditorPanel::new_list(const std::string& system_id, const wxString& name) {
    wxGetApp().guarded(_("The new list could not be created."), [&] {
        const auto system = m_session.require_system(system_id);
        const auto id = UserLists(m_session).unused_id(slug_id(from_wx(name)));
        ListHeader header{id, {from_wx(name), from_wx(name)}, "", ""};
        set_editor(std::make_unique<ListEditor>(system, ListEditor::new_list(system, header)), {});
        m_list_source->SetFocus();
    });
}

void ListEditorPanel::ask_new_list() {
    if (!confirm_discard()) {
        return;
    }
    const auto systems = m_session.systems();
    wxArrayString names;
    for (const auto& s : systems) {
        names.Add(to_wx(s.name()));
    }
    wxSingleChoiceDialog choose(this, _("Which game is the list for?"), _("New army list"), names);
    if (choose.ShowModal() != wxID_OK) {
        return;
    }
    const auto& system = systems[static_cast<std::size_t>(choose.GetSelection())];
    wxTextEntryDialog name(this, _("Name of the list (you can change it later):"),
                           _("New army list"));
    if (name.ShowModal() != wxID_OK || name.GetValue().Trim().empty()) {
        return;
    }
    new_list(system.id, name.GetValue().Trim());
}

void ListEditorPanel::open_list(const std::string& id) {
    wxGetApp().guarded(_("The list could not be opened."), [&] {
        auto list = UserLists(m_session).require(id);
        const auto system = m_session.require_system(list.system_id);
        set_editor(std::make_unique<ListEditor>(system, std::move(list)), id);
    });
}

bool ListEditorPanel::save() {
    if (!m_editor || !apply_unit()) {
        return false;
    }
    apply_details();
    const auto problems = m_editor->check();
    if (has_errors(problems)) {
        wxString text;
        for (const auto& p : problems) {
            text += "\n" + to_wx(p.message);
        }
        show_problem(wxString::Format(_("Not saved: %s"), to_wx(problems.front().message)));
        wxGetApp().dialogs().warning(this, _("The list cannot be saved yet."), text.Mid(1));
        return false;
    }
    bool saved = false;
    wxGetApp().guarded(_("The list could not be saved."), [&] {
        UserLists(m_session).save(m_editor->list(), m_saved_id); // renamed: one copy is kept
        m_saved_id = m_editor->list().id;
        m_editor->undo_stack().mark_clean();
        m_restored_dirty = false;
        saved = true;
    });
    refresh_my_lists();
    update_status();
    return saved;
}

void ListEditorPanel::import_list() {
    if (!confirm_discard()) {
        return;
    }
    wxFileDialog dialog(this, _("Import an army list"), wxEmptyString, wxEmptyString,
                        _("Ost army lists (*.xml)|*.xml|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    import_file(std::filesystem::path(from_wx(dialog.GetPath())));
}

void ListEditorPanel::import_file(const std::filesystem::path& file) {
    wxGetApp().guarded(_("The list could not be imported."), [&] {
        const auto result = UserLists(m_session).import_file(file, wxGetApp().dialogs());
        if (result.stored) {
            open_list(result.list.id);
        }
    });
}

void ListEditorPanel::export_list() {
    if (!m_editor) {
        show_problem(_("Open one of your lists first."));
        return;
    }
    if (!apply_unit()) {
        return;
    }
    apply_details();
    wxFileDialog dialog(this, _("Export the army list"), wxEmptyString,
                        to_wx(m_editor->list().id + ".xml"), _("Ost army lists (*.xml)|*.xml"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    wxGetApp().guarded(_("The list could not be exported."), [&] {
        save_army_list(from_wx(dialog.GetPath()), m_editor->list());
        show_problem(wxString::Format(_("Exported to %s."), dialog.GetPath()));
    });
}

void ListEditorPanel::delete_list() {
    if (!m_editor) {
        return;
    }
    const auto name = to_wx(m_editor->list().name.text());
    wxMessageDialog ask(this, wxString::Format(_("Delete your list \"%s\"?"), name), "Ost",
                        wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION);
    ask.SetExtendedMessage(_("This cannot be undone. Export it first if you may need it again."));
    if (ask.ShowModal() != wxID_YES) {
        return;
    }
    wxGetApp().guarded(_("The list could not be deleted."), [&] {
        if (!m_saved_id.empty()) {
            UserLists(m_session).remove(m_saved_id);
        }
        set_editor(nullptr, {});
    });
}

bool ListEditorPanel::confirm_discard() {
    if (!m_editor || !unsaved()) {
        return true;
    }
    wxMessageDialog ask(
        this,
        wxString::Format(_("Save your changes to \"%s\"?"), to_wx(m_editor->list().name.text())),
        "Ost", wxYES_NO | wxCANCEL | wxICON_QUESTION);
    ask.SetYesNoLabels(_("Save"), _("Discard"));
    const int answer = ask.ShowModal();
    if (answer == wxID_CANCEL) {
        return false;
    }
    return answer == wxID_NO || save();
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

std::map<std::string, std::string> ListEditorPanel::save_state() const {
    std::map<std::string, std::string> state;
    if (m_editor) {
        // The list as edited (even unsaved), so a language switch loses nothing but the history.
        // A new list may still lack its source, which the file format requires: carry a
        // placeholder and say so.
        auto list = m_editor->list();
        if (list.source.empty()) {
            list.source = "-";
            state["no-source"] = "1";
        }
        state["document"] = write_army_list(list);
        state["system"] = m_editor->system().id;
        state["saved"] = m_saved_id;
        state["dirty"] = unsaved() ? "1" : "0";
        if (m_unit) {
            state["unit"] = std::to_string(*m_unit);
        }
    }
    return state;
}

void ListEditorPanel::restore_state(const std::map<std::string, std::string>& state) {
    const auto get = [&](const char* key) {
        const auto it = state.find(key);
        return it == state.end() ? std::string() : it->second;
    };
    if (get("document").empty()) {
        return;
    }
    wxGetApp().guarded(_("The list could not be opened."), [&] {
        const auto system = Catalogue(m_session).system(get("system"));
        if (!system) {
            return;
        }
        auto list =
            read_army_list(XmlDocument::load_string(get("document"), "edited list"), *system);
        if (get("no-source") == "1") {
            list.source.clear();
        }
        auto editor = std::make_unique<ListEditor>(*system, std::move(list));
        set_editor(std::move(editor), get("saved"));
        m_restored_dirty = get("dirty") == "1";
        update_status();
        if (!get("unit").empty()) {
            select_unit(static_cast<std::size_t>(std::strtoul(get("unit").c_str(), nullptr, 10)));
        }
    });
}

void ListEditorPanel::focus_main_control() {
    m_lists->SetFocus();
}

} // namespace ost::app
