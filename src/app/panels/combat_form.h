// The Combat page's form: only the controls the chosen system and test need (spin controls,
// check boxes, choices), read into and filled from the scenario JSON the engine, CLI and tests share.
#pragma once

#include <nlohmann/json.hpp>
#include <wx/scrolwin.h>

#include <functional>
#include <map>
#include <string>
#include <vector>

class wxWindow;
class wxSizer;

namespace ost {
struct Profile;
}

namespace ost::app {

/// One fact of a scenario, as a control. `path` is its place in the scenario ("attacker.stands").
struct CombatField {
    enum class Kind { Int, Bool, Choice };
    std::string path;
    wxString label;
    Kind kind = Kind::Int;
    int value = 0;           ///< default (Int), 0/1 (Bool), index of the default choice (Choice)
    int min = 0, max = 60;
    bool omit_below_zero = false; ///< Int: -1 means "not given" and is left out of the scenario
    std::vector<std::pair<std::string, wxString>> choices; ///< id, label
    wxString tip;
};

/// The fields of `system`/`test`, in the order shown.
std::vector<CombatField> combat_fields(const std::string& system, const std::string& test);

class CombatForm final : public wxScrolledWindow {
public:
    explicit CombatForm(wxWindow* parent);

    /// Rebuilds the controls for `system`/`test` with their defaults.
    void set_test(const std::string& system, const std::string& test);
    /// The scenario the controls describe ({"system", "test", facts…}).
    nlohmann::ordered_json scenario() const;
    /// Sets the controls from a scenario of the same system and test (other keys are ignored).
    void load(const nlohmann::json& scenario);
    /// Fills one side ("attacker", "defender", "target", "shooter") from a unit's stats and
    /// records its reference ("wme/empire/knights") in the scenario.
    void set_unit(const std::string& side, const std::string& reference, const Profile& stats);
    /// The unit reference a side was filled from ("" when typed by hand).
    std::string unit_reference(const std::string& side) const {
        const auto it = m_units.find(side);
        return it == m_units.end() ? std::string() : it->second;
    }
    /// The sides of the current test that take a unit.
    std::vector<std::string> unit_sides() const;
    void set_on_change(std::function<void()> f) { m_on_change = std::move(f); }
    /// Called with a side when its "Choose a unit…" button is pressed.
    void set_on_choose_unit(std::function<void(const std::string&)> f) { m_on_choose = std::move(f); }

private:
    struct Control {
        CombatField field;
        wxWindow* window = nullptr;
    };
    int get(const Control& c) const;
    void put(Control& c, const nlohmann::json& v);
    void changed();

    std::string m_system;
    std::string m_test;
    std::vector<Control> m_controls;
    std::map<std::string, std::string> m_units; ///< side → reference
    std::map<std::string, wxWindow*> m_unit_labels;
    std::function<void()> m_on_change;
    std::function<void(const std::string&)> m_on_choose;
    bool m_loading = false;
};

} // namespace ost::app
