// The matches of a text box, listed under it while the player types (issue 29, item 8): the arrows
// move in the list without touching the text typed, Enter or a click picks, Escape closes it.
#pragma once

#include <wx/arrstr.h>
#include <wx/string.h>

#include <functional>

class wxComboBox;
class wxFocusEvent;
class wxKeyEvent;
class wxListBox;
class wxPopupWindow;

namespace ost::app {

class MatchPopup {
public:
    /// A list under `box`; `on_pick(row)` is called with the row of the match picked (its place
    /// in the labels last shown). The popup binds the box's keys and focus.
    MatchPopup(wxComboBox* box, std::function<void(int)> on_pick);
    /// Lets go of the box (the list, its child, goes with it).
    ~MatchPopup();
    MatchPopup(const MatchPopup&) = delete;
    MatchPopup& operator=(const MatchPopup&) = delete;

    /// Lists `labels` under the box, the first one highlighted; hides the list when there is
    /// none. The box keeps the focus and the text typed.
    void show(const wxArrayString& labels);
    void hide();
    bool shown() const;
    /// The labels listed and the row highlighted (wxNOT_FOUND when hidden): GUI tests.
    wxArrayString labels() const;
    int selection() const;
    /// What a key pressed in the box does while the list shows: Up/Down/PageUp/PageDown move,
    /// Enter picks, Escape hides. True when the key was used (the box must not get it).
    bool press(int key);

private:
    void on_key(wxKeyEvent& event);
    void on_kill_focus(wxFocusEvent& event);
    void pick(int row);

    wxComboBox* m_box;
    std::function<void(int)> m_on_pick;
    wxPopupWindow* m_popup = nullptr;
    wxListBox* m_list = nullptr;
};

} // namespace ost::app
