// The bare wx window of ost-gui-bench (OST_BENCH_BARE=1): Ost's window made of the same kinds of
// widgets and nothing of Ost, the yardstick its start-up is measured against (issue 26).
#include "gui_bench_timing.h"

#include <wx/app.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/frame.h>
#include <wx/html/htmlwin.h>
#include <wx/htmllbox.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/notebook.h>
#include <wx/simplebook.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/splitter.h>
#include <wx/srchctrl.h>
#include <wx/timer.h>
#include <wx/treectrl.h>

#include <memory>

namespace ost::app {
namespace {

wxWindow* lists_page(wxWindow* parent) {
    auto* tabs = new wxNotebook(parent, wxID_ANY);
    auto* browse = new wxPanel(tabs);
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    auto* list = new wxListCtrl(browse, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT);
    for (const char* column : {"Unit", "Points", "Limits"}) list->AppendColumn(column);
    for (int i = 0; i < 40; ++i) list->SetItem(list->InsertItem(i, wxString::Format("Unit %d", i)), 1, "10");
    auto* tree = new wxTreeCtrl(browse, wxID_ANY);
    const auto root = tree->AddRoot("roster");
    for (int i = 0; i < 12; ++i) tree->AppendItem(root, wxString::Format("Entry %d", i));
    row->Add(list, 1, wxEXPAND);
    row->Add(tree, 1, wxEXPAND);
    row->Add(new wxHtmlWindow(browse), 1, wxEXPAND);
    browse->SetSizer(row);
    tabs->AddPage(browse, "Rosters");
    tabs->AddPage(new wxPanel(tabs), "Army lists");
    return tabs;
}

wxWindow* rules_page(wxWindow* parent) {
    auto* page = new wxPanel(parent);
    auto* column = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(new wxSearchCtrl(page, wxID_ANY), 1, wxEXPAND);
    auto* games = new wxChoice(page, wxID_ANY);
    games->Append("All games");
    top->Add(games);
    for (const char* label : {"Back", "Forward", "Bookmark"}) top->Add(new wxButton(page, wxID_ANY, label));
    column->Add(top, 0, wxEXPAND);
    auto* split = new wxSplitterWindow(page, wxID_ANY);
    split->SplitVertically(new wxSimpleHtmlListBox(split, wxID_ANY), new wxHtmlWindow(split), 330);
    column->Add(split, 1, wxEXPAND);
    page->SetSizer(column);
    return page;
}

wxWindow* engine_page(wxWindow* parent) {
    auto* tabs = new wxNotebook(parent, wxID_ANY);
    auto* form = new wxPanel(tabs);
    auto* grid = new wxFlexGridSizer(2);
    for (int i = 0; i < 8; ++i) {
        grid->Add(new wxChoice(form, wxID_ANY));
        grid->Add(new wxSpinCtrl(form, wxID_ANY));
    }
    form->SetSizer(grid);
    tabs->AddPage(form, "Legality");
    tabs->AddPage(new wxPanel(tabs), "Combat");
    return tabs;
}

class BareFrame final : public wxFrame {
public:
    BareFrame() : wxFrame(nullptr, wxID_ANY, "bare wx") {
        auto* bar = new wxMenuBar();
        for (const char* menu : {"&File", "&Edit", "&View", "&Language", "&Help"}) {
            auto* items = new wxMenu();
            items->Append(wxID_ANY, "Item");
            bar->Append(items, menu);
        }
        SetMenuBar(bar);
        CreateStatusBar(2);
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        auto* sidebar = new wxPanel(this);
        auto* buttons = new wxBoxSizer(wxVERTICAL);
        for (const char* area : {"Lists", "Rules", "Engine"}) buttons->Add(new wxButton(sidebar, wxID_ANY, area));
        sidebar->SetSizer(buttons);
        auto* book = new wxSimplebook(this);
        book->AddPage(lists_page(book), "Lists");
        book->AddPage(rules_page(book), "Rules");
        book->AddPage(engine_page(book), "Engine");
        row->Add(sidebar, 0, wxEXPAND);
        row->Add(book, 1, wxEXPAND);
        SetSizer(row);
        SetSize(FromDIP(wxSize(1200, 760)));
    }
};

class BareApp final : public wxApp {
public:
    bool OnInit() override {
        auto* frame = new BareFrame();
        frame->Show();
        m_paint.arm(frame);
        m_timer = std::make_unique<wxTimer>();
        m_timer->Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
            m_paint.wait();
            m_paint.print("bare wx");
            ExitMainLoop();
        });
        m_timer->StartOnce(1);
        return true;
    }
    int OnExit() override {
        m_timer.reset();
        return wxApp::OnExit();
    }

private:
    FirstPaint m_paint;
    std::unique_ptr<wxTimer> m_timer;
};
} // namespace

wxAppConsole* new_bare_app() { return new BareApp(); }

} // namespace ost::app
