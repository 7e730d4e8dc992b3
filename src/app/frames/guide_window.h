// The player's guide window (Help → Guide, F1) and the welcome page of a first start: the guide's
// pages from the reference DB with their pictures, links between them, Back, sample armies.
#pragma once

#include "core/services/sample_rosters.h"

#include <wx/frame.h>

#include <string>
#include <vector>

class wxButton;
class wxCheckBox;
class wxHtmlLinkEvent;
class wxHtmlWindow;
class wxListBox;

namespace ost {
class Session;
}

namespace ost::app {

class MainFrame;

/// A window of its own beside the main window, so a player reads while doing. Pages are
/// the guide's section ids; the welcome page (reference::kGuideWelcome) adds the sample armies
/// and "Do not show this page at start" (setting welcome.hidden).
class GuideWindow final : public wxFrame {
  public:
    GuideWindow(MainFrame& frame, Session& session);

    /// Shows page `id` and records it in the history (Back returns to the page before).
    void show_page(const std::string& id);
    /// Back to the previous page; false when there is none.
    bool back();
    /// What a click on `href` does: another page, a rules section (in the main window), or a
    /// sample army ("roster:N", opened in the Rosters page). False for an unknown link.
    bool follow_link(const std::string& href);
    /// The page shown ("" before any).
    std::string current_page() const { return m_history.empty() ? std::string() : m_history.back(); }
    /// The guide's pages in order, as listed on the left.
    const std::vector<std::string>& pages() const { return m_pages; }
    /// The sample armies the welcome page offers.
    const std::vector<SampleRoster>& samples() const { return m_samples; }
    /// The games without army lists the welcome page offers the engine pages of.
    const std::vector<GameWithoutLists>& engine_games() const { return m_engine_games; }
    /// The first link of the page shown (for tests), or "".
    std::string first_link() const;
    /// The HTML view (for tests: its text and its links).
    wxHtmlWindow* html() const { return m_html; }

  private:
    void build();
    void render();
    void on_link(wxHtmlLinkEvent& event);
    void on_hide_welcome();

    MainFrame& m_frame;
    Session& m_session;
    wxListBox* m_contents = nullptr;
    wxHtmlWindow* m_html = nullptr;
    wxButton* m_back = nullptr;
    wxCheckBox* m_hide_welcome = nullptr;
    std::vector<std::string> m_pages;
    std::vector<SampleRoster> m_samples;
    std::vector<GameWithoutLists> m_engine_games; ///< offered their engine pages instead
    /// Follows a welcome page's "legality:SYSTEM" or "combat:SYSTEM" link; false for another one.
    bool open_engine_page(const std::string& href);
    std::vector<std::string> m_history;
    std::string m_source; ///< the HTML shown, for first_link()
    bool m_narrowed = false; ///< the page is in a column narrower than the window
};

/// The guide window of the application (brought forward), opened on `page`; created on first use.
GuideWindow& show_guide(MainFrame& frame, Session& session, const std::string& page);
/// The open guide window, or nullptr when there is none.
GuideWindow* find_guide();

/// At start-up: the welcome page, unless the player ticked "Do not show this page at start".
/// The box is ticked by default: the page opens at the first start only, unless the player
/// unticks it.
void show_welcome_on_first_start(MainFrame& frame, Session& session);

} // namespace ost::app
