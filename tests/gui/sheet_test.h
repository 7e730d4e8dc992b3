// GUI test of the army sheet (issue 15), driven from inside the app (ost-sheet-test --sheet-test
// DIR): saves the sample rosters' sheets as PDF in both languages and captures the sheet and QR
// code dialogs; run_sheet.sh then checks the PDFs with poppler-utils.
#pragma once

#include "app/app_hook.h"

#include <wx/timer.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

class wxLog;

namespace ost::app {

class Application;
class CountingLog;

/// The hook: adds --sheet-test DIR, runs its steps once the window is up, exits non-zero when
/// an error was logged.
class SheetTest final : public AppHook {
  public:
    ~SheetTest() override;
    void add_options(wxCmdLineParser& parser) override;
    bool options_parsed(wxCmdLineParser& parser) override;
    void started(Application& app) override;

  private:
    void run();
    /// Runs `show` (which opens a modal dialog), captures it as DIR/ost-NAME.png once painted,
    /// and closes the dialog. `own_window`: the dialog's own window contents (a dialog smaller than the main window, e.g. New roster);
    /// otherwise the main window's rectangle with the dialog over it.
    void capture_dialog(const std::string& name, const std::function<void()>& show, bool own_window = false);

    Application* m_app = nullptr;
    std::filesystem::path m_dir;
    std::unique_ptr<wxTimer> m_timer;
    CountingLog* m_log = nullptr;
    wxLog* m_previous_log = nullptr;
};

} // namespace ost::app
