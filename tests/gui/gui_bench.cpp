// ost-gui-bench (issue 26): the real app driven from inside under Xvfb, CPU per player action (the
// action and the event processing until the app is idle again), and the start to the first paint.
#include "gui_bench_timing.h"
#include "smoke_test.h"

#include "app/application.h"
#include "app/frames/main_frame.h"
#include "app/panels/combat_panel.h"
#include "app/panels/engine_panel.h"
#include "app/panels/option_counts.h"
#include "app/panels/roster_inspector.h"
#include "app/panels/roster_panel.h"
#include "app/panels/roster_tree.h"
#include "app/panels/rules_panel.h"
#include "core/model/roster.h"
#include "core/services/roster_editor.h"

#include <wx/app.h>
#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/cmdline.h>
#include <wx/htmllbox.h>
#include <wx/log.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/timer.h>

#include <cstdlib>
#include <functional>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

namespace ost::app {
namespace {

/// The first window (depth first) under `root` of type T for which `accept` holds.
template <class T>
T* find_child(wxWindow* root, const std::function<bool(T&)>& accept = [](T&) { return true; }) {
    for (wxWindow* child : root->GetChildren()) {
        if (auto* typed = dynamic_cast<T*>(child); typed != nullptr && accept(*typed)) return typed;
        if (auto* found = find_child<T>(child, accept)) return found;
    }
    return nullptr;
}

/// Sends `type` from `control` as a click or a change by the player does.
void send(wxControl& control, wxEventType type, int value = 0) {
    wxCommandEvent event(type, control.GetId());
    event.SetEventObject(&control);
    event.SetInt(value);
    control.GetEventHandler()->ProcessEvent(event);
}

/// The hook of ost-gui-bench: --bench-start (first paint, then quit) or --bench-actions.
class GuiBench final : public AppHook {
public:
    void add_options(wxCmdLineParser& parser) override {
        parser.AddSwitch("", "bench-start", "print the start to the first paint of the main window and quit");
        parser.AddOption("", "bench-reps", "repetitions of each action (default 30)", wxCMD_LINE_VAL_NUMBER);
        parser.AddOption("", "bench-entry", "the roster entry whose count and option are changed", wxCMD_LINE_VAL_STRING);
    }
    bool options_parsed(wxCmdLineParser& parser) override {
        m_start_only = parser.Found("bench-start");
        parser.Found("bench-reps", &m_reps);
        wxString entry;
        if (parser.Found("bench-entry", &entry)) m_entry = entry.utf8_string();
        m_log = std::make_unique<CountingLog>();
        m_previous_log = wxLog::SetActiveTarget(m_log.get());
        ::alarm(600); // never hangs: a stuck run ends with SIGALRM
        return m_reps > 0;
    }
    void started(Application& app) override {
        m_app = &app;
        m_first_paint.arm(app.frame());
        m_timer = std::make_unique<wxTimer>();
        m_timer->Bind(wxEVT_TIMER, [this](wxTimerEvent&) { run(); });
        m_timer->StartOnce(1);
    }
    ~GuiBench() override {
        if (m_log) wxLog::SetActiveTarget(m_previous_log);
    }

private:
    void run();
    void run_actions();
    void rules_keystrokes();
    void roster_actions();
    void play_roster_actions();
    void tick_option(RosterPanel& roster);
    void combat_field();
    void check_count_row(RosterPanel& roster);
    void switch_area();
    MainFrame& frame() { return *m_app->frame(); }

    Application* m_app = nullptr;
    std::unique_ptr<wxTimer> m_timer;
    std::unique_ptr<CountingLog> m_log;
    wxLog* m_previous_log = nullptr;
    FirstPaint m_first_paint;
    bool m_start_only = false;
    long m_reps = 30;
    std::string m_entry = "e5";
};

void GuiBench::run() {
    m_first_paint.wait();
    m_first_paint.print("ost");
    if (!m_start_only) run_actions();
    const int errors = m_log->errors();
    std::cout << "gui-bench: " << errors << " errors logged" << std::endl;
    m_app->exit_with(errors == 0 ? 0 : 1);
}

/// Whether action `name` is to be played: OST_BENCH_ACTIONS, when set, names those to play, comma
/// separated (keystroke, count, tick, select, combat, area; e.g. "tick" to profile a tick alone).
bool wanted(const char* name) {
    const char* list = std::getenv("OST_BENCH_ACTIONS");
    if (list == nullptr || *list == '\0') return true;
    return ("," + std::string(list) + ",").find("," + std::string(name) + ",") != std::string::npos;
}

void GuiBench::run_actions() {
    settle(); // the last roster reopened, the first pages laid out
    print_sample("idle (the measuring loop alone)", measure_series(static_cast<int>(m_reps), [](int) {}));
    if (wanted("keystroke")) rules_keystrokes();
    roster_actions();
    if (wanted("combat")) combat_field();
    if (wanted("area")) switch_area();
}

void GuiBench::rules_keystrokes() {
    frame().show_area(Area::Rules);
    auto& rules = *static_cast<RulesPanel*>(frame().area_panel(Area::Rules));
    auto* box = find_child<wxSearchCtrl>(&rules);
    const std::vector<std::string> words{"charge", "cavalry", "flank", "shooting", "rout"};
    std::size_t word = 0;
    std::size_t letter = 0;
    rules.search_for("");
    settle();
    // One letter typed a keystroke; a word typed, the box is emptied before the next (not measured).
    const auto series = measure_series(static_cast<int>(m_reps), [&](int) {
        box->AppendText(wxString(words[word][letter++]));
        wait_until([&] { return !rules.search_pending(); });
    }, [&] {
        if (letter == words[word].size()) {
            word = (word + 1) % words.size();
            letter = 0;
            rules.search_for("");
            settle();
        }
    });
    print_sample("keystroke in the Rules search", series);
    // The list shows the answer (rows given in one batch to the virtual list).
    rules.search_for("cavalry");
    auto* results = find_child<wxHtmlListBox>(&rules);
    if (results == nullptr || results->GetItemCount() < 2) wxLogError("gui bench: \"cavalry\" listed no results");
    rules.search_for("");
}

void GuiBench::roster_actions() {
    // run_gui_bench.sh fails on a GTK warning between these lines (a control given less room than
    // GTK draws it in: the inspector's counters and option ticks were).
    std::cerr << "gui-bench: roster actions begin" << std::endl;
    play_roster_actions();
    std::cerr << "gui-bench: roster actions end" << std::endl;
}

void GuiBench::play_roster_actions() {
    frame().show_area(Area::Lists);
    auto& roster = frame().rosters();
    if (roster.editor() == nullptr || roster.editor()->roster().entries.size() < 10 || !roster.select_entry(m_entry)) {
        wxLogError("gui bench: no roster open with entry %s (give the roster file on the command line)", m_entry);
        return;
    }
    settle();
    auto* more = find_child<wxButton>(&roster, [](wxButton& b) { return b.GetLabel() == "+"; });
    auto* less = find_child<wxButton>(&roster, [](wxButton& b) { return b.GetLabel() == wxString::FromUTF8("\u2212"); });
    if (wanted("count")) {
        print_sample("+/- on a count", measure_series(static_cast<int>(m_reps), [&](int i) {
            send(i % 2 == 0 ? *more : *less, wxEVT_BUTTON);
        }));
        drain_timers();
        check_count_row(roster);
    }
    if (wanted("tick")) tick_option(roster);
    if (wanted("select")) {
        const auto& entries = roster.editor()->roster().entries;
        print_sample("selecting a roster entry", measure_series(static_cast<int>(m_reps), [&](int i) {
            roster.select_entry(entries[static_cast<std::size_t>(i * 37) % entries.size()].id);
        }));
    }
}

void GuiBench::tick_option(RosterPanel& roster) {
    auto* options = find_child<OptionCounts>(&roster.inspector());
    if (options == nullptr || options->empty()) {
        wxLogError("gui bench: entry %s has no option to tick", m_entry);
        return;
    }
    print_sample("ticking an option", measure_series(static_cast<int>(m_reps), [&](int i) {
        options = find_child<OptionCounts>(&roster.inspector()); // ticking as the player does
        options->tick(0, i % 2 == 0);
    }));
    drain_timers();
}

/// One more "+": the entry's row in the tree says its new number (the row updated in place).
void GuiBench::check_count_row(RosterPanel& roster) {
    auto* tree = find_child<RosterTree>(&roster);
    auto* more = find_child<wxButton>(&roster, [](wxButton& b) { return b.GetLabel() == "+"; });
    const int count = roster.editor()->roster().entry(m_entry)->count + 1;
    send(*more, wxEVT_BUTTON);
    settle();
    const wxString row = tree->GetItemText(tree->GetSelection());
    if (!row.StartsWith(wxString::Format(wxString::FromUTF8("%d \u00d7 "), count))) {
        wxLogError("gui bench: after +, the row of %s should start with %d: %s", m_entry, count, row);
    }
    std::cout << "gui-bench: entry row after +: " << row.utf8_string() << std::endl;
    drain_timers();
}

void GuiBench::combat_field() {
    frame().show_area(Area::Engine);
    auto& engine = *static_cast<EnginePanel*>(frame().area_panel(Area::Engine));
    engine.select_combat();
    settle();
    auto* spin = find_child<wxSpinCtrl>(&engine.combat(), [](wxSpinCtrl& s) { return s.IsShownOnScreen(); });
    if (spin == nullptr) {
        wxLogError("gui bench: the Combat page has no number field");
        return;
    }
    const int start = spin->GetValue();
    print_sample("changing a combat field", measure_series(static_cast<int>(m_reps), [&](int i) {
        spin->SetValue(i % 2 == 0 ? start + 1 : start);
        send(*spin, wxEVT_SPINCTRL, spin->GetValue());
    }));
}

void GuiBench::switch_area() {
    const Area areas[] = {Area::Lists, Area::Rules, Area::Engine};
    print_sample("switching area", measure_series(static_cast<int>(m_reps), [&](int i) {
        frame().show_area(areas[i % 3]);
    }));
}

wxAppConsole* create_bench_app() {
    wxAppConsole::CheckBuildOptions(WX_BUILD_OPTIONS_SIGNATURE, "ost-gui-bench");
    if (bare_window_wanted()) return new_bare_app();
    auto* app = new Application();
    app->set_dialogs(std::make_unique<ScriptedDialogs>());
    app->set_hook(std::make_unique<GuiBench>());
    return app;
}
} // namespace
} // namespace ost::app

wxAppInitializer wxTheAppInitializer(ost::app::create_bench_app);

ost::app::Application& wxGetApp() { return *static_cast<ost::app::Application*>(wxApp::GetInstance()); }

wxIMPLEMENT_WX_THEME_SUPPORT
wxIMPLEMENT_WXWIN_MAIN
