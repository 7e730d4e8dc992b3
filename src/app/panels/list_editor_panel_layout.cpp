// "My lists" page: how it is laid out (the lists row, the list's details, the lines and the
// form of the chosen line, its stat fields as the game defines them) and its keyboard shortcuts.
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

ListEditorPanel::ListEditorPanel(wxWindow* parent, Session& session)
    : wxPanel(parent), m_session(session), m_document(session.workspace().list()),
      m_editor(m_document.editor), m_saved_id(m_document.saved_id), m_saved_version(m_document.saved_version),
      m_restored_dirty(m_document.restored_dirty) {
    for (const auto& system : session.systems()) {
        m_system_names[system.id] = to_wx(system.name());
    }
    SetFont(GetFont().Scaled(1.1f)); // before any control, so each one is created and sized with it
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(build_top_row(), 0, wxEXPAND | wxALL, FromDIP(8));

    // Below: the open list.
    m_work = new wxPanel(this);
    auto* work = new wxBoxSizer(wxVERTICAL);
    build_details(work);
    m_tabs = new wxNotebook(m_work, wxID_ANY);
    m_tabs->AddPage(build_lines_page(m_tabs), _("Lines"));
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

    save_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { save(); });
    bind_shortcuts();

    // The workspace's list tells this page of its changes (a rebuilt page: the same list).
    m_document.attach(this, [this] { refresh_all(); });
    if (m_editor) {
        show_document();
    } else {
        refresh_my_lists();
        refresh_all();
    }
}

wxSizer* ListEditorPanel::build_top_row() {
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
    m_lists->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) { on_list_chosen(e.GetSelection()); });
    new_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ask_new_list(); });
    import_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { import_list(); });
    export_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { export_list(); });
    delete_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { delete_list(); });
    return top;
}

void ListEditorPanel::on_list_chosen(int row) {
    if (row < 0 || static_cast<std::size_t>(row) >= m_my_lists.size()) {
        return;
    }
    const auto id = m_my_lists[static_cast<std::size_t>(row)].id;
    if (id != m_saved_id && confirm_discard()) {
        open_list(id);
    } else {
        refresh_my_lists();
    }
}

void ListEditorPanel::build_details(wxSizer* work) {
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
    // Wrapped to the page's width (issue 29: « Créez une liste avec Nouvelle liste… » was cut at
    // 1024x700), again as the page is resized.
    m_work->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] {
            wxString text = m_system_label->GetLabel();
            text.Replace("\n", " ");
            m_system_label->SetLabel(text);
            m_system_label->Wrap(std::max(FromDIP(200), m_work->GetClientSize().x - FromDIP(16)));
            m_work->Layout();
        });
    });
    work->Add(details, 0, wxEXPAND | wxBOTTOM, FromDIP(8));
}

wxPanel* ListEditorPanel::build_lines_page(wxWindow* parent) {
    auto* lines = new wxPanel(parent);
    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    middle->Add(build_units_column(lines), 4, wxEXPAND | wxRIGHT, FromDIP(10));
    middle->Add(build_form_column(lines), 5, wxEXPAND);
    auto* lines_sizer = new wxBoxSizer(wxVERTICAL);
    lines_sizer->Add(middle, 1, wxEXPAND | wxALL, FromDIP(4));
    lines->SetSizer(lines_sizer);
    return lines;
}

wxSizer* ListEditorPanel::build_units_column(wxWindow* lines) {
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
    add_unit_button->SetToolTip(_("Add a blank line (Enter in the form adds the next line like the one shown; Ctrl+D copies it)"));
    m_units->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_DELETE) {
            delete_unit();
        } else {
            e.Skip();
        }
    });
    return units_column;
}

wxSizer* ListEditorPanel::build_form_column(wxWindow* lines) {
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
    apply_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { apply_unit(); });
    return form_column;
}

void ListEditorPanel::bind_shortcuts() {
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
}

void ListEditorPanel::build_form(wxWindow* parent) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_form_problem = new wxStaticText(parent, wxID_ANY, wxEmptyString);
    m_form_problem->SetForegroundColour(wxColour(0xa0, 0x30, 0x00));
    sizer->Add(m_form_problem, 0, wxEXPAND | wxBOTTOM | wxRIGHT, FromDIP(4));
    m_form_grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    m_form_grid->AddGrowableCol(1, 1);
    build_line_fields(parent);
    build_link_fields(parent);
    sizer->Add(m_form_grid, 0, wxEXPAND | wxRIGHT, FromDIP(12));
    build_option_fields(parent, sizer);
    auto* rules_label = make_label(parent, _("Special rules"), true);
    sizer->Add(rules_label, 0, wxTOP | wxBOTTOM, FromDIP(6));
    m_rules = new wxCheckListBox(parent, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 130)));
    m_field_controls["rule"] = m_rules;
    sizer->Add(m_rules, 0, wxEXPAND | wxRIGHT | wxBOTTOM, FromDIP(12));
    parent->SetSizer(sizer);

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

void ListEditorPanel::form_row(wxWindow* parent, const wxString& text, wxWindow* control, const char* field) {
    m_form_grid->Add(make_label(parent, text), 0, wxALIGN_CENTER_VERTICAL);
    m_form_grid->Add(control, 1, wxEXPAND);
    if (field != nullptr) {
        m_field_controls[field] = control;
    }
}

wxTextCtrl* ListEditorPanel::form_text(wxWindow* parent) {
    return new wxTextCtrl(parent, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
}

void ListEditorPanel::build_line_fields(wxWindow* parent) {
    m_unit_name_fr = form_text(parent);
    form_row(parent, _("French name"), m_unit_name_fr, "name");
    m_unit_name_en = form_text(parent);
    m_unit_name_en->SetHint(_("Same as French when empty"));
    form_row(parent, _("English name"), m_unit_name_en);
    m_unit_id = form_text(parent);
    form_row(parent, _("Id"), m_unit_id, "id");
    m_role = new wxChoice(parent, wxID_ANY);
    for (const auto& role :
         {_("Unit"), _("General"), _("Character"), _("Camp"), _("Fortification")}) {
        m_role->Append(role);
    }
    form_row(parent, _("Role"), m_role);
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
    m_size_points = form_text(parent);
    m_size_points->SetHint(_("e.g. 100=3 300=9"));
    m_size_points->SetToolTip(_("Points at one army size only, as SIZE=POINTS separated by spaces"));
    form_row(parent, _("Points by size"), m_size_points);
    m_min = form_text(parent);
    m_min->SetHint(_("No minimum"));
    form_row(parent, _("Min"), m_min, "min");
    m_max = form_text(parent);
    m_max->SetHint(_("No maximum"));
    form_row(parent, _("Max"), m_max, "max");
}

void ListEditorPanel::build_link_fields(wxWindow* parent) {
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
    form_row(parent, _("Group"), m_group, "group");
    m_counts_as = new wxChoice(parent, wxID_ANY);
    m_counts_as->SetToolTip(_("A replacement: taken against the limits of that line"));
    form_row(parent, _("Counts as"), m_counts_as, "counts-as");
    m_requires = form_text(parent);
    m_requires->SetHint(_("Line ids, separated by spaces"));
    m_requires->SetToolTip(_("Lines the army must contain to take this one"));
    form_row(parent, _("Requires"), m_requires, "requires");
    m_attaches = form_text(parent);
    m_attaches->SetHint(_("Line ids, separated by spaces"));
    m_attaches->SetToolTip(_("An attachment joins one of these lines and is not a unit of its own"));
    form_row(parent, _("Attaches to"), m_attaches, "attaches-to");
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
}

void ListEditorPanel::build_option_fields(wxWindow* parent, wxSizer* sizer) {
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

    m_option_name->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { add_option(); });
    m_option_name_en->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { add_option(); });
    m_option_cost->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { add_option(); });
    add_option_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_option(); });
    remove_option_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { remove_option(); });
    m_option_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { show_option_details(); });
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

} // namespace ost::app
