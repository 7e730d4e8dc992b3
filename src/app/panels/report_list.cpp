// Report list helpers (see report_list.h). The generic list control draws its rows in a child
// window ("wxListMainWindow"): the mouse is tracked there for the tooltips.
#include "app/panels/report_list.h"

#include <algorithm>

#include <wx/listctrl.h>

namespace ost::app {

void enable_cell_tooltips(wxListCtrl* list) {
    list->SetName(wxS("tooltip-cells"));
    for (wxWindow* rows : list->GetChildren()) {
        if (wxString(rows->GetClassInfo()->GetClassName()) != wxS("wxListMainWindow")) {
            continue;
        }
        rows->Bind(wxEVT_MOTION, [list, rows](wxMouseEvent& e) {
            int flags = 0;
            long column = -1;
            const long row = list->HitTest(e.GetPosition(), flags, &column);
            wxString tip;
            if (row >= 0) {
                // The column under the mouse when the control says; otherwise the first cut one.
                for (int c = 0; c < list->GetColumnCount(); ++c) {
                    if (column >= 0 && c != column) continue;
                    const wxString cell = list->GetItemText(row, c);
                    if (list->GetTextExtent(cell).x + list->FromDIP(12) > list->GetColumnWidth(c)) {
                        tip = cell;
                        break;
                    }
                }
            }
            if (rows->GetToolTipText() != tip) {
                rows->SetToolTip(tip);
            }
            e.Skip();
        });
    }
}

void stretch_column(wxListCtrl* list, int column, int min_width) {
    list->Bind(wxEVT_SIZE, [list, column, min_width](wxSizeEvent& e) {
        e.Skip();
        int others = 0;
        for (int c = 0; c < list->GetColumnCount(); ++c) {
            others += c == column ? 0 : list->GetColumnWidth(c);
        }
        list->SetColumnWidth(column, std::max(min_width, list->GetClientSize().x - others - list->FromDIP(4)));
    });
}

} // namespace ost::app
