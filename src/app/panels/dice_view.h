// The dice of one resolved roll drawn as dice: pips for numbered dice, the symbol of the face for
// the A&B and Jomini dice (coloured hits, special star, retreat flag, unit symbols, order letter).
#pragma once

#include "core/engine/dice_source.h"

#include <wx/scrolwin.h>

#include <vector>

namespace ost::app {

class DiceView final : public wxScrolledCanvas {
public:
    explicit DiceView(wxWindow* parent);
    /// Shows `dice` (empty: a hint to roll).
    void set_dice(std::vector<engine::RolledDie> dice);

private:
    void on_paint(wxPaintEvent& event);
    void draw_die(wxDC& dc, const engine::RolledDie& die, const wxRect& box) const;
    int per_row() const;
    std::vector<engine::RolledDie> m_dice;
};

} // namespace ost::app
