// Base of the three work areas (Lists, Rules, Engine): a titled page with an optional undo stack
// and state that survives a language switch.
#pragma once

#include "core/support/undo_stack.h"

#include <wx/panel.h>

#include <map>
#include <string>

class wxBoxSizer;
class wxStaticText;

namespace ost {
class Session;
}

namespace ost::app {

class AreaPanel : public wxPanel {
public:
    AreaPanel(wxWindow* parent, Session& session, const wxString& title, const wxString& subtitle);

    /// The document history Edit → Undo/Redo act on while this area is shown (nullptr: none).
    virtual UndoStack* undo_stack() { return nullptr; }
    /// Text state to carry over when the frame is rebuilt for another language.
    virtual std::map<std::string, std::string> save_state() const { return {}; }
    virtual void restore_state(const std::map<std::string, std::string>&) {}
    /// Gives keyboard focus to the area's main control.
    virtual void focus_main_control() { SetFocus(); }

protected:
    Session& session() { return m_session; }
    wxBoxSizer* body() { return m_body; }
    /// Adds a centred "what will be here" message with a short explanation.
    void add_empty_state(const wxString& heading, const wxString& explanation);

private:
    Session& m_session;
    wxBoxSizer* m_body = nullptr;
};

} // namespace ost::app
