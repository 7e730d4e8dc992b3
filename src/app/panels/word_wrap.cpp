// The greedy word wrap of chart and dice labels.
#include "app/panels/word_wrap.h"

#include <wx/tokenzr.h>

namespace ost::app {

std::vector<wxString> wrap_words(const wxString& text, int width, const std::function<int(const wxString&)>& width_of) {
    std::vector<wxString> lines;
    wxString line;
    wxStringTokenizer words(text, " ");
    while (words.HasMoreTokens()) {
        const wxString word = words.GetNextToken();
        const wxString longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && width_of(longer) > width) {
            lines.push_back(line);
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.empty() || lines.empty()) lines.push_back(line);
    return lines;
}

} // namespace ost::app
