// The delayed progress dialog: created at the first update after the delay, updated at each
// step, its Cancel button turned into the core's cancellation.
#include "app/delayed_progress.h"

#include "app/i18n/wx_text.h"

#include <wx/progdlg.h>

#include <algorithm>

namespace ost::app {

DelayedProgress::DelayedProgress(wxWindow* parent, wxString title, std::chrono::milliseconds delay)
    : m_parent(parent), m_title(std::move(title)), m_delay(delay), m_start(std::chrono::steady_clock::now()) {}

DelayedProgress::~DelayedProgress() = default;

void DelayedProgress::update(double fraction, const Text& message) {
    const int value = std::clamp(static_cast<int>(fraction * 1000.0), 0, 1000);
    if (!m_dialog) {
        if (std::chrono::steady_clock::now() - m_start < m_delay) {
            return; // quick so far: no dialog flashing up
        }
        m_dialog = std::make_unique<wxProgressDialog>(m_title, to_wx(message), 1000, m_parent,
                                                      wxPD_APP_MODAL | wxPD_CAN_ABORT | wxPD_ELAPSED_TIME);
    }
    // Update runs the event loop (repaints, the Cancel button); false once Cancel was pressed.
    if (!m_dialog->Update(std::min(value, 999), to_wx(message))) {
        m_cancelled = true;
    }
}

} // namespace ost::app
