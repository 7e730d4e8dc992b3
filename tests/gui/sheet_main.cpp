// Entry point of ost-sheet-test, the army sheet's GUI test executable: the real Application with
// the SheetTest hook and scripted dialogs. Only tests build it; the installed `ost` has neither.
#include "app/application.h"
#include "sheet_test.h"
#include "smoke_test.h"

#include <wx/app.h>

#include <memory>

namespace {
wxAppConsole* create_sheet_app() {
    wxAppConsole::CheckBuildOptions(WX_BUILD_OPTIONS_SIGNATURE, "ost-sheet-test");
    auto* app = new ost::app::Application();
    app->set_dialogs(std::make_unique<ost::app::ScriptedDialogs>());
    app->set_hook(std::make_unique<ost::app::SheetTest>());
    return app;
}
} // namespace

wxAppInitializer wxTheAppInitializer(create_sheet_app);

ost::app::Application& wxGetApp() { return *static_cast<ost::app::Application*>(wxApp::GetInstance()); }

wxIMPLEMENT_WX_THEME_SUPPORT
wxIMPLEMENT_WXWIN_MAIN
