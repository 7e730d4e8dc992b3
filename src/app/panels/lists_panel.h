// The Lists area: a notebook of pages — the army-list browser, the user's list editor (built when
// first shown), the rosters — with undo and state routed to the active page.
#pragma once

#include "app/panels/area_panel.h"

#include <vector>

class wxNotebook;

namespace ost {
class RuleNavigator;
}

namespace ost::app {

class LazyPage;
class ListBrowserPanel;
class ListEditorPanel;
class RosterPanel;

class ListsPage;

class ListsPanel final : public AreaPanel {
  public:
    /// `rules` opens rules-reference sections when a special rule is clicked.
    ListsPanel(wxWindow* parent, Session& session, RuleNavigator& rules);

    /// Appends `page` (created with notebook() as parent) under `label`. A page that also
    /// derives from ListsPage gets Edit → Undo/Redo and its state kept across language switches;
    /// add pages before restore_state() is called (MainFrame does it right after construction).
    void add_page(wxWindow* page, const wxString& label);
    /// The parent to create pages with.
    wxWindow* notebook() const;
    /// Shows page `index` (0 army lists, 1 my lists, then the pages added).
    void select_page(std::size_t index);

    /// What pages use to open a rules section from a special-rule link (the main window).
    RuleNavigator& rule_navigator() { return m_rules; }
    ListBrowserPanel& browser() { return *m_browser; }
    /// The My lists page, built now if it was not yet (it is built when first shown).
    ListEditorPanel& editor();
    /// The My lists page if it was built, else nullptr.
    ListEditorPanel* built_editor() { return m_editor; }
    RosterPanel& rosters() { return *m_rosters; }
    /// Index of the Rosters page for select_page().
    static constexpr std::size_t kRostersPage = 2;
    static constexpr int kMyListsPage = 1;
    /// The page shown (0 army lists, 1 my lists, 2 rosters), or -1.
    int selected_page() const;

    UndoStack* undo_stack() override;
    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    void focus_main_control() override;

  private:
    /// Page `index` as a ListsPage (the content of a page built on first show; nullptr for a
    /// page not built yet or one without undo and state).
    ListsPage* lists_page(std::size_t index) const;

    RuleNavigator& m_rules;
    wxNotebook* m_book = nullptr;
    std::vector<wxWindow*> m_pages;
    ListBrowserPanel* m_browser = nullptr;
    LazyPage* m_editor_page = nullptr;
    ListEditorPanel* m_editor = nullptr; ///< nullptr until the My lists page is built
    std::map<std::string, std::string> m_editor_state; ///< restored when the page is built
    RosterPanel* m_rosters = nullptr;
};

} // namespace ost::app
