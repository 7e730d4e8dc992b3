// A read-only drop-down whose rows can be greyed out with a reason (the roster inspector's
// magic-item chooser: items once per army that another unit carries). wxChoice cannot grey rows.
#pragma once

#include <wx/odcombo.h>

#include <vector>

namespace ost::app {

/// A wxOwnerDrawnComboBox (read only) whose greyed rows are drawn in grey and cannot be chosen:
/// the owner's wxEVT_COMBOBOX handler calls refuse_greyed() first, which puts the previous
/// choice back when a greyed row was picked, so the roster never changes through one.
class GreyedChoice final : public wxOwnerDrawnComboBox {
public:
    explicit GreyedChoice(wxWindow* parent);

    /// Replaces the rows; `greyed[i]` true draws row i in grey and refuses it.
    void set_rows(const wxArrayString& rows, const std::vector<bool>& greyed);
    /// True when row `row` is greyed.
    bool greyed(int row) const;
    /// Selects `row` (the caller's current value; no event is sent).
    void select(int row);
    /// After a selection: when the row picked is greyed, selects the previous row again and
    /// returns true (ignore the event); otherwise remembers it and returns false.
    bool refuse_greyed();

protected:
    void OnDrawItem(wxDC& dc, const wxRect& rect, int item, int flags) const override;

private:
    std::vector<bool> m_greyed;
    int m_current = wxNOT_FOUND;
};

} // namespace ost::app
