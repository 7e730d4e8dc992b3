// The workspace scenario of the GUI smoke test (ost-smoke --smoke-workspace, issue 25): a roster
// changed, the language switched twice, then Undo, a note being typed and Quit are checked.
#pragma once

#include <cstddef>

namespace ost::app {

class Application;
class ScriptedDialogs;

/// How many steps the scenario has; each runs after the previous one was painted.
std::size_t workspace_step_count();
/// Runs step `index` (0-based) on the running app; failures are logged as errors.
void run_workspace_step(std::size_t index, Application& app, ScriptedDialogs& dialogs);

} // namespace ost::app
