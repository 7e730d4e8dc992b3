// A progress dialog that appears only when the work it follows is slow (after a delay), with a
// Cancel button: the core's ProgressSink for work run in steps on the UI thread (the last roster).
#pragma once

#include "core/support/progress.h"

#include <wx/string.h>

#include <chrono>
#include <memory>

class wxProgressDialog;
class wxWindow;

namespace ost::app {

/// Shows nothing while the work is quick; once `delay` has passed at an update, a progress
/// dialog (title, the step's message, a Cancel button) follows the work. Each update lets the
/// event loop run (repaint, the Cancel button); a pressed Cancel makes cancelled() true, so the
/// core stops at its next step (UserCancelled). The dialog goes when this object does.
class DelayedProgress : public ProgressSink {
  public:
    DelayedProgress(wxWindow* parent, wxString title,
                    std::chrono::milliseconds delay = std::chrono::milliseconds(300));
    ~DelayedProgress() override;
    DelayedProgress(const DelayedProgress&) = delete;
    DelayedProgress& operator=(const DelayedProgress&) = delete;

    void update(double fraction, const Text& message) override;
    bool cancelled() const override { return m_cancelled; }

  private:
    wxWindow* m_parent;
    wxString m_title;
    std::chrono::milliseconds m_delay;
    std::chrono::steady_clock::time_point m_start;
    std::unique_ptr<wxProgressDialog> m_dialog;
    bool m_cancelled = false;
};

} // namespace ost::app
