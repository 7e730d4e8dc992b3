// ost-gui-bench's measuring loop: an action, then the real event loop until the app is quiet, timed
// with the thread's and the process's CPU clocks; medians and p95 over the repetitions.
#include "gui_bench_timing.h"

#include <wx/evtloop.h>
#include <wx/log.h>
#include <wx/window.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>

#include <time.h>

namespace ost::app {
namespace {
using Clock = std::chrono::steady_clock;

double clock_ms(clockid_t id) {
    timespec ts{};
    clock_gettime(id, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double since_ms(Clock::time_point from) {
    return std::chrono::duration<double, std::milli>(Clock::now() - from).count();
}

/// One turn of the event loop, waiting at most `ms`; true when something was dispatched.
bool dispatch(int ms) {
    auto* loop = wxEventLoopBase::GetActive();
    if (loop == nullptr) return false;
    return loop->DispatchTimeout(static_cast<unsigned long>(std::max(ms, 1))) > 0;
}

/// OST_BENCH_PAINTS=1: the windows painted and resized during the last run of each action, printed
/// as "gui-bench:   paint CLASS WxH at X,Y (the area repainted)" (which repaint an action causes).
class PaintTrace final : public wxEventFilter {
public:
    PaintTrace() { wxEvtHandler::AddFilter(this); }
    ~PaintTrace() override { wxEvtHandler::RemoveFilter(this); }
    int FilterEvent(wxEvent& event) override {
        const auto type = event.GetEventType();
        auto* window = wxDynamicCast(event.GetEventObject(), wxWindow);
        if (window == nullptr || (type != wxEVT_PAINT && type != wxEVT_SIZE)) return Event_Skip;
        const wxRect area = type == wxEVT_PAINT ? window->GetUpdateRegion().GetBox() : window->GetRect();
        const auto* parent = window->GetParent();
        const auto name = [](const wxObject* w) { return w != nullptr ? wxString(w->GetClassInfo()->GetClassName()).utf8_string() : "-"; };
        std::cout << "gui-bench:   " << (type == wxEVT_PAINT ? "paint " : "size ") << name(window) << " in " << name(parent)
                  << " " << window->GetSize().x << "x" << window->GetSize().y << ": " << area.width << "x" << area.height
                  << " at " << area.x << "," << area.y << std::endl;
        return Event_Skip;
    }
};

bool paints_wanted() {
    const char* paints = std::getenv("OST_BENCH_PAINTS");
    return paints != nullptr && std::string(paints) == "1";
}

/// The `q`-quantile of `values` (nearest rank).
double quantile(std::vector<double> values, double q) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto rank = static_cast<std::size_t>(q * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(rank, values.size() - 1)];
}
} // namespace

void settle(int quiet_ms) {
    const auto start = Clock::now();
    auto quiet_since = Clock::now();
    while (since_ms(quiet_since) < quiet_ms && since_ms(start) < 5000) {
        if (dispatch(quiet_ms - static_cast<int>(since_ms(quiet_since)))) quiet_since = Clock::now();
    }
}

void wait_until(const std::function<bool()>& done) {
    const auto start = Clock::now();
    while (!done()) {
        if (since_ms(start) > 10000) {
            wxLogError("gui bench: the app did not answer within 10 s");
            return;
        }
        dispatch(5);
    }
}

void drain_timers(int ms) {
    const auto start = Clock::now();
    while (since_ms(start) < ms) dispatch(ms - static_cast<int>(since_ms(start)));
    settle();
}

std::vector<BenchSample> measure_series(int reps, const std::function<void(int)>& act,
                                        const std::function<void()>& before) {
    std::vector<BenchSample> out;
    for (int i = 0; i < reps + 2; ++i) {
        if (before) before();
        const double thread0 = clock_ms(CLOCK_THREAD_CPUTIME_ID);
        const double process0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
        const auto wall0 = Clock::now();
        std::unique_ptr<PaintTrace> trace(i == reps + 1 && paints_wanted() ? new PaintTrace() : nullptr);
        act(i);
        settle();
        trace.reset();
        // The quiet window itself is waiting, not work: it is not counted in the wall time.
        const double wall = since_ms(wall0) - 50.0;
        if (i >= 2) { // two warm-up runs
            out.push_back({clock_ms(CLOCK_THREAD_CPUTIME_ID) - thread0,
                           clock_ms(CLOCK_PROCESS_CPUTIME_ID) - process0, std::max(wall, 0.0)});
        }
    }
    return out;
}

void print_sample(const std::string& name, const std::vector<BenchSample>& series) {
    std::vector<double> thread;
    std::vector<double> process;
    std::vector<double> wall;
    for (const auto& s : series) {
        thread.push_back(s.thread_ms);
        process.push_back(s.process_ms);
        wall.push_back(s.wall_ms);
    }
    char line[400];
    std::snprintf(line, sizeof line,
                  "gui-bench: %s: UI thread CPU median %.2f ms p95 %.2f ms | process CPU median %.2f ms "
                  "p95 %.2f ms | wall median %.2f ms | n=%zu",
                  name.c_str(), quantile(thread, 0.5), quantile(thread, 0.95), quantile(process, 0.5),
                  quantile(process, 0.95), quantile(wall, 0.5), series.size());
    std::cout << line << std::endl;
}

FirstPaint::~FirstPaint() {
    if (m_armed) wxEvtHandler::RemoveFilter(this);
}

void FirstPaint::arm(wxWindow* frame) {
    m_frame = frame;
    m_armed = true;
    wxEvtHandler::AddFilter(this);
}

int FirstPaint::FilterEvent(wxEvent& event) {
    if (!m_painted && event.GetEventType() == wxEVT_PAINT) {
        auto* window = wxDynamicCast(event.GetEventObject(), wxWindow);
        if (window != nullptr && wxGetTopLevelParent(window) == m_frame) {
            m_painted = true;
            m_cpu_ms = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
            const char* t0 = std::getenv("OST_BENCH_T0");
            m_wall_ms = t0 != nullptr ? clock_ms(CLOCK_REALTIME) - std::strtod(t0, nullptr) / 1e6 : -1;
        }
    }
    return Event_Skip;
}

void FirstPaint::wait() {
    const auto start = Clock::now();
    while (!m_painted && since_ms(start) < 10000) dispatch(5);
    if (!m_painted) wxLogError("gui bench: the window was not painted within 10 s");
    if (m_armed) wxEvtHandler::RemoveFilter(this);
    m_armed = false;
}

void FirstPaint::print(const std::string& name) const {
    char line[200];
    std::snprintf(line, sizeof line, "gui-bench: start %s: first paint %.1f ms wall, %.1f ms CPU", name.c_str(),
                  m_wall_ms, m_cpu_ms);
    std::cout << line << std::endl;
}

bool bare_window_wanted() {
    const char* bare = std::getenv("OST_BENCH_BARE");
    return bare != nullptr && std::string(bare) == "1";
}

} // namespace ost::app
