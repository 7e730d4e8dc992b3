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
    std::vector<ChartGroup> m_groups;
};

} // namespace ost::app
