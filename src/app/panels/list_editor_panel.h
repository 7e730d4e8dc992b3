// The "My lists" page of the Lists area: the user's own army lists (how Alexandre et Bayard and
// Jomini players enter lists from their books), edited unit by unit with the system's stat
// fields, options and special rules; saved to the user DB, exported and imported as lists/ XML.
#pragma once

#include "app/panels/lists_page.h"
#include "core/model/army_list_summary.h"
#include "core/services/list_editor.h"

#include <wx/panel.h>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxCheckListBox;
class wxChoice;
class wxControl;
class wxFlexGridSizer;
class wxListBox;
class wxListCtrl;
class wxScrolledWindow;
class wxStaticText;
class wxTextCtrl;

namespace ost {
class Session;
}

namespace ost::app {

class ListEditorPanel final : public wxPanel, public ListsPage {
  public:
    ListEditorPanel(wxWindow* parent, Session& session);

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
    /// Imports `file` into the user's lists and opens it. A list of the user with the same id is
    /// replaced only if the user says so (the question is asked through the app's dialogs, the
    /// same one `ost-cli my-lists import` answers with --replace).
    void import_file(const std::filesystem::path& file);
    void export_list();
    /// Asks to save unsaved changes of the open list; false when the user cancels.
    bool confirm_discard();
    /// The open list's editor, or nullptr.
    const ListEditor* editor() const { return m_editor.get(); }

    UndoStack* undo_stack() override;
    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    void focus_main_control() override;

  private:
    struct StatControl {
        std::string field;
        wxChoice* choice = nullptr; ///< for fields with choices (row 0 = none)
        wxTextCtrl* text = nullptr;
    };

    void build_form(wxWindow* parent);
    void rebuild_stat_fields();
    void refresh_my_lists();
    void refresh_all();
    void refresh_units();
    void fill_form();
    void fill_details();
    void apply_details();
    /// Records the form into the open unit; false (problem shown) when the form is not valid.
    bool apply_unit();
    /// Leaves the form's unit for unit `index`, keeping the form's edits.
    void switch_unit(std::size_t index);
    void add_unit();
    void delete_unit();
    void move_unit(int delta);
    void add_option();
    void remove_option();
    void refresh_options();
    void ask_new_list();
    void delete_list();
    void show_problem(const wxString& text);
    void update_status();
    void set_editor(std::unique_ptr<ListEditor> editor, std::string saved_id);
    /// True when the open list differs from what the user DB holds (or was never saved).
    bool unsaved() const;

    Session& m_session;
    std::unique_ptr<ListEditor> m_editor;
    std::string m_saved_id; ///< id the open list has in the user DB ("" = never saved)
    std::vector<ArmyListSummary> m_my_lists;
    std::optional<std::size_t> m_unit; ///< unit shown in the form
    std::vector<UnitOption> m_options; ///< options of the form's unit, applied with it
    std::vector<SpecialRule> m_rule_choices;
    std::string m_form_system;     ///< system/profile type the stat fields were built for
    bool m_restored_dirty = false; ///< unsaved edits carried over a language switch
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
    wxTextCtrl* m_min = nullptr;
    wxTextCtrl* m_max = nullptr;
    wxListBox* m_option_list = nullptr;
    wxTextCtrl* m_option_name = nullptr;
    wxTextCtrl* m_option_cost = nullptr;
    wxCheckListBox* m_rules = nullptr;
    wxStaticText* m_status = nullptr;
};

} // namespace ost::app
