// How the app shows errors and warnings and asks the core's questions (a Prompter): modal
// dialogs. A test hook replaces it (the smoke test logs and answers from a script).
#pragma once

#include "core/support/progress.h"
#include "core/support/prompter.h"

#include <wx/string.h>

#include <memory>

class wxDialog;
class wxWindow;

namespace ost::app {

class UserDialogs : public Prompter {
  public:
    /// "what failed" with the cause underneath, in a modal dialog over `parent` (also logged
    /// when there is no window yet, at start-up).
    virtual void error(wxWindow* parent, const wxString& what, const wxString& why);
    /// A warning with details, in a modal dialog over `parent`.
    virtual void warning(wxWindow* parent, const wxString& what, const wxString& details);
    /// A modal dialog with one button per choice (up to three; a list beyond), the default
    /// choice focused. Closing the dialog picks the default choice.
    std::size_t ask(const Question& question) override;
    /// Progress of work run in steps on the UI thread: a DelayedProgress (a dialog with Cancel,
    /// shown only once the work has taken 300 ms). A test replaces it with a scripted one.
    virtual std::unique_ptr<ProgressSink> progress(wxWindow* parent, const wxString& title);
    /// Shows `dialog` modally and returns the id of the button that closed it (wxID_OK…). Every
    /// app dialog that needs an answer (the import preview) goes through here, so a test can
    /// open it, read what it shows and answer it.
    virtual int show_modal(wxDialog& dialog);
};

} // namespace ost::app
