// The wxApp of Ost: command line, language, session, main frame, and last-resort error handling.
// It also runs the GUI smoke test (--smoke-test DIR) used by CTest under Xvfb.
#pragma once

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
class SmokeTest;

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
    /// area and each area's state; the choice is saved for the next start.
    void switch_language(const std::string& language);

    /// Shows "what failed" with the cause underneath (logged instead in smoke-test mode).
    void show_error(const wxString& what, const wxString& why);
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
    bool smoke_mode() const { return !m_smoke_dir.empty(); }
    /// The roster file named on the command line (`ost FILE`, as a file manager launches it),
    /// made absolute; empty when none. Kept until the roster editor can open it.
    const std::filesystem::path& pending_file() const { return m_pending_file; }

private:
    void create_frame();
    /// Gives `frame` the Ost icon from share/icons/hicolor beside the data folder, when present.
    void set_window_icon(wxFrame& frame) const;
    SessionOptions m_options;
    std::string m_language;
    bool m_language_forced = false;
    wxString m_smoke_dir;
    std::filesystem::path m_pending_file;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<SmokeTest> m_smoke;
    MainFrame* m_frame = nullptr;
    int m_exit_code = 0;
};

} // namespace ost::app

wxDECLARE_APP(ost::app::Application);
