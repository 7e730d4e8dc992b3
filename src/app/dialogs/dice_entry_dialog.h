// "I rolled…": the player enters the dice rolled on the table by clicking their faces (pips for D6,
// numbers for other numbered dice, a game's own drawn faces), never by typing; the engine says live
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
    /// `die`: the test's die (engine::entry_die, from its combat schema): the game's own die or a
    /// numbered die ("D8": faces "1".."8"); none: six-sided dice.
    DiceEntryDialog(wxWindow* parent, std::optional<engine::CustomDie> die, Check check);
    /// The dice entered, in order: numbers ("1".."6") or face ids.
    const std::vector<std::string>& dice() const { return m_dice; }
    /// The faces offered to click, in order (GUI tests).
    const std::vector<std::string>& faces() const { return m_faces; }
    /// The id of the die drawn: "D6" when the game has no die of its own (GUI tests).
    std::string die_id() const;
    /// Enters one die as a click on its face does (GUI tests).
    void add_die(const std::string& face);
    /// The status sentence shown (GUI tests).
    wxString status() const;
    /// Whether the dice entered settle the roll (GUI tests).
    bool complete() const { return m_complete; }

private:
    void refresh();
    std::optional<engine::CustomDie> m_die;
    std::vector<std::string> m_faces;
    Check m_check;
    std::vector<std::string> m_dice;
    bool m_complete = false;
    DiceView* m_view = nullptr;
    wxStaticText* m_status = nullptr;
};

} // namespace ost::app
