// --smoke-guide: the welcome page a first start opens (its sample army in one click, the engine of
// the games without lists), the guide opened with F1 in English and French, a link followed and
// Back, at 1024x700 and 1920x1080; it also writes every guide page's picture (update_guide_pictures.sh).
#include "guide_smoke.h"

#include "screen_grab.h"
#include "smoke_test.h"

#include "app/application.h"
#include "app/frames/guide_window.h"
#include "app/frames/main_frame.h"
#include "app/panels/engine_panel.h"
#include "app/panels/legality_panel.h"
#include "app/panels/lists_panel.h"
#include "app/panels/roster_panel.h"
#include "app/panels/rules_panel.h"
#include "core/services/guide_html.h"

#include <wx/dialog.h>
#include <wx/display.h>
#include <wx/log.h>
#include <wx/imagpng.h>
#include <wx/menu.h>
#include <wx/quantize.h>
#include <wx/timer.h>

#include <algorithm>
#include <functional>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace ost::app {
namespace {
std::filesystem::path g_dir;

/// Presses the menu command whose shortcut is F1, as the key does.
void press_f1(MainFrame& frame) {
    auto* bar = frame.GetMenuBar();
    for (std::size_t m = 0; bar != nullptr && m < bar->GetMenuCount(); ++m) {
        for (auto* item : bar->GetMenu(m)->GetMenuItems()) {
            const std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
            if (accel && accel->GetKeyCode() == WXK_F1 && accel->GetFlags() == wxACCEL_NORMAL) {
                wxCommandEvent command(wxEVT_MENU, item->GetId());
                command.SetEventObject(&frame);
                frame.ProcessWindowEvent(command);
                return;
            }
        }
    }
    wxLogError("smoke guide: no menu command has the F1 shortcut");
}

GuideWindow* guide(const char* when) {
    auto* window = find_guide();
    if (window == nullptr || !window->IsShown()) {
        wxLogError("smoke guide: %s the guide window should be open", when);
    }
    return window;
}

/// The guide window at `size` (when the screen has room) in the screen's corner; captured at
/// the next step, once the window has its size and is painted.
void resize_guide(const wxSize& size) {
    auto* window = guide("to size it,");
    if (window == nullptr) return;
    const wxRect screen = wxDisplay(0u).GetClientArea();
    window->SetSize(wxRect(screen.GetTopLeft(), wxSize(std::min(size.x, screen.width), std::min(size.y, screen.height))));
    window->Raise();
}

/// The guide window as it is, checked for cut texts, captured as ost-NAME-LANG.png.
void capture_guide(Application& app, const std::string& name) {
    auto* window = guide("to capture it,");
    if (window == nullptr) return;
    window->Update();
    wxYield();
    for (const auto& problem : clipped_text_problems(window)) {
        wxLogError("smoke guide: %s: %s", name, wxString::FromUTF8(problem));
    }
    const wxImage image = grab_screen(window->GetScreenRect());
    const auto file = g_dir / ("ost-" + name + "-" + app.language() + ".png");
    if (!image.IsOk() || !image.SaveFile(wxString::FromUTF8(file.string()), wxBITMAP_TYPE_PNG)) {
        wxLogError("smoke guide: cannot write %s", file.string());
    }
    std::cout << "smoke guide: captured " << name << " at " << window->GetSize().x << "x"
              << window->GetSize().y << std::endl;
}

/// A picture of the main window (or `window`) for the guide page `page`, scaled to 640 wide
/// (`raise`: the window brought to the front first).
void picture(Application& app, const std::string& page, bool raise = true, wxWindow* window = nullptr) {
    wxWindow* frame = window != nullptr ? window : app.frame();
    if (raise) frame->Raise(); // not over a dialog shown for the picture
    for (int pass = 0; pass < 2; ++pass) { // a page laid out again for its new size, then painted
        frame->Update();
        wxYield();
    }
    wxImage image = grab_screen(frame->GetScreenRect());
    if (!image.IsOk()) {
        wxLogError("smoke guide: cannot grab the window for %s", page);
        return;
    }
    image.Rescale(640, image.GetHeight() * 640 / image.GetWidth(), wxIMAGE_QUALITY_BOX_AVERAGE);
    // A palette of 256 colours keeps each picture well under 100 KB.
    wxImage reduced;
    if (wxQuantize::Quantize(image, reduced, 256, nullptr, wxQUANTIZE_FILL_DESTINATION_IMAGE)) {
        image = reduced;
        image.SetOption(wxIMAGE_OPTION_PNG_FORMAT, wxPNG_TYPE_PALETTE);
    }
    image.SetOption(wxIMAGE_OPTION_PNG_COMPRESSION_LEVEL, 9);
    std::filesystem::create_directories(g_dir / "pictures");
    const auto file = g_dir / "pictures" / (page + "." + app.language() + ".png");
    if (!image.SaveFile(wxString::FromUTF8(file.string()), wxBITMAP_TYPE_PNG)) {
        wxLogError("smoke guide: cannot write %s", file.string());
    }
}

/// F1 from the Lists area opens the guide on building a list; its first link, then Back.
void f1_link_back(Application& app) {
    app.frame()->SetSize(wxSize(1024, 700));
    app.frame()->show_area(Area::Lists);
    press_f1(*app.frame());
    auto* window = guide("after F1");
    if (window == nullptr) return;
    const std::string opened = window->current_page();
    const std::string link = window->first_link();
    if (opened != "guide.build" || link.empty() || !window->follow_link(link)) {
        wxLogError("smoke guide: F1 should open guide.build with a link to follow (opened %s)", opened);
        return;
    }
    const std::string followed = window->current_page();
    const bool back = window->back() && window->current_page() == opened;
    std::cout << "smoke guide: F1 opened " << opened << ", link to " << followed << ", Back "
              << (back ? "returned" : "FAILED") << " in " << app.language() << std::endl;
    if (!back || followed == opened) wxLogError("smoke guide: the link or Back did not move");
}

/// A picture of the main window with the modal dialog `show` opens over it, then the dialog closed.
void picture_with_dialog(Application& app, const std::string& page, const std::function<void()>& show) {
    wxTimer timer;
    timer.Bind(wxEVT_TIMER, [&](wxTimerEvent&) {
        for (wxWindow* w : wxTopLevelWindows) {
            if (auto* dialog = dynamic_cast<wxDialog*>(w); dialog != nullptr && dialog->IsModal()) {
                dialog->Update();
                wxYield();
                picture(app, page, false);
                dialog->EndModal(wxID_CANCEL);
                return;
            }
        }
        wxLogError("smoke guide: no dialog for the picture of %s", page);
    });
    timer.StartOnce(700);
    show();
}

/// The pictures of every guide page, in the app's language (sample army open): what the page
/// is about, as the player sees it (tests/gui/update_guide_pictures.sh copies them to the data).
void pictures(Application& app) {
    auto* window = find_guide();
    if (window != nullptr) window->Hide();
    auto& frame = *app.frame();
    frame.SetSize(wxSize(1024, 700));
    auto* lists = static_cast<ListsPanel*>(frame.area_panel(Area::Lists));
    frame.show_area(Area::Lists);
    lists->select_page(0); // the army lists, the three areas on the left
    picture(app, "guide.welcome");
    lists->select_page(ListsPanel::kMyListsPage);
    picture(app, "guide.my-lists");
    auto& rosters = frame.rosters(); // the Rosters page, with the first sample army
    if (window != nullptr && !window->samples().empty()) rosters.open_file(window->samples().front().file);
    picture(app, "guide.build");
    picture_with_dialog(app, "guide.print", [&] { rosters.show_sheet(); });
    rosters.open_file(std::filesystem::path(OST_SOURCE_DIR) / "tests" / "data" / "rosters" / "wme-illegal.ostr");
    picture(app, "guide.check");
    frame.show_area(Area::Rules);
    auto* rules = static_cast<RulesPanel*>(frame.area_panel(Area::Rules));
    rules->search_for("deroute"); // accents do not matter: « Déroute », "Rout"
    frame.open_rule("adlg.rout.unit");
    picture(app, "guide.rules");
    frame.show_area(Area::Engine);
    picture(app, "guide.engine");
    frame.show_area(Area::Organiser);
    picture(app, "guide.event");
    frame.show_area(Area::Lists);
    // The welcome page (Help → Welcome page), as a first start opens it.
    auto& welcome = show_guide(frame, app.session(), reference::kGuideWelcome);
    welcome.SetSize(wxRect(frame.GetPosition(), wxSize(1024, 700)));
    picture(app, "guide.window", true, &welcome);
    welcome.Hide();
}

/// The welcome page offers each game without army lists its Legality page: the link opens it on
/// that game (issue 29: the welcome page promises only what is there).
void engine_game_link(Application& app) {
    auto* window = guide("for its engine games");
    if (window == nullptr) return;
    const auto& games = window->engine_games();
    std::cout << "smoke guide: welcome page offers the engine of " << games.size() << " games without lists" << std::endl;
    if (games.empty()) {
        wxLogError("smoke guide: the welcome page should offer the engine of the games without lists");
        return;
    }
    const std::string system = games.back().system_id;
    auto& engine = *static_cast<EnginePanel*>(app.frame()->area_panel(Area::Engine));
    const bool followed = window->follow_link(reference::kLegalityLinkPrefix + system);
    const auto shown = engine.legality().save_state().at("legality.system");
    std::cout << "smoke guide: its Legality link shows " << shown << std::endl;
    if (!followed || shown != system) wxLogError("smoke guide: the Legality link should open %s", system);
    if (!window->follow_link(reference::kCombatLinkPrefix + system))
        wxLogError("smoke guide: the Combat link should open for %s", system);
    app.frame()->show_area(Area::Lists);
}

/// A first start: the welcome page is open, with a sample army per game with lists.
void first_start(Application&) {
    auto* window = guide("at a first start");
    const bool welcome = window != nullptr && window->current_page() == reference::kGuideWelcome;
    std::cout << "smoke guide: welcome page " << (welcome ? "open" : "NOT open") << " with "
              << (window ? window->samples().size() : 0) << " sample armies" << std::endl;
    if (!welcome || window->samples().size() < 2) wxLogError("smoke guide: the welcome page should offer the samples");
}

/// One click on the first sample: the Rosters page holds it.
void open_sample(Application& app) {
    auto* window = guide("for its sample");
    if (window == nullptr || !window->follow_link(std::string(reference::kRosterLinkPrefix) + "0")) return;
    const bool open = app.frame()->rosters().has_roster();
    std::cout << "smoke guide: sample army " << (open ? "open" : "NOT open") << " in the Rosters page" << std::endl;
    if (!open) wxLogError("smoke guide: the sample army should open in the Rosters page");
}

using Step = std::function<void(Application&)>;

/// The steps of one language: the welcome page and the guide captured at both sizes (a capture
/// waits for the step after its resize), the pictures, F1 with a link and Back.
void add_language(std::vector<Step>& all, const std::string& language) {
    if (language != "en") {
        all.push_back([language](Application& app) { app.switch_language(language); }); // the window is rebuilt
    }
    all.push_back([language](Application& app) {
        if (language == "en") {
            first_start(app);
        } else {
            show_guide(*app.frame(), app.session(), reference::kGuideWelcome); // Help → Welcome page
        }
        resize_guide(wxSize(1024, 700));
    });
    all.push_back([](Application& app) {
        capture_guide(app, "guide-welcome-1024");
        resize_guide(wxSize(1920, 1080));
    });
    all.push_back([language](Application& app) {
        capture_guide(app, "guide-welcome-1920");
        engine_game_link(app);
        if (language == "en") open_sample(app);
    });
    all.push_back([](Application& app) { pictures(app); });
    all.push_back([](Application& app) {
        f1_link_back(app);
        resize_guide(wxSize(1024, 700));
    });
    all.push_back([](Application& app) {
        capture_guide(app, "guide-build-1024");
        resize_guide(wxSize(1920, 1080));
    });
    all.push_back([](Application& app) { capture_guide(app, "guide-build-1920"); });
}

const std::vector<Step>& steps() {
    static const std::vector<Step> all = [] {
        std::vector<Step> out;
        for (const std::string language : {"en", "fr"}) add_language(out, language);
        return out;
    }();
    return all;
}
} // namespace

std::size_t guide_step_count() { return steps().size(); }

void run_guide_step(std::size_t index, Application& app, const std::filesystem::path& dir) {
    g_dir = dir;
    std::cout << "smoke guide: step " << index + 1 << std::endl;
    steps().at(index)(app);
}

} // namespace ost::app
