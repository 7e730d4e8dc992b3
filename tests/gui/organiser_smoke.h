// The Organiser scenario of the GUI smoke test (ost-smoke --smoke-organiser DIR, issue 30): an
// event and a folder of lists prepared in DIR by run_organiser.sh, checked on the Organiser page.
#pragma once

#include <cstddef>
#include <filesystem>

class wxSize;

namespace ost::app {

class Application;
class ScriptedDialogs;

/// How many steps the scenario has; each runs after the previous one was painted.
std::size_t organiser_step_count();
/// Runs step `index` (0-based) on the running app with DIR's event.ostevent and lists/; writes
/// the reports there; failures are logged as errors.
void run_organiser_step(std::size_t index, Application& app, ScriptedDialogs& dialogs,
                        const std::filesystem::path& dir, const wxSize& size);

} // namespace ost::app
