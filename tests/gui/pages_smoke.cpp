// --smoke-pages (issue 29): each page of the app shown in English and French at 1024x700 and at
// 1920x1080, checked once painted for text a player cannot read, and captured (pages-*.png).
#include "pages_smoke.h"

#include "screen_grab.h"
#include "smoke_test.h"

#include "app/application.h"
#include "app/frames/main_frame.h"
#include "app/panels/combat_panel.h"
#include "app/panels/engine_panel.h"
#include "app/panels/hex_board.h"
#include "app/panels/legality_panel.h"
#include "app/panels/report_list.h"
#include "app/panels/roster_inspector.h"
#include "app/panels/list_browser_panel.h"
#include "app/panels/lists_panel.h"
#include "app/panels/roster_panel.h"
#include "app/panels/rules_panel.h"
#include "core/services/roster_editor.h"

#include <wx/control.h>
#include <wx/dcclient.h>
#include <wx/html/htmlwin.h>
#include <wx/listctrl.h>
#include <wx/spinctrl.h>
#include <wx/log.h>
#include <wx/scrolwin.h>
#include <wx/stattext.h>
#include <wx/treectrl.h>

#include <cstdlib>
#include <functional>
#include <map>
#include <iostream>
#include <string>
#include <vector>

namespace ost::app {
namespace {

/// The number controls under `w` showing a value below zero (a "-1: not given" a player had to read).
int negative_spins(const wxWindow* w) {
    int n = 0;
    for (const wxWindow* child : w->GetChildren()) {
        if (const auto* spin = dynamic_cast<const wxSpinCtrl*>(child); spin != nullptr && spin->GetValue() < 0) {
            ++n;
        }
        n += negative_spins(child);
    }
    return n;
}

EnginePanel& engine(MainFrame& f) {
    f.show_area(Area::Engine);
    return *static_cast<EnginePanel*>(f.area_panel(Area::Engine));
}

ListsPanel& lists(MainFrame& f) {
    f.show_area(Area::Lists);
    return *static_cast<ListsPanel*>(f.area_panel(Area::Lists));
}

/// The ADLG Sumer roster of the issue (its four « Guerriers et miliciens » lines), made once.
void open_sumer_roster(MainFrame& f) {
    auto& rosters = f.rosters();
    if (rosters.editor() != nullptr && rosters.editor()->roster().system_id == "adlg") return;
    rosters.start_roster("adlg", "001-sumer-and-akkad", 200, -2500, "Sumer 200");
    if (auto* editor = rosters.editor()) {
        editor->add_unit("militia-bowmen", 2, "c1");
        editor->add_unit("warriors-and-militia-heavy-spearmen", 8, "c2");
    } else {
        wxLogError("smoke pages: the ADLG roster was not created");
    }
}

/// Issue 16: answering a question of the Legality page keeps every question in its row.
void check_questions_stay(LegalityPanel& legality) {
    legality.set_check("adlg", "contact", "bowmen", "heavy-spearmen", {});
    const auto before = legality.shown_facts();
    if (before.size() < 2) {
        wxLogError("smoke pages: an ADLG contact should ask several questions, not %d", static_cast<int>(before.size()));
        return;
    }
    legality.answer_fact(before.front(), "no");
    const auto after = legality.shown_facts();
    if (after.empty() || after.front() != before.front())
        wxLogError("smoke pages: the question answered moved (it was first, now %s)",
                   after.empty() ? std::string("gone") : after.front());
    legality.answer_fact(before.front(), "");
}

/// Issue 13: a question about two units gives no verdict with "(none)" as the other unit.
void check_no_verdict_without_target(LegalityPanel& legality) {
    legality.set_check("adlg", "contact", "bowmen", "", {{"phase", "move"}});
    if (legality.result() != nullptr)
        wxLogError("smoke pages: a contact with no other unit should give no verdict (it said %s)",
                   legality.result()->word.english());
}

struct Page {
    const char* name;
    std::function<void(MainFrame&)> show;
};

const std::vector<Page>& pages() {
    static const std::vector<Page> all = {
        {"list", [](MainFrame& f) {
             open_sumer_roster(f);
             auto& l = lists(f);
             l.select_page(0);
             l.browser().show_list("adlg", "001-sumer-and-akkad");
             l.browser().set_army_size(200);
         }},
        {"my-lists", [](MainFrame& f) { lists(f).select_page(ListsPanel::kMyListsPage); }},
        {"roster", [](MainFrame& f) { lists(f).select_page(ListsPanel::kRostersPage); }},
        {"roster-adlg-unit", [](MainFrame& f) { // the inspector on an ADLG unit (its stats, options)
             lists(f).select_page(ListsPanel::kRostersPage);
             auto* editor = f.rosters().editor();
             if (editor == nullptr || editor->roster().entries.empty() ||
                 !f.rosters().select_entry(editor->roster().entries.back().id))
                 wxLogError("smoke pages: no ADLG unit to show in the inspector");
         }},
        {"roster-adlg-options", [](MainFrame& f) { // the same, scrolled to its option rows (issue 26)
             lists(f).select_page(ListsPanel::kRostersPage);
             auto* editor = f.rosters().editor();
             if (editor == nullptr || editor->roster().entries.empty() ||
                 !f.rosters().select_entry(editor->roster().entries.back().id) ||
                 f.rosters().inspector().option_rows().empty())
                 wxLogError("smoke pages: no ADLG unit with options to show in the inspector");
             f.rosters().inspector().Scroll(0, f.rosters().inspector().GetVirtualSize().y);
         }},
        {"rules", [](MainFrame& f) {
             f.show_area(Area::Rules);
             auto& rules = *static_cast<RulesPanel*>(f.area_panel(Area::Rules));
             // Issue 9: narrowed to the open roster's game.
             if (rules.game_filter() != "adlg")
                 wxLogError("smoke pages: the rules search should follow the open ADLG roster, not \"%s\"",
                            rules.game_filter());
             rules.search_for(wxGetApp().language() == "fr" ? wxString::FromUTF8("infanterie légère détruite")
                                                           : wxString("light infantry destroyed"));
         }},
        {"legality-adlg", [](MainFrame& f) {
             auto& legality = engine(f).legality();
             engine(f).select_page(0);
             check_no_verdict_without_target(legality);
             legality.select_system("adlg");
         }},
        {"legality-wme", [](MainFrame& f) {
             engine(f).select_page(0);
             engine(f).legality().select_system("wme");
         }},
        {"legality-ab", [](MainFrame& f) {
             auto& legality = engine(f).legality();
             engine(f).select_page(0);
             check_questions_stay(legality);
             legality.select_system("ab");
         }},
        {"legality-jomini", [](MainFrame& f) {
             engine(f).select_page(0);
             engine(f).legality().select_system("jomini");
         }},
        {"combat", [](MainFrame& f) { engine(f).select_combat(); }},
        // Issue 27: the Jomini form names its troop lines from the data; they fit at 1024 px.
        {"combat-jomini", [](MainFrame& f) {
             engine(f).select_combat();
             if (!engine(f).combat().load_scenario_text(R"({"system": "jomini", "test": "attack",
                     "attacker": {"kind": "infantry", "troop": "troop-line-12-right"},
                     "defender": {"kind": "cavalry", "troop": "troop-line-19-right", "character": "commander"}})", "smoke"))
                 wxLogError("smoke pages: the Jomini attack did not open on the Combat page");
             // Issue 29 item 7: the dice come from the troop line by a ticked box, not by a -1 to type;
             // a number given unticks it and is kept.
             auto& combat = engine(f).combat();
             if (const int n = negative_spins(&combat); n > 0)
                 wxLogError("smoke pages: %d number(s) on the Jomini Combat page show a value below zero", n);
             if (combat.scenario_text().find("\"dice\"") != std::string::npos)
                 wxLogError("smoke pages: the Jomini dice were given although the troop line's box is ticked");
             combat.load_scenario_text(R"({"system": "jomini", "test": "attack",
                     "attacker": {"kind": "infantry", "troop": "troop-line-12-right", "dice": 4},
                     "defender": {"kind": "cavalry", "troop": "troop-line-19-right"}})", "smoke");
             if (combat.scenario_text().find("\"dice\":4") == std::string::npos &&
                 combat.scenario_text().find("\"dice\": 4") == std::string::npos)
                 wxLogError("smoke pages: 4 dice typed for the Jomini attacker were not kept: %s",
                            wxString::FromUTF8(combat.scenario_text()));
             combat.load_scenario_text(R"({"system": "jomini", "test": "attack",
                     "attacker": {"kind": "infantry", "troop": "troop-line-12-right"},
                     "defender": {"kind": "cavalry", "troop": "troop-line-19-right", "character": "commander"}})", "smoke");
         }},
        {"roster-wme-character", [](MainFrame& f) { // the inspector on a WME General (his Command)
             auto& rosters = f.rosters();
             rosters.start_roster("wme", "empire", 2000, std::nullopt, "Empire 2000");
             lists(f).select_page(ListsPanel::kRostersPage);
             auto* editor = rosters.editor();
             const std::string general = editor != nullptr ? editor->add_unit("general", 1) : std::string();
             if (general.empty() || !rosters.select_entry(general))
                 wxLogError("smoke pages: no WME General to show in the inspector");
             // One findings row per finding, each with its severity (a row once lost its place and
             // a "nothing to report" stood among the errors).
             const auto found = editor != nullptr ? editor->report().diagnostics.size() : 0;
             if (static_cast<std::size_t>(rosters.finding_count()) != std::max<std::size_t>(found, 1))
                 wxLogError("smoke pages: %ld findings rows for %zu findings", rosters.finding_count(), found);
             for (long row = 0; found > 0 && row < rosters.finding_count(); ++row) {
                 if (rosters.finding_row(row).empty() || rosters.finding_row(row)[0].empty())
                     wxLogError("smoke pages: findings row %ld has no severity", row);
             }
         }},
    };
    return all;
}

struct Visit {
    std::string lang;
    wxSize size;
    std::size_t page;
};

const std::vector<Visit>& visits() {
    static const std::vector<Visit> all = [] {
        std::vector<Visit> out;
        for (const char* lang : {"en", "fr"})
            for (const wxSize size : {wxSize(1024, 700), wxSize(1920, 1080)})
                for (std::size_t p = 0; p < pages().size(); ++p) out.push_back({lang, size, p});
        return out;
    }();
    return all;
}

std::string shot_name(const Visit& v) {
    return std::string("pages-") + pages()[v.page].name + "-" + v.lang + "-" + std::to_string(v.size.x) + "x" +
           std::to_string(v.size.y);
}

/// Issue 11: the board's shooter and the board's width (the sash) chosen before a language switch.
constexpr int kBoardSash = 520;
void prepare_switch(MainFrame& f) {
    auto& legality = engine(f).legality();
    legality.select_system("ab");
    legality.pick_shooter_kind(static_cast<int>(HexBoard::ShooterKind::Elephant));
    legality.set_board_sash(kBoardSash);
}

void check_after_switch(MainFrame& f) {
    // The keyboard works at once: the focus is in the new window (Ctrl+1/2/3 need it).
    const wxWindow* focus = wxWindow::FindFocus();
    if (focus == nullptr || wxGetTopLevelParent(const_cast<wxWindow*>(focus)) != &f)
        wxLogError("smoke pages: after the language switch the new window has no keyboard focus");
    auto& legality = engine(f).legality();
    if (legality.shown_shooter_kind() != static_cast<int>(HexBoard::ShooterKind::Elephant))
        wxLogError("smoke pages: the board's shooter chosen before the language switch was reset");
    if (std::abs(legality.board_sash() - kBoardSash) > 2)
        wxLogError("smoke pages: the board's width set before the language switch was reset (%d)", legality.board_sash());
}

void check_and_capture(const Visit& v, MainFrame& f, const std::filesystem::path& dir) {
    f.Update();
    wxYield();
    const auto name = shot_name(v);
    for (const auto& problem : page_problems(&f)) wxLogError("smoke pages: %s: %s", name, wxString::FromUTF8(problem));
    const std::string page = pages()[v.page].name;
    auto& e = *static_cast<EnginePanel*>(f.area_panel(Area::Engine));
    if (page.rfind("legality", 0) == 0)
        for (const auto& problem : e.legality().layout_problems()) wxLogError("smoke pages: %s: %s", name, problem);
    if (page.rfind("combat", 0) == 0)
        for (const auto& problem : e.combat().layout_problems()) wxLogError("smoke pages: %s: %s", name, problem);
    // Issue 29, item 14: on a wide window the unit's inspector gets its share, not only the tree.
    if (page.rfind("roster", 0) == 0) {
        const int inspector = f.rosters().inspector().GetSize().x;
        std::cout << "smoke pages: " << name << ": inspector " << inspector << " px of " << f.GetSize().x
                  << " (its splitter " << f.rosters().inspector().GetParent()->GetSize().x << ", the columns "
                  << f.rosters().inspector().GetParent()->GetParent()->GetSize().x << ")" << std::endl;
        if (v.size.x >= 1920 && inspector < f.GetSize().x / 4)
            wxLogError("smoke pages: %s: the inspector stays %d px wide on a %d px window", name, inspector, f.GetSize().x);
    }
    f.WarpPointer(f.GetClientSize().x / 2, f.GetClientSize().y - 4);
    wxYield();
    const wxImage image = grab_screen(f.GetScreenRect());
    const auto file = dir / (name + ".png");
    if (!image.IsOk() || !image.SaveFile(wxString::FromUTF8(file.string()), wxBITMAP_TYPE_PNG))
        wxLogError("smoke pages: cannot write %s", file.string());
    std::cout << "smoke pages: checked " << name << std::endl;
}

/// Rows of a report list that say different things but are drawn alike once cut to their column
/// (issue 29: « Guerriers et milicien… » four times): the player cannot tell them apart.
void check_cut_alike(wxListCtrl* list, std::vector<std::string>& problems) {
    wxClientDC dc(list);
    dc.SetFont(list->GetFont());
    for (int col = 0; col < list->GetColumnCount(); ++col) {
        const int width = list->GetColumnWidth(col) - list->FromDIP(8);
        std::map<wxString, wxString> drawn; // as drawn → whole text
        for (long row = 0; row < list->GetItemCount(); ++row) {
            const wxString cell = list->GetItemText(row, col);
            const wxString shown = dc.GetTextExtent(cell).x > width ? wxControl::Ellipsize(cell, dc, wxELLIPSIZE_END, width) : cell;
            const wxString whole = full_cell_text(list, row, col);
            const auto [it, added] = drawn.emplace(shown, whole);
            if (!added && it->second != whole) {
                problems.push_back("list cells cut alike (\"" + shown.utf8_string() + "\"): " + it->second.utf8_string() +
                                   " / " + whole.utf8_string());
                break;
            }
        }
    }
}

} // namespace

std::vector<std::string> page_problems(wxWindow* root) {
    auto problems = clipped_text_problems(root);
    std::function<void(wxWindow*)> visit = [&](wxWindow* w) {
        if (!w->IsShownOnScreen()) return;
        const wxString cls = w->GetClassInfo()->GetClassName();
        const wxSize size = w->GetSize();
        if (auto* label = dynamic_cast<wxStaticTextBase*>(w)) { // drawn by GTK or by wx (the roster's summary)
            if (!label->GetLabel().empty() && label->GetBestSize().y > size.y + 2)
                problems.push_back("label cut below (" + std::to_string(label->GetBestSize().y) + " > " +
                                   std::to_string(size.y) + " px): " + label->GetLabel().utf8_string());
        } else if (size.x <= 1 || size.y <= 1) {
            problems.push_back("a " + cls.utf8_string() + " shown with no size (" + std::to_string(size.x) + "x" +
                               std::to_string(size.y) + ")");
        }
        // A pane that shows content: at least one line of it.
        const bool pane = dynamic_cast<wxScrolledWindow*>(w) != nullptr || dynamic_cast<wxHtmlWindow*>(w) != nullptr ||
                          dynamic_cast<wxListCtrl*>(w) != nullptr || dynamic_cast<wxTreeCtrl*>(w) != nullptr;
        // (A list whose cut cells show whole in a tooltip, "tooltip-cells", is read there.)
        if (auto* list = dynamic_cast<wxListCtrl*>(w);
            list != nullptr && list->InReportView() && list->GetName() != "tooltip-cells")
            check_cut_alike(list, problems);
        if (pane && size.x > 1 && size.y > 1 && w->GetClientSize().y < w->GetCharHeight())
            problems.push_back("a " + cls.utf8_string() + " pane too low to show a line (" +
                               std::to_string(w->GetClientSize().y) + " px)");
        for (wxWindow* child : w->GetChildren()) visit(child);
    };
    visit(root);
    return problems;
}

std::size_t pages_step_count() { return visits().size() + 1; }

void run_pages_step(std::size_t index, Application& app, const std::filesystem::path& dir) {
    if (index > 0) check_and_capture(visits()[index - 1], *app.frame(), dir);
    if (index == visits().size()) return;
    const auto& v = visits()[index];
    if (app.language() != v.lang) {
        prepare_switch(*app.frame());
        app.switch_language(v.lang);
        wxYield();
        check_after_switch(*app.frame());
    }
    auto& frame = *app.frame();
    frame.Move(0, 0); // the whole window on the 1920x1080 screen, for the capture
    frame.SetSize(v.size);
    pages()[v.page].show(frame);
    frame.Raise();
    frame.Refresh();
    frame.Update();
}

} // namespace ost::app
