// Work run on a worker thread while a modal progress dialog with Cancel follows it on the UI
// thread (the window keeps repainting): the Organiser page's batch check, the Rules page's rulebook import.
#pragma once

#include "app/i18n/wx_text.h"
#include "core/support/progress.h"

#include <wx/progdlg.h>
#include <wx/utils.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

namespace ost::app {

/// Progress of work running on another thread: the last fraction and message, read by the UI
/// thread; the Cancel button read by the work.
class ThreadProgress final : public ProgressSink {
  public:
    void update(double fraction, const Text& message) override {
        const std::lock_guard lock(m_mutex);
        m_fraction = fraction;
        m_message = message;
        m_changed = true;
    }
    bool cancelled() const override { return m_cancel; }
    void cancel() { m_cancel = true; }
    /// The last update, once (false when nothing changed since the last call).
    bool latest(double& fraction, Text& message) {
        const std::lock_guard lock(m_mutex);
        if (!m_changed) {
            return false;
        }
        fraction = m_fraction;
        message = m_message;
        m_changed = false;
        return true;
    }

  private:
    std::mutex m_mutex;
    double m_fraction = 0;
    Text m_message;
    bool m_changed = false;
    std::atomic<bool> m_cancel{false};
};

/// Runs `work(progress)` on a worker thread while a modal progress dialog titled `title` follows
/// it here; Cancel asks the work to stop at its next step (the core throws UserCancelled).
/// `cancel_at_start` presses Cancel before the first step (a test's scripted Cancel). Returns
/// the work's result, or rethrows what it threw, on this thread.
template <class Result, class Work>
Result run_on_worker(wxWindow* parent, const wxString& title, const wxString& first, Work work,
                     bool cancel_at_start = false) {
    wxProgressDialog dialog(title, first, 1000, parent,
                            wxPD_APP_MODAL | wxPD_CAN_ABORT | wxPD_ELAPSED_TIME | wxPD_AUTO_HIDE);
    ThreadProgress progress;
    if (cancel_at_start) {
        progress.cancel();
    }
    std::optional<Result> result;
    std::exception_ptr error;
    std::atomic<bool> done{false};
    std::thread worker([&] {
        try {
            result.emplace(work(progress));
        } catch (...) {
            error = std::current_exception(); // rethrown below, on the UI thread
        }
        done = true;
    });
    int shown = 0;
    while (!done) {
        double fraction = 0;
        Text message;
        const bool changed = progress.latest(fraction, message);
        if (changed) {
            shown = std::clamp(static_cast<int>(fraction * 1000.0), 0, 999);
        }
        // Update runs the event loop (repaints, the Cancel button); an empty message keeps the last.
        if (!dialog.Update(shown, changed ? to_wx(message) : wxString())) {
            progress.cancel();
        }
        wxMilliSleep(20);
    }
    worker.join();
    if (error) {
        std::rethrow_exception(error);
    }
    return std::move(*result);
}

} // namespace ost::app
