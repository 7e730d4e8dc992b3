// The roster scenario of the GUI smoke test (ost-smoke --smoke-roster, issue 29): options with a
// count, the unsaved marker, the verdict's caveat, the inspector at 1024x700, the New roster
// dialog's hint, the context menu, the QR window and the magic-item chooser, as a player meets them.
#pragma once

#include <cstddef>
#include <filesystem>

namespace ost::app {

class Application;
class ScriptedDialogs;

/// How many steps the scenario has; each runs after the previous one was painted.
std::size_t roster_step_count();
/// Runs step `index` (0-based) on the running app; screenshots go to `dir`; failures are logged.
void run_roster_step(std::size_t index, Application& app, ScriptedDialogs& dialogs, const std::filesystem::path& dir);

} // namespace ost::app
