// Bar charts of engine odds drawn with wxDC: the outcome probabilities and each distribution
// (losses, stands lost, retreat…) as labelled horizontal bars with their percentages.
#pragma once

#include <wx/scrolwin.h>

#include <vector>

namespace ost::app {

struct ChartBar {
    wxString label;
    double p = 0;
};

/// One chart: a title and its bars.
struct ChartGroup {
    wxString title;
    std::vector<ChartBar> bars;
};

class OddsChart final : public wxScrolledCanvas {
public:
    explicit OddsChart(wxWindow* parent);
    void set_groups(std::vector<ChartGroup> groups);

private:
    void on_paint(wxPaintEvent& event);
    int row_height() const;
    /// True when the group's widest bar label needs more than half the width: its labels then take
    /// their own line(s) above their bars instead of being cut.
    bool stacked(const ChartGroup& group) const;
    /// Greedy word wrap of text into lines at most width pixels wide (a single longer word stays whole).
    std::vector<wxString> wrap(const wxString& text, int width, const wxFont& font) const;
    int text_width(const wxString& text, const wxFont& font) const;
    void update_virtual_size();
    std::vector<ChartGroup> m_groups;
};

} // namespace ost::app
