// The wxApp of Ost: command line, language, session, main frame, and last-resort error handling.
// Test executables hand it an AppHook (the GUI smoke test); the real app runs without one.
#pragma once

#include "app/app_hook.h"
#include "app/user_dialogs.h"
#include "core/services/session.h"

#include <wx/app.h>
#include <wx/string.h>

class wxFrame;

#include <exception>
#include <filesystem>
#include <memory>
#include <string>

namespace ost::app {

class MainFrame;

class Application final : public wxApp {
public:
    Application();
    ~Application() override;

    bool OnInit() override;
    int OnRun() override;
    int OnExit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;
    bool OnExceptionInMainLoop() override;
    void OnUnhandledException() override;

    Session& session() { return *m_session; }
    MainFrame* frame() const { return m_frame; }
    const std::string& language() const { return m_language; }

    /// Applies `language` to the UI and rebuilds the main window in place, keeping the current
    /// area and each area's state; the open roster and list stay in the session's workspace
    /// (history, unsaved state, a note being typed). The choice is saved for the next start.
    void switch_language(const std::string& language);
    /// Closes the window and opens a new one as a fresh start does, from the settings alone
    /// (area, tab, list browsed, open roster and its selected unit, sashes): the smoke test's
    /// "restart" (issue 15: a restart returns to the tab and list the player left). The
    /// workspace's documents are closed first, as quitting does.
    void restart_window();

    /// Shows "what failed" with the cause underneath, through dialogs().
    void show_error(const wxString& what, const wxString& why);
    /// Errors, warnings and the core's questions (the app's Prompter): modal dialogs unless a
    /// test replaced them with set_dialogs().
    UserDialogs& dialogs() { return *m_dialogs; }
    /// For test executables, before the app starts: other dialogs, and a hook on start-up.
    void set_dialogs(std::unique_ptr<UserDialogs> dialogs) { m_dialogs = std::move(dialogs); }
    void set_hook(std::unique_ptr<AppHook> hook) { m_hook = std::move(hook); }
    /// Runs `action`, reporting any exception it throws with show_error(what, cause).
    template <class F> void guarded(const wxString& what, F&& action) {
        try {
            action();
        } catch (...) {
            report_exception(what, std::current_exception());
        }
    }
    void report_exception(const wxString& what, std::exception_ptr error);
    /// Ends the main loop with `code` as the process exit status.
    void exit_with(int code);
    /// The roster file named on the command line (`ost FILE`, as a file manager launches it),
    /// made absolute; empty when none. Kept until the roster editor can open it.
    const std::filesystem::path& pending_file() const { return m_pending_file; }

private:
    /// OnInit's work: false when Ost cannot start or the user chose to quit.
    bool start();
    void create_frame();
    /// Says in the status bar when nothing the user does is kept (read-only, in memory).
    void show_session_state();
    /// Gives `frame` the Ost icon from share/icons/hicolor beside the data folder, when present.
    void set_window_icon(wxFrame& frame) const;
    SessionOptions m_options;
    std::string m_language;
    bool m_language_forced = false;
    std::filesystem::path m_pending_file;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<UserDialogs> m_dialogs = std::make_unique<UserDialogs>();
    std::unique_ptr<AppHook> m_hook;
    MainFrame* m_frame = nullptr;
    int m_exit_code = 0;
};

} // namespace ost::app

wxDECLARE_APP(ost::app::Application);
