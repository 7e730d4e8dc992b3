// Drawing of the odds charts: one row per bar, bar length proportional to the probability,
// the percentage written after it; a chart per group, one under the other; long labels go above.
#include "app/panels/odds_chart.h"

#include "app/panels/word_wrap.h"

#include <wx/dcbuffer.h>
#include <wx/settings.h>

#include <algorithm>

namespace ost::app {

OddsChart::OddsChart(wxWindow* parent) : wxScrolledCanvas(parent, wxID_ANY) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetScrollRate(0, FromDIP(10));
    Bind(wxEVT_PAINT, &OddsChart::on_paint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        update_virtual_size();
        Refresh();
        e.Skip();
    });
}

int OddsChart::row_height() const { return GetCharHeight() + FromDIP(6); }

int OddsChart::text_width(const wxString& text, const wxFont& font) const {
    int w = 0;
    int h = 0;
    GetTextExtent(text, &w, &h, nullptr, nullptr, &font);
    return w;
}

std::vector<wxString> OddsChart::wrap(const wxString& text, int width, const wxFont& font) const {
    return wrap_words(text, width, [&](const wxString& t) { return text_width(t, font); });
}

bool OddsChart::stacked(const ChartGroup& group) const {
    int label_width = 0;
    for (const auto& b : group.bars) label_width = std::max(label_width, text_width(b.label, GetFont()));
    return label_width > GetClientSize().x / 2;
}

void OddsChart::update_virtual_size() {
    const int text_room = std::max(FromDIP(40), GetClientSize().x - 2 * FromDIP(6));
    int rows = 0;
    for (const auto& g : m_groups) {
        rows += 1 + static_cast<int>(wrap(g.title, text_room, GetFont().Bold()).size());
        const bool own_line = stacked(g);
        for (const auto& b : g.bars) {
            rows += 1 + (own_line ? static_cast<int>(wrap(b.label, text_room, GetFont()).size()) : 0);
        }
    }
    SetVirtualSize(-1, rows * row_height() + FromDIP(8));
}

void OddsChart::set_groups(std::vector<ChartGroup> groups) {
    m_groups = std::move(groups);
    update_virtual_size();
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
    const int text_room = std::max(FromDIP(40), width - 2 * pad);
    const int percent_width = dc.GetTextExtent("100.0 %").x;
    const int h = row_height();
    int y = FromDIP(4);
    const wxColour bars[] = {wxColour(52, 101, 164), wxColour(204, 0, 0), wxColour(78, 154, 6), wxColour(196, 160, 0)};
    int index = 0;
    for (const auto& g : m_groups) {
        const wxFont bold = GetFont().Bold();
        dc.SetFont(bold);
        dc.SetTextForeground(text);
        for (const wxString& line : wrap(g.title, text_room, bold)) { // a long title wraps, never cut
            dc.DrawText(line, pad, y);
            y += h;
        }
        dc.SetFont(GetFont());
        // Labels right-aligned before their bars when they fit in half the width, else each whole
        // on its own line(s) above its bar.
        const bool own_line = stacked(g);
        int label_width = 0;
        if (!own_line) {
            for (const auto& b : g.bars) label_width = std::max(label_width, dc.GetTextExtent(b.label).x);
        }
        const int bar_left = own_line ? pad : pad + label_width + pad;
        const int bar_room = std::max(FromDIP(20), width - bar_left - percent_width - 2 * pad);
        const wxColour colour = bars[index++ % 4];
        for (const auto& b : g.bars) {
            dc.SetTextForeground(text);
            if (own_line) {
                for (const wxString& line : wrap(b.label, text_room, GetFont())) {
                    dc.DrawText(line, pad, y + FromDIP(2));
                    y += h;
                }
            } else {
                dc.DrawText(b.label, pad + label_width - dc.GetTextExtent(b.label).x, y + FromDIP(2));
            }
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
