// The clipping check of the GUI smoke test (ost-smoke --smoke-pages, issue 29): every page, in both
// languages, at 1024x700 and 1920x1080; fails on a clipped label, a cut cell without a tooltip, a pane of no height.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

class wxWindow;

namespace ost::app {

class Application;

/// What a player could not read under `root`, as shown now: every problem of
/// clipped_text_problems(), a label whose best height exceeds its height (a wrapped line cut
/// off), and a pane (a scrolled window, list, tree or HTML view) shown with no room to show a line.
std::vector<std::string> page_problems(wxWindow* root);

/// How many steps the scenario has; each runs after the previous one was painted.
std::size_t pages_step_count();
/// Runs step `index` (0-based) on the running app: checks and captures what the previous step
/// showed (pages-PAGE-LANG-WxH.png in `dir`), then shows the next page. Problems are logged as errors.
void run_pages_step(std::size_t index, Application& app, const std::filesystem::path& dir);

} // namespace ost::app
