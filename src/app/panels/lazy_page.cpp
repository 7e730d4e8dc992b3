// LazyPage: an empty page until first needed, then its content built and laid out at the
// page's size; notebooks build the page about to be selected, before GTK shows it.
#include "app/panels/lazy_page.h"

#include <wx/bookctrl.h>
#include <wx/sizer.h>

namespace ost::app {

LazyPage::LazyPage(wxWindow* parent, Build build, Built built)
    : wxPanel(parent), m_build(std::move(build)), m_built(std::move(built)) {
    SetSizer(new wxBoxSizer(wxVERTICAL));
    // A page shown another way than through its book (mapped on screen): built then.
    Bind(wxEVT_SHOW, [this](wxShowEvent& e) {
        e.Skip();
        if (e.IsShown() && m_content == nullptr && IsShownOnScreen()) content();
    });
}

wxWindow* LazyPage::content() {
    if (m_content == nullptr && !m_building) {
        m_building = true;
        wxWindow* made = m_build(this);
        GetSizer()->Add(made, 1, wxEXPAND);
        m_content = made;
        m_building = false;
        Layout();
        if (m_built) m_built(made);
    }
    return m_content;
}

wxWindow* LazyPage::resolve(wxWindow* page) {
    if (auto* lazy = dynamic_cast<LazyPage*>(page)) return lazy->built_content();
    return page;
}

void LazyPage::build_when_selected(wxBookCtrlBase* book, wxWindow* area) {
    book->Bind(wxEVT_BOOKCTRL_PAGE_CHANGING, [book](wxBookCtrlEvent& e) {
        e.Skip();
        if (e.GetEventObject() != book || e.GetSelection() < 0) return;
        if (auto* lazy = dynamic_cast<LazyPage*>(book->GetPage(static_cast<std::size_t>(e.GetSelection())))) {
            lazy->content();
        }
    });
    area->Bind(wxEVT_SHOW, [book](wxShowEvent& e) {
        e.Skip();
        if (!e.IsShown()) return;
        if (auto* lazy = dynamic_cast<LazyPage*>(book->GetCurrentPage())) lazy->content();
    });
}

} // namespace ost::app
