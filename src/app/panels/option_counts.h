// The roster inspector's options: one row per option the entry may take, a tick and how many
// of its units take it (issue 29: 8 spearmen with a pavise each, not one pavise for the entry).
#pragma once

#include <wx/panel.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class wxCheckBox;
class wxFlexGridSizer;
class wxGenericStaticText;
class wxSpinCtrl;

namespace ost::app {

/// One option row as the inspector fills it.
struct OptionCountRow {
    std::string id;
    wxString label;   ///< "Pavois (+1)"
    wxString tooltip; ///< why it is greyed, or empty
    int count = 0;    ///< units taking it; 0 = not taken
    int most = 1;     ///< the spin's upper bound (one per unit, or the option's own maximum)
};

/// Ticks with a count each. Ticking asks for the option on every unit (nullopt), unticking
/// for 0, the spin for its number: the owner turns that into a RosterEditor edit.
class OptionCounts final : public wxPanel {
public:
    using Changed = std::function<void(const std::string& id, std::optional<int> count)>;
    OptionCounts(wxWindow* parent, Changed changed);

    /// Shows `rows` (no event is sent): the rows' controls are rewritten in place where they
    /// differ (label, tick, count, bounds), missing ones created, those left over hidden. True
    /// when the rows' number or a label changed, so the owner lays out again (issue 26).
    bool set_rows(const std::vector<OptionCountRow>& rows);
    bool empty() const { return m_rows.empty(); }
    /// For the smoke test: each row's label with its count ("Pavois (+1) ×8"; no count: not taken).
    std::vector<wxString> rows_text() const;
    /// Ticks or unticks row `row` as the player would.
    void tick(std::size_t row, bool on);
    /// Sets row `row`'s count as the player would with its spin.
    void spin(std::size_t row, int count);

private:
    /// Creates the tick and counter of row `i` (filled by update_row).
    void add_row(std::size_t i);
    /// Rewrites row `i` from `row` where it differs (an unchanged control is left alone); true
    /// when its label changed.
    bool update_row(std::size_t i, const OptionCountRow& row);

    Changed m_changed;
    wxFlexGridSizer* m_grid = nullptr;
    std::vector<OptionCountRow> m_rows;
    std::vector<wxCheckBox*> m_ticks; ///< every row made so far; those past m_rows are hidden
    std::vector<wxGenericStaticText*> m_labels; ///< each tick's label (a click on it ticks)
    std::vector<wxSpinCtrl*> m_spins;
};

} // namespace ost::app
