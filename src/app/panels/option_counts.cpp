// OptionCounts: a tick and a spin per option, rewritten in place for each entry shown.
// The counts come from the roster; the edits go back through the owner's callback.
#include "app/panels/option_counts.h"

#include <wx/checkbox.h>
#include <wx/stattext.h>
#include <wx/generic/stattextg.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>

#include <algorithm>

namespace ost::app {

OptionCounts::OptionCounts(wxWindow* parent, Changed changed)
    : wxPanel(parent), m_changed(std::move(changed)) {
    m_grid = new wxFlexGridSizer(3, FromDIP(2), FromDIP(6));
    m_grid->AddGrowableCol(1, 1);
    SetSizer(m_grid);
}

bool OptionCounts::set_rows(const std::vector<OptionCountRow>& rows) {
    // The controls are kept and rewritten row by row; only missing rows are created and rows
    // left over hidden (issue 26: creating GTK controls and laying the window out again made a
    // tick cost 100 ms with a 1000-entry roster).
    bool relayout = rows.size() != m_rows.size();
    const bool freeze = rows.size() > m_ticks.size();
    if (freeze) Freeze();
    for (std::size_t i = m_ticks.size(); i < rows.size(); ++i) add_row(i);
    for (std::size_t i = 0; i < m_ticks.size(); ++i) {
        if (i < rows.size()) {
            relayout = update_row(i, rows[i]) || relayout;
        }
        m_ticks[i]->Show(i < rows.size());
        m_labels[i]->Show(i < rows.size());
        m_spins[i]->Show(i < rows.size());
    }
    m_rows = rows;
    if (freeze) Thaw();
    if (relayout) Layout();
    return relayout;
}

void OptionCounts::add_row(std::size_t i) {
    auto* box = new wxCheckBox(this, wxID_ANY, wxEmptyString);
    // The label apart, cut with "..." by a narrow pane (the tooltip says it whole): a check box's
    // own label is never cut by GTK, which complained at each layout that gave it less (issue 26).
    auto* label = new wxGenericStaticText(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                          wxST_ELLIPSIZE_END | wxST_NO_AUTORESIZE);
    label->SetMinSize(wxSize(FromDIP(40), label->GetCharHeight()));
    label->Bind(wxEVT_LEFT_UP, [this, i](wxMouseEvent&) { tick(i, !m_ticks[i]->GetValue()); });
    // As wide as GTK needs (issue 26: 96 DIP was less than its arrows and digits take, and GTK
    // complained at each layout).
    auto* counter = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                   wxSP_ARROW_KEYS, 1, 1, 1);
    counter->Enable(false);
    counter->SetToolTip(_("How many of the units take it"));
    box->Bind(wxEVT_CHECKBOX, [this, i](wxCommandEvent& e) { tick(i, e.IsChecked()); });
    counter->Bind(wxEVT_SPINCTRL, [this, i](wxSpinEvent& e) { spin(i, e.GetPosition()); });
    m_grid->Add(box, 0, wxALIGN_CENTER_VERTICAL);
    auto* centred = new wxBoxSizer(wxVERTICAL); // the label as wide as the counter leaves, centred
    centred->AddStretchSpacer();
    centred->Add(label, 0, wxEXPAND);
    centred->AddStretchSpacer();
    m_grid->Add(centred, 0, wxEXPAND);
    m_grid->Add(counter, 0, wxALIGN_CENTER_VERTICAL);
    m_ticks.push_back(box);
    m_labels.push_back(label);
    m_spins.push_back(counter);
}

bool OptionCounts::update_row(std::size_t i, const OptionCountRow& row) {
    wxCheckBox* box = m_ticks[i];
    wxGenericStaticText* label = m_labels[i];
    wxSpinCtrl* counter = m_spins[i];
    const bool relabel = label->GetLabel() != row.label;
    if (relabel) label->SetLabel(row.label);
    const wxString tip = row.tooltip.empty() ? row.label : row.tooltip;
    if (box->GetToolTipText() != tip) {
        box->SetToolTip(tip);
        label->SetToolTip(tip);
    }
    if (box->GetValue() != (row.count > 0)) box->SetValue(row.count > 0);
    const int most = std::max({1, row.most, row.count});
    // A counter's bound is set only while it is in use (issue 26: a new range makes GTK lay the
    // window out again and repaint the whole page, and each +/- changes the bound of every option).
    if (row.count > 0 && counter->GetMax() != most) counter->SetRange(1, most);
    if (counter->GetValue() != std::max(1, row.count)) counter->SetValue(std::max(1, row.count));
    if (counter->IsThisEnabled() != (row.count > 0)) counter->Enable(row.count > 0);
    return relabel;
}

std::vector<wxString> OptionCounts::rows_text() const {
    std::vector<wxString> out;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        wxString text = m_labels[i]->GetLabel();
        if (m_ticks[i]->GetValue()) {
            text << wxS(" \u00d7") << m_spins[i]->GetValue();
        }
        out.push_back(text);
    }
    return out;
}

void OptionCounts::tick(std::size_t row, bool on) {
    if (row >= m_rows.size()) {
        return;
    }
    // The counter is enabled or disabled with the edit (set_rows), in the same frame as the rest
    // (issue 26: its new GTK style makes GTK lay the window out and repaint the whole page, once).
    m_ticks[row]->SetValue(on);
    // After the event: the edit rebuilds these rows, the control sending it among them.
    CallAfter([this, id = m_rows[row].id, on] { m_changed(id, on ? std::nullopt : std::optional<int>(0)); });
}

void OptionCounts::spin(std::size_t row, int count) {
    if (row >= m_rows.size()) {
        return;
    }
    m_spins[row]->SetValue(count);
    CallAfter([this, id = m_rows[row].id, count] { m_changed(id, count); });
}

} // namespace ost::app
