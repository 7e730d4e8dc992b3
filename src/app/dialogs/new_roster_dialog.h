// "New roster" dialog: the player picks a game system, an army list, the army size and, for
// ADLG, the year the army is fielded in. Returns a choice; the roster is made by RosterEditor.
#pragma once

#include "core/model/army_list_summary.h"
#include "core/model/game_system.h"

#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxSizer;
class wxChoice;
class wxListBox;
class wxSearchCtrl;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace ost {
class Session;
}

namespace ost::app {

/// What the player chose in NewRosterDialog.
struct NewRosterChoice {
    std::string name;
    std::string system_id;
    std::string list_id;
    int army_size = 0;
    std::optional<int> year; ///< ADLG only
};

class NewRosterDialog final : public wxDialog {
public:
    /// `system_id`/`list_id`: preselected when not empty (e.g. the list shown in the browser).
    NewRosterDialog(wxWindow* parent, Session& session, const std::string& system_id = {},
                    const std::string& list_id = {});

    /// Valid after ShowModal() returned wxID_OK.
    const NewRosterChoice& choice() const { return m_choice; }

    // For the smoke test: what the player sees and does.
    /// Types `text` into the search field.
    void type_search(const wxString& text);
    /// The hint under the list when the search finds nothing here but in another game; empty
    /// when hidden.
    wxString other_game_hint() const;
    /// Presses the hint's "Show it" button (switches to that game); false when hidden.
    bool switch_to_other_game();
    /// The rows of the army list as shown.
    std::vector<wxString> list_rows() const;
    /// The game chosen.
    std::string system_id() const { return system().id; }

private:
    /// The army list with, under it, the hint about another game (hidden until needed).
    wxSizer* build_list_column();
    /// Chooses the game `system_id` and its list `list_id` when they are offered.
    void preselect(const std::string& system_id, const std::string& list_id);
    void on_system();
    void refresh_lists();
    /// Nothing found in this game: says which other game has lists matching the search and
    /// offers to switch to it (issue 29: "sumer" with WME chosen gave an empty list, no hint).
    void show_other_game_hint(const ArmyListQuery& query);
    void on_list();
    void on_ok();
    const GameSystem& system() const { return m_systems[static_cast<std::size_t>(m_system_index)]; }

    Session& m_session;
    std::vector<GameSystem> m_systems;
    std::vector<ArmyListSummary> m_lists;
    int m_system_index = 0;
    NewRosterChoice m_choice;
    wxChoice* m_system = nullptr;
    wxSearchCtrl* m_search = nullptr;
    wxListBox* m_list = nullptr;
    wxChoice* m_size = nullptr;
    wxSpinCtrl* m_custom_size = nullptr;
    wxTextCtrl* m_year = nullptr;
    wxStaticText* m_year_label = nullptr;
    wxTextCtrl* m_name = nullptr;
    wxStaticText* m_other_hint = nullptr;
    wxButton* m_other_switch = nullptr;
    int m_other_system = -1; ///< the game the hint offers, -1 when none
};

} // namespace ost::app
