// Drawing of the odds charts: one row per bar, bar length proportional to the probability,
// the percentage written after it; a chart per group, one under the other.
#include "app/panels/odds_chart.h"

#include <wx/dcbuffer.h>
#include <wx/settings.h>

#include <algorithm>

namespace ost::app {

OddsChart::OddsChart(wxWindow* parent) : wxScrolledCanvas(parent, wxID_ANY) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetScrollRate(0, FromDIP(10));
    Bind(wxEVT_PAINT, &OddsChart::on_paint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
}

int OddsChart::row_height() const { return GetCharHeight() + FromDIP(6); }

void OddsChart::set_groups(std::vector<ChartGroup> groups) {
    m_groups = std::move(groups);
    int rows = 0;
    for (const auto& g : m_groups) {
        rows += 2 + static_cast<int>(g.bars.size());
    }
    SetVirtualSize(-1, rows * row_height() + FromDIP(8));
    Refresh();
}

void OddsChart::on_paint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    DoPrepareDC(dc);
    const wxColour background = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW);
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    dc.SetBackground(wxBrush(background));
    dc.Clear();
    dc.SetFont(GetFont());
    const int width = GetClientSize().x;
    const int pad = FromDIP(6);
    int label_width = 0;
    for (const auto& g : m_groups) {
        for (const auto& b : g.bars) {
            label_width = std::max(label_width, dc.GetTextExtent(b.label).x);
        }
    }
    label_width = std::min(label_width, width / 2);
    const int percent_width = dc.GetTextExtent("100.0 %").x;
    const int bar_left = pad + label_width + pad;
    const int bar_room = std::max(FromDIP(20), width - bar_left - percent_width - 2 * pad);
    const int h = row_height();
    int y = FromDIP(4);
    const wxColour bars[] = {wxColour(52, 101, 164), wxColour(204, 0, 0), wxColour(78, 154, 6), wxColour(196, 160, 0)};
    int index = 0;
    for (const auto& g : m_groups) {
        wxFont bold = GetFont().Bold();
        dc.SetFont(bold);
        dc.SetTextForeground(text);
        dc.DrawText(g.title, pad, y);
        dc.SetFont(GetFont());
        y += h;
        const wxColour colour = bars[index++ % 4];
        for (const auto& b : g.bars) {
            dc.SetTextForeground(text);
            wxString label = b.label;
            while (label.size() > 3 && dc.GetTextExtent(label).x > label_width) {
                label = label.Left(label.size() - 2) + wxString::FromUTF8("…");
            }
            dc.DrawText(label, pad + label_width - dc.GetTextExtent(label).x, y + FromDIP(2));
            const int length = static_cast<int>(std::clamp(b.p, 0.0, 1.0) * bar_room + 0.5);
            dc.SetPen(*wxTRANSPARENT_PEN);
            dc.SetBrush(wxBrush(colour.ChangeLightness(180)));
            dc.DrawRectangle(bar_left, y + FromDIP(2), bar_room, h - FromDIP(4));
            dc.SetBrush(wxBrush(colour));
            dc.DrawRectangle(bar_left, y + FromDIP(2), std::max(length, b.p > 0 ? 1 : 0), h - FromDIP(4));
            dc.DrawText(wxString::Format("%.1f %%", b.p * 100), bar_left + bar_room + pad, y + FromDIP(2));
            y += h;
        }
        y += h;
    }
}

} // namespace ost::app
