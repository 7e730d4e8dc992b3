// Tooltips for report lists whose cells can be wider than their column: the whole text of the
// cell under the mouse, so a long unit name or finding is never hidden at any window size.
#pragma once

class wxListCtrl;

namespace ost::app {

/// Shows a cut cell's whole text in a tooltip as the mouse moves over `list`, and names the list
/// "tooltip-cells" (the GUI smoke test then accepts its cut cells). Call once, after the columns.
void enable_cell_tooltips(wxListCtrl* list);

} // namespace ost::app
