// Main window construction, menus and command routing.
// Handlers stay short: they delegate to the active area or to the Application.
#include "app/frames/main_frame.h"

#include "app/application.h"
#include "app/frames/guide_window.h"
#include "app/frames/sidebar.h"
#include "app/i18n/wx_text.h"
#include "app/panels/combat_panel.h"
#include "app/panels/engine_panel.h"
#include "app/panels/organiser_panel.h"
#include "app/panels/legality_panel.h"
#include "app/panels/list_editor_panel.h"
#include "app/panels/lists_panel.h"
#include "app/panels/roster_panel.h"
#include "app/panels/rules_panel.h"
#include "core/services/guide_html.h"
#include "core/services/roster_editor.h"
#include "core/services/session.h"
#include "core/services/settings.h"
#include "core/services/window_geometry.h"
#include "core/support/version.h"

#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include <wx/aboutdlg.h>
#include <wx/display.h>
#include <wx/intl.h>
#include <wx/menu.h>
#include <wx/simplebook.h>
#include <wx/sizer.h>

namespace ost::app {

namespace {
enum MenuId {
    kIdAreaLists = wxID_HIGHEST + 1,
    kIdAreaRules,
    kIdAreaEngine,
    kIdAreaOrganiser,
    kIdLanguageFrench,
    kIdLanguageEnglish,
    kIdFindRule,
    kIdImportRulebook,
    kIdRosterExportText,
    kIdRosterExportHtml,
    kIdRosterCopyText,
    kIdRosterSavePdf,
    kIdImportWmSelector,
    kIdImportWmSelectorFile,
    kIdGuide,
    kIdWelcome,
};
} // namespace

MainFrame::MainFrame(Session& session, const FrameState& state)
    : wxFrame(nullptr, wxID_ANY, "Ost"), m_session(session) {
    SetMinSize(FromDIP(wxSize(760, 520)));
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    m_sidebar = new Sidebar(this, {_("Lists"), _("Rules"), _("Engine"), _("Organiser")},
                            {_("Army lists and rosters (Ctrl+1)"), _("Rules reference (Ctrl+2)"),
                             _("Odds and rule checks (Ctrl+3)"), _("An event's lists checked in one go (Ctrl+4)")});
    m_book = new wxSimplebook(this);
    m_panels[0] = new ListsPanel(m_book, session, *this);
    m_panels[1] = new RulesPanel(m_book, session);
    m_panels[2] = new EnginePanel(m_book, session, *this);
    m_panels[3] = new OrganiserPanel(m_book, session);
    for (auto* panel : m_panels) {
        m_book->AddPage(panel, panel->GetName());
    }
    // The Legality page offers the open roster's units.
    static_cast<EnginePanel*>(m_panels[2])->set_roster_source([this]() -> const RosterEditor* {
        return rosters_panel().editor();
    });
    // A fresh start (not a language switch) returns to the tabs, list and sashes the player left.
    const auto panels = state.panels.empty() ? saved_panel_states() : state.panels;
    for (const auto& [index, panel_state] : panels) {
        if (index >= 0 && index < static_cast<int>(m_panels.size())) {
            m_panels[static_cast<std::size_t>(index)]->restore_state(panel_state);
        }
    }
    sizer->Add(m_sidebar, 0, wxEXPAND);
    sizer->Add(m_book, 1, wxEXPAND);
    SetSizer(sizer);
    m_sidebar->Bind(wxEVT_BUTTON, [this](wxCommandEvent& e) { show_area(static_cast<Area>(e.GetInt())); });

    build_menus();
    CreateStatusBar(2);
    const auto systems = session.systems().size();
    SetStatusText(to_wx(TRP_("{n} game system", "{n} game systems", systems)), 1);
    restore_geometry();
    show_area(state.area);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);
    // The Combat page's unit chooser offers the open roster's units.
    static_cast<EnginePanel*>(m_panels[2])->set_roster_units([this] { return rosters_panel().roster_units(); }); // without bringing the Lists area forward
    // Small windows: the sidebar shrinks to its icons and the pages get the width.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        m_sidebar->set_compact(e.GetSize().x < FromDIP(1200));
        e.Skip();
    });
    Bind(EVT_ROSTER_DOCUMENT_CHANGED, [this](wxCommandEvent&) { update_title(); });
    update_title();
    // "Test in the engine as attacker/defender" from a page (the roster's context menu).
    Bind(EVT_TEST_IN_ENGINE, [this](wxCommandEvent& e) {
        const std::string request = from_wx(e.GetString());
        const auto bar = request.find('|');
        auto* engine = static_cast<EnginePanel*>(m_panels[2]);
        show_area(Area::Engine);
        engine->select_combat();
        engine->combat().test_unit(request.substr(0, bar), request.substr(bar + 1));
    });
}

void MainFrame::build_menus() {
    build_menu_bar();
    bind_menu_commands();
}

void MainFrame::build_menu_bar() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, _("&New roster...\tCtrl+N"), _("Start a roster from an army list and a size"));
    file->Append(wxID_OPEN, _("&Open roster...\tCtrl+O"), _("Open a roster file (.ostr)"));
    file->Append(wxID_SAVE, _("&Save roster\tCtrl+S"), _("Save the roster file"));
    file->Append(wxID_SAVEAS, _("Save roster &as...\tCtrl+Shift+S"));
    file->AppendSeparator();
    file->Append(kIdRosterExportText, _("Export roster as &text..."));
    file->Append(kIdRosterCopyText, _("&Copy roster as text\tCtrl+Shift+C"));
    file->Append(kIdRosterExportHtml, _("Export roster as &HTML..."));
    file->Append(kIdRosterSavePdf, _("Save roster as P&DF..."), _("The army sheet as an A4 PDF file"));
    file->Append(wxID_PRINT, _("&Print roster...\tCtrl+P"), _("Print the roster or save it as PDF"));
    file->AppendSeparator();
    auto* import = new wxMenu;
    import->Append(kIdImportWmSelector, _("&wm-selector army (paste its link)..."),
                   _("A Warmaster Evolution army saved in wm-selector, as a new roster"));
    import->Append(kIdImportWmSelectorFile, _("wm-selector army from a &file..."),
                   _("A text file holding a wm-selector save link, as a new roster"));
    import->AppendSeparator();
    import->Append(kIdImportRulebook, _("&Rulebook..."),
                   _("Add your own rules (text or Markdown) to the rules search"));
    file->AppendSubMenu(import, _("&Import"));
    file->AppendSeparator();
    file->Append(wxID_EXIT, _("&Quit\tCtrl+Q"), _("Quit Ost"));
    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, _("&Undo\tCtrl+Z"));
    edit->Append(wxID_REDO, _("&Redo\tCtrl+Y"));
    edit->AppendSeparator();
    edit->Append(kIdFindRule, _("&Find a rule...\tCtrl+F"), _("Search the rules reference"));
    auto* view = new wxMenu;
    view->AppendRadioItem(kIdAreaLists, _("&Lists\tCtrl+1"));
    view->AppendRadioItem(kIdAreaRules, _("&Rules\tCtrl+2"));
    view->AppendRadioItem(kIdAreaEngine, _("&Engine\tCtrl+3"));
    view->AppendRadioItem(kIdAreaOrganiser, _("&Organiser\tCtrl+4"));
    auto* language = new wxMenu;
    language->AppendRadioItem(kIdLanguageFrench, wxString::FromUTF8("Fran\xc3\xa7" "ais"));
    language->AppendRadioItem(kIdLanguageEnglish, "English");
    language->Check(WxTranslator::current().language() == "fr" ? kIdLanguageFrench : kIdLanguageEnglish, true);
    auto* help = new wxMenu;
    help->Append(kIdGuide, _("&Guide\tF1"), _("How to build, check and print a list, look up a rule, ask the engine"));
    help->Append(kIdWelcome, _("&Welcome page"), _("The sample armies and where to start"));
    help->AppendSeparator();
    help->Append(wxID_ABOUT, _("&About Ost"));
    auto* bar = new wxMenuBar;
    bar->Append(file, _("&File"));
    bar->Append(edit, _("&Edit"));
    bar->Append(view, _("&View"));
    bar->Append(language, _("&Language"));
    bar->Append(help, _("&Help"));
    SetMenuBar(bar);
}

void MainFrame::bind_menu_commands() {
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::on_about, this, wxID_ABOUT);
    // The guide opens on the page about the area in front (F1).
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        const char* page = m_area == Area::Lists    ? "guide.build"
                           : m_area == Area::Rules  ? "guide.rules"
                           : m_area == Area::Engine ? "guide.engine"
                           : m_area == Area::Organiser ? "guide.event"
                                                    : reference::kGuideWelcome;
        show_guide(*this, m_session, page);
    }, kIdGuide);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { show_guide(*this, m_session, reference::kGuideWelcome); }, kIdWelcome);
    // Roster commands act on the Rosters page of the Lists area, which they bring forward.
    const auto roster_command = [this](int id, void (RosterPanel::*action)()) {
        Bind(wxEVT_MENU, [this, action](wxCommandEvent&) {
            (rosters().*action)();
        }, id);
    };
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { rosters().new_roster(); }, wxID_NEW);
    roster_command(wxID_OPEN, &RosterPanel::open_roster);
    // Ctrl+S saves what is in front: the list being edited in My lists, else the roster.
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        auto* lists = static_cast<ListsPanel*>(m_panels[static_cast<int>(Area::Lists)]);
        if (m_area == Area::Lists && lists->selected_page() == ListsPanel::kMyListsPage) {
            lists->editor().save();
        } else {
            rosters().save();
        }
    }, wxID_SAVE);
    roster_command(wxID_SAVEAS, &RosterPanel::save_as);
    roster_command(kIdRosterExportText, &RosterPanel::export_text);
    roster_command(kIdRosterCopyText, &RosterPanel::copy_text);
    roster_command(kIdRosterExportHtml, &RosterPanel::export_html);
    roster_command(kIdRosterSavePdf, &RosterPanel::save_pdf);
    roster_command(wxID_PRINT, &RosterPanel::print);
    roster_command(kIdImportWmSelector, &RosterPanel::import_wm_selector);
    roster_command(kIdImportWmSelectorFile, &RosterPanel::import_wm_selector_file);
    Bind(wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) {
        auto* lists = static_cast<ListsPanel*>(m_panels[static_cast<int>(Area::Lists)]);
        e.Enable(rosters_panel().has_roster() ||
                 (m_area == Area::Lists && lists->selected_page() == ListsPanel::kMyListsPage));
    }, wxID_SAVE);
    for (const int id : {int(wxID_SAVEAS), int(kIdRosterExportText), int(kIdRosterCopyText),
                         int(kIdRosterExportHtml), int(kIdRosterSavePdf), int(wxID_PRINT)}) {
        Bind(wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(rosters_panel().has_roster()); }, id);
    }
    Bind(wxEVT_MENU, &MainFrame::on_undo, this, wxID_UNDO);
    Bind(wxEVT_MENU, &MainFrame::on_redo, this, wxID_REDO);
    Bind(wxEVT_UPDATE_UI, &MainFrame::on_update_undo, this, wxID_UNDO);
    Bind(wxEVT_UPDATE_UI, &MainFrame::on_update_redo, this, wxID_REDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { show_area(Area::Lists); }, kIdAreaLists);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { show_area(Area::Rules); }, kIdAreaRules);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { show_area(Area::Engine); }, kIdAreaEngine);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { show_area(Area::Organiser); }, kIdAreaOrganiser);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        show_area(Area::Rules);
        area_panel(Area::Rules)->focus_main_control();
    }, kIdFindRule);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        show_area(Area::Rules);
        static_cast<RulesPanel*>(area_panel(Area::Rules))->import_rulebook();
    }, kIdImportRulebook);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { on_language("fr"); }, kIdLanguageFrench);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { on_language("en"); }, kIdLanguageEnglish);
}

void MainFrame::show_area(Area area) {
    m_area = area;
    const int index = static_cast<int>(area);
    m_book->ChangeSelection(static_cast<std::size_t>(index));
    m_sidebar->select(index);
    if (auto* bar = GetMenuBar()) {
        bar->Check(kIdAreaLists + index, true);
    }
    // The rules search narrows to the open roster's game (a filter the player can lift).
    if (area == Area::Rules) {
        const auto* roster = rosters_panel().editor();
        static_cast<RulesPanel*>(area_panel(Area::Rules))->follow_roster_game(roster ? roster->roster().system_id : "");
    }
    const wxString names[] = {_("Lists"), _("Rules"), _("Engine"), _("Organiser")};
    SetStatusText(names[index], 0);
    update_title();
}

void MainFrame::take_focus() {
    Raise();
    // A control of this window that has the keyboard already keeps it: moving it would end the
    // typing of a note the switch kept (and the note would be applied as an edit of its own).
    if (wxWindow* focus = FindFocus(); focus != nullptr && (focus == this || IsDescendant(focus))) {
        return;
    }
    area_panel(m_area)->focus_main_control();
    if (FindFocus() == nullptr) SetFocus();
}

void MainFrame::update_title() {
    const wxString names[] = {_("Lists"), _("Rules"), _("Engine"), _("Organiser")};
    wxString title = wxString::Format(wxString::FromUTF8("Ost \xe2\x80\x94 %s"), names[static_cast<int>(m_area)]);
    const wxString document = rosters_panel().document_title();
    if (!document.empty()) {
        title = document + wxString::FromUTF8(" \xe2\x80\x94 ") + title;
    }
    SetTitle(title);
}

void MainFrame::open_rule(const std::string& section_id) {
    show_area(Area::Rules);
    static_cast<RulesPanel*>(area_panel(Area::Rules))->open_section(section_id);
}

FrameState MainFrame::state() const {
    FrameState s;
    s.area = m_area;
    for (int i = 0; i < static_cast<int>(m_panels.size()); ++i) {
        s.panels[i] = m_panels[static_cast<std::size_t>(i)]->save_state();
    }
    return s;
}

void MainFrame::restore_geometry() {
    auto& settings = m_session.settings();
    // An absurd saved geometry (off-screen, zero, enormous) never hides the window: the core
    // brings it back on a screen (core/services/window_geometry.h).
    const auto read = [&](const char* key) -> std::optional<long long> {
        constexpr long long kAbsent = std::numeric_limits<long long>::min();
        const long long value = settings.get_int(key, kAbsent);
        return value == kAbsent ? std::nullopt : std::optional<long long>(value);
    };
    const SavedGeometry saved{read("window.x"), read("window.y"), read("window.width"), read("window.height")};
    std::vector<ScreenRect> screens;
    for (unsigned i = 0; i < wxDisplay::GetCount(); ++i) {
        const wxRect area = wxDisplay(i).GetClientArea();
        ScreenRect screen{area.x, area.y, area.width, area.height};
        if (wxDisplay(i).IsPrimary()) {
            screens.insert(screens.begin(), screen);
        } else {
            screens.push_back(screen);
        }
    }
    const auto placement = place_window(saved, screens, FromDIP(1100), FromDIP(720));
    SetSize(wxSize(static_cast<int>(placement.width), static_cast<int>(placement.height)));
    if (placement.position) {
        Move(wxPoint(static_cast<int>(placement.position->first), static_cast<int>(placement.position->second)));
    } else {
        CentreOnScreen();
    }
    if (settings.get_int("window.maximized", 0) != 0) {
        Maximize();
    }
}

void MainFrame::save_geometry() {
    // The roster's pending autosave first: a rebuilt window reopens the last roster from the DB.
    rosters_panel().flush_autosave();
    auto& settings = m_session.settings();
    settings.set_int("window.maximized", IsMaximized() ? 1 : 0);
    if (!IsMaximized() && !IsIconized()) {
        const auto rect = GetRect();
        settings.set_int("window.x", rect.x);
        settings.set_int("window.y", rect.y);
        settings.set_int("window.width", rect.width);
        settings.set_int("window.height", rect.height);
    }
    settings.set_int("window.area", static_cast<int>(m_area));
    nlohmann::json panels = nlohmann::json::object();
    for (const auto& [index, panel_state] : state().panels) {
        panels[std::to_string(index)] = panel_state;
    }
    settings.set("window.panels", panels.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::map<int, std::map<std::string, std::string>> MainFrame::saved_panel_states() const {
    std::map<int, std::map<std::string, std::string>> out;
    const auto text = m_session.settings().get("window.panels");
    if (!text) {
        return out;
    }
    // A setting written by another version, or damaged: ignored (the panels' defaults stay).
    const auto json = nlohmann::json::parse(*text, nullptr, false);
    if (!json.is_object()) {
        return out;
    }
    for (const auto& [index, panel] : json.items()) {
        const int i = std::atoi(index.c_str());
        if (i < 0 || i >= static_cast<int>(m_panels.size()) || !panel.is_object()) {
            continue;
        }
        for (const auto& [key, value] : panel.items()) {
            if (value.is_string()) {
                out[i][key] = value.get<std::string>();
            }
        }
    }
    return out;
}

void MainFrame::on_close(wxCloseEvent& event) {
    // A roster with changes not in its file: Save / Discard / Cancel (Cancel keeps Ost open).
    if (event.CanVeto() && !rosters_panel().confirm_close()) {
        event.Veto();
        return;
    }
    wxGetApp().guarded(_("Ost could not save your window settings."), [this] { save_geometry(); });
    event.Skip();
}

void MainFrame::on_about(wxCommandEvent&) {
    wxAboutDialogInfo info;
    info.SetName("Ost");
    info.SetVersion(kVersion);
    info.SetDescription(_("Army list builder, list checker and rules companion for L'Art de la "
                          "Guerre, Warmaster Evolution, Alexandre et Bayard and Jomini.\n\n"
                          "Data sources: Warmaster Evolution army lists from wm-selector (ISC "
                          "licence); L'Art de la Guerre lists from the BattleScribe community data "
                          "(third edition); rules digests written by the Ost team from the "
                          "published rules."));
    info.SetCopyright(wxString::FromUTF8("\xc2\xa9 2026 Ost"));
    wxAboutBox(info, this);
}

void MainFrame::on_undo(wxCommandEvent&) {
    if (auto* stack = area_panel(m_area)->undo_stack(); stack && stack->can_undo()) {
        wxGetApp().guarded(_("Undo failed."), [stack] { stack->undo(); });
    }
}

void MainFrame::on_redo(wxCommandEvent&) {
    if (auto* stack = area_panel(m_area)->undo_stack(); stack && stack->can_redo()) {
        wxGetApp().guarded(_("Redo failed."), [stack] { stack->redo(); });
    }
}

void MainFrame::on_update_undo(wxUpdateUIEvent& event) {
    auto* stack = area_panel(m_area)->undo_stack();
    event.Enable(stack && stack->can_undo());
    event.SetText(stack && stack->can_undo()
                      ? wxString::Format(_("&Undo %s\tCtrl+Z"), to_wx(stack->undo_label()))
                      : _("&Undo\tCtrl+Z"));
}

void MainFrame::on_update_redo(wxUpdateUIEvent& event) {
    auto* stack = area_panel(m_area)->undo_stack();
    event.Enable(stack && stack->can_redo());
    event.SetText(stack && stack->can_redo()
                      ? wxString::Format(_("&Redo %s\tCtrl+Y"), to_wx(stack->redo_label()))
                      : _("&Redo\tCtrl+Y"));
}

void MainFrame::on_language(const std::string& language) {
    if (language != WxTranslator::current().language()) {
        CallAfter([language] { wxGetApp().switch_language(language); });
    }
}

void MainFrame::release_documents() {
    rosters_panel().release_document();
    // A list editor never built holds no document.
    if (auto* editor = static_cast<ListsPanel*>(m_panels[static_cast<int>(Area::Lists)])->built_editor()) {
        editor->release_document();
    }
}

RosterPanel& MainFrame::rosters_panel() const {
    return static_cast<ListsPanel*>(m_panels[static_cast<int>(Area::Lists)])->rosters();
}

RosterPanel& MainFrame::rosters() {
    show_area(Area::Lists);
    auto* lists = static_cast<ListsPanel*>(m_panels[static_cast<int>(Area::Lists)]);
    lists->select_page(ListsPanel::kRostersPage);
    return lists->rosters();
}

} // namespace ost::app
