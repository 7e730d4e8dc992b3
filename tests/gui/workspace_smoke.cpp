// --smoke-workspace: the open roster belongs to the workspace, not to the window (issue 25). As a
// player: change a roster, type a note, switch the language twice, Undo, Redo, Quit. Pages not
// shown are built on first show, their state kept until then (issue 26).
#include "workspace_smoke.h"

#include "smoke_test.h"

#include "app/application.h"
#include "app/frames/main_frame.h"
#include "app/panels/engine_panel.h"
#include "app/panels/legality_panel.h"
#include "app/panels/list_editor_panel.h"
#include "app/panels/lists_panel.h"
#include "app/panels/roster_inspector.h"
#include "app/panels/roster_panel.h"
#include "core/services/roster_editor.h"
#include "core/services/rules_companion.h"

#include <wx/log.h>

#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace ost::app {
namespace {
const wxString kNote = "Keep the cannons behind the hill";
std::string g_entry; ///< the entry added at the first step

/// The window's title shows the roster as changed ("*Workspace test — Ost — …").
void expect_marked(MainFrame& frame, const char* when) {
    if (!frame.GetTitle().StartsWith("*Workspace test")) {
        wxLogError("smoke workspace: %s the title should mark the roster as changed, it reads \"%s\"", when,
                   frame.GetTitle());
    }
}

void expect_units(RosterPanel& rosters, std::size_t count, const char* when) {
    const auto* editor = rosters.editor();
    if (editor == nullptr || editor->roster().entries.size() != count) {
        wxLogError("smoke workspace: %s the roster should hold %d entries", when, static_cast<int>(count));
    }
}

void press(MainFrame& frame, int id) {
    wxCommandEvent command(wxEVT_MENU, id);
    command.SetEventObject(&frame);
    frame.ProcessWindowEvent(command);
}

EnginePanel& engine_of(MainFrame& frame) { return *static_cast<EnginePanel*>(frame.area_panel(Area::Engine)); }
ListsPanel& lists_of(MainFrame& frame) { return *static_cast<ListsPanel*>(frame.area_panel(Area::Lists)); }

/// Issue 26: My lists and the Engine area's pages are not built before they are shown.
void expect_not_built(MainFrame& frame, const char* when) {
    if (lists_of(frame).built_editor() != nullptr) wxLogError("smoke workspace: %s My lists should not be built yet", when);
    if (engine_of(frame).built_legality() != nullptr || engine_of(frame).built_combat() != nullptr)
        wxLogError("smoke workspace: %s the Engine area's pages should not be built yet", when);
}

using Step = std::function<void(Application&, ScriptedDialogs&)>;
const std::vector<Step>& steps() {
    static const std::vector<Step> all = {
        // A new roster, one unit added: changed ("*"); a note typed on it, not applied yet.
        // The window as it starts (the Lists area): the pages not on screen are not built; a
        // check set on the Legality page, then the Lists area brought back.
        [](Application& app, ScriptedDialogs&) {
            auto& frame = *app.frame();
            expect_not_built(frame, "at start");
            frame.show_area(Area::Engine);
            if (engine_of(frame).built_legality() == nullptr || engine_of(frame).built_combat() != nullptr)
                wxLogError("smoke workspace: the Engine area shown should build its Legality page only");
            engine_of(frame).legality().set_check("adlg", "contact", "bowmen", "heavy-spearmen", {{"side", "flank"}});
            lists_of(frame).select_page(ListsPanel::kMyListsPage);
            if (lists_of(frame).built_editor() == nullptr) wxLogError("smoke workspace: My lists selected should be built");
            frame.show_area(Area::Lists);
        },
        [](Application& app, ScriptedDialogs&) {
            auto& rosters = app.frame()->rosters();
            rosters.start_roster("wme", "empire", 2000, std::nullopt, "Workspace test");
            g_entry = rosters.add_line("halberdiers", true);
            rosters.select_entry(g_entry);
            rosters.inspector().type_note(kNote);
        },
        [](Application& app, ScriptedDialogs&) {
            expect_marked(*app.frame(), "after a change");
            app.switch_language("fr");
        },
        // In French: still changed, the note still being typed, one entry; the pages not shown
        // not built, their state kept for when they are.
        [](Application& app, ScriptedDialogs&) {
            expect_not_built(*app.frame(), "after the switch to French");
            auto& rosters = app.frame()->rosters();
            expect_marked(*app.frame(), "after the switch to French");
            expect_units(rosters, 1, "after the switch to French");
            if (rosters.inspector().note_text() != kNote) {
                wxLogError("smoke workspace: the note being typed should survive the switch, it reads \"%s\"",
                           rosters.inspector().note_text());
            }
            app.switch_language("en");
        },
        // Back in English: Undo undoes the unit added before the two switches; Redo brings it back.
        [](Application& app, ScriptedDialogs&) {
            auto& frame = *app.frame();
            auto& rosters = frame.rosters();
            expect_marked(frame, "after switching back to English");
            if (rosters.inspector().note_text() != kNote) {
                wxLogError("smoke workspace: the note should survive a second switch, it reads \"%s\"",
                           rosters.inspector().note_text());
            }
            press(frame, wxID_UNDO);
            expect_units(rosters, 0, "after Undo");
            press(frame, wxID_REDO);
            expect_units(rosters, 1, "after Redo");
        },
        // The Legality page, built only now after two switches, shows the check set before them.
        [](Application& app, ScriptedDialogs&) {
            auto& frame = *app.frame();
            expect_not_built(frame, "after switching back to English");
            frame.show_area(Area::Engine);
            auto* legality = engine_of(frame).built_legality();
            const auto state = legality != nullptr ? legality->save_state() : std::map<std::string, std::string>();
            const auto value = [&](const char* key) { return state.count(key) ? state.at(key) : std::string(); };
            if (value("legality.system") != "adlg" || value("legality.question") != "contact" ||
                value("legality.answers").find("side=flank") == std::string::npos) {
                wxLogError("smoke workspace: the Legality page built after two switches should show the check set "
                           "before them (adlg, contact, side=flank), it shows %s, %s, %s",
                           value("legality.system"), value("legality.question"), value("legality.answers"));
            }
            frame.rosters(); // the Lists area again, for Quit
        },
        // Quit: the save question comes (answered Cancel: Ost stays open with the roster).
        [](Application& app, ScriptedDialogs& dialogs) {
            expect_marked(*app.frame(), "after Redo");
            const int before = dialogs.asked();
            dialogs.script({2});
            press(*app.frame(), wxID_EXIT);
            if (dialogs.asked() != before + 1) {
                wxLogError("smoke workspace: Quit should ask whether to save the changed roster");
            }
            if (app.frame() == nullptr || !app.frame()->IsShown() || app.frame()->rosters().editor() == nullptr) {
                wxLogError("smoke workspace: after Cancel the window and the roster should stay open");
            }
            std::cout << "smoke workspace: Quit asked " << dialogs.asked() - before << " question" << std::endl;
            // One rules companion per session however often the pages were rebuilt: the session's
            // and its search thread's (issue 25: each Rules page used to start a thread with its own).
            if (reference::RulesService::built() > 2) {
                wxLogError("smoke workspace: %d RulesService built, the session should hold at most 2",
                           reference::RulesService::built());
            }
            std::cout << "smoke workspace: " << reference::RulesService::built() << " RulesService built" << std::endl;
        },
    };
    return all;
}
} // namespace

std::size_t workspace_step_count() { return steps().size(); }

void run_workspace_step(std::size_t index, Application& app, ScriptedDialogs& dialogs) {
    std::cout << "smoke workspace: step " << index + 1 << std::endl;
    steps().at(index)(app, dialogs);
}

} // namespace ost::app
