// The army sheet's GUI test: for each language, the WME and ADLG sample rosters saved as PDF
// through the Rosters page (what "Save as PDF..." writes), then the sheet and QR code dialogs.
#include "sheet_test.h"

#include "screen_grab.h"
#include "smoke_test.h"

#include "app/application.h"
#include "app/frames/guide_window.h"
#include "app/frames/main_frame.h"
#include "app/panels/roster_panel.h"
#include "core/services/roster_editor.h"

#include <wx/button.h>
#include <wx/cmdline.h>
#include <wx/dialog.h>
#include <wx/toplevel.h>

#include <libintl.h>

#include <iostream>

namespace ost::app {

namespace {
constexpr int kPaintDelayMs = 700;

/// The modal dialog shown over the main window, or null.
wxDialog* modal_dialog() {
    for (wxWindow* w : wxTopLevelWindows) {
        if (auto* d = dynamic_cast<wxDialog*>(w); d != nullptr && d->IsModal()) {
            return d;
        }
    }
    return nullptr;
}
} // namespace

SheetTest::~SheetTest() {
    if (m_timer) {
        m_timer->Stop();
    }
    if (m_log != nullptr) {
        wxLog::SetActiveTarget(m_previous_log);
        delete m_log;
    }
}

void SheetTest::add_options(wxCmdLineParser& parser) {
    parser.AddOption("", "sheet-test", "save the sample army sheets as PDF and screenshots in DIR, then quit",
                     wxCMD_LINE_VAL_STRING, wxCMD_LINE_OPTION_MANDATORY);
}

bool SheetTest::options_parsed(wxCmdLineParser& parser) {
    wxString dir;
    parser.Found("sheet-test", &dir);
    m_dir = std::filesystem::path(dir.utf8_string());
    return !m_dir.empty();
}

void SheetTest::started(Application& app) {
    m_app = &app;
    m_log = new CountingLog();
    m_previous_log = wxLog::SetActiveTarget(m_log);
    std::filesystem::create_directories(m_dir);
    m_timer = std::make_unique<wxTimer>();
    m_timer->Bind(wxEVT_TIMER, [this](wxTimerEvent&) { run(); });
    m_timer->StartOnce(kPaintDelayMs);
}

void SheetTest::capture_dialog(const std::string& name, const std::function<void()>& show, bool own_window) {
    wxTimer timer;
    timer.Bind(wxEVT_TIMER, [this, &name, own_window](wxTimerEvent&) {
        auto* dialog = modal_dialog();
        if (dialog == nullptr) {
            wxLogError("sheet test: no dialog for %s", name);
            return;
        }
        dialog->Update();
        wxYield();
        const auto file = m_dir / ("ost-" + name + ".png");
        // The dialog is captured as the player sees it: no text cut in either language.
        for (const auto& problem : clipped_text_problems(dialog)) {
            wxLogError("sheet test: %s: %s", name, wxString::FromUTF8(problem));
        }
        // The standard buttons are GTK stock buttons labelled from GTK's catalog: in French it
        // must be GTK's French one (the dialog showed "Cancel" under the C locale, issue 15).
        const std::string cancel = dgettext("gtk30", "_Cancel");
        if ((m_app->language() == "fr") == (cancel == "_Cancel")) {
            wxLogError("sheet test: %s: GTK's Cancel button reads \"%s\" with the UI in %s", name,
                       wxString::FromUTF8(cancel), wxString::FromUTF8(m_app->language()));
        }
        // Every button in the UI language (a stock Cancel button would be GTK's, in the process
        // locale: "Cancel" in a French dialog).
        for (auto* child : dialog->GetChildren()) {
            if (auto* button = dynamic_cast<wxButton*>(child); own_window && button != nullptr &&
                                                               m_app->language() == "fr" &&
                                                               button->GetLabelText() == wxS("Cancel")) {
                wxLogError("sheet test: %s: the Cancel button is not translated", name);
            }
        }
        const wxImage image = grab_screen(own_window ? dialog->GetScreenRect() : m_app->frame()->GetScreenRect());
        if (!image.IsOk() || !image.SaveFile(wxString::FromUTF8(file.string()), wxBITMAP_TYPE_PNG)) {
            wxLogError("sheet test: cannot write %s", file.string());
        } else {
            std::cout << "sheet test: wrote " << file.string() << std::endl;
        }
        dialog->EndModal(wxID_CANCEL);
    });
    timer.StartOnce(kPaintDelayMs);
    show();
}

void SheetTest::run() {
    if (auto* welcome = find_guide()) {
        welcome->Hide(); // the first start's welcome page would cover the dialogs captured
        welcome->Destroy();
    }
    const std::filesystem::path samples = std::filesystem::path(OST_TEST_DATA_DIR) / "rosters";
    for (const std::string language : {"fr", "en"}) {
        if (m_app->language() != language) {
            m_app->switch_language(language);
        }
        auto* frame = m_app->frame();
        frame->SetSize(wxSize(1024, 700));
        frame->show_area(Area::Lists);
        auto& rosters = frame->rosters();
        // The sample rosters: a 2000-point WME Empire army (and one of sixteen entries, issue 29),
        // a 200-point ADLG Sumer army.
        for (const std::string sample : {"adlg-legal", "wme-sixteen", "wme-legal"}) {
            rosters.open_file(samples / (sample + ".ostr"));
            if (rosters.editor() == nullptr) {
                wxLogError("sheet test: %s did not open", sample);
                continue;
            }
            const auto pdf = m_dir / ("ost-sheet-" + sample + "-" + language + ".pdf");
            int pages = 0;
            m_app->guarded("sheet test: PDF", [&] { pages = rosters.write_pdf(pdf); });
            std::cout << "sheet test: wrote " << pdf.string() << " (" << pages << " pages)" << std::endl;
            if (pages != 1) {
                wxLogError("sheet test: the %s sheet should fit one A4 page, not %d", sample, pages);
            }
        }
        frame->Raise();
        frame->Update();
        wxYield();
        capture_dialog("army-sheet-" + language, [&] { rosters.show_sheet(); });
        capture_dialog("qr-code-" + language, [&] { rosters.show_qr_code(); });
        // The New roster dialog on the list being browsed (issue 15), its own window only.
        capture_dialog("new-roster-" + language, [&] { rosters.new_roster("adlg", "001-sumer-and-akkad"); }, true);
    }
    const int errors = m_log->errors();
    std::cout << "sheet test: " << errors << " errors logged" << std::endl;
    m_app->exit_with(errors == 0 ? 0 : 1);
}

} // namespace ost::app
