// The toy-game scenario of the GUI smoke test (ost-smoke --smoke-toy, issue 25): the app on a
// reference DB holding only the toy game of tests/data/systems opens its Legality and Combat pages.
#pragma once

#include <cstddef>

namespace ost::app {

class Application;

/// How many steps the scenario has; each runs after the previous one was painted.
std::size_t toy_step_count();
/// Runs step `index` (0-based) on the running app; failures are logged as errors.
void run_toy_step(std::size_t index, Application& app);

} // namespace ost::app
