// "My lists" page: the user's lists on the left, the open list's units in the middle and the
// chosen unit's form on the right. All changes go through core ListEditor (undo, checks).
#include "app/panels/list_editor_panel.h"

#include "app/panels/list_editor_structure.h"
#include "app/panels/report_list.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/xml_document.h"
#include "core/model/catalogue_kinds.h"
#include "core/services/catalogue_cost.h"
#include "core/services/list_import.h"
#include "core/services/list_view.h"
#include "core/services/catalogue.h"
#include "core/services/session.h"
#include "core/services/user_lists.h"
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

/// An option as its list shows it: its name and costs.
wxString option_label(const UnitOption& option) {
    return to_wx(option.name.text()) + "  (" + to_wx(costs_text(option.costs)) + ")";
}
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
    import_button->SetToolTip(
        _("Add a list file to your lists: Ost lists (.xml), spreadsheets (.csv, .tsv) or BattleScribe data"));
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

    m_tabs = new wxNotebook(m_work, wxID_ANY);
    auto* lines = new wxPanel(m_tabs);
    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    auto* units_column = new wxBoxSizer(wxVERTICAL);
    m_units = new wxListCtrl(lines, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                             wxLC_REPORT | wxLC_SINGLE_SEL);
    m_units->AppendColumn(_("Unit"), wxLIST_FORMAT_LEFT, FromDIP(190));
    m_units->AppendColumn(_("Points"), wxLIST_FORMAT_RIGHT, FromDIP(64));
    m_units->AppendColumn(_("Min"), wxLIST_FORMAT_CENTER, FromDIP(50));
    m_units->AppendColumn(_("Max"), wxLIST_FORMAT_CENTER, FromDIP(50));
    units_column->Add(m_units, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    enable_cell_tooltips(m_units); // a long name shows whole under the mouse
    stretch_column(m_units, 0, FromDIP(120)); // the name column takes what the figures leave
    auto* unit_buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* add_unit_button = new wxButton(lines, wxID_ADD, _("Add unit"));
    auto* delete_unit_button = new wxButton(lines, wxID_ANY, _("Delete"));
    // Arrows, not words: the row must fit beside the form in both languages.
    auto* up_button = new wxButton(lines, wxID_ANY, wxString::FromUTF8("\xe2\x96\xb2"),
                                   wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    auto* down_button = new wxButton(lines, wxID_ANY, wxString::FromUTF8("\xe2\x96\xbc"),
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
    m_form = new wxScrolledWindow(lines, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
    m_form->SetScrollRate(0, FromDIP(12));
    m_form->SetMinSize(FromDIP(wxSize(400, 200)));
    build_form(m_form);
    form_column->Add(m_form, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    m_form_hint = new wxStaticText(lines, wxID_ANY,
                                   _("Add a unit, or choose one in the list, to edit it here."));
    m_form_hint->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    m_form_hint->Wrap(FromDIP(360));
    form_column->Add(m_form_hint, 1, wxEXPAND | wxTOP, FromDIP(24));
    auto* apply_button = new wxButton(lines, wxID_APPLY, _("Apply changes to the unit"));
    m_apply = apply_button;
    form_column->Add(apply_button, 0, wxALIGN_RIGHT);
    middle->Add(form_column, 5, wxEXPAND);
    auto* lines_sizer = new wxBoxSizer(wxVERTICAL);
    lines_sizer->Add(middle, 1, wxEXPAND | wxALL, FromDIP(4));
    lines->SetSizer(lines_sizer);
    m_tabs->AddPage(lines, _("Lines"));
    m_structure = new ListStructurePage(m_tabs);
    m_tabs->AddPage(m_structure, _("Whole list: details, rules, dates, groups, caps, allies, upgrades"));
    work->Add(m_tabs, 1, wxEXPAND | wxBOTTOM, FromDIP(8));

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
    enum { kIdMoveUp = wxID_HIGHEST + 400, kIdMoveDown, kIdDuplicate };
    wxAcceleratorEntry keys[] = {{wxACCEL_CTRL, 'S', wxID_SAVE},
                                 {wxACCEL_ALT, WXK_UP, kIdMoveUp},
                                 {wxACCEL_ALT, WXK_DOWN, kIdMoveDown},
                                 {wxACCEL_CTRL, 'D', kIdDuplicate}};
    SetAcceleratorTable(wxAcceleratorTable(static_cast<int>(std::size(keys)), keys));
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { save(); }, wxID_SAVE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { move_unit(-1); }, kIdMoveUp);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { move_unit(+1); }, kIdMoveDown);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { duplicate_line(); }, kIdDuplicate);
    add_unit_button->SetToolTip(_("Add a blank line (Enter in the form adds the next line like the one shown; Ctrl+D copies it)"));
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
    m_form_problem = new wxStaticText(parent, wxID_ANY, wxEmptyString);
    m_form_problem->SetForegroundColour(wxColour(0xa0, 0x30, 0x00));
    sizer->Add(m_form_problem, 0, wxEXPAND | wxBOTTOM | wxRIGHT, FromDIP(4));
    m_form_grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    m_form_grid->AddGrowableCol(1, 1);
    const auto row = [&](const wxString& text, wxWindow* control, const char* field = nullptr) {
        m_form_grid->Add(make_label(parent, text), 0, wxALIGN_CENTER_VERTICAL);
        m_form_grid->Add(control, 1, wxEXPAND);
        if (field != nullptr) {
            m_field_controls[field] = control;
        }
    };
    const auto text = [&]() {
        return new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    };
    m_unit_name_fr = text();
    row(_("French name"), m_unit_name_fr, "name");
    m_unit_name_en = text();
    m_unit_name_en->SetHint(_("Same as French when empty"));
    row(_("English name"), m_unit_name_en);
    m_unit_id = text();
    row(_("Id"), m_unit_id, "id");
    m_role = new wxChoice(parent, wxID_ANY);
    for (const auto& role :
         {_("Unit"), _("General"), _("Character"), _("Camp"), _("Fortification")}) {
        m_role->Append(role);
    }
    row(_("Role"), m_role);
    // (stat rows are inserted here by rebuild_stat_fields)
    auto* points_row = new wxBoxSizer(wxHORIZONTAL);
    m_points = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, FromDIP(wxSize(70, -1)),
                              wxTE_PROCESS_ENTER);
    m_points_origin = new wxStaticText(parent, wxID_ANY, wxEmptyString);
    m_points_origin->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    points_row->Add(m_points, 0, wxRIGHT, FromDIP(6));
    points_row->Add(m_points_origin, 1, wxALIGN_CENTER_VERTICAL);
    m_form_grid->Add(make_label(parent, _("Points")), 0, wxALIGN_CENTER_VERTICAL);
    m_form_grid->Add(points_row, 1, wxEXPAND);
    m_field_controls["cost"] = m_points;
    m_size_points = text();
    m_size_points->SetHint(_("e.g. 100=3 300=9"));
    m_size_points->SetToolTip(_("Points at one army size only, as SIZE=POINTS separated by spaces"));
    row(_("Points by size"), m_size_points);
    m_min = text();
    m_min->SetHint(_("No minimum"));
    row(_("Min"), m_min, "min");
    m_max = text();
    m_max->SetHint(_("No maximum"));
    row(_("Max"), m_max, "max");
    auto* dates_row = new wxBoxSizer(wxHORIZONTAL);
    m_from = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, FromDIP(wxSize(80, -1)),
                            wxTE_PROCESS_ENTER);
    m_from->SetHint(_("From"));
    m_to = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, FromDIP(wxSize(80, -1)),
                          wxTE_PROCESS_ENTER);
    m_to->SetHint(_("To"));
    dates_row->Add(m_from, 0, wxRIGHT, FromDIP(6));
    dates_row->Add(m_to, 0);
    m_form_grid->Add(make_label(parent, _("Years")), 0, wxALIGN_CENTER_VERTICAL);
    m_form_grid->Add(dates_row, 1, wxEXPAND);
    m_field_controls["from"] = m_from;
    m_field_controls["to"] = m_to;
    m_group = new wxChoice(parent, wxID_ANY);
    m_group->SetToolTip(_("Either/or group: make groups in the Whole list tab"));
    row(_("Group"), m_group, "group");
    m_counts_as = new wxChoice(parent, wxID_ANY);
    m_counts_as->SetToolTip(_("A replacement: taken against the limits of that line"));
    row(_("Counts as"), m_counts_as, "counts-as");
    m_requires = text();
    m_requires->SetHint(_("Line ids, separated by spaces"));
    m_requires->SetToolTip(_("Lines the army must contain to take this one"));
    row(_("Requires"), m_requires, "requires");
    m_attaches = text();
    m_attaches->SetHint(_("Line ids, separated by spaces"));
    m_attaches->SetToolTip(_("An attachment joins one of these lines and is not a unit of its own"));
    row(_("Attaches to"), m_attaches, "attaches-to");
    // The line's flags (lists/README.md: confirmed, counts, magic).
    auto* flags = new wxBoxSizer(wxVERTICAL);
    const auto flag = [&](const wxString& label, const wxString& tip) {
        auto* box = new wxCheckBox(parent, wxID_ANY, label);
        box->SetToolTip(tip);
        box->SetMinSize(wxSize(box->GetBestSize().x + FromDIP(8), -1));
        flags->Add(box, 0, wxBOTTOM, FromDIP(2));
        return box;
    };
    m_line_confirmed = flag(_("Figures confirmed"), _("Untick when the figures are not confirmed for the current edition"));
    m_line_counts = flag(_("Counts as a unit"), _("Untick when the line does not count toward the limits and the break point"));
    m_line_magic = flag(_("May carry magic items"), _("Untick when the line may not carry magic items"));
    m_form_grid->Add(make_label(parent, _("Flags")), 0, wxALIGN_TOP);
    m_form_grid->Add(flags, 1, wxEXPAND);
    sizer->Add(m_form_grid, 0, wxEXPAND | wxRIGHT, FromDIP(12));

    auto* upgrades_label = make_label(parent, _("Shared upgrades and general grades it may take"), true);
    sizer->Add(upgrades_label, 0, wxTOP | wxBOTTOM, FromDIP(6));
    m_upgrades = new wxCheckListBox(parent, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 70)));
    m_field_controls["upgrade"] = m_upgrades;
    sizer->Add(m_upgrades, 0, wxEXPAND | wxRIGHT, FromDIP(12));

    auto* options_label = make_label(parent, _("Options"), true);
    sizer->Add(options_label, 0, wxTOP | wxBOTTOM, FromDIP(6));
    m_option_list = new wxListBox(parent, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 80)));
    m_field_controls["option"] = m_option_list;
    sizer->Add(m_option_list, 0, wxEXPAND | wxRIGHT, FromDIP(12));
    // A new option: its names on one row, its points and the buttons on the next, so that every
    // hint shows whole in French too.
    auto* option_names = new wxBoxSizer(wxHORIZONTAL);
    auto* option_row = new wxBoxSizer(wxHORIZONTAL);
    m_option_name = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition,
                                   wxDefaultSize, wxTE_PROCESS_ENTER);
    m_option_name->SetHint(_("New option: French name"));
    m_option_name->SetToolTip(_("New option: French name"));
    m_option_name_en = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                      wxTE_PROCESS_ENTER);
    m_option_name_en->SetHint(_("New option: English name"));
    m_option_name_en->SetToolTip(_("New option: English name"));
    m_option_cost = new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition,
                                   FromDIP(wxSize(60, -1)), wxTE_PROCESS_ENTER);
    m_option_cost->SetHint(_("Points"));
    m_option_cost->SetToolTip(_("Points"));
    for (auto* text : {m_option_name, m_option_name_en, m_option_cost}) {
        const int wanted = text->GetTextExtent(text->GetHint()).x + FromDIP(28);
        text->SetMinSize(wxSize(std::max(text->GetMinSize().x, wanted), -1));
    }
    auto* add_option_button = new wxButton(parent, wxID_ANY, _("Add option"));
    auto* remove_option_button = new wxButton(parent, wxID_ANY, _("Remove"));
    remove_option_button->SetToolTip(_("Remove the option chosen above"));
    option_names->Add(m_option_name, 1, wxRIGHT, FromDIP(4));
    option_names->Add(m_option_name_en, 1);
    option_row->Add(m_option_cost, 0, wxRIGHT, FromDIP(4));
    option_row->Add(add_option_button, 0, wxRIGHT, FromDIP(4));
    option_row->AddStretchSpacer();
    option_row->Add(remove_option_button, 0);
    sizer->Add(option_names, 0, wxEXPAND | wxTOP | wxRIGHT, FromDIP(4));
    sizer->Add(option_row, 0, wxEXPAND | wxTOP | wxRIGHT, FromDIP(4));
    // The chosen option's names, points, limits, prerequisites, dates and rules, changed in place
    // and checked as typed.
    m_option_details = std::make_unique<OptionFields>(parent, true);
    sizer->Add(m_option_details->sizer(), 0, wxEXPAND | wxTOP | wxRIGHT, FromDIP(4));
    m_option_problem = new wxStaticText(parent, wxID_ANY, wxEmptyString);
    m_option_problem->SetForegroundColour(wxColour(0xa0, 0x30, 0x00));
    sizer->Add(m_option_problem, 0, wxEXPAND | wxTOP | wxRIGHT, FromDIP(2));
    m_option_details->on_change([this] { option_details_changed(); });
    m_option_details->enable(false);

    auto* rules_label = make_label(parent, _("Special rules"), true);
    sizer->Add(rules_label, 0, wxTOP | wxBOTTOM, FromDIP(6));
    m_rules = new wxCheckListBox(parent, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 130)));
    m_field_controls["rule"] = m_rules;
    sizer->Add(m_rules, 0, wxEXPAND | wxRIGHT | wxBOTTOM, FromDIP(12));
    parent->SetSizer(sizer);

    m_option_name->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { add_option(); });
    m_option_name_en->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { add_option(); });
    m_option_cost->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { add_option(); });
    add_option_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_option(); });
    remove_option_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { remove_option(); });
    m_option_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { show_option_details(); });
    for (wxWindow* control : std::initializer_list<wxWindow*>{m_unit_name_fr, m_unit_name_en, m_unit_id, m_role, m_points,
                                                     m_size_points, m_min, m_max, m_from, m_to, m_group,
                                                     m_counts_as, m_requires, m_attaches, m_upgrades, m_rules,
                                                     m_line_confirmed, m_line_counts, m_line_magic}) {
        bind_form_events(control);
    }
    // Typing a figure into Points makes it a hand-typed one (kept and marked).
    m_points->Bind(wxEVT_TEXT, [this](wxCommandEvent& e) {
        if (!m_filling) {
            m_points_typed = !trimmed(m_points).empty();
        }
        e.Skip();
    });
}

void ListEditorPanel::bind_form_events(wxWindow* control) {
    const auto changed = [this](wxCommandEvent& e) {
        if (!m_filling) {
            CallAfter([this] { check_form(); });
        }
        e.Skip();
    };
    if (auto* text = dynamic_cast<wxTextCtrl*>(control)) {
        text->Bind(wxEVT_TEXT, changed);
        text->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { enter_next_line(); });
    } else if (auto* combo = dynamic_cast<wxComboBox*>(control)) {
        combo->Bind(wxEVT_TEXT, changed);
        combo->Bind(wxEVT_COMBOBOX, changed);
    } else if (auto* ticks = dynamic_cast<wxCheckListBox*>(control)) {
        ticks->Bind(wxEVT_CHECKLISTBOX, changed);
    } else if (auto* box = dynamic_cast<wxCheckBox*>(control)) {
        box->Bind(wxEVT_CHECKBOX, changed);
    } else if (auto* choice = dynamic_cast<wxChoice*>(control)) {
        choice->Bind(wxEVT_CHOICE, changed);
    }
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
    const auto& system = m_editor->system();
    // Stat rows go after the names, id and role rows (4 rows of 2 cells).
    std::size_t at = 8;
    for (const auto& field : type->fields) {
        auto* label = make_label(m_form, to_wx(field.name.text()));
        StatControl control;
        control.field = field.id;
        wxWindow* window = nullptr;
        // The system's choices, offered with type-ahead: a field's own choices, or the catalogue's
        // troop types; capabilities are ticked.
        std::vector<std::pair<std::string, wxString>> offered;
        if (!field.choices.empty()) {
            for (const auto& choice : field.choices) {
                offered.emplace_back(choice.id, to_wx(choice.name.text()));
            }
        } else if (field.id == kTroopTypeField && system.has_catalogue(catalogue_kind::kTroopType)) {
            for (const auto* entry : system.catalogue_of(catalogue_kind::kTroopType)) {
                offered.emplace_back(entry->id, to_wx(entry->name.text()));
            }
        }
        if (field.id == kCapabilitiesField && system.has_catalogue(catalogue_kind::kCapability)) {
            control.ticks = new wxCheckListBox(m_form, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 96)));
            for (const auto* entry : capability_choices(system)) {
                const auto points = cost_of(entry->costs, "points");
                control.ticks->Append(to_wx(entry->name.text()) +
                                      (points ? wxString::Format("  (%+d)", *points) : wxString()));
                control.tick_ids.push_back(entry->id);
            }
            window = control.ticks;
        } else if (!offered.empty()) {
            wxArrayString names;
            for (const auto& [id, name] : offered) {
                names.Add(name);
                control.combo_ids.push_back(id);
            }
            control.combo = new wxComboBox(m_form, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, names,
                                           wxTE_PROCESS_ENTER);
            control.combo->AutoComplete(names);
            control.combo->SetHint(_("Type the first letters"));
            window = control.combo;
        } else {
            control.text = new wxTextCtrl(m_form, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                          wxTE_PROCESS_ENTER);
            window = control.text;
        }
        bind_form_events(window);
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
    m_saved_version.reset(); // open_list() and restore_state() set it once open
    m_restored_dirty = false;
    m_unit.reset();
    if (m_editor) {
        m_editor->on_change([this] { refresh_all(); });
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

UnitEntry ListEditorPanel::unit_from_form() const {
    auto unit = m_editor->list().units[*m_unit];
    const auto before = unit;
    unit.id = from_wx(trimmed(m_unit_id));
    unit.name = {from_wx(trimmed(m_unit_name_fr)), from_wx(trimmed(m_unit_name_en))};
    if (unit.name.en.empty()) {
        unit.name.en = unit.name.fr;
    }
    unit.role = static_cast<UnitRole>(std::max(0, m_role->GetSelection()));
    const auto& system = m_editor->system();
    const auto* type = unit.profile.type.empty() ? m_editor->unit_profile_type()
                                                 : system.profile_type(unit.profile.type);
    if (type != nullptr) {
        Profile profile;
        profile.type = type->id;
        std::vector<std::string> capabilities;
        for (const auto& control : m_stats) {
            std::string value;
            if (control.ticks != nullptr) {
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
                profile.values.emplace_back(control.field, value);
            }
        }
        // The troop type brings its catalogue stats unless the player typed others; the
        // capabilities are stored as the variant the troop type takes (elite → elite-light).
        const auto* troop = profile.get(kTroopTypeField);
        const auto* old_troop = before.profile.get(kTroopTypeField);
        if (troop != nullptr && (old_troop == nullptr || *old_troop != *troop)) {
            set_troop_type(system, profile, type->id, *troop);
        }
        if (std::any_of(m_stats.begin(), m_stats.end(), [](const StatControl& c) { return c.ticks != nullptr; })) {
            // The line's own order first, then the new ticks.
            std::vector<std::string> ordered;
            for (const auto& id : capabilities_of(before.profile)) {
                const auto base = base_capability(system, id);
                if (std::find(capabilities.begin(), capabilities.end(), base) != capabilities.end()) {
                    ordered.push_back(id);
                }
            }
            for (const auto& id : capabilities) {
                if (std::none_of(ordered.begin(), ordered.end(),
                                 [&](const std::string& o) { return base_capability(system, o) == id; })) {
                    ordered.push_back(id);
                }
            }
            set_capabilities(system, profile, ordered);
        }
        // A line without stats (an ADLG general) keeps no stat line.
        if (profile.values.empty()) {
            profile.type = unit.profile.type;
        }
        unit.profile = profile;
    }
    // The points at every size: typed by hand, or the catalogue's (following the stats).
    const auto points = whole_number(m_points, _("Points"));
    std::vector<Cost> costs;
    for (const auto& cost : unit.costs) {
        if (cost.type != "points") {
            costs.push_back(cost);
        }
    }
    const auto catalogue = catalogue_cost(system, unit.profile).points;
    if (m_points_typed && points) {
        costs.insert(costs.begin(), Cost{"points", *points, 0});
    } else if (catalogue) {
        costs.insert(costs.begin(), Cost{"points", *catalogue, 0});
    } else if (points) {
        costs.insert(costs.begin(), Cost{"points", *points, 0});
    }
    // Points at one size: "100=3 300=9".
    const auto sizes = from_wx(trimmed(m_size_points));
    std::istringstream words(sizes);
    for (std::string word; words >> word;) {
        const auto eq = word.find('=');
        long size = 0;
        long value = 0;
        if (eq == std::string::npos || !wxString::FromUTF8(word.substr(0, eq)).ToLong(&size) ||
            !wxString::FromUTF8(word.substr(eq + 1)).ToLong(&value) || size <= 0 || value < -100000 ||
            value > 100000 || size > 100000) {
            throw InvalidInputError(TR_("Points by size: \"{0}\" is not SIZE=POINTS (100=3).").arg(word));
        }
        costs.push_back(Cost{"points", static_cast<int>(value), static_cast<int>(size)});
    }
    // The same figures in another order are no change (the file keeps its order).
    if (!std::is_permutation(costs.begin(), costs.end(), unit.costs.begin(), unit.costs.end())) {
        unit.costs = costs;
    }
    unit.min = whole_number(m_min, _("Min"));
    unit.max = whole_number(m_max, _("Max"));
    unit.date_from = whole_number(m_from, _("From"));
    unit.date_to = whole_number(m_to, _("To"));
    const int group = m_group->GetSelection();
    unit.group = group > 0 && static_cast<std::size_t>(group) <= m_editor->list().groups.size()
                     ? m_editor->list().groups[static_cast<std::size_t>(group - 1)].id
                     : std::string();
    const int counts_as = m_counts_as->GetSelection();
    unit.counts_as = counts_as > 0 && static_cast<std::size_t>(counts_as) <= m_counts_as_ids.size()
                         ? m_counts_as_ids[static_cast<std::size_t>(counts_as - 1)]
                         : std::string();
    const auto ids = [](const wxTextCtrl* text) {
        std::vector<std::string> out;
        std::istringstream in(from_wx(trimmed(text)));
        for (std::string id; in >> id;) {
            out.push_back(id);
        }
        return out;
    };
    unit.requires_units = ids(m_requires);
    unit.attaches_to = ids(m_attaches);
    unit.confirmed = m_line_confirmed->GetValue();
    unit.counts = m_line_counts->GetValue();
    unit.magic = m_line_magic->GetValue();
    // Ticked upgrades in list order; references the form does not offer are kept.
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
    if (!std::is_permutation(upgrades.begin(), upgrades.end(), unit.upgrades.begin(), unit.upgrades.end())) {
        unit.upgrades = upgrades;
    }
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
    return unit;
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
        const UserLists lists(m_session);
        const auto version = lists.stored_version(id); // first: see UserLists::stored_version
        auto list = lists.require(id);
        const auto system = m_session.require_system(list.system_id);
        set_editor(std::make_unique<ListEditor>(system, std::move(list)), id);
        m_saved_version = version;
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
        // Renamed: one copy is kept. Refused when another program changed the list since.
        m_saved_version = UserLists(m_session).save_checked(m_editor->list(), m_saved_id, m_saved_version);
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
                        _("Army lists (*.xml;*.csv;*.tsv;*.txt;*.gst;*.cat;*.gstz;*.catz)|"
                          "*.xml;*.csv;*.tsv;*.txt;*.gst;*.cat;*.gstz;*.catz|Ost army lists (*.xml)|*.xml|"
                          "Spreadsheets (*.csv;*.tsv;*.txt)|*.csv;*.tsv;*.txt|"
                          "BattleScribe data (*.gst;*.cat;*.gstz;*.catz)|*.gst;*.cat;*.gstz;*.catz|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    const auto kind = list_file_kind(file);
    if (!kind || *kind == ListFileKind::OstXml) {
        import_file(file);
        return;
    }
    // A spreadsheet or BattleScribe file does not say which game it is for.
    const auto systems = m_session.systems();
    wxArrayString names;
    for (const auto& s : systems) {
        names.Add(to_wx(s.name()));
    }
    wxSingleChoiceDialog choose(this, _("Which game is the list for?"), _("Import an army list"), names);
    if (choose.ShowModal() != wxID_OK) {
        return;
    }
    import_converted(file, systems[static_cast<std::size_t>(choose.GetSelection())].id);
}

void ListEditorPanel::import_file(const std::filesystem::path& file) {
    wxGetApp().guarded(_("The list could not be imported."), [&] {
        const auto result = UserLists(m_session).import_file(file, wxGetApp().dialogs());
        if (result.stored) {
            open_list(result.list.id);
        }
    });
}

Diagnostics ListEditorPanel::import_converted(const std::filesystem::path& file, const std::string& system_id,
                                              bool ask) {
    Diagnostics report;
    wxGetApp().guarded(_("The list could not be imported."), [&] {
        ListImportOptions options;
        options.system_id = system_id;
        options.list_id = UserLists(m_session).unused_id(slug_id(file.stem().string()));
        const auto converted = convert_list_file(m_session, file, options);
        report = converted.report;
        if (ask) {
            // The preview: every line it gives, then every row or construct not taken.
            wxDialog preview(this, wxID_ANY, _("Import an army list"), wxDefaultPosition, FromDIP(wxSize(760, 520)),
                             wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
            auto* sizer = new wxBoxSizer(wxVERTICAL);
            sizer->Add(make_label(&preview, wxString::Format(_("%s: %d lines"), to_wx(converted.list.name.text()),
                                                             static_cast<int>(converted.list.units.size())),
                                  true),
                       0, wxALL, FromDIP(8));
            auto* lines = new wxListCtrl(&preview, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                         wxLC_REPORT | wxLC_SINGLE_SEL, wxDefaultValidator, "preview-lines");
            lines->AppendColumn(_("Unit"), wxLIST_FORMAT_LEFT, FromDIP(330));
            lines->AppendColumn(_("Points"), wxLIST_FORMAT_RIGHT, FromDIP(70));
            lines->AppendColumn(_("Min"), wxLIST_FORMAT_CENTER, FromDIP(50));
            lines->AppendColumn(_("Max"), wxLIST_FORMAT_CENTER, FromDIP(50));
            enable_cell_tooltips(lines);
            long row = 0;
            for (const auto& unit : converted.list.units) {
                lines->InsertItem(row, to_wx(unit.name.text()));
                lines->SetItem(row, 1, number_text(unit.points()));
                lines->SetItem(row, 2, number_text(unit.min));
                lines->SetItem(row, 3, number_text(unit.max));
                ++row;
            }
            sizer->Add(lines, 2, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
            sizer->Add(make_label(&preview,
                                  report.empty() ? _("Everything in the file was taken.")
                                                 : wxString::Format(_("Not taken (%d):"), static_cast<int>(report.size())),
                                  true),
                       0, wxALL, FromDIP(8));
            auto* left_out = new wxListBox(&preview, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                           wxDefaultValidator, "preview-report");
            for (const auto& d : report) {
                auto where = d.location; // the file's name is enough here: its folder was just chosen
                where.file = std::filesystem::path(where.file).filename().string();
                left_out->Append(to_wx(where.to_string()) + ": " + to_wx(d.message));
            }
            sizer->Add(left_out, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
            auto* buttons = preview.CreateStdDialogButtonSizer(wxOK | wxCANCEL);
            preview.FindWindow(wxID_OK)->SetLabel(_("Add to my lists"));
            sizer->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
            preview.SetSizer(sizer);
            if (wxGetApp().dialogs().show_modal(preview) != wxID_OK) {
                return;
            }
        }
        if (UserLists(m_session).store_imported(converted.list, wxGetApp().dialogs())) {
            open_list(converted.list.id);
            show_problem(to_wx(TRP_("Imported; {n} thing did not carry over.", "Imported; {n} things did not carry over.",
                                    report.size())));
        }
    });
    return report;
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
        if (m_saved_version) {
            state["saved.version"] = std::to_string(*m_saved_version);
        }
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
        std::uint64_t version = 0;
        const auto text = get("saved.version");
        if (const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), version);
            !text.empty() && ec == std::errc() && end == text.data() + text.size()) {
            m_saved_version = version; // else (none, damaged): not checked, as before
        }
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
