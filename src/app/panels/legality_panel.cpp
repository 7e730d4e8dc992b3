// Legality page layout: tool bar (system, tool, shooter), the hex board, and the judged line
// as HTML (verdict, then each hex with its reason and a link to its section).
#include "app/panels/legality_panel.h"

#include "app/i18n/wx_text.h"
#include "app/panels/hex_board.h"
#include "app/panels/page_html.h"
#include "core/services/rule_navigator.h"
#include "core/services/session.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/html/htmlwin.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

namespace ost::app {

using engine::legality::HexJudgement;
using engine::legality::HexRole;

namespace {

wxString role_name(const HexJudgement& j) {
    switch (j.role) {
    case HexRole::Shooter: return _("shooter");
    case HexRole::Target: return _("target");
    case HexRole::Crossed: return _("crossed");
    case HexRole::Edge: return _("along an edge");
    }
    return {};
}

wxString verdict_name(const HexJudgement& j) {
    if (j.role == HexRole::Shooter || j.role == HexRole::Target) return {};
    if (j.blocks) return _("blocks");
    if (j.masks) return _("masks one side only");
    return _("clear");
}

} // namespace

LegalityPanel::LegalityPanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : wxPanel(parent), m_rules(rules) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* bar = new wxWrapSizer(wxHORIZONTAL);
    // A label and its control stay together when the bar wraps.
    const auto add_pair = [&](const wxString& label, wxWindow* control) {
        auto* pair = new wxBoxSizer(wxHORIZONTAL);
        pair->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
        pair->Add(control, 0, wxALIGN_CENTER_VERTICAL);
        bar->Add(pair, 0, wxRIGHT | wxBOTTOM, FromDIP(8));
    };

    m_system = new wxChoice(this, wxID_ANY);
    for (const auto& system : session.systems()) {
        if (system.id != "ab" && system.id != "jomini") continue;
        m_systems.push_back(system.id);
        m_system->Append(to_wx(system.name()));
    }
    if (m_systems.empty()) { // no reference DB: still offer the two hex games by id
        m_systems = {"ab", "jomini"};
        m_system->Append("Alexandre et Bayard");
        m_system->Append("Jomini");
    }
    m_system->SetSelection(0);
    add_pair(_("Hex game:"), m_system);

    m_tool = new wxChoice(this, wxID_ANY);
    for (const wxString& label : {_("Shooter"), _("Target"), _("Friendly unit"), _("Enemy unit"),
                                  _("Enemy elephant"), _("Wood"), _("House"), _("Hill (click again: higher)"),
                                  _("Clear the hex")})
        m_tool->Append(label);
    m_tool->SetSelection(0);
    add_pair(_("A click places:"), m_tool);

    m_kind = new wxChoice(this, wxID_ANY);
    for (const wxString& label : {_("Artillery"), _("Light weapons"), _("Elephant")}) m_kind->Append(label);
    m_kind->SetSelection(0);
    add_pair(_("Shooter:"), m_kind);

    auto* clear = new wxButton(this, wxID_ANY, _("Empty the board"));
    bar->Add(clear, 0, wxBOTTOM, FromDIP(8));
    sizer->Add(bar, 0, wxEXPAND | wxALL, 6);

    auto* splitter = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                          wxSP_LIVE_UPDATE | wxSP_3DSASH);
    m_board = new HexBoard(splitter);
    m_details = new wxHtmlWindow(splitter, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    splitter->SetMinimumPaneSize(FromDIP(200));
    splitter->SetSashGravity(0.6);
    splitter->SplitVertically(m_board, m_details, FromDIP(560));
    sizer->Add(splitter, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    SetSizer(sizer);

    m_system->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_board->set_system(m_systems.at(static_cast<std::size_t>(m_system->GetSelection())));
    });
    m_tool->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_board->set_tool(static_cast<HexBoard::Tool>(m_tool->GetSelection()));
    });
    m_kind->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        m_board->set_shooter_kind(static_cast<HexBoard::ShooterKind>(m_kind->GetSelection()));
    });
    clear->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_board->clear_board(); });
    m_details->Bind(wxEVT_HTML_LINK_CLICKED, &LegalityPanel::on_link, this);
    m_board->set_on_change([this] { show_line_of_sight(); });
    m_board->set_system(m_systems.front());
    load_example();
}

void LegalityPanel::select_system(const std::string& system) {
    for (std::size_t i = 0; i < m_systems.size(); ++i)
        if (m_systems[i] == system) {
            m_system->SetSelection(static_cast<int>(i));
            m_board->set_system(system);
        }
}

void LegalityPanel::load_example() {
    using engine::legality::HexCoord;
    HexBoard& b = *m_board;
    b.clear_board();
    const auto place = [&](HexBoard::Tool tool, HexCoord h) {
        b.set_tool(tool);
        b.apply(h);
    };
    const auto at = [](int col, int row) { return HexBoard::hex_of(col, row); };
    place(HexBoard::Tool::Hill, at(1, 3));
    place(HexBoard::Tool::Hill, at(1, 4));
    place(HexBoard::Tool::Shooter, at(1, 3));
    place(HexBoard::Tool::Friend, at(4, 3));
    place(HexBoard::Tool::Wood, at(4, 5));
    place(HexBoard::Tool::Wood, at(5, 5));
    place(HexBoard::Tool::House, at(7, 1));
    place(HexBoard::Tool::Hill, at(8, 6));
    place(HexBoard::Tool::Enemy, at(6, 6));
    place(HexBoard::Tool::Elephant, at(5, 3));
    place(HexBoard::Tool::Target, at(8, 3));
    b.set_tool(static_cast<HexBoard::Tool>(m_tool->GetSelection()));
    b.aim_at(std::nullopt);
}

void LegalityPanel::show_line_of_sight() {
    const auto* los = m_board->line_of_sight();
    std::string page = "<html><body>";
    if (los == nullptr) {
        page += "<p>" + html::esc(_("Place a shooter and a target, or move the mouse over the board to aim.")) +
                "</p>";
    } else {
        const char* colour = los->clear ? "#14803a" : "#c01818";
        page += "<p><font size=\"+1\" color=\"" + std::string(colour) + "\"><b>" + html::esc(los->summary) +
                "</b></font></p>";
        page += "<p>" + html::esc(wxString::Format(_("Range: %d hexes (the target's hex counts, the shooter's does not)."),
                                                   los->range)) +
                " " + html::rule_link(los->rule, html::esc(los->rule)) + "</p>";
        page += "<table border=\"0\" cellpadding=\"2\">";
        for (const HexJudgement& j : los->hexes) {
            const char* c = j.blocks ? "#c01818" : j.masks ? "#c07000" : "#303030";
            page += "<tr><td valign=\"top\"><font color=\"" + std::string(c) + "\"><b>" +
                    html::esc(wxString::Format("%d,%d", j.hex.q, j.hex.r)) + "</b></font></td><td>" +
                    html::esc(role_name(j));
            const wxString verdict = verdict_name(j);
            if (!verdict.empty())
                page += " — <font color=\"" + std::string(c) + "\">" + html::esc(verdict) + "</font>";
            page += "<br>" + html::esc(j.reason) + " " + html::rule_link(j.rule, html::esc(j.rule)) + "</td></tr>";
        }
        page += "</table><p><font size=\"-1\">" +
                html::esc(_("On the board: red hexes block the line, orange ones mask one side of an edge only, "
                            "green ones let it through.")) +
                "</font></p>";
    }
    page += "</body></html>";
    m_details->SetPage(wxString::FromUTF8(page));
}

void LegalityPanel::on_link(wxHtmlLinkEvent& event) {
    html::open_rule_link(m_rules, from_wx(event.GetLinkInfo().GetHref()));
}

} // namespace ost::app
