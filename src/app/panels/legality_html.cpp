// The verdict and line-of-sight panes of the Legality page as HTML; every label comes from the
// check result, the rule table's fact domains or the judged line (no game knowledge here).
#include "app/panels/legality_html.h"

#include "app/i18n/wx_text.h"
#include "app/panels/hex_board.h"
#include "app/panels/page_html.h"
#include "core/engine/legality/fact_domain.h"
#include "core/engine/legality/verdict.h"

#include <wx/intl.h>

namespace ost::app {

using engine::legality::CheckResult;
using engine::legality::Effect;
using engine::legality::HexJudgement;
using engine::legality::HexRole;
using engine::legality::Verdict;

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

wxString hex_verdict(const HexJudgement& j) {
    if (j.role == HexRole::Shooter || j.role == HexRole::Target) return {};
    if (j.blocks) return _("blocks");
    if (j.masks) return _("masks one side only");
    return _("clear");
}

const char* verdict_colour(Verdict v) {
    switch (v) {
    case Verdict::Allowed:
    case Verdict::Must:
    case Verdict::May:
    case Verdict::Yes: return "#14803a";
    case Verdict::Forbidden:
    case Verdict::Never:
    case Verdict::No: return "#c01818";
    case Verdict::Depends: return "#b06000";
    }
    return "#303030";
}

const char* effect_colour(Effect e) {
    switch (e) {
    case Effect::Forbids: return "#c01818";
    case Effect::Allows: return "#14803a";
    case Effect::Requires: return "#1050a0";
    case Effect::Note: break;
    }
    return "#505050";
}

/// The label of the value the board gave fact `key`, from the fact's published domain.
wxString board_value(const LegalityVerdictView& view, const std::string& key) {
    const auto it = view.board_facts.find(key);
    const std::string value = it != view.board_facts.end() ? it->second : std::string();
    const auto domain = view.table != nullptr ? engine::legality::fact_domain(*view.table, key) : std::nullopt;
    return to_wx(domain ? domain->label(value) : Text::verbatim(value));
}

std::string board_line(const LegalityVerdictView& view) {
    const auto sight = view.board_facts.find("line-of-sight");
    const bool clear = sight != view.board_facts.end() && sight->second == "yes";
    return "<p><font size=\"-1\">" +
           html::esc(wxString::Format(_("From the board: %s hexes away, adjacent enemy: %s, line of sight: %s."),
                                      board_value(view, "distance"), board_value(view, "adjacent-enemy"),
                                      clear ? _("clear") : _("blocked"))) +
           "</font></p>";
}

std::string missing_list(const CheckResult& r) {
    std::string page = "<p><b>" + html::esc(_("It depends on:")) + "</b></p><ul>";
    for (const auto& m : r.missing) {
        page += "<li>" + html::esc(m.question);
        std::string answers;
        for (const auto& a : m.answers) {
            if (!answers.empty()) answers += "; ";
            answers += html::esc(a.label) + " &rarr; " + html::esc(a.word);
        }
        page += "<br><font size=\"-1\">" + answers + "</font></li>";
    }
    return page + "</ul>";
}

std::string reason_list(const CheckResult& r) {
    std::string page = "<p><b>" + html::esc(_("Reasons:")) + "</b></p><ul>";
    bool first = true;
    for (const auto& reason : r.reasons) {
        page += "<li><font color=\"" + std::string(effect_colour(reason.effect)) + "\"><b>" +
                html::esc(engine::legality::effect_text(reason.effect)) + "</b></font> " + html::esc(reason.text);
        if (reason.met) page += " <i>(" + html::esc(*reason.met ? _("holds") : _("does not hold")) + ")</i>";
        if (!reason.overridden_by.empty()) page += " <i>" + html::esc(engine::legality::set_aside_text(reason.overridden_by.size())) + "</i>";
        page += " " + html::rule_title_link(reason.section);
        // Where the first reason ends: the smoke test checks it is on screen.
        if (first) page += "<a name=\"first-reason-end\"></a>";
        first = false;
        page += "</li>";
    }
    if (r.reasons.empty()) page += "<li>" + html::esc(engine::legality::no_reason_text()) + "</li>";
    return page + "</ul>";
}

std::string hex_rows(const engine::legality::LineOfSight& los) {
    std::string page = "<table border=\"0\" cellpadding=\"1\">";
    for (const HexJudgement& j : los.hexes) {
        const char* c = j.blocks ? "#c01818" : j.masks ? "#c07000" : "#303030";
        page += "<tr><td valign=\"top\"><font color=\"" + std::string(c) + "\"><b>" +
                html::esc(wxString::Format("%d,%d", j.hex.q, j.hex.r)) + "</b></font></td><td><font size=\"-1\">" +
                html::esc(role_name(j));
        const wxString verdict = hex_verdict(j);
        if (!verdict.empty()) page += " &mdash; <font color=\"" + std::string(c) + "\">" + html::esc(verdict) + "</font>";
        page += ": " + html::esc(j.reason) + " " + html::rule_title_link(j.rule) + "</font></td></tr>";
    }
    return page + "</table>";
}

} // namespace

std::string legality_verdict_page(const LegalityVerdictView& view) {
    std::string page = "<html><body>";
    if (!view.error.empty()) {
        page += "<p><font color=\"#c01818\">" + html::esc(view.error) + "</font></p>";
    } else if (view.result != nullptr) {
        const auto& r = *view.result;
        page += "<p><font size=\"+1\" color=\"" + std::string(verdict_colour(r.verdict)) + "\"><b>" +
                html::esc(r.word) + "</b></font></p>";
        if (!view.board_facts.empty()) page += board_line(view);
        if (!r.missing.empty()) page += missing_list(r);
        page += reason_list(r);
    } else {
        page += "<p>" + html::esc(_("Pick a game, a question and the units.")) + "</p>";
    }
    return page + "</body></html>";
}

std::string line_of_sight_page(const HexBoard& board) {
    const auto* los = board.line_of_sight();
    std::string page = "<html><body>";
    if (los == nullptr) {
        page += "<p>" + html::esc(_("Place a shooter and a target, or move the mouse over the board to aim.")) + "</p>";
        return page + "</body></html>";
    }
    // The verdict judges the placed target; a line to the hex under the mouse is only a
    // preview, and says so, so the two never seem to disagree.
    if (board.previewing()) {
        const auto aim = *board.aim_hex();
        page += "<p><b>" + html::esc(wxString::Format(_("Preview: the line to hex %d,%d under the mouse."), aim.q, aim.r)) +
                "</b> <font size=\"-1\">" +
                html::esc(_("The verdict judges the placed target; move the mouse off the board to see its line.")) +
                "</font></p>";
    } else {
        page += "<p><b>" + html::esc(_("The line to the placed target, as the verdict judges it:")) + "</b></p>";
    }
    const char* colour = los->clear ? "#14803a" : "#c01818";
    page += "<p><font color=\"" + std::string(colour) + "\"><b>" + html::esc(los->summary) + "</b></font> " +
            html::esc(wxString::Format(_("Range: %d hexes (the target's hex counts, the shooter's does not)."), los->range)) +
            " " + html::rule_title_link(los->rule) + "</p>";
    page += hex_rows(*los);
    page += "<p><font size=\"-1\">" +
            html::esc(_("On the board: red hexes block the line, orange ones mask one side of an edge only, "
                        "green ones let it through.")) +
            "</font></p>";
    return page + "</body></html>";
}

} // namespace ost::app
