// Report list helpers (see report_list.h). The generic list control draws its rows in a child
// window ("wxListMainWindow"): the mouse is tracked there for the tooltips.
#include "app/panels/report_list.h"

#include <algorithm>

#include <wx/clntdata.h>
#include <wx/control.h>
#include <wx/dcclient.h>
#include <wx/listctrl.h>

namespace ost::app {

namespace {
/// The whole texts of a column set by set_column_texts(), kept with the list.
struct FullTexts final : wxClientData {
    int column = 0;
    std::vector<wxString> texts;
};

FullTexts* full_texts(const wxListCtrl* list) { return dynamic_cast<FullTexts*>(list->GetClientObject()); }

/// Shows each whole text of `list`'s column, cut in the middle to the column's width.
void fit_column(wxListCtrl* list) {
    const auto* full = full_texts(list);
    if (full == nullptr) return;
    wxClientDC dc(list);
    dc.SetFont(list->GetFont());
    const int width = list->GetColumnWidth(full->column) - list->FromDIP(12);
    for (long row = 0; row < list->GetItemCount() && static_cast<std::size_t>(row) < full->texts.size(); ++row) {
        const wxString& text = full->texts[static_cast<std::size_t>(row)];
        wxString shown = text;
        if (dc.GetTextExtent(text).x > width) {
            // "Group: detail" names (« Guerriers et miliciens : Lanciers lourds ») keep their
            // detail whole and shorten the group; other texts are cut in the middle.
            const int colon = text.Find(wxS(": "));
            const wxString tail = colon > 0 ? text.Mid(static_cast<std::size_t>(colon)) : wxString();
            const int room = width - dc.GetTextExtent(tail).x;
            const wxString detail = tail.Mid(2).Strip(wxString::both);
            if (colon > 0 && room > dc.GetTextExtent(wxS("Wwww\u2026")).x)
                shown = wxControl::Ellipsize(text.Left(static_cast<std::size_t>(colon)), dc, wxELLIPSIZE_END, room) + tail;
            else if (colon > 0) // no room for the group: "…Lanciers moyens mé…", its detail first
                shown = wxS("\u2026") + wxControl::Ellipsize(detail, dc, wxELLIPSIZE_END,
                                                             std::max(width - dc.GetTextExtent(wxS("\u2026")).x, 20));
            else
                shown = wxControl::Ellipsize(text, dc, wxELLIPSIZE_MIDDLE, std::max(width, 20));
        }
        if (list->GetItemText(row, full->column) != shown) list->SetItem(row, full->column, shown);
    }
}
} // namespace

void set_column_texts(wxListCtrl* list, int column, std::vector<wxString> texts) {
    if (full_texts(list) == nullptr) {
        list->SetClientObject(new FullTexts());
        list->Bind(wxEVT_SIZE, [list](wxSizeEvent& e) {
            e.Skip();
            list->CallAfter([list] { fit_column(list); }); // after the column took its new width
        });
    }
    auto* full = full_texts(list);
    full->column = column;
    full->texts = std::move(texts);
    fit_column(list);
}

wxString full_cell_text(const wxListCtrl* list, long row, int column) {
    const auto* full = full_texts(list);
    if (full != nullptr && full->column == column && row >= 0 && static_cast<std::size_t>(row) < full->texts.size())
        return full->texts[static_cast<std::size_t>(row)];
    return list->GetItemText(row, column);
}

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
                    const wxString cell = full_cell_text(list, row, c);
                    if (cell != list->GetItemText(row, c) ||
                        list->GetTextExtent(cell).x + list->FromDIP(12) > list->GetColumnWidth(c)) {
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
