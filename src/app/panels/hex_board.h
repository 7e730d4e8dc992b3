// The hex board of the Legality page: the player places shooter, target, units, woods, houses
// and hills by clicking, and sees the line of sight drawn and judged hex by hex (board="hex").
#pragma once

#include "core/engine/legality/hex_grid.h"
#include "core/engine/legality/hex_line_of_sight.h"

#include <wx/geometry.h>
#include <wx/window.h>

#include <functional>
#include <optional>
#include <string>

namespace ost::app {

/// A custom window drawn with wxDC. A click applies the current tool to the hex under the mouse;
/// moving the mouse aims the line from the shooter at the hex under it (the placed target when
/// the mouse is elsewhere), and the line is judged again by engine::legality on every move.
class HexBoard final : public wxWindow {
public:
    enum class Tool { Shooter, Target, Friend, Enemy, Elephant, Wood, House, Hill, Clear };
    enum class ShooterKind { Artillery, LightWeapons, Elephant };

    HexBoard(wxWindow* parent, int columns = 11, int rows = 8);

    /// The sections the reasons cite: the system's <hex-sight> (LegalityService::hex_sight()).
    void set_sight(const engine::legality::HexSightRules& rules);
    void set_tool(Tool tool) { m_tool = tool; }
    Tool tool() const { return m_tool; }
    /// What the shooter is (artillery shoots over troops from a hill; elephants over troops).
    void set_shooter_kind(ShooterKind kind);
    ShooterKind shooter_kind() const { return m_kind; }
    /// What a click on `hex` does with the current tool (also used by the smoke test).
    void apply(engine::legality::HexCoord hex);
    /// Aims the line at `hex` as if the mouse were over it (nullopt: back to the target).
    void aim_at(std::optional<engine::legality::HexCoord> hex);
    /// Removes everything from the board.
    void clear_board();
    /// What the player placed (hexes, terrain, heights, units, shooter kind) as one line of text,
    /// so a language switch (which rebuilds the window) keeps the board.
    std::string save_state() const;
    /// Puts back a board saved by save_state(); labels come out in the current language.
    /// Malformed entries are skipped (the text is our own, never user input).
    void restore_state(const std::string& state);
    /// The judged line currently drawn, or nullptr when no shooter or no aim.
    const engine::legality::LineOfSight* line_of_sight() const;
    const engine::legality::HexGrid& grid() const { return m_grid; }
    /// Where the shooter and the target stand, when placed.
    std::optional<engine::legality::HexCoord> shooter_hex() const { return m_shooter; }
    std::optional<engine::legality::HexCoord> target_hex() const { return m_target; }
    /// The hex the line is aimed at instead of the placed target (mouse over the board), if any.
    std::optional<engine::legality::HexCoord> aim_hex() const { return m_aim; }
    /// Whether the line drawn is a preview to the hex under the mouse, not the line to the
    /// placed target the verdict judges.
    bool previewing() const { return m_aim && !(m_target && *m_aim == *m_target); }
    /// Called after any change of the board or of the aim.
    void set_on_change(std::function<void()> callback) { m_on_change = std::move(callback); }
    /// Whether `hex` is on the board (columns × rows, odd rows shifted right).
    bool contains(engine::legality::HexCoord hex) const;
    /// The hex under window point `p`, if it is on the board.
    std::optional<engine::legality::HexCoord> hex_at(wxPoint p) const;
    /// The board hex at column `col`, row `row`.
    static engine::legality::HexCoord hex_of(int col, int row);

private:
    void on_paint(wxPaintEvent& event);
    /// The six corners of hex `h`, at `scale` of the hex size.
    std::vector<wxPoint> corners(engine::legality::HexCoord h, double scale) const;
    void draw_terrain(wxDC& dc) const;
    void draw_line(wxDC& dc) const;  ///< the judged hexes and the line between the two centres
    void draw_units(wxDC& dc) const;
    void draw_levels(wxDC& dc) const; ///< hill levels
    void on_motion(wxMouseEvent& event);
    void on_click(wxMouseEvent& event);
    void on_leave(wxMouseEvent& event);
    void judge();
    double hex_size() const;
    wxPoint2DDouble centre(engine::legality::HexCoord hex) const;
    engine::legality::HexUnit shooter_unit() const;

    int m_columns;
    int m_rows;
    engine::legality::HexSightRules m_sight; ///< empty until a system is shown
    Tool m_tool = Tool::Shooter;
    ShooterKind m_kind = ShooterKind::Artillery;
    engine::legality::HexGrid m_grid;
    std::optional<engine::legality::HexCoord> m_shooter;
    std::optional<engine::legality::HexCoord> m_target;
    std::optional<engine::legality::HexCoord> m_aim;
    std::optional<engine::legality::LineOfSight> m_los;
    std::function<void()> m_on_change;
};

} // namespace ost::app
