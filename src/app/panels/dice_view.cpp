// Drawing dice with wxDC: a rounded square per die, pips for a D6, the number for other numbered
// dice (D4, D8…), a drawn symbol per custom face, and under each die what it meant.
#include "app/panels/dice_view.h"

#include "app/i18n/wx_text.h"
#include "app/panels/word_wrap.h"

#include <wx/dcbuffer.h>
#include <wx/intl.h>
#include <wx/settings.h>

#include <algorithm>
#include <cmath>

namespace ost::app {

namespace {
constexpr int kDie = 40;
constexpr int kCell = 80;

void pips(wxDC& dc, const wxRect& r, int n) {
    const int s = r.width;
    const int d = std::max(3, s / 8);
    auto pip = [&](double fx, double fy) {
        dc.DrawCircle(r.x + static_cast<int>(fx * s), r.y + static_cast<int>(fy * s), d);
    };
    const bool odd = n % 2 == 1;
    if (odd) pip(0.5, 0.5);
    if (n >= 2) { pip(0.25, 0.25); pip(0.75, 0.75); }
    if (n >= 4) { pip(0.75, 0.25); pip(0.25, 0.75); }
    if (n == 6) { pip(0.25, 0.5); pip(0.75, 0.5); }
}

void star(wxDC& dc, const wxPoint& c, int radius) {
    wxPoint points[10];
    for (int i = 0; i < 10; ++i) {
        const double a = -M_PI / 2 + i * M_PI / 5;
        const int rr = i % 2 == 0 ? radius : radius * 2 / 5;
        points[i] = wxPoint(c.x + static_cast<int>(rr * std::cos(a)), c.y + static_cast<int>(rr * std::sin(a)));
    }
    dc.DrawPolygon(10, points);
}

void flag(wxDC& dc, const wxRect& r) {
    const int s = r.width;
    dc.SetPen(wxPen(*wxBLACK, 2));
    dc.DrawLine(r.x + s * 3 / 10, r.y + s / 5, r.x + s * 3 / 10, r.y + s * 4 / 5);
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(204, 0, 0)));
    wxPoint cloth[] = {{r.x + s * 3 / 10, r.y + s / 5}, {r.x + s * 3 / 4, r.y + s / 3}, {r.x + s * 3 / 10, r.y + s / 2}};
    dc.DrawPolygon(3, cloth);
}

/// `text` in bold, larger than `base`, centred in `box` (an order letter, a D8's number).
void big_letter(wxDC& dc, const wxRect& box, const wxString& text, const wxFont& base) {
    dc.SetTextForeground(*wxBLACK);
    wxFont font = base.Bold();
    font.SetPointSize(font.GetPointSize() + 4);
    dc.SetFont(font);
    const wxSize t = dc.GetTextExtent(text);
    dc.DrawText(text, box.x + (box.width - t.x) / 2, box.y + (box.height - t.y) / 2);
    dc.SetFont(base);
}

/// Whether `face` is a number of the numbered die `die` ("D8", "5").
bool numbered_face(const std::string& die, const std::string& face) {
    return die.size() > 1 && die[0] == 'D' && !face.empty() && face.size() <= 3 &&
           std::all_of(face.begin(), face.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// NATO-like unit symbols: infantry a crossed box, cavalry one diagonal, artillery a dot.
void unit_symbol(wxDC& dc, const wxRect& r, const std::string& kind) {
    const wxRect b(r.x + r.width / 5, r.y + r.height * 3 / 10, r.width * 3 / 5, r.height * 2 / 5);
    dc.SetPen(wxPen(*wxBLACK, 2));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.DrawRectangle(b);
    if (kind == "infantry" || kind == "cavalry") {
        dc.DrawLine(b.GetLeftTop(), b.GetBottomRight());
    }
    if (kind == "infantry") {
        dc.DrawLine(b.GetLeftBottom(), b.GetTopRight());
    }
    if (kind == "artillery") {
        dc.SetBrush(*wxBLACK_BRUSH);
        dc.DrawCircle(b.GetLeft() + b.width / 2, b.GetTop() + b.height / 2, b.height / 4);
    }
}
} // namespace

DiceView::DiceView(wxWindow* parent) : wxScrolledCanvas(parent, wxID_ANY) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetScrollRate(0, FromDIP(10));
    Bind(wxEVT_PAINT, &DiceView::on_paint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        set_dice(m_dice);
        e.Skip();
    });
}

int DiceView::per_row() const { return std::max(1, GetClientSize().x / m_cell); }

int DiceView::cell_width() const {
    // Wide enough for the longest single word of any meaning (words are never cut).
    wxClientDC dc(const_cast<DiceView*>(this));
    dc.SetFont(GetFont());
    int widest = 0;
    for (const auto& die : m_dice) {
        for (const wxString& word : wxSplit(to_wx(die.meaning), ' ')) widest = std::max(widest, dc.GetTextExtent(word).x);
    }
    return std::max(FromDIP(kCell), widest + FromDIP(8));
}

/// `text` broken at spaces into lines no wider than `width` (a word longer than the width keeps
/// its own line whole: never cut, never ellipsized).
std::vector<wxString> DiceView::wrap(wxDC& dc, const wxString& text, int width) {
    return wrap_words(text, width, [&](const wxString& t) { return dc.GetTextExtent(t).x; });
}

int DiceView::row_height() const {
    wxClientDC dc(const_cast<DiceView*>(this));
    dc.SetFont(GetFont());
    std::size_t lines = 1;
    for (const auto& die : m_dice) {
        lines = std::max(lines, wrap(dc, to_wx(die.meaning), m_cell - FromDIP(6)).size());
    }
    return FromDIP(kDie + 14) + static_cast<int>(lines) * dc.GetCharHeight();
}

void DiceView::set_dice(std::vector<engine::RolledDie> dice) {
    m_dice = std::move(dice);
    m_cell = cell_width();
    const int rows = (static_cast<int>(m_dice.size()) + per_row() - 1) / per_row();
    m_row_height = row_height();
    SetVirtualSize(-1, std::max(1, rows) * m_row_height);
    Refresh();
}

int DiceView::content_height() const {
    const int rows = (static_cast<int>(m_dice.size()) + per_row() - 1) / per_row();
    return std::max(1, rows) * m_row_height;
}

void DiceView::draw_die(wxDC& dc, const engine::RolledDie& die, const wxRect& box, const wxFont& base) {
    const std::string& f = die.face;
    wxColour fill(250, 250, 245);
    if (f == "face-green-hit") fill = wxColour(115, 210, 22);
    if (f == "face-blue-hit") fill = wxColour(114, 159, 207);
    if (f == "face-red-hit") fill = wxColour(239, 41, 41);
    dc.SetPen(wxPen(wxColour(60, 60, 60), 2));
    dc.SetBrush(wxBrush(fill));
    dc.DrawRoundedRectangle(box, box.width / 6);
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(*wxBLACK_BRUSH);
    if (die.die == "D6" && f.size() == 1 && f[0] >= '1' && f[0] <= '6') {
        pips(dc, box, f[0] - '0');
    } else if (f == "face-special" || f == "face-tactical-advantage") {
        dc.SetBrush(wxBrush(wxColour(237, 212, 0)));
        dc.SetPen(wxPen(wxColour(120, 100, 0), 1));
        star(dc, wxPoint(box.x + box.width / 2, box.y + box.height / 2), box.width * 2 / 5);
    } else if (f == "face-flag") {
        flag(dc, box);
    } else if (f == "face-infantry" || f == "face-cavalry" || f == "face-artillery") {
        unit_symbol(dc, box, f.substr(5));
    } else if (f == "face-order-letter") {
        big_letter(dc, box, "O", base);
    } else if (numbered_face(die.die, f)) {
        big_letter(dc, box, to_wx(f), base);
    } else if (f == "face-green-hit" || f == "face-blue-hit" || f == "face-red-hit") {
        dc.SetBrush(*wxWHITE_BRUSH);
        dc.DrawCircle(box.x + box.width / 2, box.y + box.height / 2, box.width / 6);
    } else {
        dc.SetTextForeground(*wxBLACK);
        const wxSize t = dc.GetTextExtent(to_wx(f));
        dc.DrawText(to_wx(f), box.x + (box.width - t.x) / 2, box.y + (box.height - t.y) / 2);
    }
}

bool DiceView::labels_fit() const {
    wxClientDC dc(const_cast<DiceView*>(this));
    dc.SetFont(GetFont());
    for (const auto& die : m_dice) {
        for (const wxString& line : wrap(dc, to_wx(die.meaning), m_cell - FromDIP(6))) {
            if (dc.GetTextExtent(line).x > m_cell) {
                return false;
            }
        }
    }
    return true;
}

void DiceView::on_paint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    DoPrepareDC(dc);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW)));
    dc.Clear();
    dc.SetFont(GetFont());
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    if (m_dice.empty()) {
        dc.SetTextForeground(text);
        dc.DrawText(_("Roll, or enter the dice you rolled: they appear here."), FromDIP(8), FromDIP(8));
        return;
    }
    const int cell = m_cell;
    const int size = FromDIP(kDie);
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        const int col = static_cast<int>(i) % per_row();
        const int row = static_cast<int>(i) / per_row();
        const wxRect box(col * cell + (cell - size) / 2, row * m_row_height + FromDIP(4), size, size);
        draw_die(dc, m_dice[i], box, GetFont());
        dc.SetTextForeground(text);
        // What the die meant, wrapped under it: whole words, never cut.
        int y = box.GetBottom() + FromDIP(4);
        for (const wxString& line : wrap(dc, to_wx(m_dice[i].meaning), cell - FromDIP(6))) {
            const int w = dc.GetTextExtent(line).x;
            dc.DrawText(line, col * cell + (cell - w) / 2, y);
            y += dc.GetCharHeight();
        }
    }
}

} // namespace ost::app
