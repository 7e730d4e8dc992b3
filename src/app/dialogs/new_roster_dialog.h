// "New roster" dialog: the player picks a game system, an army list, the army size and, for
// ADLG, the year the army is fielded in. Returns a choice; the roster is made by RosterEditor.
#pragma once

#include "core/model/army_list_summary.h"
#include "core/model/game_system.h"

#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

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

private:
    /// OK, and Cancel with Ost's own translated label.
    wxSizer* build_buttons();
    /// Chooses the game `system_id` and its list `list_id` when they are offered.
    void preselect(const std::string& system_id, const std::string& list_id);
    void on_system();
    void refresh_lists();
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
};

} // namespace ost::app
