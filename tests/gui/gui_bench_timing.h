// The measuring part of ost-gui-bench (issue 26): CPU of this thread and of the process per action,
// the event loop run until the app is idle again, medians and p95, and the first paint of a window.
#pragma once

#include <wx/eventfilter.h>

#include <functional>
#include <string>
#include <vector>

class wxAppConsole;
class wxWindow;

namespace ost::app {

/// One action: CPU of the UI thread, CPU of the whole process (the search worker too), wall time.
struct BenchSample {
    double thread_ms = 0;
    double process_ms = 0;
    double wall_ms = 0;
};

/// Runs the event loop until nothing happened for `quiet_ms` (at most 5 s): layout, paint, idle
/// handlers and calls posted from other threads all run, as they would after a real click.
void settle(int quiet_ms = 50);
/// Runs the event loop until `done` holds (at most 10 s; an error is logged past that).
void wait_until(const std::function<bool()>& done);
/// Runs the event loop for `ms` without measuring (a pending autosave fires, not in the next action).
void drain_timers(int ms = 700);

/// `reps` measured runs of `act(i)` (after two unmeasured ones), each followed by settle();
/// `before`, when given, runs unmeasured before each.
std::vector<BenchSample> measure_series(int reps, const std::function<void(int)>& act,
                                        const std::function<void()>& before = {});
/// Prints "gui-bench: NAME: thread median … p95 … | process … | wall … (n)" on stdout.
void print_sample(const std::string& name, const std::vector<BenchSample>& series);

/// The first wxEVT_PAINT of any window of a frame, with the wall time since the process was
/// launched (OST_BENCH_T0, ns since the epoch, set by the script just before exec) and the
/// process's CPU time then.
class FirstPaint final : public wxEventFilter {
public:
    ~FirstPaint() override;
    /// Starts watching (before the event loop runs).
    void arm(wxWindow* frame);
    /// Runs the event loop until the first paint (at most 10 s).
    void wait();
    /// "gui-bench: start NAME: first paint X ms wall, Y ms CPU".
    void print(const std::string& name) const;
    int FilterEvent(wxEvent& event) override;

private:
    wxWindow* m_frame = nullptr;
    bool m_armed = false;
    bool m_painted = false;
    double m_wall_ms = 0;
    double m_cpu_ms = 0;
};

/// True when OST_BENCH_BARE=1: ost-gui-bench runs the bare wx window instead of the app.
bool bare_window_wanted();
/// The bare wx window: a frame with the widgets of Ost's window and nothing of Ost (gui_bench_bare.cpp).
wxAppConsole* new_bare_app();

} // namespace ost::app
