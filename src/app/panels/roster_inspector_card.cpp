// The inspector's card (RosterInspector, roster_inspector.h): the selected entry's stat line, its
// points with what each option adds, its special rules as links and its findings, as HTML.
#include "app/panels/roster_inspector.h"
#include "app/panels/page_html.h"

#include "app/i18n/wx_text.h"
#include "core/services/list_view.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_figures.h"

#include <wx/html/htmlwin.h>
#include <wx/intl.h>
#include <wx/textctrl.h>

namespace ost::app {

using html::esc;
using html::lang;

const char* RosterInspector::severity_colour(Severity severity) {
    switch (severity) {
    case Severity::Error:
        return "#b01e1e";
    case Severity::Warning:
        return "#9a6700";
    case Severity::Info:
        break;
    }
    return "#555555";
}

wxString RosterInspector::card_text() const { return m_card->ToText(); }

bool RosterInspector::card_whole() const {
    const auto* cell = m_card->GetInternalRepresentation();
    return cell == nullptr || m_card->GetClientSize().y >= cell->GetHeight();
}

int RosterInspector::card_height() const { return m_card->GetSize().y; }

wxString RosterInspector::year_text() const { return m_year->IsShown() ? m_year->GetValue() : wxString(); }

void RosterInspector::set_card(const std::string& html) {
    m_card->SetPage(wxString::FromUTF8(html));
    fit_card();
}

void RosterInspector::fit_card() {
    // The card is as tall as what it says and the pane scrolls (issue 29: at 1024x700 the
    // fields under it squeezed it until a character's stat line, a unit's points and its
    // special rules were out of sight).
    const auto* cell = m_card->GetInternalRepresentation();
    if (cell == nullptr) return;
    const int needed = cell->GetHeight() + FromDIP(8);
    const int height = m_card->GetMinSize().y;
    // An edit of the subject shown (a tick, a count) grows the card at once but shrinks it only
    // when more than kCardSlackLines would stay empty (issue 26: a card one line taller or
    // shorter at each tick laid the whole pane out, and GTK repainted the whole page); another
    // subject or another width is fitted exactly.
    const bool exact = !m_updating || m_relayout;
    const int slack = kCardSlackLines * m_card->GetCharHeight();
    if (needed == height || (!exact && needed < height && height - needed <= slack)) return;
    m_card->SetMinSize(wxSize(FromDIP(120), needed));
    if (m_updating) {
        m_relayout = true; // show() lays the pane out once, at its end
    } else {
        FitInside();
        Layout();
    }
}

std::string RosterInspector::stat_table_html(const UnitEntry& line) const {
    const auto& system = m_editor->validator().system();
    const auto* unit = &line;
    std::string h;
    // The stat line as "field: value" cells, two pairs a row when the pane is wide enough,
    // so the whole stat block stays in view on a 1024x700 window.
    if (const auto* type = system.profile_type(unit->profile.type)) {
        const int per_row = m_card->GetClientSize().x >= FromDIP(kTwoColumnCard) ? 2 : 1;
        h += "<table cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">";
        int in_row = 0;
        bool shade = false;
        for (const auto& field : type->fields) {
            const auto* value = unit->profile.get(field.id);
            if (value == nullptr) {
                continue;
            }
            if (in_row == 0) {
                h += std::string("<tr") + (shade ? " bgcolor=\"#f3f5f8\"" : "") + ">";
            }
            h += "<td><font color=\"#555555\">" + esc(field.name.in(lang())) + "</font></td><td><b>" +
                 esc(stat_value_text(system, &field, *value)) + "</b></td>";
            if (++in_row == per_row) {
                h += "</tr>";
                in_row = 0;
                shade = !shade;
            }
        }
        if (in_row != 0) {
            h += "</tr>";
        }
        h += "</table>";
    }
    return h;
}

std::string RosterInspector::card_html() const {
    const auto& validator = m_editor->validator();
    const auto& system = validator.system();
    const auto* entry = m_editor->roster().entry(m_entry_id);
    const auto* unit = validator.unit_of(*entry);
    const auto* list = validator.list_of(*entry);
    std::string h = "<html><body>";
    const std::string title = !entry->custom_name.empty() ? entry->custom_name
                              : unit != nullptr          ? unit->name.in(lang())
                                                         : entry->unit_id;
    h += "<h3>" + esc(title) + "</h3>";
    if (unit == nullptr || list == nullptr) {
        h += "<p><font color=\"#b01e1e\">" +
             esc(_("This unit is no longer in the army list. It stays in the roster so nothing is "
                   "lost; remove it or replace it.")) +
             "</font></p>";
    } else {
        if (!entry->custom_name.empty()) {
            h += "<p><font color=\"#666666\">" + esc(unit->name.in(lang())) + "</font></p>";
        }
        h += stat_table_html(*unit);
        if (const auto* figures = m_editor->report().entry(entry->id)) {
            h += "<p><b>" + esc(wxString::Format(_("%d points"), figures->points)) + "</b>";
            if (entry->count != 1) {
                h += " (" + esc(wxString::Format(wxS("%d \u00d7 %s"), entry->count,
                                                to_wx(costs_text(unit->costs)))) + ")";
            }
            // What each option adds, with how many units take it (issue 29: "Pavois ×8 (+8)").
            for (const auto& option : entry_option_figures(*entry, validator, m_editor->roster().army_size)) {
                h += "<br>" + esc(to_wx(option.text()));
            }
            h += "</p>";
        }
        const auto rules = unit_special_rules(system, *list, *unit);
        if (!rules.empty()) {
            h += "<p><b>" + esc(_("Special rules")) + "</b><br>";
            bool first = true;
            for (const auto& rule : rules) {
                h += (first ? "" : ", ") + html::rule_html(rule);
                first = false;
            }
            h += "</p>";
        }
    }
    for (const auto* d : m_editor->report().about(entry->id)) {
        h += std::string("<p><font color=\"") + severity_colour(d->severity) + "\">" +
             esc(d->message) + "</font>";
        if (!d->rule_id.empty()) {
            h += " " + html::rule_link(d->rule_id, esc(_("rule")));
        }
        h += "</p>";
    }
    return h + "</body></html>";
}

} // namespace ost::app
