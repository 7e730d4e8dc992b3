// The Rules area: search box with results as you type, the section reader (HTML with links),
// back/forward, bookmarks, FR | EN | side-by-side, text size, and rulebook import.
#pragma once

#include "app/panels/area_panel.h"
#include "core/services/rules_companion.h"
#include "core/services/search_worker.h"
#include "core/services/section_html.h"

#include <cstdint>
#include <exception>
#include <map>
#include <optional>
#include <memory>
#include <string>
#include <vector>

#include <wx/string.h>

class wxButton;
class wxChoice;
class wxHtmlLinkEvent;
class wxHtmlWindow;
class wxSearchCtrl;
class wxToggleButton;

namespace ost::app {

class RulesResultList;

class RulesPanel final : public AreaPanel {
public:
    RulesPanel(wxWindow* parent, Session& session);
    ~RulesPanel() override;
    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    void focus_main_control() override;

    /// Puts `text` in the search box and lists the results (as if typed).
    void search_for(const wxString& text);
    /// Shows a section ("adlg.rout.unit" or "user:N"), recorded in the back/forward history.
    void open_section(const std::string& key);
    void set_layout(reference::SectionLayout layout);
    /// The open roster's game (issue 29): when it changes, the game filter narrows the results
    /// to it; the player can lift the filter (All games), and it stays lifted for that game.
    void follow_roster_game(const std::string& system);
    /// The game the results are narrowed to ("" all games).
    std::string game_filter() const { return system_filter(); }
    /// File → Import rulebook: asks for a file, its game system and language, imports it.
    void import_rulebook();
    /// True while a search typed in the box has not been answered yet (the GUI benchmark waits).
    bool search_pending() const { return m_wanted != 0; }

private:
    /// The search box, the game filter, the results, the page's links and the keyboard shortcuts.
    void bind_events();
    void build_toolbar(wxSizer* sizer);
    /// Searches now, on this thread (programmatic searches, filters, layout changes).
    void run_search();
    /// run_search() when the page is on screen; else the results are searched when it is shown
    /// (issue 26: the table of contents is not built at start-up for a page nobody sees).
    void search_when_shown();
    /// Searches as the user types: on the search worker when there is one (issue 16), the
    /// answer shown when it comes back if nothing was typed since.
    void search_as_typed();
    reference::RulesQuery current_query() const;
    void on_answer(std::uint64_t generation, const std::optional<reference::RulesAnswer>& answer,
                   const std::exception_ptr& error);
    void show_answer(const std::string& text, const reference::RulesAnswer& answer);
    /// A hit's row in the results list (HTML): title, game, language, page, snippet.
    wxString hit_row(const RuleHit& hit) const;
    /// The empty search's rows (bookmarks, then every section by game), their keys in m_list_keys.
    void add_contents_rows(std::vector<wxString>& rows);
    void show_current();
    void show_welcome();
    void on_link(wxHtmlLinkEvent& event);
    void go(int step);
    void toggle_bookmark();
    void change_text_size(int delta);
    void update_controls();
    std::string system_filter() const;
    wxString system_name(const std::string& id) const;
    /// Opens the first row that is a section; false when there is none.
    bool open_first_result();

    reference::RulesService* m_rules = nullptr; ///< the session's
    std::vector<std::string> m_system_ids; ///< index 0 = all systems
    std::string m_roster_game;             ///< the open roster's game the filter followed last
    std::map<std::string, wxString> m_system_names;
    std::vector<RuleHit> m_hits;
    std::vector<std::string> m_list_keys; ///< key of each row of m_results (empty: a heading)
    std::vector<std::string> m_history;
    int m_history_pos = -1;
    reference::SectionLayout m_layout = reference::SectionLayout::French;
    int m_text_size = 12;

    wxSearchCtrl* m_search = nullptr;
    wxChoice* m_system = nullptr;
    wxButton* m_back = nullptr;
    wxButton* m_forward = nullptr;
    wxToggleButton* m_bookmark = nullptr;
    wxToggleButton* m_layout_buttons[3] = {nullptr, nullptr, nullptr};
    RulesResultList* m_results = nullptr;
    /// The results do not follow the search box and filters yet (the page was never shown).
    bool m_results_stale = true;
    wxHtmlWindow* m_page = nullptr;
    /// Generation of the search typed last and not answered yet (0: none waited for).
    std::uint64_t m_wanted = 0;
    /// Last member, so destroyed first: its thread stops before anything it calls back into.
    reference::SearchWorker* m_worker = nullptr; ///< the session's; answers come here until ~RulesPanel
};

} // namespace ost::app
