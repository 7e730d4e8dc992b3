// The "My lists" page of the Lists area: the user's own army lists (how Alexandre et Bayard and
// Jomini players enter lists from their books, ADLG players the v4 lists), edited line by line
// (stats with the system's choices, catalogue points, limits, dates, groups, references, options,
// rules) and as a whole (list_editor_structure.h); saved to the user DB, exported as lists/ XML,
// imported from list XML, spreadsheets and BattleScribe data.
#pragma once

#include "app/panels/list_editor_option_fields.h"
#include "app/panels/lists_page.h"
#include "core/model/army_list_summary.h"
#include "core/services/list_editor.h"

#include <wx/panel.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxCheckBox;
class wxCheckListBox;
class wxComboBox;
class wxNotebook;
class wxChoice;
class wxControl;
class wxFlexGridSizer;
class wxListBox;
class wxListCtrl;
class wxScrolledWindow;
class wxSizer;
class wxStaticText;
class wxTextCtrl;

namespace ost {
class ListDocument;
class Session;
}

namespace ost::app {

class ListStructurePage;

/// One line as a player types it in the form (the GUI smoke test enters lists with it): names,
/// the troop type by its name as shown (ADLG), the capabilities ticked (by id), other stats by
/// field id, limits, dates and group by name; an empty string leaves a field as the pre-filled
/// line has it, "-" empties it.
struct LineTyping {
    wxString name_fr;
    wxString name_en;
    wxString troop_type;
    std::vector<std::string> capabilities;
    std::map<std::string, wxString> stats;
    wxString points; ///< typed by hand; empty: the catalogue's
    wxString min;
    wxString max;
    wxString from;
    wxString to;
    wxString group; ///< a group's name; empty: as pre-filled
    int role = -1;  ///< 0 unit, 1 general, 2 character, 3 camp, 4 fortification; -1: as pre-filled
    std::vector<std::string> upgrades; ///< shared upgrades and general grades ticked (ids)
};

class ListEditorPanel final : public wxPanel, public ListsPage {
  public:
    ListEditorPanel(wxWindow* parent, Session& session);
    ~ListEditorPanel() override;
    /// This page is about to be replaced: the workspace's list tells it nothing more.
    void release_document();

    /// Starts a new list of `system_id` named `name` (asks nothing).
    void new_list(const std::string& system_id, const wxString& name);
    /// Opens the user's list `id` from the user DB.
    void open_list(const std::string& id);
    /// Selects unit `index` of the open list and shows it in the form.
    void select_unit(std::size_t index);
    /// Saves the open list to the user DB; false (with the problems shown) when it is not valid.
    bool save();
    /// Import / Export with file dialogs.
    void import_list();
    /// Imports a spreadsheet or BattleScribe file for `system_id`: shows the lines it gives and
    /// the rows or constructs not taken (with their line numbers) and stores it when the player
    /// accepts (`ask` false: accepted without a dialog, for the smoke test). Returns the report.
    Diagnostics import_converted(const std::filesystem::path& file, const std::string& system_id, bool ask = true);
    /// Imports `file` into the user's lists and opens it. A list of the user with the same id is
    /// replaced only if the user says so (the question is asked through the app's dialogs, the
    /// same one `ost-cli my-lists import` answers with --replace).
    void import_file(const std::filesystem::path& file);
    void export_list();
    /// Asks to save unsaved changes of the open list; false when the user cancels.
    bool confirm_discard();
    /// The open list's editor, or nullptr.
    const ListEditor* editor() const { return m_editor.get(); }
    /// The "Whole list" tab (dates, groups, caps, allies, shared upgrades).
    ListStructurePage& structure() { return *m_structure; }
    /// Shows tab 0 (lines) or 1 (whole list).
    void select_tab(int tab);
    /// Types `source` into the list's Source field and presses Enter.
    void type_source(const wxString& source);
    /// Fills the form with `line` as typed into the open line; false when the form refuses it.
    bool type_line(const LineTyping& line);
    /// Enter in the form: keeps the line and adds the next one pre-filled like it (name selected).
    bool enter_next_line();
    /// Ctrl+D: a copy of the selected line right after it.
    void duplicate_line();
    /// Adds a first (or one more) blank line, as the Add unit button does.
    void add_line() { add_unit(); }
    /// Keeps the form's line in the list (Apply); false with the problem shown when refused.
    bool apply_line() { return apply_unit(); }
    /// Ticks the line's flags as a player would (figures confirmed, counts as a unit, may carry
    /// magic items); false when the form then refuses the line.
    bool set_line_flags(bool confirmed, bool counts, bool magic);
    /// Adds an option to the form's line (names, points, Add option), then types its limits,
    /// prerequisites, dates and rules; false when the option's fields show a problem.
    bool type_option(const wxString& name_fr, const wxString& name_en, const wxString& points,
                     const OptionTyping& details);
    /// Chooses option `index` of the form's line and types its names and points in place (its id,
    /// limits, prerequisites, dates and rules kept; kept in the list with the line, one undo
    /// step); false when the fields show a problem.
    bool retype_option(std::size_t index, const wxString& name_fr, const wxString& name_en, const wxString& points);
    /// The fields of the option chosen in the form (limits, prerequisites, dates, rules).
    const OptionFields& option_details() const { return *m_option_details; }
    /// Chooses option `index` of the form's line (its fields filled) and scrolls the form to it.
    void show_option(std::size_t index);
    /// Removes the option chosen in the form's option list (the Remove button).
    void remove_chosen_option() { remove_option(); }
    /// The problem shown beside the option fields, empty when none.
    wxString option_problem() const;
    /// What the points row says beside the figure ("from the catalogue", "typed by hand…").
    wxString points_origin() const;
    /// The problem shown above the form, empty when the form's line is valid.
    wxString form_problem() const;

    UndoStack* undo_stack() override;
    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    void focus_main_control() override;

  private:
    struct StatControl {
        std::string field;
        /// A field with choices, or the troop type: names offered with type-ahead.
        wxComboBox* combo = nullptr;
        std::vector<std::string> combo_ids; ///< the id of each combo row
        wxCheckListBox* ticks = nullptr;    ///< the capabilities (ADLG): one tick each
        std::vector<std::string> tick_ids;
        wxTextCtrl* text = nullptr;
    };

    // Layout (list_editor_panel_layout.cpp).
    /// "Your list:" with New, Import, Export and Delete.
    wxSizer* build_top_row();
    /// Opens the user's list of row `row` of the choice (after the unsaved question).
    void on_list_chosen(int row);
    /// The list's names, source and id.
    void build_details(wxSizer* work);
    /// The "Lines" tab: the lines with their buttons beside the chosen line's form.
    wxPanel* build_lines_page(wxWindow* parent);
    wxSizer* build_units_column(wxWindow* lines);
    wxSizer* build_form_column(wxWindow* lines);
    /// Ctrl+S, Alt+Up/Down, Ctrl+D.
    void bind_shortcuts();
    void build_form(wxWindow* parent);
    /// A labelled row of the form (`field`: the finding field it is marked for, or none).
    void form_row(wxWindow* parent, const wxString& text, wxWindow* control, const char* field = nullptr);
    wxTextCtrl* form_text(wxWindow* parent);
    /// Names, id, role, points and limits.
    void build_line_fields(wxWindow* parent);
    /// Years, group, counts-as, requires, attaches-to and the line's flags.
    void build_link_fields(wxWindow* parent);
    /// Shared upgrades, options and the chosen option's fields.
    void build_option_fields(wxWindow* parent, wxSizer* sizer);
    void rebuild_stat_fields();
    void refresh_my_lists();
    void refresh_all();
    void refresh_units();
    void fill_form();
    /// The choices the form offers for `unit` (rules, groups, lines, upgrades and grades).
    void fill_choices(const UnitEntry* unit);
    void fill_stats(const UnitEntry& line);
    void fill_line_fields(const UnitEntry& line);
    void fill_details();
    void apply_details();
    /// Records the form into the open unit; false (problem shown) when the form is not valid.
    bool apply_unit();
    /// The open unit as the form shows it. Throws InvalidInputError for a number that is not one.
    UnitEntry unit_from_form() const;
    /// As the player types: the catalogue points follow the stats (unless typed by hand), the
    /// editor's findings for the line are shown above the form and their fields marked.
    void check_form();
    void bind_form_events(wxWindow* control);
    /// Leaves the form's unit for unit `index`, keeping the form's edits.
    void switch_unit(std::size_t index);
    void add_unit();
    void delete_unit();
    void move_unit(int delta);
    void add_option();
    void remove_option();
    /// Refills the option list, keeping the chosen option (`select`: choose that one instead).
    void refresh_options(std::optional<std::size_t> select = std::nullopt);
    /// The chosen option's fields shown (or cleared and disabled when none is chosen).
    void show_option_details();
    /// The option fields typed: kept in the form's option and checked beside their fields.
    void option_details_changed();
    void ask_new_list();
    void delete_list();
    void show_problem(const wxString& text);
    void update_status();
    void set_editor(std::unique_ptr<ListEditor> editor, std::string saved_id);
    /// Shows the workspace's list (the one just opened, or the one a previous page showed).
    void show_document();
    /// True when the open list differs from what the user DB holds (or was never saved).
    bool unsaved() const;

    Session& m_session;
    /// The list this page shows: the session's workspace owns it (a language switch keeps its
    /// history and unsaved state); the four below are its parts.
    ListDocument& m_document;
    std::unique_ptr<ListEditor>& m_editor;
    std::string& m_saved_id; ///< id the open list has in the user DB ("" = never saved)
    /// The stored version of m_saved_id when it was opened or last saved (UserLists::save_checked
    /// refuses to overwrite a change another program made since); empty: not checked.
    std::optional<std::uint64_t>& m_saved_version;
    std::vector<ArmyListSummary> m_my_lists;
    std::optional<std::size_t> m_unit; ///< unit shown in the form
    std::vector<UnitOption> m_options; ///< options of the form's unit, applied with it
    std::vector<SpecialRule> m_rule_choices;
    std::string m_form_system;     ///< system/profile type the stat fields were built for
    bool& m_restored_dirty; ///< unsaved edits carried over from the last quit
    bool m_refreshing = false;     ///< the units list is being refilled (ignore its events)
    std::map<std::string, wxString> m_system_names;

    wxChoice* m_lists = nullptr;
    wxPanel* m_work = nullptr; ///< everything that needs an open list
    wxStaticText* m_system_label = nullptr;
    wxTextCtrl* m_list_id = nullptr;
    wxTextCtrl* m_list_name_fr = nullptr;
    wxTextCtrl* m_list_name_en = nullptr;
    wxTextCtrl* m_list_source = nullptr;
    wxListCtrl* m_units = nullptr;
    wxScrolledWindow* m_form = nullptr;
    wxButton* m_apply = nullptr;
    wxStaticText* m_form_hint = nullptr; ///< shown instead of the form when no unit is chosen
    wxFlexGridSizer* m_form_grid = nullptr;
    wxTextCtrl* m_unit_id = nullptr;
    wxTextCtrl* m_unit_name_fr = nullptr;
    wxTextCtrl* m_unit_name_en = nullptr;
    wxChoice* m_role = nullptr;
    std::vector<StatControl> m_stats;
    std::vector<wxWindow*> m_stat_windows; ///< labels and controls to destroy on rebuild
    wxTextCtrl* m_points = nullptr;
    wxStaticText* m_points_origin = nullptr; ///< "from the catalogue" / "typed by hand…"
    bool m_points_typed = false; ///< the form's points were typed by hand (kept, marked)
    bool m_filling = false;      ///< the form is being filled (no as-you-type checks)
    wxStaticText* m_form_problem = nullptr;
    wxTextCtrl* m_from = nullptr;
    wxTextCtrl* m_to = nullptr;
    wxChoice* m_group = nullptr;     ///< row 0: none
    wxChoice* m_counts_as = nullptr; ///< row 0: none
    std::vector<std::string> m_counts_as_ids;
    wxTextCtrl* m_requires = nullptr;
    wxTextCtrl* m_attaches = nullptr;
    wxTextCtrl* m_size_points = nullptr; ///< "100=3 300=9": points at one army size
    wxCheckListBox* m_upgrades = nullptr;
    std::vector<std::string> m_upgrade_ids;
    std::map<std::string, wxWindow*> m_field_controls; ///< form controls by finding field
    wxNotebook* m_tabs = nullptr;
    ListStructurePage* m_structure = nullptr;
    wxTextCtrl* m_option_name_en = nullptr;
    wxTextCtrl* m_min = nullptr;
    wxTextCtrl* m_max = nullptr;
    wxListBox* m_option_list = nullptr;
    wxTextCtrl* m_option_name = nullptr;
    wxTextCtrl* m_option_cost = nullptr;
    wxCheckListBox* m_rules = nullptr;
    wxCheckBox* m_line_confirmed = nullptr;
    wxCheckBox* m_line_counts = nullptr;
    wxCheckBox* m_line_magic = nullptr;
    std::unique_ptr<OptionFields> m_option_details; ///< limits, dates, rules of the chosen option
    wxStaticText* m_option_problem = nullptr;
    wxStaticText* m_status = nullptr;
};

} // namespace ost::app
