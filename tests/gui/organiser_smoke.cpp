// --smoke-organiser DIR: the Organiser page opens DIR/event.ostevent, checks DIR/lists on its worker
// thread, shows one row per file with its verdict, opens a row read-only, saves the PDF report and
// the open lists booklet, is cancelled once (the table kept), and shows it all again in French.
#include "organiser_smoke.h"

#include "app/application.h"
#include "app/dialogs/event_dialog.h"
#include "app/frames/main_frame.h"
#include "app/panels/organiser_panel.h"
#include "core/io/event_reader.h"
#include "screen_grab.h"
#include "smoke_test.h"

#include <wx/dialog.h>
#include <wx/html/htmlwin.h>
#include <wx/listctrl.h>
#include <wx/log.h>

#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace ost::app {
namespace {

OrganiserPanel& organiser(Application& app) {
    app.frame()->show_area(Area::Organiser);
    return *static_cast<OrganiserPanel*>(app.frame()->area_panel(Area::Organiser));
}

/// "file=verdict" for every row of the table, as the player reads it.
void print_rows(Application& app) {
    auto* table = organiser(app).table();
    std::cout << "smoke organiser: " << table->GetItemCount() << " rows in " << app.language() << std::endl;
    for (long i = 0; i < table->GetItemCount(); ++i) {
        std::cout << "smoke organiser: row " << table->GetItemText(i, OrganiserPanel::kFile).utf8_string() << " = "
                  << table->GetItemText(i, OrganiserPanel::kVerdict).utf8_string() << " | "
                  << table->GetItemText(i, OrganiserPanel::kPoints).utf8_string() << std::endl;
    }
}

void run_batch(Application& app, const std::filesystem::path& dir) {
    auto& page = organiser(app);
    page.open_event(dir / "event.ostevent");
    if (!page.run_batch(dir / "lists")) {
        wxLogError("smoke organiser: the batch did not finish");
    }
    print_rows(app);
    page.table()->SetItemState(1, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                               wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
}

/// A row opens the roster read-only: the window says so and shows the army sheet.
void open_row(Application& app, ScriptedDialogs& dialogs, const std::filesystem::path& dir) {
    bool shown = false;
    dialogs.script_dialog([&](wxDialog& dialog) {
        auto* sheet = dynamic_cast<wxHtmlWindow*>(dialog.FindWindow("read-only-sheet"));
        const auto text = sheet != nullptr ? sheet->ToText() : wxString();
        std::cout << "smoke organiser: read-only window \"" << dialog.GetTitle().utf8_string() << "\" shows "
                  << (text.Contains("Empire") || text.Contains("Empereur") ? "the army sheet" : "NO sheet")
                  << std::endl;
        const auto image = grab_screen(dialog.GetScreenRect());
        if (image.IsOk()) image.SaveFile(wxString::FromUTF8((dir / "ost-organiser-read-only.png").string()), wxBITMAP_TYPE_PNG);
        shown = true;
        return wxID_CLOSE;
    });
    organiser(app).open_row(0);
    if (!shown) wxLogError("smoke organiser: the first row opened no read-only window");
}

void save_outputs(Application& app, const std::filesystem::path& dir) {
    auto& page = organiser(app);
    const auto lang = app.language();
    const int report = page.save_report(dir / ("report-" + lang + ".pdf"));
    page.save_report(dir / ("report-" + lang + ".csv"));
    const int booklet = page.save_booklet(dir / ("booklet-" + lang + ".pdf"));
    std::cout << "smoke organiser: report " << report << " pages, booklet " << booklet << " pages in " << lang
              << std::endl;
}

/// Cancel pressed: the batch stops and the table keeps the previous result.
void cancel_batch(Application& app, const std::filesystem::path& dir) {
    auto& page = organiser(app);
    const int before = page.table()->GetItemCount();
    const bool finished = page.run_batch(dir / "lists", true);
    std::cout << "smoke organiser: cancelled batch " << (finished ? "FINISHED" : "stopped") << ", "
              << page.table()->GetItemCount() << " of " << before << " rows kept" << std::endl;
}

/// The event form: a player added, OK; the file saved over holds the new player.
void edit_event(Application& app, ScriptedDialogs& dialogs, const std::filesystem::path& dir) {
    dialogs.script_dialog([&](wxDialog& dialog) {
        auto* form = dynamic_cast<EventDialog*>(&dialog);
        if (form == nullptr) {
            wxLogError("smoke organiser: Edit the event opened no event form");
            return wxID_CANCEL;
        }
        form->set_field_text("players", "Anne\nMarc\nBob");
        // The text boxes take the form's width: a form made wider widens them.
        const auto* name = dialog.FindWindow("name-en");
        const int before = name != nullptr ? name->GetSize().x : 0;
        const wxSize size = dialog.GetSize();
        dialog.SetSize(wxSize(size.x + 300, size.y));
        dialog.Layout();
        wxYield();
        const int after = name != nullptr ? name->GetSize().x : 0;
        std::cout << "smoke organiser: the form 300 px wider, its name box goes from " << before << " to " << after
                  << " px" << std::endl;
        if (after - before < 250) wxLogError("smoke organiser: the event form's text boxes should stretch with the form");
        dialog.SetSize(size);
        dialog.Layout();
        wxYield();
        const auto image = grab_screen(dialog.GetScreenRect());
        if (image.IsOk()) image.SaveFile(wxString::FromUTF8((dir / ("ost-organiser-form-" + app.language() + ".png")).string()), wxBITMAP_TYPE_PNG);
        return wxID_OK;
    });
    auto& page = organiser(app);
    page.edit_event();
    const auto saved = read_event_file(page.event_file());
    std::cout << "smoke organiser: event edited, " << saved.players.size() << " players, army size "
              << saved.army_size << std::endl;
}

/// A fresh start returns to the event the player left; an event file gone since is forgotten
/// without a word (no error, the page empty).
void restart(Application& app, const std::filesystem::path& dir, bool move_event_away) {
    if (move_event_away) {
        std::filesystem::rename(dir / "event.ostevent", dir / "event-moved.ostevent");
    }
    app.restart_window();
    const auto& file = organiser(app).event_file();
    std::cout << "smoke organiser: after a restart, "
              << (file.empty() ? std::string("no event open") : "event " + file.filename().string()) << std::endl;
}

using Step = std::function<void(Application&, ScriptedDialogs&, const std::filesystem::path&)>;
const std::vector<Step>& steps() {
    static const std::vector<Step> all = {
        [](Application& app, ScriptedDialogs&, const std::filesystem::path& dir) { run_batch(app, dir); },
        [](Application& app, ScriptedDialogs& d, const std::filesystem::path& dir) { open_row(app, d, dir); },
        [](Application& app, ScriptedDialogs&, const std::filesystem::path& dir) {
            save_outputs(app, dir);
            cancel_batch(app, dir);
        },
        // French: the frame is rebuilt and the page shows the same result in French.
        [](Application& app, ScriptedDialogs&, const std::filesystem::path&) { app.switch_language("fr"); },
        [](Application& app, ScriptedDialogs&, const std::filesystem::path& dir) {
            print_rows(app);
            organiser(app).table()->SetItemState(1, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
            save_outputs(app, dir);
        },
        [](Application& app, ScriptedDialogs& d, const std::filesystem::path& dir) { edit_event(app, d, dir); },
        [](Application& app, ScriptedDialogs&, const std::filesystem::path& dir) { restart(app, dir, false); },
        [](Application& app, ScriptedDialogs&, const std::filesystem::path& dir) { restart(app, dir, true); },
    };
    return all;
}
} // namespace

std::size_t organiser_step_count() { return steps().size(); }

void run_organiser_step(std::size_t index, Application& app, ScriptedDialogs& dialogs,
                        const std::filesystem::path& dir, const wxSize& size) {
    std::cout << "smoke organiser: step " << index + 1 << std::endl;
    app.frame()->SetSize(wxRect(wxPoint(0, 0), size)); // whole on the screen, to be captured
    steps().at(index)(app, dialogs, dir);
}

} // namespace ost::app
