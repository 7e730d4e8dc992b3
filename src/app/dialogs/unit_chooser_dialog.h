// "Choose a unit…" of the Combat page: the open roster's units and every unit of every army list
// of the game, filtered as the player types (three letters are enough to find a line).
#pragma once

#include <wx/dialog.h>

#include <string>
#include <vector>

class wxListBox;
class wxSearchCtrl;

namespace ost::app {

/// A unit the chooser offers: its reference ("wme/empire/chevaliers") and the line shown.
struct UnitChoice {
    std::string reference;
    wxString label;
};

class UnitChooserDialog final : public wxDialog {
public:
    UnitChooserDialog(wxWindow* parent, std::vector<UnitChoice> choices);
    /// Filters the lines as typing `query` in the search box does (GUI tests).
    void set_query(const wxString& query);
    /// The lines shown now.
    std::vector<UnitChoice> shown() const { return m_shown; }
    /// The reference of the line selected, empty when none.
    std::string chosen() const;

private:
    void filter();
    std::vector<UnitChoice> m_choices;
    std::vector<UnitChoice> m_shown;
    wxSearchCtrl* m_search = nullptr;
    wxListBox* m_list = nullptr;
};

} // namespace ost::app
