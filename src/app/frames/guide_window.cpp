// The guide window: contents on the left, the page on the right (wxHtmlWindow), Back, and on the
// welcome page the sample armies and "Do not show this page at start". Pages come from the core.
#include "app/frames/guide_window.h"

#include "app/application.h"
#include "app/frames/main_frame.h"
#include "app/i18n/wx_text.h"
#include "app/panels/combat_panel.h"
#include "app/panels/engine_panel.h"
#include "app/panels/legality_panel.h"
#include "app/panels/roster_panel.h"
#include "core/model/rule_section.h"
#include "core/services/guide_html.h"
#include "core/services/rules_companion.h"
#include "core/services/session.h"
#include "core/services/settings.h"

#include <wx/accel.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/filename.h>
#include <wx/filesys.h>
#include <wx/html/htmlwin.h>
#include <wx/listbox.h>
#include <wx/log.h>
#include <wx/panel.h>
#include <wx/sizer.h>

#include <algorithm>
#include <cstdlib>

namespace ost::app {

namespace {
constexpr const char* kWindowName = "ost-guide";
constexpr const char* kHiddenSetting = "welcome.hidden";
const std::string kSectionPrefix = "section:";
constexpr int kColumn = 880; ///< widest text column, in DIP
} // namespace

GuideWindow::GuideWindow(MainFrame& frame, Session& session)
    : wxFrame(&frame, wxID_ANY, _("Ost guide"), wxDefaultPosition, wxDefaultSize,
              wxDEFAULT_FRAME_STYLE, kWindowName),
      m_frame(frame), m_session(session) {
    wxGetApp().guarded(_("The guide could not be read."), [this] {
        for (const auto& section : reference::guide_contents(m_session.rules())) {
            m_pages.push_back(section.id);
        }
        auto found = sample_rosters(m_session, samples_dir(m_session.paths()));
        m_samples = std::move(found.rosters);
        m_engine_games = std::move(found.without_lists);
        for (const auto& problem : found.problems) {
            wxLogWarning("%s", to_wx(problem));
        }
    });
    build();
    // Beside the main window, as large as a small screen allows.
    const wxRect screen = frame.GetScreenRect();
    SetSize(FromDIP(wxSize(std::min(960, std::max(640, screen.width - 80)),
                           std::min(760, std::max(480, screen.height - 60)))));
    CentreOnParent();
}

void GuideWindow::build() {
    auto* panel = new wxPanel(this);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    m_back = new wxButton(panel, wxID_BACKWARD, _("Back"));
    m_back->SetToolTip(_("The page before (Alt+Left)"));
    top->Add(m_back, 0, wxALIGN_CENTER_VERTICAL);
    m_hide_welcome = new wxCheckBox(panel, wxID_ANY, _("Do not show this page at start"));
    top->AddStretchSpacer();
    top->Add(m_hide_welcome, 0, wxALIGN_CENTER_VERTICAL);
    auto* body = new wxBoxSizer(wxHORIZONTAL);
    m_contents = new wxListBox(panel, wxID_ANY);
    const std::string lang = WxTranslator::current().language() == "fr" ? "fr" : "en";
    wxGetApp().guarded(_("The guide could not be read."), [&] {
        for (const auto& id : m_pages) {
            m_contents->Append(to_wx(m_session.rules().title(id, lang)));
        }
    });
    m_contents->SetMinSize(FromDIP(wxSize(250, -1)));
    m_html = new wxHtmlWindow(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    body->Add(m_contents, 0, wxEXPAND | wxRIGHT, FromDIP(6));
    body->Add(m_html, 1, wxEXPAND);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, FromDIP(6));
    sizer->Add(body, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    panel->SetSizer(sizer);

    m_back->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { back(); });
    m_contents->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
        const int i = e.GetSelection();
        if (i >= 0 && static_cast<std::size_t>(i) < m_pages.size() && m_pages[static_cast<std::size_t>(i)] != current_page()) {
            show_page(m_pages[static_cast<std::size_t>(i)]);
        }
    });
    m_html->Bind(wxEVT_HTML_LINK_CLICKED, &GuideWindow::on_link, this);
    m_html->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        const bool wide = e.GetSize().x > FromDIP(kColumn) + FromDIP(40);
        if (wide != m_narrowed && !current_page().empty()) {
            CallAfter([this] { render(); });
        }
    });
    m_hide_welcome->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { on_hide_welcome(); });
    wxAcceleratorEntry keys[] = {wxAcceleratorEntry(wxACCEL_ALT, WXK_LEFT, wxID_BACKWARD),
                                 wxAcceleratorEntry(wxACCEL_NORMAL, WXK_ESCAPE, wxID_CLOSE)};
    SetAcceleratorTable(wxAcceleratorTable(2, keys));
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { back(); }, wxID_BACKWARD);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_CLOSE);
}

void GuideWindow::show_page(const std::string& id) {
    if (!m_history.empty() && m_history.back() == id) {
        render();
        return;
    }
    m_history.push_back(id);
    render();
}

bool GuideWindow::back() {
    if (m_history.size() < 2) {
        return false;
    }
    m_history.pop_back();
    render();
    return true;
}

void GuideWindow::render() {
    const std::string id = current_page();
    const bool welcome = id == reference::kGuideWelcome;
    std::string html;
    wxGetApp().guarded(_("The guide page could not be shown."), [&] {
        const auto& tr = WxTranslator::current();
        const auto to_url = [](const std::filesystem::path& file) {
            return from_wx(wxFileSystem::FileNameToURL(wxFileName(to_wx(file.string()))));
        };
        if (welcome) {
            std::vector<std::string> labels;
            for (const auto& sample : m_samples) {
                labels.push_back(sample.label.render(tr));
            }
            std::vector<reference::EngineGame> games;
            for (const auto& game : m_engine_games) {
                games.push_back({game.system_id, game.name.render(tr)});
            }
            const auto picture = reference::guide_picture(guide_pictures_dir(m_session.paths()), id,
                                                          tr.language() == "fr" ? "fr" : "en");
            html = reference::welcome_page_html(m_session.rules(), labels, tr, games,
                                                picture.empty() ? std::string() : to_url(picture));
        } else {
            html = reference::guide_page_html(m_session.rules(), id, guide_pictures_dir(m_session.paths()), to_url, tr);
        }
    });
    if (html.empty() || html.find("<h2>") == std::string::npos) {
        html = from_wx(wxString::Format("<html><body><p>%s</p></body></html>",
                                        _("This reference database holds no guide: rebuild it with "
                                          "\"ost-cli build-db\", or update Ost.")));
    }
    m_source = html;
    // On a wide window the text keeps a readable line length: a column of kColumn pixels.
    const int column = FromDIP(kColumn);
    m_narrowed = m_html->GetClientSize().x > column + FromDIP(40);
    if (m_narrowed && html.rfind("<html><body>", 0) == 0) {
        html = "<html><body><table width=\"" + std::to_string(column) + "\" cellpadding=\"0\"><tr><td>" +
               html.substr(12, html.rfind("</body>") - 12) + "</td></tr></table></body></html>";
    }
    m_html->SetPage(to_wx(html));
    SetTitle(welcome ? _("Welcome to Ost") : _("Ost guide"));
    const auto at = std::find(m_pages.begin(), m_pages.end(), id);
    m_contents->SetSelection(at == m_pages.end() ? wxNOT_FOUND : static_cast<int>(at - m_pages.begin()));
    m_back->Enable(m_history.size() > 1);
    m_hide_welcome->Show(welcome);
    if (welcome) {
        m_hide_welcome->SetValue(m_session.settings().get_int(kHiddenSetting, 1) != 0);
    }
    m_hide_welcome->GetParent()->Layout();
}

bool GuideWindow::follow_link(const std::string& href) {
    if (href.rfind(kSectionPrefix, 0) == 0) {
        const std::string id = href.substr(kSectionPrefix.size());
        if (std::find(m_pages.begin(), m_pages.end(), id) != m_pages.end()) {
            show_page(id);
        } else {
            m_frame.open_rule(id); // a rules section: read in the Rules area
            m_frame.Raise();
        }
        return true;
    }
    if (open_engine_page(href)) {
        return true;
    }
    const std::string roster = reference::kRosterLinkPrefix;
    if (href.rfind(roster, 0) == 0) {
        const auto index = static_cast<std::size_t>(std::atoi(href.c_str() + roster.size()));
        if (index < m_samples.size()) {
            m_frame.rosters().open_sample(m_samples[index].file);
            m_frame.Raise();
            return true;
        }
    }
    return false;
}

bool GuideWindow::open_engine_page(const std::string& href) {
    const std::string legality = reference::kLegalityLinkPrefix;
    const std::string combat = reference::kCombatLinkPrefix;
    const bool to_legality = href.rfind(legality, 0) == 0;
    if (!to_legality && href.rfind(combat, 0) != 0) {
        return false;
    }
    const std::string system = href.substr(to_legality ? legality.size() : combat.size());
    m_frame.show_area(Area::Engine);
    auto* engine = static_cast<EnginePanel*>(m_frame.area_panel(Area::Engine));
    if (to_legality) {
        engine->select_page(0);
        engine->legality().select_system(system);
    } else {
        engine->select_combat();
        engine->combat().select_system(system);
    }
    m_frame.Raise();
    return true;
}

std::string GuideWindow::first_link() const {
    const std::string marker = "href=\"" + kSectionPrefix + "guide.";
    const auto at = m_source.find(marker);
    if (at == std::string::npos) {
        return {};
    }
    const auto start = at + 6;
    return m_source.substr(start, m_source.find('"', start) - start);
}

void GuideWindow::on_link(wxHtmlLinkEvent& event) {
    if (!follow_link(from_wx(event.GetLinkInfo().GetHref()))) {
        event.Skip();
    }
}

void GuideWindow::on_hide_welcome() {
    wxGetApp().guarded(_("Ost could not save your window settings."), [this] {
        m_session.settings().set_int(kHiddenSetting, m_hide_welcome->GetValue() ? 1 : 0);
    });
}

GuideWindow& show_guide(MainFrame& frame, Session& session, const std::string& page) {
    auto* guide = find_guide();
    if (guide == nullptr) {
        guide = new GuideWindow(frame, session);
    }
    guide->show_page(page);
    guide->Show();
    guide->Raise();
    return *guide;
}

GuideWindow* find_guide() {
    return dynamic_cast<GuideWindow*>(wxWindow::FindWindowByName(kWindowName));
}

void show_welcome_on_first_start(MainFrame& frame, Session& session) {
    if (session.settings().get_int(kHiddenSetting, 0) != 0) {
        return;
    }
    show_guide(frame, session, reference::kGuideWelcome);
    // Ticked by default: the next start opens on the player's work, unless they untick it.
    wxGetApp().guarded(_("Ost could not save your window settings."),
                       [&session] { session.settings().set_int(kHiddenSetting, 1); });
}

} // namespace ost::app
