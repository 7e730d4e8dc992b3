// Helpers for report lists (wxListCtrl in report view): a name column that takes the width the
// others leave, and tooltips for cells wider than their column, so no text is hidden for good.
#pragma once

#include <wx/string.h>

#include <vector>

class wxListCtrl;

namespace ost::app {

/// Shows a cut cell's whole text in a tooltip as the mouse moves over `list`, and names the list
/// "tooltip-cells" (the GUI smoke test then accepts its cut cells). Call once, after the columns.
void enable_cell_tooltips(wxListCtrl* list);

/// Keeps `column` as wide as the list's client width minus its other columns (at least
/// `min_width` pixels), as the list is resized: the names get whatever room the figures leave.
void stretch_column(wxListCtrl* list, int column, int min_width);

/// Puts `texts` (one per row) in `column`, each cut in the middle when it does not fit ("Guerriers
/// et… Lanciers lourds": lines that differ only at their end stay apart, issue 29) and cut again
/// as the column is resized; the tooltip (enable_cell_tooltips) gives the whole text.
void set_column_texts(wxListCtrl* list, int column, std::vector<wxString> texts);

/// The whole text of a cell set by set_column_texts() (else the cell's text as shown).
wxString full_cell_text(const wxListCtrl* list, long row, int column);

} // namespace ost::app
