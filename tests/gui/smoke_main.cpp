// Entry point of ost-smoke, the GUI smoke test executable: the real Application with the smoke
// test hook and scripted dialogs installed. Only tests build it; the installed `ost` has neither.
#include "app/application.h"
#include "smoke_test.h"

#include <wx/app.h>

#include <memory>

namespace {
wxAppConsole* create_smoke_app() {
    wxAppConsole::CheckBuildOptions(WX_BUILD_OPTIONS_SIGNATURE, "ost-smoke");
    auto* app = new ost::app::Application();
    auto dialogs = std::make_unique<ost::app::ScriptedDialogs>();
    auto hook = std::make_unique<ost::app::SmokeTest>(*dialogs);
    app->set_dialogs(std::move(dialogs));
    app->set_hook(std::move(hook));
    return app;
}
} // namespace

wxAppInitializer wxTheAppInitializer(create_smoke_app);

ost::app::Application& wxGetApp() { return *static_cast<ost::app::Application*>(wxApp::GetInstance()); }

wxIMPLEMENT_WX_THEME_SUPPORT
wxIMPLEMENT_WXWIN_MAIN
