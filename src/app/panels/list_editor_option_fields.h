// The fields of an option or shared upgrade (its names and points when asked, limits per unit and
// per army, prerequisites, dates, rules), shared by the line form and the Whole list tab of My lists.
#pragma once

#include "core/model/special_rule.h"
#include "core/model/unit_entry.h"
#include "core/support/diagnostic.h"

#include <wx/string.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

class wxCheckListBox;
class wxSizer;
class wxTextCtrl;
class wxWindow;

namespace ost::app {

/// Shows that `field` holds a problem (light red) or not (the theme's own look again). Tick lists
/// are marked by their text colour: under GTK a background colour hides their ticks.
void mark_field(wxWindow* field, bool marked);

/// What a player types into the option fields (the GUI smoke test drives them with it); an
/// empty string empties a field.
struct OptionTyping {
    wxString min;
    wxString max;
    wxString army_min;
    wxString army_max;
    wxString requires_units; ///< line ids separated by spaces
    wxString from;
    wxString to;
    std::vector<std::string> rules; ///< rule ids ticked
};

/// The controls, laid out in sizer() (label column, then the fields), created in `parent`. Each
/// has the name of the attribute the editor's findings use ("min", "army-max", "requires",
/// "from", "to", "rule"; with names: "name", "name-en", "cost"), so a finding is shown beside its
/// field.
class OptionFields {
  public:
    /// `with_names`: the first rows are the names (French, English) and the points, so a chosen
    /// option is renamed and repriced in place (its id, limits, dates and rules kept); the Whole
    /// list tab has its own name and points fields for shared upgrades and passes false.
    explicit OptionFields(wxWindow* parent, bool with_names = false);

    wxSizer* sizer() const { return m_sizer; }
    /// The rules that may be ticked (the list's and the system's).
    void set_rule_choices(const std::vector<SpecialRule>& rules);
    /// Shows `option`'s values (no change events).
    void fill(const UnitOption& option);
    void clear();
    void enable(bool on);
    /// Writes the fields into `option` (never its id). With names: a language left empty takes
    /// the other's name; the points replace the option's points cost for every army size (other
    /// costs kept), none when empty. A field that is not a whole number gives its finding (field
    /// named, `option` unchanged for it) instead.
    std::optional<Diagnostic> read_into(UnitOption& option) const;
    /// The controls by finding field.
    const std::map<std::string, wxWindow*>& fields() const { return m_fields; }
    /// Marks the fields `found` names (light red) and clears the others.
    void mark(const Diagnostics& found);
    /// Called after each keystroke or tick.
    void on_change(std::function<void()> callback) { m_changed = std::move(callback); }
    /// The ids of the rules ticked, in the box's order.
    std::vector<std::string> ticked_rules() const;
    /// Types `values` into the fields as a player would (change events run).
    void type(const OptionTyping& values);
    /// Types the names and points (fields made `with_names`) as a player would; an empty
    /// `name_en` empties the English field (the French name is then used).
    void type_names(const wxString& name_fr, const wxString& name_en, const wxString& points);

  private:
    wxTextCtrl* add_number(wxWindow* parent, wxSizer* row, const std::string& field, const wxString& hint);
    wxTextCtrl* add_text(wxWindow* parent, const std::string& field, const wxString& hint);
    void changed();

    wxSizer* m_sizer = nullptr;
    wxTextCtrl* m_name_fr = nullptr; ///< with names only
    wxTextCtrl* m_name_en = nullptr;
    wxTextCtrl* m_points = nullptr;
    std::map<std::string, wxWindow*> m_fields;
    wxTextCtrl* m_min = nullptr;
    wxTextCtrl* m_max = nullptr;
    wxTextCtrl* m_army_min = nullptr;
    wxTextCtrl* m_army_max = nullptr;
    wxTextCtrl* m_requires = nullptr;
    wxTextCtrl* m_from = nullptr;
    wxTextCtrl* m_to = nullptr;
    wxCheckListBox* m_rules = nullptr;
    std::vector<std::string> m_rule_ids;
    std::function<void()> m_changed;
    bool m_filling = false;
};

} // namespace ost::app
