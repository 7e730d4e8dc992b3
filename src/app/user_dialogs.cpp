// The modal dialogs behind UserDialogs: error and warning boxes, and the core's questions with
// their choices as buttons.
#include "app/user_dialogs.h"

#include "app/delayed_progress.h"
#include "app/i18n/wx_text.h"

#include <wx/app.h>
#include <wx/choicdlg.h>
#include <wx/dialog.h>
#include <wx/log.h>
#include <wx/msgdlg.h>

namespace ost::app {

void UserDialogs::error(wxWindow* parent, const wxString& what, const wxString& why) {
    if (parent == nullptr) {
        wxLogError("%s %s", what, why);
    }
    wxMessageDialog dialog(parent, what, "Ost", wxOK | wxICON_ERROR);
    dialog.SetExtendedMessage(why);
    dialog.ShowModal();
}

void UserDialogs::warning(wxWindow* parent, const wxString& what, const wxString& details) {
    wxMessageDialog dialog(parent, what, "Ost", wxOK | wxICON_WARNING);
    dialog.SetExtendedMessage(details);
    dialog.ShowModal();
}

int UserDialogs::show_modal(wxDialog& dialog) { return dialog.ShowModal(); }

std::size_t UserDialogs::ask(const Question& question) {
    wxWindow* parent = wxTheApp != nullptr ? wxTheApp->GetTopWindow() : nullptr;
    const auto& choices = question.choices;
    const auto fallback = question.default_choice;
    if (choices.size() > 3) {
        wxArrayString labels;
        for (const auto& c : choices) {
            labels.Add(to_wx(c));
        }
        wxSingleChoiceDialog dialog(parent, to_wx(question.text), "Ost", labels);
        dialog.SetSelection(static_cast<int>(fallback));
        return dialog.ShowModal() == wxID_OK ? static_cast<std::size_t>(dialog.GetSelection()) : fallback;
    }
    if (choices.size() < 2) {
        wxMessageDialog dialog(parent, to_wx(question.text), "Ost", wxOK | wxICON_INFORMATION);
        dialog.ShowModal();
        return 0;
    }
    long style = wxYES_NO | wxICON_QUESTION;
    if (choices.size() == 3) {
        style |= wxCANCEL;
    }
    if (fallback == 1) {
        style |= wxNO_DEFAULT;
    } else if (fallback == 2) {
        style |= wxCANCEL_DEFAULT;
    }
    wxMessageDialog dialog(parent, to_wx(question.text), "Ost", style);
    if (choices.size() == 3) {
        dialog.SetYesNoCancelLabels(to_wx(choices[0]), to_wx(choices[1]), to_wx(choices[2]));
    } else {
        dialog.SetYesNoLabels(to_wx(choices[0]), to_wx(choices[1]));
    }
    switch (dialog.ShowModal()) {
    case wxID_YES:
        return 0;
    case wxID_NO:
        return 1;
    case wxID_CANCEL:
        return choices.size() == 3 ? 2 : fallback;
    default:
        return fallback;
    }
}

std::unique_ptr<ProgressSink> UserDialogs::progress(wxWindow* parent, const wxString& title) {
    return std::make_unique<DelayedProgress>(parent, title);
}

} // namespace ost::app
