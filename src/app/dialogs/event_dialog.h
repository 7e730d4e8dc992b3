// "New event" / "Edit event" dialog of the Organiser page (issue 30): the event's system and one
// field per clause, as the core describes them (services/event_form.h); nothing restated here.
#pragma once

#include "core/model/event_profile.h"
#include "core/model/game_system.h"
#include "core/services/event_form.h"

#include <wx/dialog.h>

#include <vector>

class wxButton;
class wxChoice;
class wxScrolledWindow;
class wxStaticText;
class wxTextCtrl;

namespace ost {
class Session;
}

namespace ost::app {

class EventDialog final : public wxDialog {
  public:
    /// Edits a copy of `event` (a new one when its system is empty: the first system chosen).
    EventDialog(wxWindow* parent, Session& session, const EventProfile& event);

    /// The event as the form holds it; throws InvalidInputError naming the field that is wrong,
    /// or when the event would not read back (write_event + read_event_text, as the CLI checks).
    EventProfile event() const;
    /// Sets field `key`'s text (one item per line), as the player would type it (tests).
    void set_field_text(const std::string& key, const wxString& text);

  private:
    struct Row {
        EventField field;
        wxStaticText* label = nullptr;
        wxTextCtrl* text = nullptr;
        wxButton* choose = nullptr;
    };
    void build_rows(wxScrolledWindow* area);
    /// Shows the rows whose clause applies to the chosen system.
    void on_system();
    /// Lets the player pick the field's catalogue entries or rules by name.
    void choose(Row& row);
    void on_ok();
    const GameSystem& system() const;

    Session& m_session;
    EventProfile m_event;
    std::vector<GameSystem> m_systems; ///< Session::systems(): names and ids
    GameSystem m_system_full;          ///< the chosen one in full (its sizes, dates, catalogue)
    wxChoice* m_system = nullptr;
    wxScrolledWindow* m_area = nullptr;
    std::vector<Row> m_rows;
};

} // namespace ost::app
