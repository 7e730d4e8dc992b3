// The one way a test drives the desktop app from inside: an AppHook handed to the Application
// before it starts (the GUI smoke test's executable does this; the real `ost` has none).
#pragma once

class wxCmdLineParser;

namespace ost::app {

class Application;

/// Extension points of the app's start-up for test executables. The production app runs with
/// no hook and never asks what kind of run this is.
class AppHook {
  public:
    virtual ~AppHook() = default;
    /// Adds the hook's own command-line options.
    virtual void add_options(wxCmdLineParser& parser) = 0;
    /// Reads them; false stops the app (bad usage).
    virtual bool options_parsed(wxCmdLineParser& parser) = 0;
    /// Called once the main window is shown (and a roster named on the command line opened).
    virtual void started(Application& app) = 0;
};

} // namespace ost::app
