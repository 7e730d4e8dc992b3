// The Combat page's form: the controls the core's combat schema gives the chosen test (spin
// controls, check boxes, choices), read into and filled from the scenario JSON everything shares.
#pragma once

#include <nlohmann/json.hpp>
#include <wx/scrolwin.h>

#include <functional>
#include <map>
#include <string>
#include <vector>

class wxCheckBox;
class wxWindow;
class wxSizer;
class wxFlexGridSizer;

namespace ost {
struct Profile;
namespace engine {
struct FieldChoice;
struct SchemaField;
struct TestSchema;
} // namespace engine
} // namespace ost

namespace ost::app {

class CombatForm final : public wxScrolledWindow {
public:
    explicit CombatForm(wxWindow* parent);

    /// Rebuilds the controls for `system`/`test` (engine/combat_schema.h) with their starting values.
    void set_test(const std::string& system, const std::string& test);
    /// The scenario the controls describe ({"system", "test", facts…}).
    nlohmann::ordered_json scenario() const;
    /// Sets the controls from a scenario of the same system and test (other keys are ignored).
    void load(const nlohmann::json& scenario);
    /// Fills one side ("attacker", "defender", "target") from a unit's stats, read as the schema
    /// says (the engine's stat parsers), and records its reference ("wme/empire/knights") in the
    /// scenario. A stat the engine cannot use is left as it was and said under the unit's name.
    void set_unit(const std::string& side, const std::string& reference, const Profile& stats);
    /// The unit reference a side was filled from ("" when typed by hand).
    std::string unit_reference(const std::string& side) const {
        const auto it = m_units.find(side);
        return it == m_units.end() ? std::string() : it->second;
    }
    /// The sides of the current test that take a unit.
    std::vector<std::string> unit_sides() const;
    void set_on_change(std::function<void()> f) { m_on_change = std::move(f); }
    /// Gives the labels of a choice field's entries (the core names them from the game's data);
    /// unset: the schema's own labels. Takes effect at the next set_test.
    void set_choice_labels(std::function<std::vector<engine::FieldChoice>(const engine::SchemaField&)> f) {
        m_choice_labels = std::move(f);
    }
    /// Called with a side when its "Choose a unit…" button is pressed.
    void set_on_choose_unit(std::function<void(const std::string&)> f) { m_on_choose = std::move(f); }

private:
    struct Control {
        const engine::SchemaField* field = nullptr;
        wxWindow* window = nullptr;
        std::vector<wxString> tips; ///< a choice's entries in full, by index ("": the field's own tip)
        wxCheckBox* unset = nullptr; ///< an optional number's "not given" box (ticked: the engine works it out)
    };
    /// Ticks or clears an optional number's "not given" box; the number is greyed while ticked.
    static void set_unset(const Control& c, bool unset);
    /// A choice shows the chosen entry in full as its tooltip when its label is a short form.
    static void show_choice_tip(const Control& c);
    void add_group_heading(wxFlexGridSizer* grid, const engine::TestSchema& schema, const std::string& group);
    void add_control(wxFlexGridSizer* grid, const engine::SchemaField& field);
    int get(const Control& c) const;
    void put(Control& c, const nlohmann::json& v);
    void changed();

    const engine::TestSchema* m_schema = nullptr;
    std::string m_system;
    std::string m_test;
    std::vector<Control> m_controls;
    std::map<std::string, std::string> m_units; ///< side → reference
    std::map<std::string, wxWindow*> m_unit_labels;
    std::function<void()> m_on_change;
    std::function<std::vector<engine::FieldChoice>(const engine::SchemaField&)> m_choice_labels;
    std::function<void(const std::string&)> m_on_choose;
    bool m_loading = false;
};

} // namespace ost::app
