// The dice of one resolved roll drawn as dice: pips for a D6, the number for other numbered dice,
// the symbol of the face for the A&B and Jomini dice (hits, star, flag, unit symbols, order letter).
#pragma once

#include "core/engine/dice_source.h"

#include <wx/scrolwin.h>

#include <wx/dc.h>

#include <vector>

namespace ost::app {

class DiceView final : public wxScrolledCanvas {
public:
    explicit DiceView(wxWindow* parent);
    /// Shows `dice` (empty: a hint to roll).
    void set_dice(std::vector<engine::RolledDie> dice);
    /// Height of every row of dice with their wrapped meanings (the panel sizes the view to it).
    int content_height() const;
    /// Height of one row of dice (the panel shows whole rows only).
    int row_pixels() const { return m_row_height; }
    /// The dice shown (tests).
    const std::vector<engine::RolledDie>& dice() const { return m_dice; }
    /// Whether every die's meaning fits its cell once wrapped (the smoke test's layout check).
    bool labels_fit() const;

    /// Draws one die showing `die.face` in `box` (pips, a number, coloured hit, star, flag, unit symbol…);
    /// also used for the clickable faces of the "I rolled…" dialog.
    static void draw_die(wxDC& dc, const engine::RolledDie& die, const wxRect& box, const wxFont& font);

private:
    void on_paint(wxPaintEvent& event);
    int per_row() const;
    int row_height() const;
    int cell_width() const;
    static std::vector<wxString> wrap(wxDC& dc, const wxString& text, int width);
    std::vector<engine::RolledDie> m_dice;
    int m_row_height = 84;
    int m_cell = 80;
};

} // namespace ost::app
