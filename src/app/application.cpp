// Application start-up (options → language → session → frame) and error reporting.
// Failures at start-up are shown as a two-level message and end the app cleanly.
#include "app/application.h"

#include "app/frames/guide_window.h"
#include "app/frames/main_frame.h"
#include "app/panels/roster_panel.h"
#include "app/i18n/locale_setup.h"
#include "app/i18n/wx_text.h"
#include "app/toolkit_animations.h"
#include "core/services/session_opener.h"
#include "core/services/settings.h"
#include "core/services/workspace.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/paths.h"

#include <cstdio>
#include <optional>
#include <wx/cmdline.h>
#include <wx/frame.h>
#include <wx/iconbndl.h>
#include <wx/image.h>
#include <wx/intl.h>
#include <wx/log.h>
#include <wx/msgdlg.h>

namespace ost::app {

Application::Application() = default;
Application::~Application() = default;

void Application::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser);
    parser.AddOption("", "db", _("user database file"), wxCMD_LINE_VAL_STRING);
    parser.AddOption("", "data", _("folder holding ost-reference.sqlite"), wxCMD_LINE_VAL_STRING);
    parser.AddOption("", "lang", _("interface language: fr or en"), wxCMD_LINE_VAL_STRING);
    parser.AddParam(_("roster file (.ostr) to open"), wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
    if (m_hook) {
        m_hook->add_options(parser);
    }
}

bool Application::OnCmdLineParsed(wxCmdLineParser& parser) {
    wxString value;
    if (parser.Found("db", &value)) {
        m_options.user_db = from_wx(value);
    }
    if (parser.Found("data", &value)) {
        m_options.data_dir = from_wx(value);
    }
    m_language = language_from_environment();
    if (parser.Found("lang", &value)) {
        m_language = from_wx(value);
        m_language_forced = true;
    }
    if (m_hook && !m_hook->options_parsed(parser)) {
        return false;
    }
    if (parser.GetParamCount() > 0) {
        const std::filesystem::path file(from_wx(parser.GetParam(0)));
        std::error_code ec;
        const auto absolute = std::filesystem::absolute(file, ec);
        m_pending_file = ec ? file : absolute.lexically_normal();
    }
    return wxApp::OnCmdLineParsed(parser);
}

namespace {
/// The window state a fresh start uses: the area from the settings; the panels empty, so each
/// reads its own saved state (window.panels).
FrameState saved_frame_state(Session& session) {
    FrameState state;
    state.area = static_cast<Area>(std::clamp<long long>(session.settings().get_int("window.area", 0), 0, 3));
    return state;
}
} // namespace

bool Application::OnInit() {
    if (start()) {
        return true;
    }
    // A start that failed: wx deletes the active log target before the app, so a test hook that
    // installed its own puts the previous one back first (OnExit, which does it otherwise, is
    // not called when OnInit fails).
    m_hook.reset();
    return false;
}

bool Application::start() {
    report_file_size_limit_as_error(); // a save past `ulimit -f` is a message, not a kill
    SetAppName("ost");
    SetAppDisplayName("Ost");
    wxInitAllImageHandlers();
    if (!wxApp::OnInit()) {
        return false;
    }
    turn_off_toolkit_animations(); // each would repaint the window for a quarter of a second
    try {
        m_language = parse_language(m_language);
    } catch (const Error&) {
        m_language = "en";
    }
    // Catalogs first, so errors while opening the session are shown in the user's language.
    apply_language(m_language, locate_catalog("fr").parent_path().parent_path().parent_path());
    FrameState state;
    try {
        // A user DB that does not open (damaged, locked, read-only, a folder that cannot be
        // written) is a question with what to do, not a refusal to start; so is one whose first
        // reads fail: they run inside open_session (core/services/session_opener.h).
        std::optional<std::string> saved_language;
        m_session = open_session(m_options, *m_dialogs, 20, [&](Session& session) {
            saved_language = session.settings().get("ui.language");
            state = saved_frame_state(session);
            session.settings().get("window.panels");
        });
        if (!m_session) {
            return false; // the user chose to quit
        }
        if (!m_language_forced && saved_language && *saved_language != m_language) {
            m_language = *saved_language == "fr" ? "fr" : "en";
        }
        if (!apply_language(m_language, m_session->paths().locale_dir)) {
            wxLogWarning("The %s catalog was not found in %s; the interface stays in English.",
                         m_language, m_session->paths().locale_dir.string());
        }
    } catch (...) {
        report_exception(_("Ost cannot start."), std::current_exception());
        return false;
    }
    if (!m_pending_file.empty()) {
        state.area = Area::Lists; // rosters live in the Lists area
    }
    m_frame = new MainFrame(*m_session, state);
    set_window_icon(*m_frame);
    m_frame->Show();
    show_session_state();
    if (!m_pending_file.empty()) {
        // `ost FILE`, as a file manager launches it: the roster opens in the Rosters page.
        m_frame->SetStatusText(wxString::Format(_("Roster file to open: %s"), to_wx(m_pending_file.string())), 0);
        m_frame->rosters().open_file(m_pending_file);
    } else {
        // Once the main window is up (start-up time is the window's): the sample armies, the guide.
        m_frame->CallAfter([frame = m_frame, session = m_session.get()] { show_welcome_on_first_start(*frame, *session); });
    }
    if (m_hook) {
        m_hook->started(*this);
    }
    return true;
}

void Application::show_session_state() {
    if (m_session->read_only()) {
        m_frame->SetStatusText(wxString::Format(_("Read-only: nothing you change is saved to %s."),
                                                to_wx(m_session->user_db_path().string())),
                               0);
    }
    if (m_session->in_memory()) {
        m_frame->SetStatusText(wxString::Format(_("Nothing will be kept: your database %s could not be "
                                                  "created, so Ost works without saving until it closes."),
                                                to_wx(m_session->user_db_path().string())),
                               0);
    }
}

int Application::OnRun() {
    const int code = wxApp::OnRun();
    return m_exit_code != 0 ? m_exit_code : code;
}

int Application::OnExit() {
    m_hook.reset();
    m_session.reset();
    return wxApp::OnExit();
}

void Application::switch_language(const std::string& language) {
    if (!m_frame) {
        return;
    }
    guarded(_("The language could not be changed."), [&] {
        if (!apply_language(language, m_session->paths().locale_dir)) {
            throw EnvironmentError(TR_("The message catalog for \"{0}\" is missing.").arg(language));
        }
        m_language = language;
        m_session->settings().set("ui.language", language);
        MainFrame* old = m_frame;
        old->save_geometry();
        const auto state = old->state();
        old->release_documents(); // the roster and list stay open in the workspace
        m_frame = new MainFrame(*m_session, state);
        set_window_icon(*m_frame);
        m_frame->SetSize(old->GetRect());
        if (old->IsMaximized()) {
            m_frame->Maximize();
        }
        m_frame->Show();
        show_session_state();
        SetTopWindow(m_frame);
        old->Destroy();
        // The keyboard at once (Ctrl+1/2/3, the page's keys), not after a click (issue 29).
        CallAfter([this] {
            if (m_frame) m_frame->take_focus();
        });
    });
}

void Application::restart_window() {
    if (!m_frame) {
        return;
    }
    guarded(_("The window could not be reopened."), [&] {
        MainFrame* old = m_frame;
        old->save_geometry(); // what closing the window writes
        old->release_documents();
        // As a fresh start: nothing open but what the settings and the autosave bring back.
        m_session->workspace().roster().open(nullptr, std::nullopt);
        m_session->workspace().list().open(nullptr, {});
        m_frame = new MainFrame(*m_session, saved_frame_state(*m_session));
        set_window_icon(*m_frame);
        m_frame->Show();
        show_session_state();
        SetTopWindow(m_frame);
        old->Destroy();
    });
}

void Application::set_window_icon(wxFrame& frame) const {
    // Installed: <prefix>/share/ost → <prefix>/share/icons; build tree: build/stage/share/icons.
    const auto hicolor = m_session->paths().data_dir.parent_path() / "icons" / "hicolor";
    wxIconBundle icons;
    for (const int size : {16, 32, 48, 64, 128, 256}) {
        const auto size_dir = std::to_string(size) + "x" + std::to_string(size);
        const auto png = hicolor / size_dir / "apps" / "ost.png";
        std::error_code ec;
        if (std::filesystem::is_regular_file(png, ec)) {
            icons.AddIcon(to_wx(png.string()), wxBITMAP_TYPE_PNG);
        }
    }
    if (!icons.IsEmpty()) {
        frame.SetIcons(icons);
    }
}

void Application::report_exception(const wxString& what, std::exception_ptr error) {
    try {
        std::rethrow_exception(error);
    } catch (const UserCancelled&) {
        // The user asked to stop: nothing to report.
    } catch (const Error& e) {
        show_error(what, to_wx(e.describe(WxTranslator::current())));
    } catch (...) {
        // Library exceptions (bad_alloc, out_of_range, …) and unknown ones: an internal error.
        show_error(what, to_wx(describe_exception(error, WxTranslator::current()).text));
    }
}

void Application::show_error(const wxString& what, const wxString& why) { m_dialogs->error(m_frame, what, why); }

bool Application::OnExceptionInMainLoop() {
    report_exception(_("Ost hit an unexpected problem; your work is kept and you can go on."),
                     std::current_exception());
    return true; // keep running: the failed command is abandoned, the data is intact
}

void Application::OnUnhandledException() {
    // Also on stderr: the dialog may not be seen (no display, a crash at start-up).
    const auto error = std::current_exception();
    std::fprintf(stderr, "ost: %s\n", describe_exception(error, EnglishTranslator::instance()).text.c_str());
    report_exception(_("Ost hit an unexpected problem and must close."), error);
}

void Application::exit_with(int code) {
    m_exit_code = code;
    if (m_frame) {
        m_frame->Close(true);
    }
    ExitMainLoop();
}

} // namespace ost::app
