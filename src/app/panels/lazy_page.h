// A notebook page built the first time it is shown or asked for (issue 26: the window's first
// paint does not wait for pages that are not on screen).
#pragma once

#include <wx/panel.h>

#include <functional>

class wxBookCtrlBase;

namespace ost::app {

/// A page that stays an empty panel until it is needed: then `build` makes its content (with
/// this page as parent), which fills the page, and `built` is told of it (to restore a state
/// kept meanwhile, connect callbacks…). Needed means: content() called, the page about to be
/// selected in its book (build_when_selected), or the page mapped on screen.
class LazyPage final : public wxPanel {
public:
    using Build = std::function<wxWindow*(wxWindow* parent)>;
    using Built = std::function<void(wxWindow* content)>;
    LazyPage(wxWindow* parent, Build build, Built built = {});

    /// The content, built now if it was not yet.
    wxWindow* content();
    /// The content if it was built, else nullptr (nothing is built).
    wxWindow* built_content() const { return m_content; }

    /// Builds the LazyPage of `book` about to be selected (wxEVT_BOOKCTRL_PAGE_CHANGING), and the
    /// one selected when `area` (the book's area, shown by the main window) is shown.
    static void build_when_selected(wxBookCtrlBase* book, wxWindow* area);
    /// `page` itself, or the content of a LazyPage that was built (nullptr if not yet).
    static wxWindow* resolve(wxWindow* page);

private:
    Build m_build;
    Built m_built;
    wxWindow* m_content = nullptr;
    bool m_building = false;
};

} // namespace ost::app
