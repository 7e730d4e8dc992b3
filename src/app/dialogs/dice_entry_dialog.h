// "I rolled…": the player enters the dice rolled on the table by clicking their faces (pips for
// D6, the drawn faces of a game's own die), never by typing face ids; the engine says live
// whether the dice are complete and what happens.
#pragma once

#include "core/engine/custom_die.h"

#include <wx/dialog.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class wxStaticText;

namespace ost::app {

class DiceView;

class DiceEntryDialog final : public wxDialog {
public:
    /// What the engine makes of the dice entered so far: whether they settle the roll, and a
    /// sentence for the player (what happens, or why more dice are needed).
    struct Reading {
        bool complete = false;
        wxString text;
    };
    using Check = std::function<Reading(const std::vector<std::string>&)>;
    /// `die`: the game's own die (engine::entry_die, from its combat schema); none: six-sided dice.
    DiceEntryDialog(wxWindow* parent, std::optional<engine::CustomDie> die, Check check);
    /// The dice entered, in order: "1".."6" or face ids.
    const std::vector<std::string>& dice() const { return m_dice; }
    /// Enters one die as a click on its face does (GUI tests).
    void add_die(const std::string& face);
    /// The status sentence shown (GUI tests).
    wxString status() const;
    /// Whether the dice entered settle the roll (GUI tests).
    bool complete() const { return m_complete; }

private:
    void refresh();
    std::optional<engine::CustomDie> m_die;
    Check m_check;
    std::vector<std::string> m_dice;
    bool m_complete = false;
    DiceView* m_view = nullptr;
    wxStaticText* m_status = nullptr;
};

} // namespace ost::app
