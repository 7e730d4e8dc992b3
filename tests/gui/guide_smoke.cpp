// --smoke-guide: the welcome page a first start opens (its sample army in one click), the guide
// opened with F1 in English and French, a link followed and Back, at 1024x700 and 1920x1080
// (when the screen allows); it also writes the guide's pictures (tests/gui/update_guide_pictures.sh).
#include "guide_smoke.h"

#include "screen_grab.h"
#include "smoke_test.h"

#include "app/application.h"
#include "app/frames/guide_window.h"
#include "app/frames/main_frame.h"
#include "app/panels/roster_panel.h"
#include "app/panels/rules_panel.h"
#include "core/services/guide_html.h"

#include <wx/display.h>
#include <wx/log.h>
#include <wx/imagpng.h>
#include <wx/menu.h>
#include <wx/quantize.h>

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

/// A picture of the main window for the guide page `page`: 1024x700, scaled to 640 wide.
void picture(Application& app, const std::string& page) {
    auto* frame = app.frame();
    frame->Raise();
    frame->Update();
    wxYield();
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

/// The pictures of the guide's task pages, in the app's language (sample army open).
void pictures(Application& app) {
    auto* window = find_guide();
    if (window != nullptr) window->Hide();
    auto& frame = *app.frame();
    frame.SetSize(wxSize(1024, 700));
    frame.rosters(); // the Rosters page, with the sample army
    picture(app, "guide.build");
    frame.show_area(Area::Rules);
    auto* rules = static_cast<RulesPanel*>(frame.area_panel(Area::Rules));
    rules->search_for("deroute"); // accents do not matter: « Déroute », "Rout"
    frame.open_rule("adlg.rout.unit");
    picture(app, "guide.rules");
    frame.show_area(Area::Engine);
    picture(app, "guide.engine");
    frame.show_area(Area::Lists);
}

using Step = std::function<void(Application&)>;
const std::vector<Step>& steps() {
    static const std::vector<Step> all = {
        // A first start: the welcome page is open, with a sample army per game with lists.
        [](Application&) {
            auto* window = guide("at a first start");
            const bool welcome = window != nullptr && window->current_page() == reference::kGuideWelcome;
            std::cout << "smoke guide: welcome page " << (welcome ? "open" : "NOT open") << " with "
                      << (window ? window->samples().size() : 0) << " sample armies" << std::endl;
            if (!welcome || window->samples().size() < 2) wxLogError("smoke guide: the welcome page should offer the samples");
            resize_guide(wxSize(1024, 700));
        },
        [](Application& app) {
            capture_guide(app, "guide-welcome-1024");
            resize_guide(wxSize(1920, 1080));
        },
        [](Application& app) {
            capture_guide(app, "guide-welcome-1920");
            // One click on the first sample: the Rosters page holds it.
            auto* window = guide("for its sample");
            if (window == nullptr || !window->follow_link(std::string(reference::kRosterLinkPrefix) + "0")) return;
            const bool open = app.frame()->rosters().has_roster();
            std::cout << "smoke guide: sample army " << (open ? "open" : "NOT open") << " in the Rosters page" << std::endl;
            if (!open) wxLogError("smoke guide: the sample army should open in the Rosters page");
        },
        [](Application& app) { pictures(app); },
        [](Application& app) {
            f1_link_back(app);
            resize_guide(wxSize(1024, 700));
        },
        [](Application& app) {
            capture_guide(app, "guide-build-1024");
            resize_guide(wxSize(1920, 1080));
        },
        [](Application& app) {
            capture_guide(app, "guide-build-1920");
            app.switch_language("fr");
        },
        [](Application& app) { pictures(app); },
        [](Application& app) {
            f1_link_back(app);
            resize_guide(wxSize(1024, 700));
        },
        [](Application& app) {
            capture_guide(app, "guide-build-1024");
            resize_guide(wxSize(1920, 1080));
        },
        [](Application& app) {
            capture_guide(app, "guide-build-1920");
            if (auto* window = guide("for the welcome page")) window->show_page(reference::kGuideWelcome);
            resize_guide(wxSize(1024, 700));
        },
        [](Application& app) {
            capture_guide(app, "guide-welcome-1024");
            resize_guide(wxSize(1920, 1080));
        },
        [](Application& app) { capture_guide(app, "guide-welcome-1920"); },
    };
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
