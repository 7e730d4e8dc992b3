// GUI smoke test driven from inside the app (ost-smoke --smoke-test DIR, a test executable): visits
// each area in English and French, saves a PNG of the window for each, exits non-zero on any error.
#pragma once

#include "app/app_hook.h"
#include "app/user_dialogs.h"

#include <wx/gdicmn.h>
#include <wx/log.h>
#include <wx/timer.h>

#include <condition_variable>
#include <deque>
#include <functional>
#include <filesystem>
#include <mutex>
#include <thread>
#include <memory>
#include <string>
#include <vector>

namespace ost::app {

class Application;

/// Every text cut short under `root` (a label wider than its control or cut by its parent, a
/// list cell cut without a tooltip), as the smoke test checks each page at 1024×700.
std::vector<std::string> clipped_text_problems(wxWindow* root);

/// Counts errors logged through wxLog while passing everything on to stderr.
class CountingLog final : public wxLogStderr {
public:
    int errors() const { return m_errors; }

protected:
    void DoLogRecord(wxLogLevel level, const wxString& message, const wxLogRecordInfo& info) override;

private:
    int m_errors = 0;
};

/// The smoke test's dialogs: errors are logged (and counted), warnings are logged, questions
/// are answered from a script and recorded, so nothing modal stops the run.
class ScriptedDialogs final : public UserDialogs {
public:
    void error(wxWindow* parent, const wxString& what, const wxString& why) override;
    void warning(wxWindow* parent, const wxString& what, const wxString& details) override;
    std::size_t ask(const Question& question) override;
    /// The answers the next questions get, in order (an unexpected question logs an error).
    void script(std::deque<std::size_t> answers) { m_answers = std::move(answers); }
    /// Questions asked so far.
    int asked() const { return m_asked; }
    /// A progress that logs each step ("smoke test: progress N% message") and, after
    /// cancel_loads(), presses Cancel at its first step.
    std::unique_ptr<ProgressSink> progress(wxWindow* parent, const wxString& title) override;
    void cancel_loads() { m_cancel_loads = true; }
    /// Makes every progress step take `ms` more (a slow roster load, whatever the roster's size).
    void slow_loads(long ms) { m_slow_load_ms = ms; }
    /// The next dialog shown modally is shown (not modal), given to `answer` to read and then
    /// closed with the id `answer` returns; a dialog with no answer scripted logs an error.
    int show_modal(wxDialog& dialog) override;
    void script_dialog(std::function<int(wxDialog&)> answer) { m_dialog_answer = std::move(answer); }

private:
    std::deque<std::size_t> m_answers;
    std::function<int(wxDialog&)> m_dialog_answer;
    int m_asked = 0;
    bool m_cancel_loads = false;
    long m_slow_load_ms = 0;
};

/// The hook: adds --smoke-test DIR, installs ScriptedDialogs and runs the steps on a timer.
class SmokeTest final : public AppHook {
public:
    /// `dialogs` is the app's (installed by the smoke executable), scripted by the steps.
    explicit SmokeTest(ScriptedDialogs& dialogs);
    ~SmokeTest() override;
    void add_options(wxCmdLineParser& parser) override;
    bool options_parsed(wxCmdLineParser& parser) override;
    void started(Application& app) override;

private:
    void next_step();
    void capture(const std::string& name);
    /// Ends the run with `code` (stopping the watchdog first).
    void finish(int code);
    /// A thread that ends the process with a message when the run has not finished after
    /// `seconds` (a hang, or a modal dialog nobody answers): --smoke-test never hangs.
    void start_watchdog(int seconds);
    void stop_watchdog();

    ScriptedDialogs& m_dialogs;
    Application* m_app = nullptr;
    std::filesystem::path m_dir;
    std::unique_ptr<wxTimer> m_timer; ///< made once wx runs
    CountingLog* m_log = nullptr;
    wxLog* m_previous_log = nullptr;
    std::size_t m_step = 0;
    std::vector<std::string> m_saved;
    bool m_start_only = false; ///< --smoke-start: only check that the main window comes up
    bool m_workspace = false;  ///< --smoke-workspace: the workspace scenario (workspace_smoke.h)
    bool m_roster = false;     ///< --smoke-roster: the Rosters page as issue 29 found it (roster_smoke.h)
    bool m_toy = false;        ///< --smoke-toy: the toy game's Engine pages (toy_smoke.h)
    bool m_pages = false;      ///< --smoke-pages: every page checked for cut text (pages_smoke.h)

    std::filesystem::path m_organiser; ///< --smoke-organiser DIR: the Organiser page (organiser_smoke.h)
    wxSize m_organiser_size{1024, 700}; ///< --smoke-organiser-size WxH

    bool m_guide = false; ///< --smoke-guide: the welcome page and the guide (guide_smoke.h)
    bool m_welcome_checked = false; ///< the first start's welcome page was looked at
    std::thread m_watchdog;
    std::mutex m_watchdog_mutex;
    std::condition_variable m_watchdog_stop;
    bool m_finished = false;
};

} // namespace ost::app
