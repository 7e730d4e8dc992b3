// The "Army lists" page of the Lists area: game systems → army lists (search by name or number,
// filter by game and year) → the chosen list with its units' stat lines, points, limits at the
// chosen army size, options and special rules linked to the rules reference.
#pragma once

#include "app/panels/lists_page.h"
#include "core/model/army_list.h"
#include "core/model/army_list_summary.h"
#include "core/model/game_system.h"

#include <wx/panel.h>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxChoice;
class wxFont;
class wxSizer;
class wxHtmlLinkEvent;
class wxHtmlWindow;
class wxListCtrl;
class wxSearchCtrl;
class wxStaticText;
class wxTextCtrl;

namespace ost {
class RuleNavigator;
class Session;
namespace reference {
class RulesService;
}
} // namespace ost

namespace ost::app {

/// The actions a list page links to: written by the page (list_browser_page.cpp), followed by
/// the panel's link handler (list_browser_panel.cpp).
namespace list_page_link {
inline constexpr const char* kCopy = "action:copy";
inline constexpr const char* kMyLists = "action:my-lists";
inline constexpr const char* kEdit = "action:edit";
inline constexpr const char* kClear = "action:clear-filters";
} // namespace list_page_link

class ListBrowserPanel final : public wxPanel, public ListsPage {
  public:
    ListBrowserPanel(wxWindow* parent, Session& session, RuleNavigator& rules);
    ~ListBrowserPanel() override;

    /// Shows the bundled list `list_id` of `system_id`, or with `user_made` the user's own list
    /// of that id (clearing filters that would hide it).
    void show_list(const std::string& system_id, const std::string& list_id,
                   bool user_made = false);
    /// Reads the lists again (the user's own lists may have changed in My lists).
    void reload();
    /// Filters by game ("" = all games).
    void set_system_filter(const std::string& system_id);
    void set_search(const wxString& text);
    /// Army size the limits are scaled to (ignored when the list's game has no such size).
    void set_army_size(int points);
    /// Asks for the My lists page: with the id of a user list to open (after "Copy to my
    /// lists" stored a copy of the shown list), or an empty id just to show the page.
    void on_show_my_lists(std::function<void(const std::string&)> callback) {
        m_show_my_lists = std::move(callback);
    }
    /// Stores a copy of the shown list among the user's lists (a free id: "empire", "empire-2"…)
    /// and returns its id; empty when no list is shown.
    std::string copy_to_my_lists();
    /// The list shown on the right, or nullptr.
    const ArmyList* current_list() const { return m_list ? &*m_list : nullptr; }

    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    void focus_main_control() override;

  private:
    /// The game, name or number and year filters above the lists.
    wxSizer* build_filters(const wxFont& big);
    /// The army size chooser over the list's page.
    wxPanel* build_page_pane(wxWindow* parent, const wxFont& big);
    /// The filters, the lists, the page's links and size, Ctrl+plus and Ctrl+minus.
    void bind_events();
    void refresh_lists();
    void show_selected();
    /// True when `summary` is the list shown on the right.
    bool is_shown(const ArmyListSummary& summary) const;
    /// Shows the page, choosing the full or compact table for the reader's width.
    void render();
    // The page as HTML (list_browser_page.cpp): the list's header, the units table (one column
    // per stat, or in `compact` tables a wrapping stat line), groups, rules, magic items.
    std::string page_html(bool compact) const;
    std::string list_header_html(const GameSystem& system, const ArmyList& list) const;
    std::string units_table_html(const GameSystem& system, const ArmyList& list, bool compact) const;
    /// One unit's row: name, stats (columns, or the stat line when `stat_columns_shown`), figures.
    std::string unit_row_html(const GameSystem& system, const UnitEntry& unit, const std::vector<ProfileField>& columns,
                              const std::vector<ProfileField>* stat_columns_shown, const std::string& bg) const;
    /// "Attacks 3 · Hits 3 · …" for the compact table.
    std::string stat_line_html(const GameSystem& system, const UnitEntry& unit,
                               const std::vector<ProfileField>& all_columns) const;
    /// The row under a unit: its options, rules, group, counts-as, attachment and note.
    std::string unit_notes_html(const GameSystem& system, const ArmyList& list, const UnitEntry& unit,
                                const std::string& span, const std::string& bg) const;
    std::string groups_table_html(const GameSystem& system, const ArmyList& list) const;
    std::string special_rules_html(const GameSystem& system, const ArmyList& list) const;
    std::string magic_items_html(const GameSystem& system, const ArmyList& list) const;
    /// The page when no list matches the filters: why, and what to do.
    std::string empty_page_html() const;
    void fill_sizes();
    void on_link(wxHtmlLinkEvent& event);
    /// Ctrl++ / Ctrl+-: the list page's text size, remembered in the settings.
    void change_text_size(int delta);
    std::optional<int> year_filter() const;

    Session& m_session;
    RuleNavigator& m_rules;
    reference::RulesService* m_rules_service = nullptr; ///< the session's: links magic items to their section
    std::vector<GameSystem> m_systems;     ///< names and ids for the filter (not full definitions)
    std::vector<std::string> m_filter_ids; ///< system id of each m_system_choice row ("" = all)
    std::vector<ArmyListSummary> m_shown;  ///< rows of m_lists
    std::optional<ArmyList> m_list;        ///< the list shown on the right
    bool m_list_user = false;              ///< m_list is one of the user's own lists
    std::optional<GameSystem> m_list_system; ///< its game, fully loaded (profiles, sizes, rules)
    int m_size = 0;                          ///< chosen army size of m_list's game (0: none)
    std::vector<int> m_size_values;
    bool m_compact = false;
    int m_text_size = 12;
    int m_rendered_width = 0;

    wxChoice* m_system_choice = nullptr;
    wxSearchCtrl* m_search = nullptr;
    wxStaticText* m_year_label = nullptr;
    wxTextCtrl* m_year = nullptr;
    wxListCtrl* m_lists = nullptr;
    wxStaticText* m_size_label = nullptr;
    wxChoice* m_size_choice = nullptr;
    wxHtmlWindow* m_page = nullptr;
    std::function<void(const std::string&)> m_show_my_lists;
    bool m_nothing_shown = false; ///< the page says no list matches the filters
};

} // namespace ost::app
