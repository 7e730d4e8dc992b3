// Lists area notebook: routes undo, focus and saved state to the page on show.
// State keys are "page" plus "<page index>.<key>" for each ListsPage.
#include "app/panels/lists_panel.h"
#include "app/panels/roster_panel.h"

#include "app/panels/lazy_page.h"
#include "app/panels/list_browser_panel.h"
#include "app/panels/list_editor_panel.h"
#include "app/panels/lists_page.h"

#include <wx/intl.h>
#include <wx/notebook.h>
#include <wx/sizer.h>

namespace ost::app {

namespace {
ListsPage* as_page(wxWindow* window) {
    return dynamic_cast<ListsPage*>(window);
}
} // namespace

ListsPanel::ListsPanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : AreaPanel(parent, session, _("Lists"), _("Army lists of every game, and your own lists")),
      m_rules(rules) {
    m_book = new wxNotebook(this, wxID_ANY);
    m_browser = new ListBrowserPanel(m_book, session, rules);
    // My lists is built when first shown or asked for (issue 26: 9 % of the start before).
    m_editor_page = new LazyPage(
        m_book, [&session](wxWindow* page) { return new ListEditorPanel(page, session); },
        [this](wxWindow* content) {
            m_editor = static_cast<ListEditorPanel*>(content);
            if (!m_editor_state.empty()) m_editor->restore_state(m_editor_state);
            m_editor_state.clear();
        });
    m_browser->on_show_my_lists([this](const std::string& id) {
        if (id.empty()) {
            select_page(1);
        } else if (editor().confirm_discard()) {
            select_page(1);
            editor().open_list(id);
        }
    });
    add_page(m_browser, _("Army lists"));
    add_page(m_editor_page, _("My lists"));
    m_rosters = new RosterPanel(m_book, session, rules);
    add_page(m_rosters, _("Rosters"));
    // New roster... starts on the list being browsed.
    m_rosters->set_browsed_list([this]() -> std::pair<std::string, std::string> {
        if (const auto* list = m_browser->current_list()) {
            return {list->system_id, list->id};
        }
        return {};
    });
    m_book->SetFont(GetFont().Scaled(1.15f)); // the tabs; pages set their own fonts
    m_book->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        e.Skip();
        if (e.GetEventObject() == m_book && e.GetSelection() == 0) {
            m_browser->reload(); // lists saved or deleted in My lists show at once
        }
    });
    LazyPage::build_when_selected(m_book, this);
    body()->Add(m_book, 1, wxEXPAND);
}

ListEditorPanel& ListsPanel::editor() {
    m_editor_page->content();
    return *m_editor;
}

ListsPage* ListsPanel::lists_page(std::size_t index) const {
    return index < m_pages.size() ? as_page(LazyPage::resolve(m_pages[index])) : nullptr;
}

void ListsPanel::add_page(wxWindow* page, const wxString& label) {
    m_book->AddPage(page, label);
    m_pages.push_back(page);
}

int ListsPanel::selected_page() const {
    return m_book->GetSelection();
}

wxWindow* ListsPanel::notebook() const {
    return m_book;
}

void ListsPanel::select_page(std::size_t index) {
    if (index < m_pages.size()) {
        m_book->SetSelection(index);
    }
}

UndoStack* ListsPanel::undo_stack() {
    const int selected = m_book->GetSelection();
    if (selected < 0) {
        return nullptr;
    }
    auto* page = lists_page(static_cast<std::size_t>(selected));
    return page != nullptr ? page->undo_stack() : nullptr;
}

std::map<std::string, std::string> ListsPanel::save_state() const {
    std::map<std::string, std::string> state;
    state["page"] = std::to_string(std::max(0, m_book->GetSelection()));
    for (std::size_t i = 0; i < m_pages.size(); ++i) {
        const auto* page = lists_page(i);
        // My lists not built yet: the state it was given, as it was.
        const auto own = page != nullptr ? page->save_state()
                         : m_pages[i] == m_editor_page ? m_editor_state
                                                       : std::map<std::string, std::string>();
        for (const auto& [key, value] : own) {
            state[std::to_string(i) + "." + key] = value;
        }
    }
    return state;
}

void ListsPanel::restore_state(const std::map<std::string, std::string>& state) {
    for (std::size_t i = 0; i < m_pages.size(); ++i) {
        auto* page = lists_page(i);
        const bool pending = page == nullptr && m_pages[i] == m_editor_page; // kept until built
        if (page == nullptr && !pending) {
            continue;
        }
        const auto prefix = std::to_string(i) + ".";
        std::map<std::string, std::string> own;
        for (const auto& [key, value] : state) {
            if (key.rfind(prefix, 0) == 0) {
                own[key.substr(prefix.size())] = value;
            }
        }
        if (pending) {
            m_editor_state = own;
        } else {
            page->restore_state(own);
        }
    }
    if (const auto it = state.find("page"); it != state.end()) {
        select_page(static_cast<std::size_t>(std::strtoul(it->second.c_str(), nullptr, 10)));
    }
}

void ListsPanel::focus_main_control() {
    const int selected = m_book->GetSelection();
    if (selected >= 0) {
        if (auto* page = lists_page(static_cast<std::size_t>(selected))) {
            page->focus_main_control();
            return;
        }
    }
    m_book->SetFocus();
}

} // namespace ost::app
