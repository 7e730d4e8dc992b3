// The main window: sidebar, the three work areas, menu bar and status bar.
// It routes commands to the active area and remembers its geometry and last area.
#pragma once

#include "core/services/rule_navigator.h"

#include <wx/frame.h>

#include <array>
#include <map>
#include <string>

class wxSimplebook;

namespace ost {
class Session;
}

namespace ost::app {

class AreaPanel;
class RosterPanel;
class Sidebar;

enum class Area { Lists = 0, Rules = 1, Engine = 2, Organiser = 3 };

/// State carried from an old frame to its replacement after a language switch.
struct FrameState {
    Area area = Area::Lists;
    std::map<int, std::map<std::string, std::string>> panels;
};

class MainFrame final : public wxFrame, public RuleNavigator {
  public:
    MainFrame(Session& session, const FrameState& state);

    void show_area(Area area);
    Area current_area() const { return m_area; }
    FrameState state() const;
    /// Persists geometry and the current area in the user's settings.
    void save_geometry();
    /// Before this window is replaced by another (language switch, restart): its pages let go
    /// of the workspace's documents, which the new window's pages show.
    void release_documents();
    AreaPanel* area_panel(Area area) const { return m_panels[static_cast<int>(area)]; }
    /// Brings the window forward with the keyboard focus in the area shown (a rebuilt window,
    /// after a language switch, so Ctrl+1/2/3 work without a click first).
    void take_focus();
    /// The roster workspace, brought forward (Lists area, Rosters page).
    RosterPanel& rosters();
    /// Switches to the Rules area and shows section `section_id` (special-rule links of the
    /// Lists area; pages reach it through the RuleNavigator interface).
    void open_rule(const std::string& section_id) override;

  private:
    RosterPanel& rosters_panel() const;
    void build_menus();
    /// File, Edit, View, Language and Help.
    void build_menu_bar();
    /// What each menu command does (roster commands act on the Rosters page).
    void bind_menu_commands();
    void restore_geometry();
    void on_close(wxCloseEvent& event);
    /// "*Roster — Ost — Area": the open roster's name and modified marker, then the area.
    void update_title();
    /// The panels' states saved at the last quit (setting window.panels); empty when none reads.
    std::map<int, std::map<std::string, std::string>> saved_panel_states() const;
    void on_about(wxCommandEvent& event);
    void on_undo(wxCommandEvent& event);
    void on_redo(wxCommandEvent& event);
    void on_update_undo(wxUpdateUIEvent& event);
    void on_update_redo(wxUpdateUIEvent& event);
    void on_language(const std::string& language);

    Session& m_session;
    Sidebar* m_sidebar = nullptr;
    wxSimplebook* m_book = nullptr;
    std::array<AreaPanel*, 4> m_panels{};
    Area m_area = Area::Lists;
};

} // namespace ost::app
