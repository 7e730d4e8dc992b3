// The OK and Cancel row every app dialog that asks for something ends with, Cancel under Ost's own
// translated label (not GTK's stock item, drawn in the process locale).
#pragma once

class wxDialog;
class wxSizer;

namespace ost::app {

/// OK (the default button, id wxID_OK: the dialog binds what it does) and Cancel labelled with
/// Ost's translation; Escape and Cancel both end `dialog` with wxID_CANCEL.
wxSizer* ok_cancel_buttons(wxDialog* dialog);

} // namespace ost::app
