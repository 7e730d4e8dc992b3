// HexBoard drawing (pointy-top hexes, odd rows shifted right) and mouse handling.
// Every change re-judges the line with engine::legality::judge_line_of_sight.
#include "app/panels/hex_board.h"

#include <cstdio>

#include <wx/dcbuffer.h>
#include <wx/dcgraph.h>
#include <wx/intl.h>

#include <algorithm>
#include <cmath>

namespace ost::app {

using engine::legality::HexCoord;
using engine::legality::HexJudgement;
using engine::legality::HexRole;
using engine::legality::HexUnit;

namespace {
constexpr double kSqrt3 = 1.7320508075688772;
constexpr int kMargin = 6;

wxColour terrain_colour(const engine::legality::HexGrid& grid, HexCoord h) {
    const auto& cell = grid.at(h);
    if (cell.terrain == "wood") return {123, 160, 91};
    if (cell.terrain == "house") return {176, 140, 120};
    const int level = grid.level(h);
    if (level >= 2) return {190, 150, 95};
    if (level == 1) return {222, 190, 130};
    return {240, 234, 214};
}
} // namespace

HexBoard::HexBoard(wxWindow* parent, int columns, int rows)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxFULL_REPAINT_ON_RESIZE),
      m_columns(columns), m_rows(rows) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(360, 260)));
    Bind(wxEVT_PAINT, &HexBoard::on_paint, this);
    Bind(wxEVT_MOTION, &HexBoard::on_motion, this);
    Bind(wxEVT_LEFT_DOWN, &HexBoard::on_click, this);
    Bind(wxEVT_LEAVE_WINDOW, &HexBoard::on_leave, this);
    SetToolTip(_("Click to place what the tool says; move the mouse to aim the line of sight."));
}

HexCoord HexBoard::hex_of(int col, int row) { return {col - (row - (row & 1)) / 2, row}; }

bool HexBoard::contains(HexCoord hex) const {
    const int row = hex.r;
    const int col = hex.q + (row - (row & 1)) / 2;
    return row >= 0 && row < m_rows && col >= 0 && col < m_columns;
}

void HexBoard::set_sight(const engine::legality::HexSightRules& rules) {
    m_sight = rules;
    judge();
}

void HexBoard::set_shooter_kind(ShooterKind kind) {
    m_kind = kind;
    if (m_shooter) m_grid.set_unit(*m_shooter, shooter_unit());
    judge();
}

HexUnit HexBoard::shooter_unit() const {
    switch (m_kind) {
    case ShooterKind::Artillery: return {0, true, false, std::string(_("Art.").utf8_str())};
    case ShooterKind::LightWeapons: return {0, false, false, std::string(_("Shot").utf8_str())};
    case ShooterKind::Elephant: return {0, false, true, std::string(_("Eleph.").utf8_str())};
    }
    return {};
}

void HexBoard::apply(HexCoord hex) {
    if (!contains(hex)) return;
    const auto clear_roles = [&] {
        if (m_shooter == hex) m_shooter.reset();
        if (m_target == hex) m_target.reset();
    };
    switch (m_tool) {
    case Tool::Shooter:
        if (m_shooter) m_grid.set_unit(*m_shooter, std::nullopt);
        if (m_target == hex) m_target.reset();
        m_shooter = hex;
        m_grid.set_unit(hex, shooter_unit());
        break;
    case Tool::Target:
        if (m_target) m_grid.set_unit(*m_target, std::nullopt);
        if (m_shooter == hex) m_shooter.reset();
        m_target = hex;
        m_grid.set_unit(hex, HexUnit{1, false, false, std::string(_("Target").utf8_str())});
        break;
    case Tool::Friend:
        clear_roles();
        m_grid.set_unit(hex, HexUnit{0, false, false, std::string(_("Unit").utf8_str())});
        break;
    case Tool::Enemy:
        clear_roles();
        m_grid.set_unit(hex, HexUnit{1, false, false, std::string(_("Unit").utf8_str())});
        break;
    case Tool::Elephant:
        clear_roles();
        m_grid.set_unit(hex, HexUnit{1, false, true, std::string(_("Eleph.").utf8_str())});
        break;
    case Tool::Wood: m_grid.set_terrain(hex, m_grid.at(hex).terrain == "wood" ? "open" : "wood"); break;
    case Tool::House: m_grid.set_terrain(hex, m_grid.at(hex).terrain == "house" ? "open" : "house"); break;
    case Tool::Hill: {
        // Each click raises the hill one level, up to 2, then back to the plain.
        const int level = m_grid.level(hex);
        if (level >= 2) m_grid.set_terrain(hex, "open", 0);
        else m_grid.set_terrain(hex, "hill", level + 1);
        break;
    }
    case Tool::Clear:
        clear_roles();
        m_grid.set_unit(hex, std::nullopt);
        m_grid.set_terrain(hex, "open", 0);
        break;
    }
    judge();
}

void HexBoard::aim_at(std::optional<HexCoord> hex) {
    if (hex && !contains(*hex)) hex.reset();
    if (hex == m_aim) return;
    m_aim = hex;
    judge();
}

void HexBoard::clear_board() {
    m_grid.clear();
    m_shooter.reset();
    m_target.reset();
    m_aim.reset();
    judge();
}

std::string HexBoard::save_state() const {
    // "kind;q,r,terrain,level,who;…" with who: S shooter, T target, F friend, E enemy, L elephant, - none.
    std::string out = std::to_string(static_cast<int>(m_kind));
    for (const auto& [hex, cell] : m_grid.cells()) {
        char who = '-';
        if (m_shooter == hex) who = 'S';
        else if (m_target == hex) who = 'T';
        else if (cell.unit) who = cell.unit->elephant ? 'L' : cell.unit->side == 0 ? 'F' : 'E';
        out += ";" + std::to_string(hex.q) + "," + std::to_string(hex.r) + "," + cell.terrain + "," +
               std::to_string(cell.level) + "," + who;
    }
    return out;
}

void HexBoard::restore_state(const std::string& state) {
    std::vector<std::string> entries;
    std::size_t start = 0;
    while (start <= state.size()) {
        const auto end = std::min(state.find(';', start), state.size());
        entries.push_back(state.substr(start, end - start));
        start = end + 1;
    }
    if (entries.empty() || entries.front().size() != 1 || entries.front()[0] < '0' || entries.front()[0] > '2') return;
    m_grid.clear();
    m_shooter.reset();
    m_target.reset();
    m_aim.reset();
    m_kind = static_cast<ShooterKind>(entries.front()[0] - '0');
    const Tool tool = m_tool;
    for (std::size_t i = 1; i < entries.size(); ++i) {
        std::vector<std::string> f;
        std::size_t from = 0;
        for (std::size_t comma; (comma = entries[i].find(',', from)) != std::string::npos; from = comma + 1)
            f.push_back(entries[i].substr(from, comma - from));
        f.push_back(entries[i].substr(from));
        if (f.size() != 5 || f[4].size() != 1) continue;
        int q = 0, r = 0, level = 0;
        if (std::sscanf(f[0].c_str(), "%d", &q) != 1 || std::sscanf(f[1].c_str(), "%d", &r) != 1 ||
            std::sscanf(f[3].c_str(), "%d", &level) != 1)
            continue;
        const HexCoord hex{q, r};
        if (!contains(hex)) continue;
        m_grid.set_terrain(hex, f[2], level);
        const char who = f[4][0];
        const Tool place = who == 'S' ? Tool::Shooter : who == 'T' ? Tool::Target : who == 'F' ? Tool::Friend
                         : who == 'E' ? Tool::Enemy : who == 'L' ? Tool::Elephant : Tool::Clear;
        if (place == Tool::Clear) continue;
        m_tool = place;
        apply(hex);
    }
    m_tool = tool;
    judge();
}

const engine::legality::LineOfSight* HexBoard::line_of_sight() const {
    return m_los ? &*m_los : nullptr;
}

void HexBoard::judge() {
    m_los.reset();
    const auto to = m_aim ? m_aim : m_target;
    if (m_shooter && to && !(*to == *m_shooter))
        m_los = engine::legality::judge_line_of_sight(m_grid, *m_shooter, *to, m_sight);
    Refresh(false);
    if (m_on_change) m_on_change();
}

double HexBoard::hex_size() const {
    const wxSize size = GetClientSize();
    const double w = (size.x - 2.0 * kMargin) / (kSqrt3 * (m_columns + 0.5));
    const double h = (size.y - 2.0 * kMargin) / (1.5 * m_rows + 0.5);
    return std::max(4.0, std::min(w, h));
}

wxPoint2DDouble HexBoard::centre(HexCoord hex) const {
    const double s = hex_size();
    return {kMargin + s * kSqrt3 * (hex.q + hex.r / 2.0) + s * kSqrt3 / 2.0,
            kMargin + s * 1.5 * hex.r + s};
}

std::optional<HexCoord> HexBoard::hex_at(wxPoint p) const {
    const double s = hex_size();
    const double x = (p.x - kMargin - s * kSqrt3 / 2.0) / s;
    const double y = (p.y - kMargin - s) / s;
    const double q = kSqrt3 / 3.0 * x - y / 3.0;
    const double r = 2.0 / 3.0 * y;
    const double cs = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(cs);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - cs);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    const HexCoord h{static_cast<int>(rq), static_cast<int>(rr)};
    if (!contains(h)) return std::nullopt;
    return h;
}

void HexBoard::on_motion(wxMouseEvent& event) { aim_at(hex_at(event.GetPosition())); }

void HexBoard::on_click(wxMouseEvent& event) {
    if (const auto h = hex_at(event.GetPosition())) apply(*h);
    event.Skip();
}

void HexBoard::on_leave(wxMouseEvent&) { aim_at(std::nullopt); }

std::vector<wxPoint> HexBoard::corners(HexCoord h, double scale) const {
    const auto c = centre(h);
    const double s = hex_size();
    std::vector<wxPoint> pts;
    for (int i = 0; i < 6; ++i) {
        const double angle = M_PI / 180.0 * (60.0 * i - 30.0);
        pts.emplace_back(static_cast<int>(std::lround(c.m_x + scale * s * std::cos(angle))),
                         static_cast<int>(std::lround(c.m_y + scale * s * std::sin(angle))));
    }
    return pts;
}

void HexBoard::on_paint(wxPaintEvent&) {
    wxAutoBufferedPaintDC paint(this);
    paint.SetBackground(wxBrush(GetBackgroundColour()));
    paint.Clear();
    wxGCDC dc(paint);
    draw_terrain(dc);
    draw_line(dc);
    draw_units(dc); // over the line
    draw_levels(dc);
}

void HexBoard::draw_terrain(wxDC& dc) const {
    const double s = hex_size();
    dc.SetPen(wxPen(wxColour(150, 140, 120), 1));
    for (int row = 0; row < m_rows; ++row)
        for (int col = 0; col < m_columns; ++col) {
            const HexCoord h = hex_of(col, row);
            dc.SetBrush(wxBrush(terrain_colour(m_grid, h)));
            const auto pts = corners(h, 1.0);
            dc.DrawPolygon(static_cast<int>(pts.size()), pts.data());
            if (m_grid.at(h).terrain == "house") {
                const auto c = centre(h);
                dc.SetBrush(wxBrush(wxColour(120, 80, 60)));
                dc.DrawRectangle(wxRect(static_cast<int>(c.m_x - s * 0.45), static_cast<int>(c.m_y + s * 0.25),
                                        static_cast<int>(s * 0.3), static_cast<int>(s * 0.25)));
            }
            if (m_grid.at(h).terrain == "wood") {
                const auto c = centre(h);
                dc.SetBrush(wxBrush(wxColour(60, 110, 50)));
                dc.DrawCircle(wxPoint(static_cast<int>(c.m_x - s * 0.4), static_cast<int>(c.m_y + s * 0.35)),
                              static_cast<int>(s * 0.16));
            }
        }
}

void HexBoard::draw_line(wxDC& dc) const {
    if (!m_los) return;
    // The judged line, hex by hex: red blocks, orange masks one side of an edge only, green clear.
    for (const HexJudgement& j : m_los->hexes) {
        if (j.role == HexRole::Shooter || j.role == HexRole::Target) continue;
        wxColour colour = j.blocks ? wxColour(220, 40, 40, 120)
                          : j.masks ? wxColour(240, 150, 20, 110)
                                    : wxColour(60, 180, 80, 70);
        dc.SetBrush(wxBrush(colour));
        dc.SetPen(wxPen(colour.ChangeLightness(60), j.blocks ? 3 : 1));
        const auto pts = corners(j.hex, 0.92);
        dc.DrawPolygon(static_cast<int>(pts.size()), pts.data());
    }
    // The aimed hex.
    const wxColour verdict = m_los->clear ? wxColour(20, 140, 50) : wxColour(200, 20, 20);
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.SetPen(wxPen(verdict, 3));
    const auto pts = corners(m_los->target, 0.92);
    dc.DrawPolygon(static_cast<int>(pts.size()), pts.data());
    // The line between the two centres.
    const auto a = centre(m_los->shooter);
    const auto b = centre(m_los->target);
    dc.SetPen(wxPen(verdict, 3, m_los->clear ? wxPENSTYLE_SOLID : wxPENSTYLE_SHORT_DASH));
    dc.DrawLine(static_cast<int>(a.m_x), static_cast<int>(a.m_y), static_cast<int>(b.m_x), static_cast<int>(b.m_y));
}

void HexBoard::draw_units(wxDC& dc) const {
    const double s = hex_size();
    wxFont font = GetFont();
    font.SetPointSize(std::max(6, static_cast<int>(s * 0.25)));
    dc.SetFont(font);
    for (const auto& [h, cell] : m_grid.cells()) {
        if (!cell.unit || !contains(h)) continue;
        const auto c = centre(h);
        const bool shooter = m_shooter == h;
        const wxColour fill = cell.unit->side == 0 ? wxColour(70, 110, 200) : wxColour(200, 70, 60);
        dc.SetBrush(wxBrush(fill));
        dc.SetPen(wxPen(shooter ? wxColour(250, 210, 40) : wxColour(40, 40, 40), shooter ? 3 : 1));
        const int w = static_cast<int>(s * 1.5), hgt = static_cast<int>(s * 0.62);
        dc.DrawRoundedRectangle(static_cast<int>(c.m_x - w / 2.0), static_cast<int>(c.m_y - hgt / 2.0), w, hgt,
                                s * 0.12);
        const wxString label = wxString::FromUTF8(cell.unit->label);
        const wxSize ext = dc.GetTextExtent(label);
        dc.SetTextForeground(*wxWHITE);
        dc.DrawText(label, static_cast<int>(c.m_x - ext.x / 2.0), static_cast<int>(c.m_y - ext.y / 2.0));
    }
}

void HexBoard::draw_levels(wxDC& dc) const {
    const double s = hex_size();
    dc.SetTextForeground(wxColour(90, 60, 20));
    for (const auto& [h, cell] : m_grid.cells()) {
        const int level = m_grid.level(h);
        if (level == 0 || !contains(h)) continue;
        const auto c = centre(h);
        dc.DrawText(wxString::Format("%d", level), static_cast<int>(c.m_x + s * 0.3),
                    static_cast<int>(c.m_y - s * 0.8));
    }
}

} // namespace ost::app
