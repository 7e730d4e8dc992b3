// Greedy word wrap shared by the charts and the dice view: labels wrap at spaces onto as many
// lines as they need and are never cut or ellipsized.
#pragma once

#include <wx/string.h>

#include <functional>
#include <vector>

namespace ost::app {

/// `text` broken at spaces into lines at most `width` wide as measured by `width_of` (a single
/// longer word keeps its own line whole). At least one line, even for empty text.
std::vector<wxString> wrap_words(const wxString& text, int width, const std::function<int(const wxString&)>& width_of);

} // namespace ost::app
