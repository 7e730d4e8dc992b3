// The "Whole list" tab of My lists: the list's number, command value, note and own rules, its
// dates, either/or groups, army-wide caps, allies with their date windows and shared upgrades
// (limits, prerequisites, dates, rules), each checked as the player types (core ListEditor).
#pragma once

#include "app/panels/list_editor_option_fields.h"
#include "core/services/list_editor.h"

#include <wx/scrolwin.h>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxBoxSizer;
class wxButton;
class wxCheckBox;
class wxCheckListBox;
class wxComboBox;
class wxListBox;
class wxStaticText;
class wxTextCtrl;

namespace ost::app {

class ListStructurePage final : public wxScrolledWindow {
  public:
    explicit ListStructurePage(wxWindow* parent);

    /// The open list's editor (nullptr: none) and the list ids offered as allies (type-ahead).
    void set_editor(ListEditor* editor, std::vector<std::string> ally_choices);
    /// Refills every section from the editor (after a change, undo or redo).
    void refresh();

    // What the player does, one call per action, through the same controls and handlers as the
    // mouse and keyboard (the GUI smoke test drives the page with them). Each returns false and
    // shows the problem beside the field when the editor refuses the change.
    bool type_dates(const wxString& from, const wxString& to);
    bool type_group(const wxString& name, const wxString& min, const wxString& max);
    bool type_ally(const wxString& list, const wxString& from, const wxString& to);
    bool type_cap(const wxString& name, const wxString& max, const std::vector<std::string>& unit_ids, bool scaled);
    /// A new shared upgrade with its limits, prerequisites, dates and rules.
    bool type_upgrade(const wxString& name_fr, const wxString& name_en, const wxString& points,
                      const OptionTyping& details);
    /// The list number, command value, confirmed flag and note, then Enter.
    bool type_facts(const wxString& number, const wxString& command_value, bool confirmed, const wxString& note_fr,
                    const wxString& note_en);
    /// A new rule of the list (names and summaries in both languages, the rules section id).
    bool type_rule(const wxString& name_fr, const wxString& name_en, const wxString& summary_fr,
                   const wxString& summary_en, const wxString& section);
    /// The fields of the chosen shared upgrade beyond its names and points.
    const OptionFields& upgrade_details() const { return *m_upgrade_details; }
    /// Chooses shared upgrade `index` (its fields filled) and scrolls it into view.
    void show_upgrade(std::size_t index);
    /// The problems shown beside the fields, in page order (empty when all is well).
    std::vector<wxString> shown_problems() const;

  private:
    /// One construct: its items, its fields, the Add/Change/Delete buttons and the message line.
    struct Section {
        wxListBox* items = nullptr;
        wxStaticText* message = nullptr;
        std::map<std::string, wxWindow*> fields; ///< by the field name the editor's findings use
        std::function<Diagnostics()> check;      ///< the findings for what the fields hold now
    };

    Section& add_section(wxSizer* column, const wxString& title, const wxString& help, bool with_list);
    // The seven forms (list_editor_structure_layout.cpp), each in its column.
    void build_facts(wxBoxSizer* left);
    void build_dates(wxBoxSizer* left);
    void build_groups(wxBoxSizer* left);
    void build_allies(wxBoxSizer* left);
    void build_rules(wxBoxSizer* right);
    void build_caps(wxBoxSizer* right);
    void build_upgrades(wxBoxSizer* right);
    wxTextCtrl* add_field(Section& section, wxSizer* row, const std::string& field, const wxString& hint,
                          int width);
    void add_buttons(Section& section, wxSizer* row, std::function<void()> add, std::function<void()> change,
                     std::function<void()> remove);
    /// Shows the first finding of `section` beside its field (and marks the field); true when none.
    bool show_check(Section& section);
    /// Runs `action` (an editor change); a refused change shows its message in `section`.
    bool attempt(Section& section, const std::function<void()>& action);
    std::optional<std::size_t> selected(const Section& section) const;

    ChoiceGroup group_from_fields(std::optional<std::size_t> index) const;
    ArmyCap cap_from_fields(std::optional<std::size_t> index) const;
    AllyRef ally_from_fields() const;
    SpecialRule rule_from_fields(std::optional<std::size_t> index) const;
    /// The facts as typed; nullopt with `bad` set to the field that is not a number.
    std::optional<ListFacts> facts_from_fields(std::string& bad) const;
    void fill_rule(std::size_t index);
    bool apply_facts();
    UnitOption upgrade_from_fields(std::optional<std::size_t> index) const;
    void fill_group(std::size_t index);
    void fill_cap(std::size_t index);
    void fill_ally(std::size_t index);
    void fill_upgrade(std::size_t index);
    bool apply_dates();

    ListEditor* m_editor = nullptr;
    std::vector<Section> m_sections; ///< facts, dates, groups, allies, rules, caps, upgrades
    Section* m_facts = nullptr;
    Section* m_rules = nullptr;
    Section* m_dates = nullptr;
    Section* m_groups = nullptr;
    Section* m_caps = nullptr;
    Section* m_allies = nullptr;
    Section* m_upgrades = nullptr;
    wxTextCtrl* m_from = nullptr;
    wxTextCtrl* m_to = nullptr;
    wxTextCtrl* m_group_name = nullptr;
    wxTextCtrl* m_group_min = nullptr;
    wxTextCtrl* m_group_max = nullptr;
    wxTextCtrl* m_cap_name = nullptr;
    wxTextCtrl* m_cap_max = nullptr;
    wxCheckBox* m_cap_scaled = nullptr;
    wxCheckListBox* m_cap_units = nullptr;
    wxComboBox* m_ally_list = nullptr;
    wxTextCtrl* m_ally_from = nullptr;
    wxTextCtrl* m_ally_to = nullptr;
    wxTextCtrl* m_upgrade_fr = nullptr;
    wxTextCtrl* m_upgrade_en = nullptr;
    wxTextCtrl* m_upgrade_points = nullptr;
    std::unique_ptr<OptionFields> m_upgrade_details;
    wxTextCtrl* m_number = nullptr;
    wxTextCtrl* m_command_value = nullptr;
    wxCheckBox* m_confirmed = nullptr;
    wxTextCtrl* m_note_fr = nullptr;
    wxTextCtrl* m_note_en = nullptr;
    wxTextCtrl* m_rule_fr = nullptr;
    wxTextCtrl* m_rule_en = nullptr;
    wxTextCtrl* m_rule_summary_fr = nullptr;
    wxTextCtrl* m_rule_summary_en = nullptr;
    wxTextCtrl* m_rule_section = nullptr;
    std::vector<std::string> m_cap_unit_ids; ///< the units offered in m_cap_units, in order
};

} // namespace ost::app
