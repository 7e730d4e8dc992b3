// The OK and Cancel row of the app's dialogs: one place for the translated Cancel label (the
// New roster and Event dialogs share it).
#include "app/dialogs/dialog_buttons.h"

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/intl.h>
#include <wx/sizer.h>

namespace ost::app {

wxSizer* ok_cancel_buttons(wxDialog* dialog) {
    // Cancel under an id of its own with Ost's translated label: a wxID_CANCEL button labelled
    // with wx's stock label is drawn by GTK's stock item in the process locale, so a French
    // window on an English (or C) desktop showed "Cancel". Escape and the button both end the
    // dialog with wxID_CANCEL, as the stock button did.
    auto* buttons = new wxStdDialogButtonSizer();
    auto* ok = new wxButton(dialog, wxID_OK);
    ok->SetDefault();
    auto* cancel = new wxButton(dialog, wxID_ANY, _("Cancel"));
    cancel->Bind(wxEVT_BUTTON, [dialog](wxCommandEvent&) { dialog->EndModal(wxID_CANCEL); });
    dialog->SetEscapeId(cancel->GetId());
    buttons->AddButton(ok);
    buttons->SetCancelButton(cancel);
    buttons->Realize();
    return buttons;
}

} // namespace ost::app
