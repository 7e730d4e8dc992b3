// The guide scenario of the GUI smoke test (ost-smoke --smoke-guide, issue 29): the welcome page of
// a first start and its sample army, F1 in English and French, a link and Back, pictures.
#pragma once

#include <cstddef>
#include <filesystem>

namespace ost::app {

class Application;

/// How many steps the scenario has; each runs after the previous one was painted.
std::size_t guide_step_count();
/// Runs step `index` (0-based) on the running app; screenshots and the guide's pictures go to
/// `dir`. Failures are logged as errors.
void run_guide_step(std::size_t index, Application& app, const std::filesystem::path& dir);

} // namespace ost::app
